import { z } from "zod";
import { id, quantity, text } from "./bounds.js";
import { instant } from "./instant.js";
import { listQuery } from "./list-query.js";
import { cycleCountMessages as m } from "./messages/cycle-count.js";
import type { Milli } from "./quantity.js";
import { packetCodePattern } from "./scan-kind.js";
import {
  type CountVarianceKind,
  countStatuses,
  countVarianceKinds,
  type PacketStatus,
  packetStatuses,
} from "./stock.js";

/** What approval did with a variance: Posted (adjusted), or Stale (the packet changed after counting started). */
export const countOutcomes = ["Posted", "Stale"] as const;
export type CountOutcome = (typeof countOutcomes)[number];

/** Most packets one RecordCount carries (a bin's worth; a scan screen sends one at a time). */
export const countLinesMax = 200;

const packetCode = () => text(60, m.enterQr).trim().min(1, { error: m.enterQr });

/** CycleCount/StartCount: the bin, by its address (a scanned bin label is the address). */
export const startCountRequest = z.object({
  BinAddress: text(50, m.enterBinAddress).trim().min(1, { error: m.enterBinAddress }),
});

/** The count started; a refusal because the bin is being counted carries that count (to resume it). */
export const startedCount = z.object({ CountId: z.number(), BinAddress: z.string() });

/** A count named by its id. */
export const countIdRequest = z.object({ CountId: id(m.countUnknown) });
export const countIdParams = countIdRequest;

/** CycleCount/RecordCount: packets counted and each quantity (a code recorded again replaces its quantity). */
export const recordCountRequest = z.object({
  CountId: id(m.countUnknown),
  Lines: z
    .array(z.object({ QRCode: packetCode(), Qty: quantity(m.enterQty) }), { error: m.enterLines })
    .min(1, { error: m.enterLines })
    .max(countLinesMax, { error: m.tooManyLines }),
});
export type RecordCountRequest = z.output<typeof recordCountRequest>;

/** CycleCount/RemoveCountLine: a packet scanned by mistake leaves the count. */
export const removeCountLineRequest = z.object({ CountId: id(m.countUnknown), QRCode: packetCode() });

/** CycleCount/SendBackCount: a submitted count goes back to its counter, with the reason they will read. */
export const sendBackCountRequest = z.object({
  CountId: id(m.countUnknown),
  Reason: text(500, m.enterReason).trim().min(1, { error: m.enterReason }),
});

/** What happened to a count's lines, its submissions and send-backs: each kept with who and when, never overwritten. */
export const countEventKinds = ["Recorded", "Rerecorded", "Removed", "Submitted", "SentBack"] as const;
export type CountEventKind = (typeof countEventKinds)[number];

/** One entry of a count's history: a packet counted, counted again or removed (its qty before), a submission or a send-back. */
export const countEvent = z.object({
  Kind: z.enum(countEventKinds),
  QRCode: z.string().nullable(),
  CountedQty: z.number().nullable(),
  /** Counted again or removed: the qty it had before. */
  PreviousQty: z.number().nullable(),
  Reason: z.string().nullable(),
  By: z.string().nullable(),
  At: instant,
});
export type CountEvent = z.infer<typeof countEvent>;

/** A counted packet as the counter sees it: blind, no quantity of the system's. */
export const countedLine = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  CountedQty: z.number(),
  RecordedBy: z.string().nullable(),
  /** Who recorded it, by user id: only they may re-record or remove it (null while queued on this device). */
  RecordedById: z.number().nullable(),
  RecordedAt: instant,
});
export type CountedLine = z.infer<typeof countedLine>;

/** A counted packet in a count's detail: the system's quantity only once the count is submitted (null while Open). */
export const countLine = countedLine.extend({ SystemQty: z.number().nullable() });
export type CountLine = z.infer<typeof countLine>;

/** A difference a submitted count found, and (after approval) what was done with it. */
export const countVariance = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  Kind: z.enum(countVarianceKinds),
  /** What the record said: the bin's packet when counting started, or (Found) the packet where it was kept. */
  SystemQty: z.number().nullable(),
  CountedQty: z.number().nullable(),
  /** Found: where the record had the packet when it was counted (state and bin). */
  SystemStatus: z.enum(packetStatuses).nullable(),
  SystemBin: z.string().nullable(),
  Outcome: z.enum(countOutcomes).nullable(),
});
export type CountVariance = z.infer<typeof countVariance>;

/** CycleCount/GetCounts: the list query and a status filter. */
export const countListRequest = listQuery.extend({ Status: z.enum(countStatuses).nullish() });
export type CountListRequest = z.input<typeof countListRequest>;

/** A row of the count list: the bin, who started, counted and approved, and what changed. */
export const countListRow = z.object({
  CountId: z.number(),
  BinAddress: z.string(),
  Status: z.enum(countStatuses),
  StartedBy: z.string().nullable(),
  StartedAt: instant,
  /** Everyone who recorded a packet of it, by name. */
  CountedBy: z.string(),
  SubmittedAt: instant.nullable(),
  ApprovedBy: z.string().nullable(),
  ApprovedAt: instant.nullable(),
  Lines: z.number(),
  Variances: z.number(),
  Posted: z.number(),
  Stale: z.number(),
  TotalRows: z.number(),
});
export type CountListRow = z.infer<typeof countListRow>;

/** CycleCount/GetCount/{CountId}: the count, its counted packets and (once submitted) its variances. */
export const countDetail = z.object({
  CountId: z.number(),
  BinAddress: z.string(),
  Status: z.enum(countStatuses),
  StartedBy: z.string().nullable(),
  StartedAt: instant,
  SubmittedBy: z.string().nullable(),
  SubmittedAt: instant.nullable(),
  ApprovedBy: z.string().nullable(),
  ApprovedAt: instant.nullable(),
  Lines: z.array(countLine),
  Variances: z.array(countVariance),
  /** Every recording, re-recording, removal and send-back, oldest first. */
  History: z.array(countEvent),
});
export type CountDetail = z.infer<typeof countDetail>;

/** A counted quantity as the count screen's box takes it: digits, at most 3 decimals. */
export const countedQtyText = /^\d+(\.\d{1,3})?$/;

/** What a text typed or scanned into the count screen's one box is: a qty, a packet's code, or refused with why. */
export type CountScan =
  | { kind: "qty"; qty: number }
  | { kind: "packet"; code: string }
  | { kind: "refused"; reason: string };

/**
 * The count box's rule against typos: a quantity is `countedQtyText` and a packet is `packetCodePattern`; the two
 * never overlap, so a quantity is never taken for a packet or the reverse. A text that is neither is refused with
 * the reason a typist needs (a minus sign, a fourth decimal), never guessed at.
 */
export function classifyCountScan(scanned: string): CountScan {
  const typed = scanned.trim();
  if (countedQtyText.test(typed)) return { kind: "qty", qty: Number(typed) };
  if (packetCodePattern.test(typed)) return { kind: "packet", code: typed };
  if (/^-\s*\d+(\.\d*)?$/.test(typed)) return { kind: "refused", reason: m.qtyNegative(typed) };
  if (/^\d+\.\d{4,}$/.test(typed)) return { kind: "refused", reason: m.qtyDecimals(typed) };
  return { kind: "refused", reason: m.notCodeNorQty(typed) };
}

/** A packet's row as a count saw it: quantity (milli-units), state and bin. */
export interface SeenPacket {
  qty: Milli;
  status: PacketStatus;
  binId: number | null;
}

/** A variance a count finds for one packet. */
export interface FoundVariance {
  kind: CountVarianceKind;
  systemQty: Milli;
  countedQty: Milli | null;
}

/**
 * The variance of one packet of a count of bin `binId` (null when there is none): `expected` is its row when
 * counting started (null when it was not in the bin), `seen` its row when counted and `counted` the quantity
 * counted (null when it was not counted). A packet of the bin (at the start, or put there since) counted 0 or
 * not at all is Missing, counted another quantity QtyDiffers; a packet kept elsewhere and counted here is
 * Found (counted 0: nothing was found).
 */
export function countVarianceOf(
  binId: number,
  expected: SeenPacket | null,
  counted: { qty: Milli; seen: SeenPacket } | null,
): FoundVariance | null {
  const ofBin = expected ?? (counted && counted.seen.binId === binId ? counted.seen : null);
  if (ofBin) {
    if (counted === null || counted.qty === 0)
      return { kind: "Missing", systemQty: ofBin.qty, countedQty: counted?.qty ?? null };
    return counted.qty === ofBin.qty
      ? null
      : { kind: "QtyDiffers", systemQty: ofBin.qty, countedQty: counted.qty };
  }
  if (counted === null || counted.qty === 0) return null;
  return { kind: "Found", systemQty: counted.seen.qty, countedQty: counted.qty };
}

/** States a counted packet may be in: stock that can lie in a bin (Rejected, issued and final packets cannot). */
export const countableStatuses = ["InBin", "OnHold", "Packed"] as const satisfies readonly PacketStatus[];
export const isCountable = (status: PacketStatus) =>
  (countableStatuses as readonly PacketStatus[]).includes(status);
