import {
  inboundMessages as m,
  type QualityCheckRow,
  qualityCheckRowProblem,
  rejectedQty,
  totalSlip,
} from "@wms/domain";
import { gs1Messages, looksLikeSupplierLabel, readSupplierLabel } from "@wms/domain/gs1";
import { useCallback, useEffect, useState } from "react";
import { showToast } from "../../platform/toast";
import { fetchMrnRows, type MrnRow } from "./api";

/** What a line's supplier label gave (or the lot typed by hand). */
export interface SupplierLot {
  SupplierLot: string;
  SupplierExpiry: string | null;
}

/** An MRN's lines as the checker edits them, with each line's supplier lot; the rejected qty and slips follow. */
export function useQualityCheckRows(mrnId: number | null) {
  const [rows, setRows] = useState<MrnRow[]>([]);
  const [lots, setLots] = useState<Record<number, SupplierLot>>({});

  const load = useCallback(async (id: number) => {
    const answer = await fetchMrnRows(id);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
  }, []);

  useEffect(() => {
    setRows([]);
    setLots({});
    if (mrnId) void load(mrnId);
  }, [mrnId, load]);

  const reload = async () => {
    if (mrnId) await load(mrnId);
  };

  const edit = (id: number, change: Partial<MrnRow>) =>
    setRows((current) =>
      current.map((r) => {
        if (r.MrnLineId !== id) return r;
        const next = { ...r, ...change };
        return {
          ...next,
          RejectedQty: rejectedQty(next.ReceivedQty, next.ApprovedQty),
          TotalSlip: totalSlip(next.ApprovedQty, next.PiecesPerPacket ?? 0),
        };
      }),
    );

  const lotOf = (id: number): SupplierLot => lots[id] ?? { SupplierLot: "", SupplierExpiry: null };
  const setLot = (id: number, lot: SupplierLot) => setLots((current) => ({ ...current, [id]: lot }));

  /**
   * Enter in a line's Supplier Lot: a scanned GS1 or MH10.8.2 label fills the lot, expiry and pieces per packet
   * (where it has them); a label that does not check out is refused with why. Any other text is the lot as typed.
   */
  const readLabel = (row: MrnRow, scanned: string) => {
    if (!looksLikeSupplierLabel(scanned)) return;
    const label = readSupplierLabel(scanned);
    if (!label.ok) return showToast("warning", label.problem);
    setLot(row.MrnLineId, { SupplierLot: label.Lot ?? "", SupplierExpiry: label.Expiry });
    if (label.Qty !== null) edit(row.MrnLineId, { PiecesPerPacket: label.Qty });
    showToast("success", gs1Messages.labelRead(label));
  };

  /** Lines still to check; approved lines (earlier deliveries) stay as they were. */
  const pending = rows.filter((r) => !r.IsApprove);

  /** The pending lines as the call's body, or why they cannot be sent yet. */
  const toSubmit = (): { problem: string } | { body: QualityCheckRow[] } => {
    if (pending.length === 0) return { problem: m.noData };
    for (const r of pending) {
      const problem = qualityCheckRowProblem(r);
      if (problem) return { problem };
      // a label left unread (it did not check out) is no lot
      const lot = lotOf(r.MrnLineId).SupplierLot;
      if (looksLikeSupplierLabel(lot)) {
        const label = readSupplierLabel(lot);
        return { problem: label.ok ? gs1Messages.pressEnter : label.problem };
      }
    }
    return {
      body: pending.map((r, i) => ({
        MRNID: i === 0 ? r.MRNID : undefined,
        MrnLineId: r.MrnLineId,
        ApprovedQty: r.ApprovedQty,
        RejectedRemark: r.RejectedRemark,
        PiecesPerPacket: r.PiecesPerPacket,
        CartonId: r.CartonId,
        SupplierLot: lotOf(r.MrnLineId).SupplierLot.trim() || null,
        SupplierExpiry: lotOf(r.MrnLineId).SupplierExpiry,
      })),
    };
  };

  return { rows, pending, reload, edit, lotOf, setLot, readLabel, toSubmit };
}

export type QualityCheckRows = ReturnType<typeof useQualityCheckRows>;
