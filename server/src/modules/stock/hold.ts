import {
  type HoldPacketsRequest,
  type HoldReason,
  recallMessages,
  type StockHoldDone,
  type StockHoldPacketsRequest,
  stockHoldMessages,
} from "@wms/domain";
import type { Db } from "../../db/client.js";
import { changePacketStates, referenceOf, type StateChange } from "./state-change.js";

/** Packets InBin or Packed on hold with the reason and remark, keeping their bin. */
export const holdChange = (reason: HoldReason, remark: string): StateChange => ({
  reason: "hold",
  accepts: ["InBin", "Packed"],
  to: (p) => ({ status: "OnHold", binId: p.binId, holdReason: reason, holdRemark: remark }),
  reference: referenceOf(reason, remark),
});

/** Held packets back InBin when they have a bin, else Packed, the reason cleared; never one an open recall holds. */
export const releaseChange = (remark: string): StateChange => ({
  reason: "release",
  accepts: ["OnHold"],
  to: (p) => ({
    status: p.binId === null ? "Packed" : "InBin",
    binId: p.binId,
    holdReason: null,
    holdRemark: "",
  }),
  reference: referenceOf(null, remark),
  refuses: (p) => (p.recallId === null ? null : recallMessages.heldForRecall(p.qrCode, p.recallId)),
});

/** Packets written off: Scrapped (final, with the reason), leaving their bin. */
export const scrapChange = (reason: HoldReason, remark: string): StateChange => ({
  reason: "scrap",
  accepts: ["InBin", "Packed", "OnHold", "Rejected"],
  to: () => ({ status: "Scrapped", binId: null, holdReason: reason, holdRemark: remark }),
  reference: referenceOf(reason, remark),
  // A count's Lost is a variance someone else approves: its write-off is approved by someone else too (write-off.ts).
  refuses: (p) =>
    p.status === "OnHold" && p.holdReason === "Lost"
      ? stockHoldMessages.lostScrapNeedsApproval(p.qrCode)
      : null,
});

/**
 * The `holdPackets` command (StockHold/HoldPackets): packets InBin or Packed go OnHold with the reason
 * and remark, keeping their bin (so the bin stays Full); they can no longer be issued, put away or moved.
 */
export function holdPackets(
  db: Db,
  request: HoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  return changePacketStates(db, request.QRCodes, holdChange(request.Reason, request.Remark), userId);
}

/**
 * The `releasePackets` command (StockHold/ReleasePackets): held packets go back InBin when they have a
 * bin, else Packed (to put away); the hold reason is cleared.
 */
export function releasePackets(
  db: Db,
  request: StockHoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  return changePacketStates(db, request.QRCodes, releaseChange(request.Remark), userId);
}

/**
 * The `scrapPackets` command (StockHold/ScrapPackets): packets InBin, Packed, OnHold or Rejected are
 * written off (Scrapped, final, with the reason), leaving their bin; a bin whose last packet leaves becomes Empty.
 */
export function scrapPackets(
  db: Db,
  request: HoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  return changePacketStates(db, request.QRCodes, scrapChange(request.Reason, request.Remark), userId);
}
