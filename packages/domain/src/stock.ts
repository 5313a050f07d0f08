import { z } from "zod";
import { decimal, id as idOf, text } from "./bounds.js";
import { instant } from "./instant.js";
import { stockMessages as m } from "./messages/stock.js";
import { requiredText } from "./text-rules.js";

/** Most packets one quality-check line or one production receipt makes (a typo of 0.001 for 1 is refused, not printed). */
export const packetsPerCommandMax = 10_000;

/* ---------- The stock ledger's reasons: a closed set (a database check backs it) ---------- */

export const ledgerReasons = [
  /** Quality check made the packet (from nothing to Packed). */
  "qualityCheck",
  /** A production receipt made the packet of a requisition's output. */
  "produce",
  /** Final Production packed mapped FG serials into the packet (from nothing to Packed). */
  "packFg",
  /** A Packed packet went into a bin. */
  "putAway",
  /** Part of a packet left it for a new packet (the parent's row) or came into one (the child's). */
  "split",
  /** A packet went from its bin to production against a requisition. */
  "issueToProduction",
  /** Issued material was used up by an activity report. */
  "consume",
  /** Unused issued material left its packet (the parent's row) for a new Packed packet (the child's). */
  "returnToStock",
  /** A packet was put on hold (InBin or Packed to OnHold), keeping its bin. */
  "hold",
  /** A held packet was released (OnHold back to InBin, or to Packed when it has no bin). */
  "release",
  /** A packet was written off (to Scrapped, leaving its bin): final. */
  "scrap",
  /** A rejected packet was accepted after all (Rejected to Packed, to put away). */
  "acceptRejected",
  /** A rejected packet went back to its supplier (Rejected to ReturnedToSupplier): out of stock. */
  "returnToSupplier",
  /** A packet moved from one bin to another (stock transfer). */
  "move",
  /** An approved cycle count corrected a packet: its quantity, its bin, or Lost when it was missing. */
  "countAdjust",
  /** An FG packet left its bin for a customer against a dispatch order line (to Dispatched): out of stock. */
  "dispatch",
  /** Units a customer sent back came into a new packet (from nothing to OnHold, reason CustomerReturn). */
  "customerReturn",
  /** A customer-returned packet went back into the job that made it (OnHold to Reworked): out of stock. */
  "rework",
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/**
 * Where a packet is: Packed (waits for a bin), InBin, Issued (at production), OnHold (not issuable; in its
 * bin, or with none when it was held before put-away or found missing), Rejected (quality-check rejects
 * awaiting disposition), Scrapped (final), ReturnedToSupplier (final, out of stock), Dispatched (an FG packet gone to
 * a customer: final, out of stock), Reworked (a customer return sent back into its job: final, out of stock; its
 * serials come back as FG stock when Final Production maps them again).
 */
export const packetStatuses = [
  "Packed",
  "InBin",
  "Issued",
  "OnHold",
  "Rejected",
  "Scrapped",
  "ReturnedToSupplier",
  "Dispatched",
  "Reworked",
] as const;
export type PacketStatus = (typeof packetStatuses)[number];

/** The states a packet is in stock in (on hand): everything but Issued and the two final ones. */
export const onHandStatuses = [
  "Packed",
  "InBin",
  "OnHold",
  "Rejected",
] as const satisfies readonly PacketStatus[];

/** Why a packet is held or scrapped: a closed set (a database check backs it). */
export const holdReasons = [
  "Damaged",
  "Expired",
  "QualitySuspect",
  "Lost",
  "Recall",
  "Other",
  "CustomerReturn",
] as const;
export type HoldReason = (typeof holdReasons)[number];

/**
 * A packet's state as a refusal names it: "on hold (Damaged)", "on hold (Recall 12)" when an open recall
 * holds it, "on hold (Damaged, Recall 12)" or "rejected at quality check (Recall 12)" when an open recall found it
 * blocked already, "scrapped", ...
 */
export function packetStateText(
  status: PacketStatus,
  holdReason: HoldReason | null,
  recallId: number | null = null,
): string {
  const recall = recallId === null ? "" : `Recall ${recallId}`;
  const reason = holdReason ?? "Other";
  switch (status) {
    case "OnHold":
      return `on hold (${!recall ? reason : reason === "Recall" ? recall : `${reason}, ${recall}`})`;
    case "Rejected":
      return `rejected at quality check${recall ? ` (${recall})` : ""}`;
    case "Scrapped":
      return "scrapped";
    case "ReturnedToSupplier":
      return "returned to its supplier";
    case "Dispatched":
      return "dispatched to a customer";
    case "Reworked":
      return "sent back to its job for rework";
    case "Issued":
      return "issued to production";
    case "Packed":
      return "packed, not yet in a bin";
    case "InBin":
      return "in a bin";
  }
}

/** The refusal of a command for a packet in a state it does not take, naming the state and the reason. */
export const packetInStateMessage = (
  qrCode: string,
  status: PacketStatus,
  holdReason: HoldReason | null,
  recallId: number | null = null,
) => `Packet ${qrCode} is ${packetStateText(status, holdReason, recallId)}.`;

/** Whether a packet in this state is blocked from issue, put-away and transfer for a reason a user must see. */
export const isBlockedStatus = (status: PacketStatus) =>
  status === "OnHold" ||
  status === "Rejected" ||
  status === "Scrapped" ||
  status === "ReturnedToSupplier" ||
  status === "Dispatched" ||
  status === "Reworked";

/* ---------- Production receipt (ProductionReceipt/CreateProductionReceipt) ---------- */

const positiveQty = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? undefined : v),
    decimal(0.001, 1e9, message),
  );

/** Output of a requisition into stock: ceil(Qty / PiecesPerPacket) packets, the last holding the remainder. */
export const productionReceiptRequest = z.object({
  RequisitionNo: requiredText(m.enterRequisitionNo, 60),
  Qty: positiveQty(m.enterReceiptQty),
  PiecesPerPacket: positiveQty(m.enterPiecesPerPacket),
});
export type ProductionReceiptRequest = z.input<typeof productionReceiptRequest>;

/** A packet a stock command made (production receipt, quality check, split): its slip's fields. */
export const madePacket = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  Qty: z.number(),
  /** A quality-check reject (its slip is marked so). */
  Rejected: z.boolean().optional(),
});
export type MadePacket = z.infer<typeof madePacket>;

/* ---------- Put-away of a lot: an MRN, or the requisition that produced the packets ---------- */

/** The document a put-away starts from: the MRN of received packets, or the requisition that produced them. */
export type PutAwayLot = { MRNID: number } | { RequisitionNo: string };

const id = idOf();
const lotFields = {
  MRNID: id.nullish(),
  RequisitionNo: text(60).trim().nullish(),
};
const oneLot = (v: { MRNID?: number | null; RequisitionNo?: string | null }) =>
  Boolean(v.MRNID) !== Boolean(v.RequisitionNo);

/** RawMaterialInward/GetPacketsToPutAway: the lot, an MRN or its producing requisition (exactly one). */
export const putAwayLotRequest = z.object(lotFields).refine(oneLot, { error: m.enterMrnOrRequisition });

/** At most this many of a lot's packets waiting for a bin are listed (a put-away takes at most as many). */
export const packetsToPutAwayMax = 2000;

/** RawMaterialInward/CheckRMExists: a scanned packet, with its MRN or its producing requisition (exactly one). */
export const checkRmExistsRequest = z
  .object({
    ...lotFields,
    QRCode: text(100, m.scanPackedQr).trim().min(1, { error: m.scanPackedQr }),
  })
  .refine(oneLot, { error: m.enterMrnOrRequisition });
export type CheckRmExistsRequest = z.input<typeof checkRmExistsRequest>;

/** RawMaterialInward/UpdateBinInwardMaterialStock: the scanned packets of one lot into one bin. */
export const putAwayRequest = z
  .object({
    ...lotFields,
    BinId: id,
    storeItems: z
      .array(z.object({ QRCode: text(100).trim().min(1) }))
      .min(1, { error: m.scanPackedQr })
      .max(packetsToPutAwayMax),
  })
  .refine(oneLot, { error: m.enterMrnOrRequisition });
export type PutAwayRequest = z.output<typeof putAwayRequest>;

/** RawMaterialInward/CheckRMExists row: the scanned packet, fit to put away. */
export const putAwayPacketRow = z.object({
  QRCode: z.string(),
  MRNID: z.number().nullable(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductCategory: z.string(),
  SupplierCode: z.string(),
  Qty: z.number(),
  UOM: z.string(),
  Status: z.enum(packetStatuses),
  /** Why the packet is held (OnHold only). */
  HoldReason: z.enum(holdReasons).nullable(),
  ColAddress: z.string().nullable(),
  /** The requisition that produced the packet (its lot when MRNID is null). */
  RequisitionNo: z.string().nullable(),
});

/** RawMaterialInward/GetBinsForInward row: an active bin; ColStatus true when Full. */
export const inwardBin = z.object({
  BinId: z.number(),
  RowName: z.string(),
  ColAddress: z.string(),
  ColStatus: z.boolean(),
});

/** RawMaterialInward/GetBinRowsForInward row: a bin row and its empty bins. */
export const binRowForInward = z.object({ RowName: z.string(), EmptyBins: z.number() });

/** RawMaterialInward/UpdateBinInwardMaterialStock: the bin filled and how many packets went in. */
export const putAwayDone = z.object({ BinId: z.number(), ColAddress: z.string(), Packets: z.number() });

/* ---------- Packet history ---------- */

/** Stock/GetPacketHistory/{QRCode}. */
export const packetHistoryParams = z.object({
  QRCode: text(100).trim().min(1, { error: m.scanPackedQr }),
});

/** A packet where it is: product, quantity, state (with the reason when held) and bin; every packet answer starts so. */
export const packetPlace = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  Qty: z.number(),
  Status: z.enum(packetStatuses),
  /** Why the packet is held (OnHold only). */
  HoldReason: z.enum(holdReasons).nullable(),
  ColAddress: z.string().nullable(),
});

/** A packet as the history dialog shows it (also its parent and children). */
export const packetSummary = packetPlace.extend({
  MRNID: z.number().nullable(),
  SupplierCode: z.string(),
  ProducedByRequisitionNo: z.string().nullable(),
  InwardDate: instant.nullable(),
});
export type PacketSummary = z.infer<typeof packetSummary>;

/** One ledger row of a packet: what, how much, from, to, why, who, when. */
export const packetLedgerRow = z.object({
  LedgerId: z.number(),
  Reason: z.enum(ledgerReasons),
  Qty: z.number(),
  FromStatus: z.enum(packetStatuses).nullable(),
  FromBin: z.string().nullable(),
  ToStatus: z.enum(packetStatuses).nullable(),
  ToBin: z.string().nullable(),
  /** What it was done for: "MRN 5001", a requisition number. */
  Reference: z.string(),
  UserName: z.string().nullable(),
  At: instant,
  /** When it was done on the floor, if it was queued offline and arrived later (At). */
  DoneAt: instant.nullable(),
});
export type PacketLedgerRow = z.infer<typeof packetLedgerRow>;

export const packetHistory = z.object({
  Packet: packetSummary,
  Parent: packetSummary.nullable(),
  Children: z.array(packetSummary),
  Ledger: z.array(packetLedgerRow),
});
export type PacketHistory = z.infer<typeof packetHistory>;

/** MaterialInwardReport/GetMaterialInwardReport row: receipts only (goods receipts put away). */
export const materialInwardRow = z.object({
  ProductId: z.number(),
  ProductCode: z.string(),
  SupplierCode: z.string(),
  TotalQty: z.number(),
  /** A plant day, YYYY-MM-DD. */
  CreatedDate: z.string(),
  TotalRows: z.number(),
});

/** A requisition number in its one stored form (trimmed, upper case): lookups compare it by equality. */
export const normalRequisitionNo = (text: string): string => text.trim().toUpperCase();

/* ---------- Cycle count: its states and the differences it finds ---------- */

/** Open (being counted), Submitted (variances found, awaiting approval), Approved (posted), Cancelled. */
export const countStatuses = ["Open", "Submitted", "Approved", "Cancelled"] as const;
export type CountStatus = (typeof countStatuses)[number];

/** Missing (in the bin, not counted), Found (counted, kept elsewhere), QtyDiffers (counted another quantity). */
export const countVarianceKinds = ["Missing", "Found", "QtyDiffers"] as const;
export type CountVarianceKind = (typeof countVarianceKinds)[number];
