import {
  type ActivityKind,
  activityRowProblem,
  consumptionMessages as m,
  pagingDelayMs,
  stages,
  unusedAfter,
} from "@wms/domain";
import { AutoComplete, Button, Card, Col, Input, InputNumber, Row, Select } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { useDebounced } from "../../components/use-debounced";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import {
  type ActivityOrder,
  type ActivityRow,
  fetchActivityOrders,
  fetchActivityRows,
  useActivityOrders,
  useReportActivity,
  useShifts,
} from "./consumption-api";

/** Activity Reporting (spec 2): pick a requisition, shift, operator and stage, and enter what was consumed. */
export function ActivityReportingForm({ kind }: { kind: ActivityKind }) {
  const { IsAdd } = usePagePermission();
  const shifts = useShifts();
  const report = useReportActivity(kind);
  const [typed, setTyped] = useState("");
  const [order, setOrder] = useState<ActivityOrder | null>(null);
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [operator, setOperator] = useState("");
  const [stage, setStage] = useState<string | null>(null);
  const [rows, setRows] = useState<ActivityRow[]>([]);
  const orders = useActivityOrders(kind, useDebounced(typed.trim(), pagingDelayMs));

  const load = async (picked: ActivityOrder | null) => {
    setOrder(picked);
    setTyped(picked?.OrderRequisitionNo ?? "");
    setRows(picked ? await fetchActivityRows(kind, picked.RequisitionNo) : []);
  };
  const choose = (requisitionNo: string) =>
    load(orders.data?.find((o) => o.RequisitionNo === requisitionNo) ?? null);

  /** A scanned requisition slip (or an order with one requisition) loads it, as choosing it in the list does. */
  const scan = async (text: string) => {
    if (!text) return showToast("warning", m.selectOrder);
    const found = await fetchActivityOrders(kind, text);
    const lower = text.toLowerCase();
    const byRequisition = found.find((o) => o.RequisitionNo.toLowerCase() === lower);
    const byOrder = found.filter((o) => o.OrderNo.toLowerCase() === lower);
    const picked = byRequisition ?? (byOrder.length === 1 ? byOrder[0] : null);
    if (!picked) return showToast("warning", m.selectOrder);
    await load(picked);
  };

  const enter = (rmCode: string, value: number | null) =>
    setRows((current) =>
      current.map((r) => {
        if (r.RMCode !== rmCode) return r;
        const { quantity, unused } = unusedAfter(r.OrginalUnUsedQuantity, value ?? 0);
        return { ...r, Quantity: quantity, UnUsedQuantity: unused };
      }),
    );

  const reset = () => {
    setOrder(null);
    setTyped("");
    setShiftId(null);
    setOperator("");
    setStage(null);
    setRows([]);
  };

  const submit = async () => {
    if (!order) return showToast("warning", m.selectOrder);
    if (!shiftId) return showToast("warning", m.enterShift);
    if (!operator.trim()) return showToast("warning", m.enterOperator);
    if (!stage) return showToast("warning", m.enterStage);
    // A quantity is sent exactly as typed or not at all: the first row that cannot be is named.
    const problem = rows.map(activityRowProblem).find((p) => p !== null);
    if (problem) return showToast("warning", problem);
    const sent = await report.mutateAsync({
      RequisitionNo: order.RequisitionNo,
      ShiftId: shiftId,
      Operator: operator.trim(),
      Stage: stage as (typeof stages)[number],
      storeItems: rows.map((r) => ({ ProductCode: r.ProductCode, Quantity: r.Quantity })),
    });
    // Queued offline, the screen clears as on success (the outbox says it is waiting).
    if (sent.kind === "queued" || sent.answer.ResponseCode === "200") reset();
  };

  return (
    <Card>
      <ScanInput
        placeholder="Scan Requisition No"
        onScan={scan}
        draft={{ screen: `activity-${kind}`, taken: order ? [order.RequisitionNo] : [] }}
      />
      <Row gutter={[16, 8]} style={{ marginTop: 8 }}>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-order`}>Order</label>
          <AutoComplete
            id={`${kind}-order`}
            style={{ width: "100%" }}
            value={typed}
            placeholder="Search Order"
            onChange={(v) => {
              setTyped(v);
              setOrder(null);
            }}
            onSelect={(v: string) => void choose(v)}
            options={(orders.data ?? []).map((o) => ({
              value: o.RequisitionNo,
              label: o.OrderRequisitionNo,
            }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-shift`}>Shift</label>
          <Select
            id={`${kind}-shift`}
            style={{ width: "100%" }}
            placeholder="Select Shift"
            value={shiftId}
            onChange={setShiftId}
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
            value={operator}
            onChange={(e) => setOperator(e.target.value)}
            onPressEnter={() => void submit()}
          />
        </Col>
        <Col xs={24} md={6}>
          <label htmlFor={`${kind}-stage`}>Stage</label>
          <Select
            id={`${kind}-stage`}
            style={{ width: "100%" }}
            placeholder="Select Stage"
            value={stage}
            onChange={setStage}
            options={stages.map((s) => ({ value: s, label: s }))}
          />
        </Col>
      </Row>
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
                onChange={(v) => enter(row.RMCode, v)}
                onPressEnter={() => void submit()}
              />
            ),
          },
        ]}
      />
      <ScanActions>
        <Button type="primary" disabled={!IsAdd} loading={report.isPending} onClick={() => void submit()}>
          Submit
        </Button>
      </ScanActions>
    </Card>
  );
}
