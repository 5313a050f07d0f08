import { inboundMessages } from "./messages/inbound.js";
import { productionMessages } from "./messages/production.js";
import { stockMessages } from "./messages/stock.js";
import { stockOnHandMessages } from "./messages/stock-on-hand.js";
import {
  type IssueItem,
  type IssueLine,
  matchScan,
  qrCodeKey,
  type ScannedPacket,
  sameQrCode,
} from "./scan-matching.js";
import {
  type HoldReason,
  isBlockedStatus,
  normalRequisitionNo,
  type PacketStatus,
  type PutAwayLot,
  packetInStateMessage,
} from "./stock.js";
import type { FifoMode } from "./stock-on-hand.js";

/* Scans checked on the device while the server is out of reach, from what was kept when the document loaded:
 * taken (the kept data proves it fit), refused with the server's own message (the kept data proves it is not),
 * or taken "to verify" (nothing kept decides it; the server checks it when the action is sent). */

export type OfflineScan<T> =
  | { kind: "taken"; item: T }
  | { kind: "toVerify" }
  | { kind: "refused"; message: string };

/**
 * The lot a packet's code names, where its shape says: `<MRN>-<line>-...` (quality check, and the splits and
 * returns made from it) or `<requisition>-...` (production receipt); null for any other code.
 */
export function lotOfPacketCode(code: string): PutAwayLot | null {
  const text = code.trim();
  const mrn = /^([1-9]\d{0,8})-\d+-/.exec(text);
  if (mrn) return { MRNID: Number(mrn[1]) };
  const requisition = /^(REQ\d+)-/i.exec(text);
  return requisition ? { RequisitionNo: normalRequisitionNo(requisition[1]) } : null;
}

const sameLot = (a: PutAwayLot, b: PutAwayLot) =>
  "MRNID" in a
    ? "MRNID" in b && a.MRNID === b.MRNID
    : "RequisitionNo" in b && normalRequisitionNo(a.RequisitionNo) === normalRequisitionNo(b.RequisitionNo);

/**
 * A put-away scan offline: a packet of the lot's list still to put away (kept when the lot loaded) is taken
 * with its details; one whose code names another lot is refused as the server refuses it; any other is to verify.
 */
export function putAwayScanOffline<P extends { QRCode: string }>(
  lot: PutAwayLot,
  code: string,
  toPutAway: readonly P[],
): OfflineScan<P> {
  const packet = toPutAway.find((p) => sameQrCode(p.QRCode, code));
  if (packet) return { kind: "taken", item: packet };
  const named = lotOfPacketCode(code);
  if (named && !sameLot(named, lot))
    return {
      kind: "refused",
      message: "MRNID" in lot ? inboundMessages.packetOfOtherMrn : stockMessages.packetOfOtherRequisition,
    };
  return { kind: "toVerify" };
}

/** A packet kept on the device from the product locations of a requisition's BOM: its details and state. */
export interface KeptPacket extends ScannedPacket {
  Status: PacketStatus;
  HoldReason: HoldReason | null;
}

/**
 * An issue scan offline: already scanned (checked or to verify) is refused; a packet kept on the device is
 * matched with the online rules (`matchScan`), a blocked one refused with the server's message (a recall
 * hold's message names the recall, which the device does not keep: to verify); an unknown one is to verify.
 */
export function issueScanOffline<L extends IssueLine>(
  lines: readonly L[],
  scanned: readonly IssueItem[],
  toVerify: readonly string[],
  code: string,
  kept: KeptPacket | undefined,
): OfflineScan<{ lines: L[]; item: IssueItem }> {
  if (scanned.some((s) => sameQrCode(s.QRCode, code)) || toVerify.some((c) => sameQrCode(c, code)))
    return { kind: "refused", message: productionMessages.alreadyScanned };
  if (!kept || kept.HoldReason === "Recall") return { kind: "toVerify" };
  if (isBlockedStatus(kept.Status))
    return { kind: "refused", message: packetInStateMessage(kept.QRCode, kept.Status, kept.HoldReason) };
  const { QRCode, ProductCode, SupplierCode, Qty } = kept;
  const outcome = matchScan(lines, scanned, { QRCode, ProductCode, SupplierCode, Qty });
  if (!outcome.ok) return { kind: "refused", message: outcome.message };
  return { kind: "taken", item: { lines: outcome.lines, item: outcome.item } };
}

/** A queued put-away's input as the outbox keeps it (the call's input: ids may still be strings). */
export interface QueuedPutAway {
  BinId: number | string;
  MRNID?: number | string | null;
  RequisitionNo?: string | null;
}

/** What a queued put-away's lot is called in a message: "MRN 5001" or its requisition number. */
const lotName = (p: QueuedPutAway) =>
  p.MRNID !== null && p.MRNID !== undefined ? `MRN ${p.MRNID}` : (p.RequisitionNo ?? "");

/**
 * A bin a put-away still waiting in the device's queue already takes (put-away takes empty bins only, so the
 * second would be refused at sync): the refusal naming that queued put-away, or null when the bin is free of them.
 */
export function binTakenByQueuedPutAway(
  bin: { BinId: number; ColAddress: string },
  queuedPutAways: readonly QueuedPutAway[],
): string | null {
  const taking = queuedPutAways.find((p) => Number(p.BinId) === bin.BinId);
  return taking ? inboundMessages.binTakenByQueued(bin.ColAddress, lotName(taking)) : null;
}

/** A queued action's packets as the outbox keeps them (the call's inputs). */
interface QueuedPackets {
  storeItems: readonly { QRCode: string }[];
}

/** The actions waiting in the device's queue that take packets: issues, moves and put-aways, as queued. */
export interface QueuedPacketActions {
  issues: readonly (QueuedPackets & { RequisitionNo: string })[];
  moves: readonly { QRCodes: readonly string[]; ToBinAddress: string }[];
  putAways: readonly (QueuedPutAway & QueuedPackets)[];
}

/**
 * A packet an action still waiting in the device's queue already takes (an issue to any requisition, a move or a
 * put-away: the second action would be refused at sync): the refusal naming that action, or null when none takes it.
 */
export function packetInQueuedAction(code: string, queued: QueuedPacketActions): string | null {
  const inItems = (items: readonly { QRCode: string }[]) => items.some((i) => sameQrCode(i.QRCode, code));
  const packet = qrCodeKey(code);
  const issue = queued.issues.find((q) => inItems(q.storeItems));
  if (issue) return stockMessages.packetInQueuedIssue(packet, normalRequisitionNo(issue.RequisitionNo));
  const move = queued.moves.find((q) => q.QRCodes.some((c) => sameQrCode(c, code)));
  if (move) return stockMessages.packetInQueuedMove(packet, move.ToBinAddress.trim());
  const putAway = queued.putAways.find((q) => inItems(q.storeItems));
  return putAway ? stockMessages.packetInQueuedPutAway(packet, lotName(putAway)) : null;
}

/** A packet in a bin as the device keeps it from a product's location list: FIFO's view of it. */
export interface KeptBinPacket {
  QRCode: string;
  ProductCode: string;
  ColAddress: string;
  /** The lot's receipt day, YYYY-MM-DD. */
  ReceivedOn: string;
  Status: PacketStatus;
}

/**
 * FIFO on an issue scan offline, from the kept packets of the product and the plant's rule kept with them, as the
 * server applies it: the oldest available packet of the product from an older lot, none of `picked` (scanned for
 * this issue or queued to issue), refuses the scan (`strict`) or is named beside it (`warn`); null when none is.
 */
export function fifoScanOffline(
  fifo: FifoMode,
  packet: KeptBinPacket,
  kept: readonly KeptBinPacket[],
  picked: readonly string[],
): { kind: "refused" | "warning"; message: string } | null {
  if (fifo === "off") return null;
  const product = packet.ProductCode.toLowerCase();
  const older = kept
    .filter(
      (k) =>
        k.Status === "InBin" &&
        k.ProductCode.toLowerCase() === product &&
        k.ReceivedOn < packet.ReceivedOn &&
        !picked.some((code) => sameQrCode(code, k.QRCode)),
    )
    .reduce<KeptBinPacket | null>(
      (oldest, k) => (oldest && oldest.ReceivedOn <= k.ReceivedOn ? oldest : k),
      null,
    );
  if (!older) return null;
  return fifo === "strict"
    ? {
        kind: "refused",
        message: stockOnHandMessages.fifoRefused(packet.QRCode, older.QRCode, older.ColAddress),
      }
    : { kind: "warning", message: stockOnHandMessages.fifoOlder(older.QRCode, older.ColAddress) };
}
