import { type ActivityKind, activityRowProblem, stages } from "@wms/domain";
import { AutoComplete, Button, Card, Col, Input, InputNumber, Row, Select } from "antd";
import { DataGrid } from "../../components/data-grid";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { useActivityReport } from "./activity-report";
import { type ActivityRow, useShifts } from "./consumption-api";

/** The requisition's rows, each with the quantity consumed (a quantity that cannot be sent is marked). */
function ActivityLines({
  rows,
  onEnter,
  onSubmit,
}: {
  rows: ActivityRow[];
  onEnter(rmCode: string, value: number | null): void;
  onSubmit(): void;
}) {
  return (
    <DataGrid<ActivityRow>
      style={{ marginTop: 16 }}
      rowKey="RMCode"
      dataSource={rows}
      columns={[
        { title: "Order No.", dataIndex: "OrderNo" },
        { title: "Requisition No.", dataIndex: "RequisitionNo" },
        { title: "RM Code", dataIndex: "RMCode", sorter: (a, b) => a.RMCode.localeCompare(b.RMCode) },
        { title: "Unused", dataIndex: "UnUsedQuantity" },
        {
          title: "Quantity",
          dataIndex: "Quantity",
          render: (value: number, row) => (
            <InputNumber
              aria-label={`Quantity ${row.RMCode}`}
              status={activityRowProblem(row) ? "error" : undefined}
              value={value}
              onChange={(v) => onEnter(row.RMCode, v)}
              onPressEnter={onSubmit}
            />
          ),
        },
      ]}
    />
  );
}

/** Activity Reporting (spec 2): pick a requisition, shift, operator and stage, and enter what was consumed. */
export function ActivityReportingForm({ kind }: { kind: ActivityKind }) {
  const { IsAdd } = usePagePermission();
  const shifts = useShifts();
  const job = useActivityReport(kind);
  const submit = () => void job.submit();

  return (
    <Card>
      <ScanInput
        placeholder="Scan Requisition No"
        onScan={job.scan}
        draft={{ screen: `activity-${kind}`, taken: job.order ? [job.order.RequisitionNo] : [] }}
      />
      <Row gutter={[16, 8]} style={{ marginTop: 8 }}>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-order`}>Order</label>
          <AutoComplete
            id={`${kind}-order`}
            style={{ width: "100%" }}
            value={job.typed}
            placeholder="Search Order"
            onChange={job.type}
            onSelect={(v: string) => void job.choose(v)}
            options={job.orders.map((o) => ({ value: o.RequisitionNo, label: o.OrderRequisitionNo }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-shift`}>Shift</label>
          <Select
            id={`${kind}-shift`}
            style={{ width: "100%" }}
            placeholder="Select Shift"
            value={job.shiftId}
            onChange={job.setShiftId}
            options={(shifts.data ?? []).map((s) => ({
              value: s.ShiftId,
              label: `${s.ShiftName} - ${s.StartTime} - ${s.EndTime}`,
            }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-operator`}>Operator</label>
          <Input
            id={`${kind}-operator`}
            value={job.operator}
            onChange={(e) => job.setOperator(e.target.value)}
            onPressEnter={submit}
          />
        </Col>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-stage`}>Stage</label>
          <Select
            id={`${kind}-stage`}
            style={{ width: "100%" }}
            placeholder="Select Stage"
            value={job.stage}
            onChange={job.setStage}
            options={stages.map((s) => ({ value: s, label: s }))}
          />
        </Col>
      </Row>
      <ActivityLines rows={job.rows} onEnter={job.enter} onSubmit={submit} />
      <ScanActions>
        <Button type="primary" disabled={!IsAdd} loading={job.sending} onClick={submit}>
          Submit
        </Button>
      </ScanActions>
    </Card>
  );
}
