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
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/** Where a packet is: Packed (waits for a bin), InBin, Issued (at production). */
export const packetStatuses = ["Packed", "InBin", "Issued"] as const;
export type PacketStatus = (typeof packetStatuses)[number];

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
export const madePacket = z.object({ QRCode: z.string(), ProductCode: z.string(), Qty: z.number() });
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
      .max(2000),
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
  Status: z.string(),
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

/** A packet as the history dialog shows it (also its parent and children). */
export const packetSummary = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  Qty: z.number(),
  Status: z.enum(packetStatuses),
  ColAddress: z.string().nullable(),
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
  FromStatus: z.string().nullable(),
  FromBin: z.string().nullable(),
  ToStatus: z.string().nullable(),
  ToBin: z.string().nullable(),
  /** What it was done for: "MRN 5001", a requisition number. */
  Reference: z.string(),
  UserName: z.string().nullable(),
  At: instant,
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
