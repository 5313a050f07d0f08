import { z } from "zod";
import { decimal, id as idOf, quantity as quantityOf, text as textOf, wholeNumber } from "./bounds.js";
import { parseSentDate } from "./dates.js";
import { gs1Messages } from "./gs1-rules.js";
import { instant } from "./instant.js";
import { inboundMessages } from "./messages/inbound.js";
import { stockMessages } from "./messages/stock.js";
import { decimalsProblem, multiplyQty, qtyNumber, subtractQty, typedMilli } from "./quantity.js";
import { holdReasons, packetStatuses, packetsPerCommandMax } from "./stock.js";

/* ---------- Pure quality-check arithmetic (spec 2 section 4) ---------- */

/** Rejected = received - approved. */
export function rejectedQty(received: number, approved: number): number {
  return qtyNumber(subtractQty(typedMilli(received), typedMilli(approved)));
}

/** Total slip = approved / pieces per packet, rounded up; 0 when nothing is approved or no packet size. */
export function totalSlip(approved: number, piecesPerPacket: number): number {
  const a = typedMilli(approved);
  const p = typedMilli(piecesPerPacket);
  if (a <= 0 || p <= 0) return 0;
  return Math.ceil(a / p);
}

/** The packet quantities of an approval: full packets of `piecesPerPacket`, the last holding the remainder. */
export function packetQuantities(approved: number, piecesPerPacket: number): number[] {
  const a = typedMilli(approved);
  const p = typedMilli(piecesPerPacket);
  const count = totalSlip(approved, piecesPerPacket);
  return Array.from({ length: count }, (_, i) =>
    qtyNumber(i === count - 1 ? subtractQty(a, multiplyQty(p, count - 1)) : p),
  );
}

/** Receive status of an MRN row: below requested is Partially Received. */
export function isPartiallyReceived(received: number, requested: number): boolean {
  return typedMilli(received) < typedMilli(requested);
}

/** What is wrong with one quality-check row, in the spec's words; null when it may be submitted. */
export function qualityCheckRowProblem(row: {
  ReceivedQty: number;
  ApprovedQty: number;
  PiecesPerPacket: number | null | undefined;
  RejectedRemark?: string | null;
}): string | null {
  const decimals = decimalsProblem(row.ApprovedQty, row.PiecesPerPacket);
  if (decimals) return decimals;
  if (typedMilli(row.ApprovedQty) < 0) return inboundMessages.approvedNegative;
  if (typedMilli(row.ApprovedQty) > typedMilli(row.ReceivedQty)) return inboundMessages.approvedAboveReceived;
  if (!row.PiecesPerPacket || typedMilli(row.PiecesPerPacket) <= 0) return inboundMessages.insertPacketQty;
  if (totalSlip(row.ApprovedQty, row.PiecesPerPacket) > packetsPerCommandMax)
    return stockMessages.tooManyPackets;
  if (typedMilli(rejectedQty(row.ReceivedQty, row.ApprovedQty)) > 0 && !row.RejectedRemark?.trim()) {
    return inboundMessages.insertRemark;
  }
  return null;
}

/**
 * What is wrong with a report's From/To (sent MM/DD/YYYY), in the spec's words; null when fine.
 * An order problem is told from the side just changed: From after To, or To before From.
 */
export function reportRangeProblem(
  from: string | null | undefined,
  to: string | null | undefined,
  changed: "from" | "to" = "from",
): string | null {
  if (!from?.trim()) return inboundMessages.selectFromDate;
  if (!to?.trim()) return inboundMessages.selectToDate;
  const f = parseSentDate(from);
  const t = parseSentDate(to);
  if (!f || !t) return inboundMessages.onlyDate;
  if (f > t) return changed === "to" ? inboundMessages.toAfterFrom : inboundMessages.fromBeforeTo;
  return null;
}

/* ---------- Payloads (architecture section 3) ---------- */

const quantity = quantityOf(undefined, 1e9);
const id = idOf();

/** One row of `PurchaseOrder/UpdatePoDetails`: the array's first row carries MRNID. */
export const qualityCheckRow = z.object({
  MRNID: id.nullish(),
  MrnLineId: id,
  ApprovedQty: quantity,
  RejectedRemark: textOf(500).nullish(),
  PiecesPerPacket: decimal(-1e9, 1e9).nullish(),
  CartonId: id.nullish(),
  /** The supplier's lot off its label (GS1 AI 10, MH10.8.2 1T): kept on the line's packets. */
  SupplierLot: textOf(60).trim().nullish(),
  /** The supplier's expiry of that lot, YYYY-MM-DD. */
  SupplierExpiry: z
    .string()
    .refine(
      (day) => {
        const at = Date.parse(`${day}T00:00:00Z`);
        return (
          /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(day)
        );
      },
      { error: gs1Messages.expiryDay },
    )
    .nullish(),
});
export const qualityCheckRequest = z.array(qualityCheckRow).max(500);
export type QualityCheckRow = z.infer<typeof qualityCheckRow>;

export const mrnSearchRequest = z.object({ SearchValue: textOf(50).nullish() });
export const mrnIdRequest = z.object({ MRNID: id });
/** `RawMaterialInward/GetBinsForInward`: bins from a row on (by default the first row with an empty bin). */
export const binsForInwardRequest = z.object({
  MRNID: id.nullish(),
  RequisitionNo: textOf(60).trim().nullish(),
  RowName: textOf(50).trim().nullish(),
});
/** At most this many bins answer one GetBinsForInward, GetBinDDl or getAllBindata call (a row of a large store). */
export const inwardBinsLimit = 500;

/** PurchaseOrder/GetProductBinLocation row: a packet of the product in a bin, oldest first. */
export const binLocationRow = z.object({
  ProductCode: z.string(),
  /** The packet's supplier (the same-supplier rule, checked on the device offline). */
  SupplierCode: z.string(),
  QTY: z.number(),
  QRCode: z.string(),
  ColAddress: z.string(),
  BinId: z.number(),
  CreatedDate: instant.nullable(),
  /** The lot's receipt day (FIFO's order), so the device applies FIFO offline as the server does. */
  ReceivedOn: z.string().describe("a plant day, YYYY-MM-DD"),
  /** InBin, or OnHold in its bin (listed so the store sees it, never suggested). */
  Status: z.enum(packetStatuses),
  HoldReason: z.enum(holdReasons).nullable(),
  /** The packet FIFO suggests: the oldest available (InBin) one. */
  Suggested: z.boolean(),
});

const plantDay = z.string().describe("a plant day, YYYY-MM-DD");

/** PurchaseOrder/GetAllPoDetails row: an MRN with its total received quantity. */
export const mrnListRow = z.object({
  MRNID: z.number(),
  PONumber: z.string(),
  SupplierCode: z.string(),
  Type: z.string(),
  MRNDate: plantDay,
  Quantity: z.number(),
  IsApprove: z.boolean(),
  TotalRows: z.number(),
});

/** PurchaseOrder/GetPoDetailsByMRNID/{MRNID} row: one MRN line and its quality check. */
export const mrnRow = z.object({
  MrnLineId: z.number(),
  MRNID: z.number(),
  IntermediateMRNID: z.null(),
  PONumber: z.string(),
  SupplierCode: z.string(),
  Type: z.string(),
  MRNDate: plantDay,
  ProductId: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductCategory: z.string(),
  UOM: z.string(),
  RequestedQty: z.number(),
  ReceivedQty: z.number(),
  ApprovedQty: z.number(),
  RejectedQty: z.number(),
  RejectedRemark: z.string(),
  PiecesPerPacket: z.number().nullable(),
  TotalSlip: z.number(),
  CartonId: z.number().nullable(),
  CartonName: z.string().nullable(),
  IsApprove: z.boolean(),
  PacketError: z.null(),
});

/** RmQrCodeGeneration/GetQrData row: an approved MRN line and its slip count. */
export const slipListRow = z.object({
  Id: z.number(),
  MRNID: z.number(),
  MRNDate: plantDay,
  ProductCode: z.string(),
  ApprovedQty: z.number(),
  TotalSlip: z.number(),
  IsUsed: z.boolean(),
});

/** What one packet slip shows (PrintQrByPo, GetQrById, GetQrDataByQrCode, GetPoDForSlip). */
export const slipRow = z.object({
  QRData: z.string(),
  /** What the slip's QR symbol holds where it differs from QRData: its GS1 element string (WMS_PACKET_QR=gs1). */
  QRSymbol: z.string().optional(),
  ProductCode: z.string(),
  Qty: z.number(),
  /** A quality-check reject awaiting disposition: its slip says so. */
  Rejected: z.boolean().optional(),
});
export type SlipRow = z.infer<typeof slipRow>;
/** BinMaster/GetBinDDl and getAllBindata's query string: active bins from RowName on (every row by default). */
export const binLookupQuery = z.object({ RowName: textOf(50).trim().nullish() });
export const printByMrnRequest = z.object({ MRN_ID: id });
export const qrByIdsRequest = z.object({ storeItems: z.array(id).max(5000) });
export const qrByCodeRequest = z.object({ QRData: textOf(100).trim().min(1) });

/* ---------- Import rows (architecture section 3) ---------- */

/** Text, or a number sent for it (a JSON PONumber of 123); a field left out stays missing, never "undefined". */
const sentText = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === "number" ? String(v) : v), schema);
const text = (max: number) => sentText(textOf(max).trim().min(1));

/** A field a known product keeps when the row leaves it out (undefined), or sets when sent, empty included. */
const kept = (max: number) => sentText(textOf(max).trim()).optional();

/** A product by code; its type by id or by name (Type, as Stock on Hand exports it). */
export const productImportRow = z
  .object({
    ProductCode: text(50),
    ProductDescription: kept(200),
    ProductTypeId: wholeNumber(1, 3).optional(),
    Type: text(20).optional(),
    UOM: text(20),
    Level: kept(20),
    Revision: kept(20),
  })
  .refine((row) => row.ProductTypeId !== undefined || row.Type !== undefined, {
    error: "ProductTypeId (1 FG, 2 Intermediate, 3 RM) or Type is required.",
    path: ["ProductTypeId"],
  });
export const bomImportRow = z.object({
  ParentProductCode: text(50),
  ComponentProductCode: text(50),
  Quantity: decimal(0.001, 1e9),
});
export const mrnImportRow = z.object({
  MRNID: id,
  PONumber: text(50),
  SupplierCode: text(50),
  Type: text(30),
  MRNDate: text(30),
  ProductCode: text(50),
  RequestedQty: quantity,
  ReceivedQty: quantity,
  UOM: text(20),
});
export type ProductImportRow = z.infer<typeof productImportRow>;
export type BomImportRow = z.infer<typeof bomImportRow>;
export type MrnImportRow = z.infer<typeof mrnImportRow>;

/** A row the import refused: its line (the CSV line, or the array index + 1) and why. */
export interface ImportRowError {
  Line: number;
  Message: string;
}
