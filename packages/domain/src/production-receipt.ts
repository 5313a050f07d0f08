import { z } from "zod";
import { stockMessages } from "./messages/stock.js";
import { decimalsProblem, maxQty, milliOf, noQty, qtyNumber, subtractQty, typedMilli } from "./quantity.js";
import { packetsPerCommandMax } from "./stock.js";

/** ProductionReceipt/GetRequisitionToReceive/{RequisitionNo}: what a requisition may still put into stock. */
export const requisitionToReceiveParams = z.object({
  RequisitionNo: z
    .string({ error: stockMessages.enterRequisitionNo })
    .trim()
    .min(1, { error: stockMessages.enterRequisitionNo })
    .max(60),
});

export const requisitionToReceive = z.object({
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  /** The requisition's quantity. */
  Qty: z.number(),
  /** Output already received into stock. */
  ReceivedQty: z.number(),
  RemainingQty: z.number(),
});
export type RequisitionToReceive = z.infer<typeof requisitionToReceive>;

/** What is wrong with a receipt of `qty` in packets of `pieces` against `requisition`; null when it may go. */
export function productionReceiptProblem(
  requisition: Pick<RequisitionToReceive, "RemainingQty"> | null,
  qty: number | null | undefined,
  pieces: number | null | undefined,
): string | null {
  if (!requisition) return stockMessages.enterRequisitionNo;
  const decimals = decimalsProblem(qty, pieces);
  if (decimals) return decimals;
  if (typedMilli(qty) <= 0) return stockMessages.enterReceiptQty;
  if (typedMilli(pieces) <= 0) return stockMessages.enterPiecesPerPacket;
  if (typedMilli(qty) > milliOf(requisition.RemainingQty)) return stockMessages.receiptBeyondRequisition;
  if (receiptPacketCount(qty as number, pieces as number) > packetsPerCommandMax)
    return stockMessages.tooManyPackets;
  return null;
}

/** The packets a receipt will make: ceil(qty / pieces), as the screen previews it. */
export function receiptPacketCount(qty: number, pieces: number): number {
  const q = typedMilli(qty);
  const p = typedMilli(pieces);
  return q > 0 && p > 0 ? Math.ceil(q / p) : 0;
}

/** Remaining = requisition qty - received, exact to 3 decimals. */
export const remainingToReceive = (qty: number, received: number): number =>
  qtyNumber(maxQty(noQty, subtractQty(milliOf(qty), milliOf(received))));
