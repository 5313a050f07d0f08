import {
  type ActivityKind,
  activityRowProblem,
  consumptionMessages as m,
  pagingDelayMs,
  type stages,
  unusedAfter,
} from "@wms/domain";
import { useState } from "react";
import { useDebounced } from "../../components/use-debounced";
import { showToast } from "../../platform/toast";
import {
  type ActivityOrder,
  type ActivityRow,
  fetchActivityOrders,
  fetchActivityRows,
  useActivityOrders,
  useReportActivity,
} from "./consumption-api";

/** The requisition reported on: searched, chosen or scanned, with its rows and the quantities entered. */
function useActivityJob(kind: ActivityKind) {
  const [typed, setTyped] = useState("");
  const [order, setOrder] = useState<ActivityOrder | null>(null);
  const [rows, setRows] = useState<ActivityRow[]>([]);
  const orders = useActivityOrders(kind, useDebounced(typed.trim(), pagingDelayMs));

  const load = async (picked: ActivityOrder | null) => {
    setOrder(picked);
    setTyped(picked?.OrderRequisitionNo ?? "");
    setRows(picked ? await fetchActivityRows(kind, picked.RequisitionNo) : []);
  };
  const choose = (requisitionNo: string) =>
    load(orders.data?.find((o) => o.RequisitionNo === requisitionNo) ?? null);
  const type = (text: string) => {
    setTyped(text);
    setOrder(null);
  };

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

  const clear = () => {
    setOrder(null);
    setTyped("");
    setRows([]);
  };

  return { typed, order, orders: orders.data ?? [], rows, type, choose, scan, enter, clear };
}

/**
 * One activity report being filled in: the requisition with its rows, the shift, operator and stage; `submit`
 * names the first thing missing or wrong, else sends it (or queues it offline).
 */
export function useActivityReport(kind: ActivityKind) {
  const report = useReportActivity(kind);
  const job = useActivityJob(kind);
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [operator, setOperator] = useState("");
  const [stage, setStage] = useState<string | null>(null);

  const reset = () => {
    job.clear();
    setShiftId(null);
    setOperator("");
    setStage(null);
  };

  const submit = async () => {
    const { order, rows } = job;
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

  return {
    ...job,
    shiftId,
    operator,
    stage,
    setShiftId,
    setOperator,
    setStage,
    submit,
    sending: report.isPending,
  };
}
