import { z } from "zod";
import { id } from "./bounds.js";
import { instant } from "./instant.js";
import { customerReachMessages as m } from "./messages/dispatch.js";

/* ---------- Which customers received the units: the trace and the recall reach the customer (issue 35 item 5) ---------- */

const serialRange = z.object({ FromNo: z.number(), ToNo: z.number() });

/** A packet that left in a dispatch: who received it, when, on which papers, and the serials it carried. */
export const dispatchedPacket = z.object({
  CustomerCode: z.string(),
  CustomerName: z.string(),
  DispatchId: z.number(),
  DispatchedAt: instant,
  ErpOrderNo: z.string(),
  /** The invoice or delivery note number. */
  DocumentNo: z.string(),
  VehicleNo: z.string(),
  ProductCode: z.string(),
  QRCode: z.string(),
  Qty: z.number(),
  Serials: z.array(serialRange),
});
export type DispatchedPacket = z.infer<typeof dispatchedPacket>;

/** A customer to notify: how to reach them, and how many units they received in how many dispatches. */
export const customerReached = z.object({
  CustomerCode: z.string(),
  CustomerName: z.string(),
  ContactPerson: z.string(),
  MobileNo: z.string(),
  Email: z.string(),
  Dispatches: z.number(),
  Units: z.number(),
});
export type CustomerReached = z.infer<typeof customerReached>;

/**
 * The customers some units reached, a customer a row, and the dispatched packets, a packet a row (each list cut
 * at `recallRowsMax`); the counts are whole.
 */
export const customerReach = z.object({
  Customers: z.array(customerReached),
  Dispatched: z.array(dispatchedPacket),
  Counts: z.object({ Customers: z.number(), Packets: z.number(), Units: z.number() }),
});
export type CustomerReach = z.infer<typeof customerReach>;

/** Whether a reach's lists hold fewer rows than its counts. */
export const reachTruncated = (r: CustomerReach) =>
  r.Counts.Customers > r.Customers.length || r.Counts.Packets > r.Dispatched.length;

/** FGTraceabilityReport/GetSerialDispatches/{serial}: an FG serial as scanned. */
export const serialDispatchesParams = z.object({ serial: id(m.serialNeeded) });

/** What happened to an FG serial, in the plant's words: made, sent, back, reworked on its job, made again. */
export const serialEvents = ["Mapped", "Dispatched", "Returned", "Reworked", "MappedAgain"] as const;
export type SerialEvent = (typeof serialEvents)[number];

/**
 * FGTraceabilityReport/GetSerialHistory/{serial} row: one thing that happened to the serial, oldest first: its job
 * (Mapped, Reworked, MappedAgain), the packet it was in (or came back in), and for a dispatch or a return the dispatch
 * and its customer.
 */
export const serialHistoryRow = z.object({
  Event: z.enum(serialEvents),
  At: instant,
  RequisitionNo: z.string(),
  /** Null for Mapped when the packet it was packed in holds it no longer (a dispatch split it off). */
  QRCode: z.string().nullable(),
  DispatchId: z.number().nullable(),
  DocumentNo: z.string().nullable(),
  CustomerCode: z.string().nullable(),
});
export type SerialHistoryRow = z.infer<typeof serialHistoryRow>;
