import { z } from "zod";
import { id, text } from "./bounds.js";
import { instant } from "./instant.js";
import { listQuery } from "./list-query.js";
import { stockHoldMessages as m } from "./messages/stock-hold.js";
import { holdReasons, packetPlace } from "./stock.js";
import { optionalText, requiredText } from "./text-rules.js";

/* ---------- Hold, release, scrap; disposing of quality-check rejects (StockHold/...) ---------- */

/** Most packets one hold, release, scrap or disposition takes. */
export const stockHoldPacketsMax = 500;

const qrCodes = z
  .array(requiredText(m.scanPackets, 100), { error: m.scanPackets })
  .min(1, { error: m.scanPackets })
  .max(stockHoldPacketsMax);
const reason = z.enum(holdReasons, { error: m.chooseReason });
const remark = optionalText(200);

/** StockHold/HoldPackets and StockHold/ScrapPackets: the packets, why, and a remark. */
export const holdPacketsRequest = z.object({ QRCodes: qrCodes, Reason: reason, Remark: remark });
export type HoldPacketsRequest = z.output<typeof holdPacketsRequest>;

/** StockHold/ReleasePackets, AcceptRejected and ReturnToSupplier: the packets and a remark. */
export const stockHoldPacketsRequest = z.object({ QRCodes: qrCodes, Remark: remark });
export type StockHoldPacketsRequest = z.output<typeof stockHoldPacketsRequest>;

/** A packet as a hold, release, scrap or disposition left it. */
export const stockHoldPacket = packetPlace;
export type StockHoldPacket = z.infer<typeof stockHoldPacket>;

/** What a hold, release, scrap or disposition changed: how many packets, and each as it now is. */
export const stockHoldDone = z.object({ Changed: z.number(), Packets: z.array(stockHoldPacket) });
export type StockHoldDone = z.infer<typeof stockHoldDone>;

/** A refusal names its packet. */
export const stockHoldRefusal = z.object({ QRCode: z.string() });

/** The states the Hold & Scrap list shows. */
export const heldStatuses = ["OnHold", "Rejected"] as const;
export type HeldStatus = (typeof heldStatuses)[number];

/** StockHold/GetHeldPackets: the list query and which of the two states (both when absent). */
export const heldPacketsQuery = listQuery.extend({ Status: z.enum(heldStatuses).nullish() });

/** StockHold/GetHeldPackets row: a held or rejected packet, its lot, and when and by whom it came to this state. */
export const heldPacketRow = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Qty: z.number(),
  Status: z.enum(heldStatuses),
  HoldReason: z.enum(holdReasons).nullable(),
  HoldRemark: z.string(),
  ColAddress: z.string().nullable(),
  MRNID: z.number().nullable(),
  SupplierCode: z.string(),
  /** The requisition that produced the packet (its lot when MRNID is null). */
  RequisitionNo: z.string().nullable(),
  /** When the ledger row that put the packet in this state was written, and by whom. */
  Since: instant.nullable(),
  SinceBy: z.string().nullable(),
  TotalRows: z.number(),
});
export type HeldPacketRow = z.infer<typeof heldPacketRow>;

/* ---------- A lot, an MRN or a product held in one command; lost packets written off with approval ---------- */

/** The reasons a hold by lot may give: a recall holds through Recall, a count marks Lost. */
export const lotHoldReasons = [
  "Damaged",
  "Expired",
  "QualitySuspect",
  "Other",
] as const satisfies readonly (typeof holdReasons)[number][];
export type LotHoldReason = (typeof lotHoldReasons)[number];

/**
 * Which packets a hold by lot takes: an MRN, a produced lot (the requisition that made it), a product, or an MRN's
 * or requisition's packets of one product (a lot of one line); at least one, all given ones at once.
 */
export const lotScope = z
  .object({
    MRNID: id(m.mrnIdInvalid).nullish(),
    RequisitionNo: text(30).nullish(),
    ProductCode: text(100).nullish(),
  })
  .refine((s) => Boolean(s.MRNID || s.RequisitionNo?.trim() || s.ProductCode?.trim()), { error: m.chooseLot })
  .refine((s) => !(s.MRNID && s.RequisitionNo?.trim()), { error: m.mrnOrRequisition });
export type LotScope = z.output<typeof lotScope>;

/** StockHold/PreviewLotHold: what a hold or release of the scope would take, before it is confirmed. */
export const lotHoldPreview = z.object({
  /** Packets in a bin or packed: what a hold takes. */
  ToHold: z.number(),
  ToHoldQty: z.number(),
  /** Packets already held, by reason (a release by lot takes those of one reason). */
  Held: z.array(z.object({ HoldReason: z.enum(holdReasons), Packets: z.number(), Qty: z.number() })),
  /** The products the scope reaches, at most a page of them. */
  ProductCodes: z.array(z.string()),
});
export type LotHoldPreview = z.infer<typeof lotHoldPreview>;

/** StockHold/HoldLot and StockHold/ReleaseLot: the scope, the reason (held for, or released from), and a remark. */
export const lotHoldRequest = z.object({
  Scope: lotScope,
  Reason: z.enum(lotHoldReasons, { error: m.chooseReason }),
  Remark: remark,
});
export type LotHoldRequest = z.output<typeof lotHoldRequest>;

/** What a hold or release by lot changed: how many packets. */
export const lotHoldDone = z.object({ Changed: z.number() });
export type LotHoldDone = z.infer<typeof lotHoldDone>;

/** The states a write-off of lost packets goes through. */
export const writeOffStatuses = ["Pending", "Approved", "Rejected"] as const;
export type WriteOffStatus = (typeof writeOffStatuses)[number];

/** StockHold/RequestWriteOff: lost packets (held as Lost) to write off, and why. */
export const writeOffRequest = z.object({ QRCodes: qrCodes, Remark: requiredText(m.writeOffRemark, 200) });
export type WriteOffRequest = z.output<typeof writeOffRequest>;

/** StockHold/DecideWriteOff: someone other than the requester approves (the packets are scrapped) or rejects it. */
export const writeOffDecision = z.object({
  WriteOffId: id(m.writeOffUnknown),
  Approve: z.boolean({ error: m.approveOrReject }),
  Remark: remark,
});
export type WriteOffDecision = z.output<typeof writeOffDecision>;

/** A write-off as the list shows it. */
export const writeOffRow = z.object({
  WriteOffId: z.number(),
  Status: z.enum(writeOffStatuses),
  Packets: z.number(),
  Qty: z.number(),
  /** The packets' codes, at most the first hundred. */
  QRCodes: z.array(z.string()),
  Remark: z.string(),
  RequestedBy: z.string().nullable(),
  RequestedAt: instant,
  DecidedBy: z.string().nullable(),
  DecidedAt: instant.nullable(),
  DecisionRemark: z.string(),
  TotalRows: z.number(),
});
export type WriteOffRow = z.infer<typeof writeOffRow>;

/** StockHold/GetWriteOffs: the list query and which status (all when absent). */
export const writeOffsQuery = listQuery.extend({ Status: z.enum(writeOffStatuses).nullish() });

/** A write-off's refusal names its packet when one is at fault. */
export const writeOffRefusal = z.object({ QRCode: z.string().nullable() });
