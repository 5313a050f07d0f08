import { z } from "zod";
import { text } from "./bounds.js";
import { instant } from "./instant.js";
import { consumptionMessages } from "./messages/consumption.js";
import { stockMessages as m } from "./messages/stock.js";
import { type Milli, minQty, noQty, subtractQty } from "./quantity.js";

/* ---------- Consumption events: which issued packets an activity submission used ---------- */

/** An issue of a requisition still holding unused material, in the order it was issued. */
export interface OpenIssue {
  requisitionIssueId: number;
  productId: number;
  unused: Milli;
}

/**
 * The rule that says which packets a stage used: each entered quantity (milli-units by product) is
 * taken from that product's issues oldest issue first, each issue giving what is unused of it.
 * Answers the takes in issue order; a quantity beyond what is unused is left untaken (the caller refuses it).
 */
export function takeOldestIssueFirst(
  entered: ReadonlyMap<number, Milli>,
  issues: readonly OpenIssue[],
): Array<{ requisitionIssueId: number; productId: number; qty: Milli }> {
  const left = new Map(entered);
  const takes: Array<{ requisitionIssueId: number; productId: number; qty: Milli }> = [];
  for (const issue of [...issues].sort((a, b) => a.requisitionIssueId - b.requisitionIssueId)) {
    const want = left.get(issue.productId) ?? noQty;
    const qty = minQty(want, issue.unused);
    if (qty <= 0) continue;
    left.set(issue.productId, subtractQty(want, qty));
    takes.push({ requisitionIssueId: issue.requisitionIssueId, productId: issue.productId, qty });
  }
  return takes;
}

/* ---------- Traceability rows, jobs, where-used ---------- */

/** An FG serial range mapped to a job. */
export const serialRange = z.object({ FromNo: z.number(), ToNo: z.number() });

/**
 * A row of GetFGTraceabilityReport / GetIntermediateTraceability: what one event (an activity
 * submission of the job) used of one packet, with the event's stage, operator and shift. An event
 * that used nothing has one row per raw material of the job, with Qty 0 and no packet. For a
 * packet a requisition produced, RequisitionNo is that producing job and IsIntermediate > 0 when it
 * has rows of its own (drill with GetIntermediateTraceability/{RMCode}/{RequisitionNo}/{IsIntermediate}).
 */
export const traceRow = z.object({
  RMCode: z.string(),
  RequisitionNo: z.string(),
  IsIntermediate: z.number(),
  Stage: z.string(),
  Type: z.string(),
  InwardDate: instant.nullable(),
  Operator: z.string(),
  ShiftName: z.string(),
  SupplierCode: z.string(),
  ProductImg: z.string(),
  ProductCode: z.string(),
  ProductDscrptn: z.string(),
  /** The packet the event used ("" for a stage that used nothing). */
  QRCode: z.string(),
  /** The packet's lot when it came from a goods receipt; null when a requisition produced it. */
  MRNID: z.number().nullable(),
  /** The supplier's lot the packet came in as, read at quality check ("" when none). */
  SupplierLot: z.string(),
  /** The requisition that produced the packet; null when it came from a goods receipt. */
  ProducedByRequisitionNo: z.string().nullable(),
  /** How much of the packet this event used. */
  Qty: z.number(),
  /** The event: one activity submission, and when it was made. */
  EventId: z.number(),
  EventAt: instant,
  /** The job whose rows these are: its requisition, order and FG serials. */
  JobRequisitionNo: z.string(),
  JobOrderNo: z.string(),
  JobSerials: z.array(serialRange),
});
export type TraceRow = z.infer<typeof traceRow>;

/** FGTraceabilityReport/GetTraceJobs/{x}: x is an FG serial, a requisition number, a packet or a product code. */
export const traceJobsParams = z.object({
  x: text(200).trim().min(1, { error: consumptionMessages.enterProductCode }),
});

/** A job a scan stands for: one for a serial, requisition or packet; a product code's jobs, newest first. */
export const traceJob = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  Serials: z.array(serialRange),
  CreatedDate: instant,
});
export type TraceJob = z.infer<typeof traceJob>;

/** GetTraceJobs' answer: whether the scan named one job (go to it) or a product (pick one of its jobs). */
export const traceJobs = z.object({
  ScannedAs: z.enum(["Job", "Product"]),
  Jobs: z.array(traceJob),
});

/** FGTraceabilityReport/GetWhereUsed/{x}: x is a packet QR code, an MRN id or a PO number. */
export const whereUsedParams = z.object({
  x: text(200).trim().min(1, { error: m.enterLot }),
});

/**
 * One requisition the lot's material went into through one packet, at `Level` steps above the lot
 * (0 = packets of the lot were issued to it; 1 = it used output of a level-0 requisition; ...),
 * with the FG serial range mapped to it (null for an intermediate or an unmapped FG requisition).
 * Qty is net of returns (Issued - Returned); a packet given back whole is not a use.
 */
export const whereUsedRow = z.object({
  Level: z.number(),
  RequisitionNo: z.string(),
  ProductCode: z.string(),
  ProductDscrptn: z.string(),
  Type: z.string(),
  /** The packet through which the lot reached this requisition. */
  QRCode: z.string(),
  /** That packet's supplier lot, read at quality check ("" when none). */
  SupplierLot: z.string(),
  Qty: z.number(),
  Issued: z.number(),
  Returned: z.number(),
  Consumed: z.number(),
  FromNo: z.number().nullable(),
  ToNo: z.number().nullable(),
});
export type WhereUsedRow = z.infer<typeof whereUsedRow>;
