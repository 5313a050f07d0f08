import { z } from "zod";
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
