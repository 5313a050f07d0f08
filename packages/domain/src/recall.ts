import { z } from "zod";
import { id, text } from "./bounds.js";
import { customerReach } from "./customer-reach.js";
import { type PlantDay, parseSentDate } from "./dates.js";
import { instant } from "./instant.js";
import { listQuery } from "./list-query.js";
import { recallMessages as m } from "./messages/recall.js";
import { holdReasons, packetStatuses } from "./stock.js";
import { requiredText } from "./text-rules.js";

/* ---------- Recall (Recall/PreviewRecall, CreateRecall, GetRecalls, GetRecall, CloseRecall) ---------- */

export const recallStatuses = ["Open", "Closed"] as const;
export type RecallStatus = (typeof recallStatuses)[number];

/** What closing a recall does with every packet still held for it. */
export const recallDispositions = ["Release", "Scrap"] as const;
export type RecallDisposition = (typeof recallDispositions)[number];

/**
 * What a recall did with a packet of its lot: Held (it was in stock, InBin or Packed), AlreadyHeld (it was
 * OnHold for another reason or Rejected: blocked already, left as it was), AtProduction (issued and not
 * consumed: listed with its requisition, not held, as an Issued packet is at the line), HeldAtReceipt (made
 * by a requisition of the recall after it opened), HeldAtReturn (given back from production after it opened).
 */
export const recallOutcomes = [
  "Held",
  "AlreadyHeld",
  "AtProduction",
  "HeldAtReceipt",
  "HeldAtReturn",
] as const;
export type RecallOutcome = (typeof recallOutcomes)[number];

/** How a lot is named: an MRN, a PO number, a packet (and what was split or returned from it), or a supplier's deliveries between two days. */
export const recallAskKinds = ["MRNID", "PONumber", "QRCode", "Supplier"] as const;
export type RecallAskKind = (typeof recallAskKinds)[number];

export type RecallAsk =
  | { kind: "MRNID"; mrnId: number }
  | { kind: "PONumber"; poNumber: string }
  | { kind: "QRCode"; qrCode: string }
  | { kind: "Supplier"; supplierCode: string; fromDate: PlantDay; toDate: PlantDay };

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalName = (max: number) =>
  z.preprocess(blankAsNull, text(max).trim().nullish()).transform((v) => v ?? null);
const calendarDay = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;
/** A plant day sent as MM/DD/YYYY (or YYYY-MM-DD): read as written, never shifted by a zone. */
const sentDay = z.preprocess(
  blankAsNull,
  text(10, m.dateInvalid)
    .trim()
    .transform((v, ctx) => {
      const day = calendarDay.test(v) ? parseSentDate(v) : null;
      if (day === null) {
        ctx.addIssue({ code: "custom", message: m.dateInvalid });
        return z.NEVER;
      }
      return day;
    })
    .nullish()
    .transform((v) => v ?? null),
);

const lotFields = {
  MRNID: z.preprocess(blankAsNull, id(m.askOneLot).nullish()).transform((v) => v ?? null),
  PONumber: optionalName(100),
  QRCode: optionalName(100),
  SupplierCode: optionalName(100),
  FromDate: sentDay,
  ToDate: sentDay,
};

type LotFields = {
  MRNID: number | null;
  PONumber: string | null;
  QRCode: string | null;
  SupplierCode: string | null;
  FromDate: PlantDay | null;
  ToDate: PlantDay | null;
};

/** Exactly one way of naming the lot; a supplier with both days, in order. */
function checkLot(lot: LotFields, ctx: z.RefinementCtx) {
  const named = [lot.MRNID, lot.PONumber, lot.QRCode, lot.SupplierCode].filter((v) => v !== null).length;
  if (named !== 1) ctx.addIssue({ code: "custom", message: m.askOneLot });
  else if (lot.SupplierCode !== null && (lot.FromDate === null || lot.ToDate === null))
    ctx.addIssue({ code: "custom", message: m.datesNeeded });
  else if (lot.FromDate !== null && lot.ToDate !== null && lot.FromDate > lot.ToDate)
    ctx.addIssue({ code: "custom", message: m.datesOrder });
}

/** Recall/PreviewRecall: the lot, named one way. */
export const previewRecallRequest = z.object(lotFields).superRefine(checkLot);
export type PreviewRecallRequest = z.output<typeof previewRecallRequest>;

/** Recall/CreateRecall: the lot and why it is recalled. */
export const createRecallRequest = z
  .object({ ...lotFields, Reason: requiredText(m.enterReason, 500) })
  .superRefine(checkLot);
export type CreateRecallRequest = z.output<typeof createRecallRequest>;

/** The lot a checked request names. */
export function recallAskOf(lot: LotFields): RecallAsk {
  if (lot.MRNID !== null) return { kind: "MRNID", mrnId: lot.MRNID };
  if (lot.PONumber !== null) return { kind: "PONumber", poNumber: lot.PONumber };
  if (lot.QRCode !== null) return { kind: "QRCode", qrCode: lot.QRCode };
  return {
    kind: "Supplier",
    supplierCode: lot.SupplierCode ?? "",
    fromDate: lot.FromDate ?? "",
    toDate: lot.ToDate ?? "",
  };
}

/** A lot as a person reads it: "MRN 5001", "PO 4500-17", "Packet 5001-3-P12", "Supplier S1, 2026-01-01 to 2026-01-31". */
export function recallLotText(ask: RecallAsk): string {
  switch (ask.kind) {
    case "MRNID":
      return `MRN ${ask.mrnId}`;
    case "PONumber":
      return `PO ${ask.poNumber}`;
    case "QRCode":
      return `Packet ${ask.qrCode}`;
    case "Supplier":
      return `Supplier ${ask.supplierCode}, ${ask.fromDate} to ${ask.toDate}`;
  }
}

/** Most packets, serial ranges or requisitions one answer lists (the counts are always whole). */
export const recallRowsMax = 5000;

/** An FG serial range made from the lot: the requisition, its order and product, and when it was mapped. */
export const recallSerialRange = z.object({
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  FromNo: z.number(),
  ToNo: z.number(),
  Qty: z.number(),
  MappedAt: instant,
});
export type RecallSerialRange = z.infer<typeof recallSerialRange>;

/** A requisition material of the lot reached (directly, or through the output of another such requisition). */
export const recallRequisition = z.object({
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Type: z.string(),
  Qty: z.number(),
});
export type RecallRequisition = z.infer<typeof recallRequisition>;

/** A packet derived from the lot, in stock or issued and not consumed: where it is (bin, or the requisition it is at). */
export const recallPacket = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Qty: z.number(),
  Status: z.enum(packetStatuses),
  HoldReason: z.enum(holdReasons).nullable(),
  ColAddress: z.string().nullable(),
  /** The requisition an Issued packet is at. */
  IssuedTo: z.string().nullable(),
  /** Its own lot: "MRN 5001" or the requisition that produced it. */
  Lot: z.string(),
  /** The supplier's lot it came in as, read at quality check ("" when none). */
  SupplierLot: z.string(),
});
export type RecallPacket = z.infer<typeof recallPacket>;

/** The preview's counts: exact even when a list is cut at `recallRowsMax`. */
export const recallCounts = z.object({
  SerialRanges: z.number(),
  SerialUnits: z.number(),
  Requisitions: z.number(),
  /** In stock and free (InBin, Packed): what CreateRecall puts on hold. */
  ToHold: z.number(),
  /** In stock and blocked already (OnHold, Rejected). */
  AlreadyHeld: z.number(),
  /** Issued and not consumed. */
  AtProduction: z.number(),
});
export type RecallCounts = z.infer<typeof recallCounts>;

/** Recall/PreviewRecall: the blast radius of the lot, at any depth of the genealogy. */
export const recallPreview = z.object({
  Lot: z.string(),
  Counts: recallCounts,
  Serials: z.array(recallSerialRange),
  Requisitions: z.array(recallRequisition),
  Packets: z.array(recallPacket),
  /** The customers to notify: who received units made from the lot, with each dispatched packet's serials. */
  ToNotify: customerReach,
  /** A list was cut at `recallRowsMax`. */
  Truncated: z.boolean(),
});
export type RecallPreview = z.infer<typeof recallPreview>;

/** Recall/CreateRecall: the recall opened and what it did. */
export const recallOpened = z.object({
  RecallId: z.number(),
  Held: z.number(),
  AlreadyHeld: z.number(),
  AtProduction: z.number(),
  Requisitions: z.number(),
  SerialRanges: z.number(),
});
export type RecallOpened = z.infer<typeof recallOpened>;

/** A recall named by its id. */
export const recallIdParams = z.object({ RecallId: id(m.recallUnknown) });

/** Recall/CloseRecall: the recall and what happens to its held packets. */
export const closeRecallRequest = z.object({
  RecallId: id(m.recallUnknown),
  Disposition: z.enum(recallDispositions, { error: m.chooseDisposition }),
});
export type CloseRecallRequest = z.output<typeof closeRecallRequest>;

/** Recall/GetRecalls: the list query and a status filter. */
export const recallListRequest = listQuery.extend({ Status: z.enum(recallStatuses).nullish() });
export type RecallListRequest = z.input<typeof recallListRequest>;

const recallHead = {
  RecallId: z.number(),
  Lot: z.string(),
  Reason: z.string(),
  Status: z.enum(recallStatuses),
  Disposition: z.enum(recallDispositions).nullable(),
  OpenedBy: z.string().nullable(),
  OpenedAt: instant,
  ClosedBy: z.string().nullable(),
  ClosedAt: instant.nullable(),
  /** Counts as the recall opened: put on hold, blocked already, at production. */
  Held: z.number(),
  AlreadyHeld: z.number(),
  AtProduction: z.number(),
  /** Packets on hold for this recall now (held when opened, or at receipt or return since). */
  StillHeld: z.number(),
};

/** A row of the recall list. */
export const recallListRow = z.object({ ...recallHead, TotalRows: z.number() });
export type RecallListRow = z.infer<typeof recallListRow>;

/** A packet of a recall: as the recall found it, what it did, and where the packet is now. */
export const recallDetailPacket = recallPacket.extend({
  FromStatus: z.enum(packetStatuses),
  Outcome: z.enum(recallOutcomes),
});
export type RecallDetailPacket = z.infer<typeof recallDetailPacket>;

/** Recall/GetRecall/{RecallId}: the recall, its serial ranges (mapped up to now), requisitions, packets and customers. */
export const recallDetail = z.object({
  ...recallHead,
  Serials: z.array(recallSerialRange),
  Requisitions: z.array(recallRequisition),
  Packets: z.array(recallDetailPacket),
  /** The customers to notify, as dispatched up to now. */
  ToNotify: customerReach,
  Truncated: z.boolean(),
});
export type RecallDetail = z.infer<typeof recallDetail>;

/** Recall/CloseRecall: the recall closed and how many packets were released or scrapped. */
export const recallClosed = z.object({
  RecallId: z.number(),
  Disposition: z.enum(recallDispositions),
  Changed: z.number(),
});
export type RecallClosed = z.infer<typeof recallClosed>;
