import { type ActivityKind, stages } from "@wms/domain";
import { Suspense } from "react";
import { LightButton, LightCard } from "../../components/light-blocks";
import { LightInput } from "../../components/light-input";
import { LightSearchSelect } from "../../components/light-search-select";
import { LightSelect } from "../../components/light-select";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { submitsOnEnter } from "../../components/submits-on-enter";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import { useActivityReport } from "./activity-report";
import { useShifts } from "./consumption-api";
import "./activity-reporting-form.css";

/** The rows' grid (Ant Design's, with its search and pages) loads as the screen opens, after its first draw. */
const ActivityLines = lazyThemed(() => import("./activity-lines").then((m) => m.ActivityLines));

/** The requisition (searched on the server as typed), shift, operator and stage of the report. */
function ActivityFields({
  kind,
  job,
  onSubmit,
}: {
  kind: ActivityKind;
  job: ReturnType<typeof useActivityReport>;
  onSubmit(): void;
}) {
  const shifts = useShifts();
  return (
    <div className="activity-fields">
      <div>
        <label htmlFor={`${kind}-order`}>Order</label>
        <LightSearchSelect<string>
          id={`${kind}-order`}
          aria-label="Order"
          placeholder={job.order?.OrderRequisitionNo ?? "Search Order"}
          onSearch={job.type}
          onChoose={(v) => void job.choose(v)}
          options={job.orders.map((o) => ({ value: o.RequisitionNo, label: o.OrderRequisitionNo }))}
        />
      </div>
      <div>
        <label htmlFor={`${kind}-shift`}>Shift</label>
        <LightSelect<number>
          id={`${kind}-shift`}
          placeholder="Select Shift"
          value={job.shiftId}
          onChange={job.setShiftId}
          options={(shifts.data ?? []).map((s) => ({
            value: s.ShiftId,
            label: `${s.ShiftName} - ${s.StartTime} - ${s.EndTime}`,
          }))}
        />
      </div>
      <div>
        <label htmlFor={`${kind}-operator`}>Operator</label>
        <LightInput
          id={`${kind}-operator`}
          value={job.operator}
          onChange={(e) => job.setOperator(e.target.value)}
          onKeyDown={(e) => submitsOnEnter(e) && onSubmit()}
        />
      </div>
      <div>
        <label htmlFor={`${kind}-stage`}>Stage</label>
        <LightSelect<string>
          id={`${kind}-stage`}
          placeholder="Select Stage"
          value={job.stage}
          onChange={job.setStage}
          options={stages.map((s) => ({ value: s, label: s }))}
        />
      </div>
    </div>
  );
}

/** Activity Reporting (spec 2): pick a requisition, shift, operator and stage, and enter what was consumed. */
export function ActivityReportingForm({ kind }: { kind: ActivityKind }) {
  const { IsAdd } = usePagePermission();
  const job = useActivityReport(kind);
  const submit = () => void job.submit();

  return (
    <LightCard>
      <ScanInput
        placeholder="Scan Requisition No"
        onScan={job.scan}
        draft={{ screen: `activity-${kind}`, taken: job.order ? [job.order.RequisitionNo] : [] }}
      />
      <ActivityFields kind={kind} job={job} onSubmit={submit} />
      <Suspense fallback={<div className="activity-lines-loading" />}>
        <ActivityLines rows={job.rows} onEnter={job.enter} onSubmit={submit} />
      </Suspense>
      <ScanActions>
        <LightButton variant="primary" disabled={!IsAdd} loading={job.sending} onClick={submit}>
          Submit
        </LightButton>
      </ScanActions>
    </LightCard>
  );
}
