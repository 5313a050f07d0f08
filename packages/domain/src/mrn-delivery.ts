import { z } from "zod";
import { decimal, id } from "./bounds.js";
import { decimalsProblem, maxQty, milliOf, noQty, qtyNumber, subtractQty } from "./quantity.js";

/**
 * The rest of a partial delivery (Quality Check, "Partially Received" -> Add): a further received
 * quantity recorded against an MRN line, as a new line of the same product with its own check.
 */
export const deliveryMessages = {
  enterReceivedQty: "Please enter received qty.",
  receivedAboveOutstanding: "Received qty should not be greater than the qty still to receive.",
  lineNotFound: "MRN line not found.",
  alreadyContinued: "The rest of this delivery is already added; add it on the newest line.",
  nothingOutstanding: "This line is fully received.",
  added: "Received qty added. Check its quality on the new line.",
} as const;

export const deliveryText = {
  add: "Add",
  title: "Add Received Qty",
  outstanding: "Still to receive",
  receivedQty: "Received Qty",
} as const;

/** What is still to receive on a line: requested - received, never below 0. */
export function outstandingQty(requested: number, received: number): number {
  return qtyNumber(maxQty(noQty, subtractQty(milliOf(requested), milliOf(received))));
}

/** What is wrong with adding `adding` to a line; null when it may be recorded. */
export function addReceivedQtyProblem(
  line: { RequestedQty: number; ReceivedQty: number },
  adding: number | null | undefined,
): string | null {
  const outstanding = milliOf(outstandingQty(line.RequestedQty, line.ReceivedQty));
  if (outstanding <= 0) return deliveryMessages.nothingOutstanding;
  if (adding === null || adding === undefined || !Number.isFinite(adding))
    return deliveryMessages.enterReceivedQty;
  const decimals = decimalsProblem(adding);
  if (decimals) return decimals;
  if (milliOf(adding) <= 0) return deliveryMessages.enterReceivedQty;
  if (milliOf(adding) > outstanding) return deliveryMessages.receivedAboveOutstanding;
  return null;
}

/** PurchaseOrder/AddReceivedQty: the line delivered in part, and how much more has arrived. */
export const addReceivedQtyRequest = z.object({
  MrnLineId: id(),
  ReceivedQty: decimal(-1e9, 1e9, deliveryMessages.enterReceivedQty),
});
export type AddReceivedQtyRequest = z.infer<typeof addReceivedQtyRequest>;

/** The new line the added delivery made. */
export const addedDeliverySchema = z.object({
  MrnLineId: z.number(),
  MRNID: z.number(),
  ProductCode: z.string(),
  RequestedQty: z.number(),
  ReceivedQty: z.number(),
});
export type AddedDelivery = z.infer<typeof addedDeliverySchema>;
