import { type DispatchPlan, dispatchScanMessages as m, planDispatch, sameQrCode } from "@wms/domain";
import { useState } from "react";
import { ApiError } from "../../platform/api/client";
import { showToast } from "../../platform/toast";
import {
  fetchOrderToDispatch,
  fetchPacketToDispatch,
  type OrderToDispatch,
  type ScannedFgPacket,
} from "./dispatch-api";

const balancesOf = (order: OrderToDispatch) =>
  order.Lines.map((l) => ({
    LineNo: l.LineNo,
    ProductCode: l.ProductCode,
    Balance: l.Qty - l.DispatchedQty,
  }));

const planOf = (order: OrderToDispatch, rows: ScannedFgPacket[]) =>
  planDispatch(
    order.ErpOrderNo,
    balancesOf(order),
    rows.map((r) => ({ QRCode: r.QRCode, ProductCode: r.ProductCode, Qty: r.Qty })),
  );

/**
 * The Dispatch screen's scans: the order first (scanned or chosen; kept on the device, so it opens offline), then its
 * FG packets, each checked by the server (FIFO) and planned against the order's lines before it is listed.
 * `onTaken` is told of every scan the screen takes (a new scan hides the last dispatch's papers).
 */
export function useDispatchScans(onTaken: () => void) {
  const [order, setOrder] = useState<OrderToDispatch | null>(null);
  const [rows, setRows] = useState<ScannedFgPacket[]>([]);
  const plan: DispatchPlan | null = order ? planOf(order, rows) : null;

  const loadOrder = async (erpOrderNo: string) => {
    try {
      const { answer } = await fetchOrderToDispatch(erpOrderNo);
      if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
      setOrder(answer.ResponseData);
      setRows([]);
      onTaken();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      showToast("warning", m.orderNoUnknown(erpOrderNo));
    }
  };

  const scanPacket = async (current: OrderToDispatch, code: string) => {
    if (rows.some((r) => sameQrCode(r.QRCode, code))) return showToast("warning", m.alreadyScanned(code));
    const answer = await fetchPacketToDispatch(
      current.DispatchOrderId,
      code,
      rows.map((r) => r.QRCode),
    );
    if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
    const packet = answer.ResponseData;
    const next = [...rows, packet];
    const tried = planOf(current, next);
    if (!tried.ok) return showToast("warning", tried.message);
    setRows(next);
    if (packet.FifoWarning) showToast("warning", packet.FifoWarning);
  };

  const scan = (value: string) => {
    const code = value.trim();
    if (!code) return showToast("warning", order ? m.enterQrCode : m.enterOrderNo);
    onTaken();
    if (!order) return loadOrder(code);
    if (sameQrCode(code, order.ErpOrderNo)) return;
    return scanPacket(order, code);
  };

  /** After a dispatch: the order as the server now has it (none when it is met or cannot be read). */
  const reloadOrder = async (erpOrderNo: string) => {
    const again = await fetchOrderToDispatch(erpOrderNo).catch(() => null);
    setOrder(again?.answer.ResponseCode === "200" ? again.answer.ResponseData : null);
  };

  return {
    order,
    rows,
    plan,
    planned: plan?.ok ? plan.packets : [],
    scan,
    loadOrder,
    reloadOrder,
    changeOrder: () => {
      setOrder(null);
      setRows([]);
    },
    clearRows: () => setRows([]),
    remove: (code: string) => setRows((current) => current.filter((r) => r.QRCode !== code)),
  };
}

export type DispatchScans = ReturnType<typeof useDispatchScans>;
