import { z } from "zod";
import { madePacket } from "./stock.js";

/** One run of consecutive FG serials, both ends included. */
export interface SerialRange {
  FromNo: number;
  ToNo: number;
}

/**
 * How Final Production packs a mapped range FromNo..ToNo: packets of `perPacket` consecutive serials in order, the
 * last holding the rest (one serial a packet when `perPacket` is 1).
 */
export function fgPacketRanges(range: SerialRange, perPacket: number): SerialRange[] {
  const packs: SerialRange[] = [];
  for (let from = range.FromNo; from <= range.ToNo; from += perPacket)
    packs.push({ FromNo: from, ToNo: Math.min(range.ToNo, from + perPacket - 1) });
  return packs;
}

/** How many serials ranges hold. */
export const serialsIn = (ranges: readonly SerialRange[]) =>
  ranges.reduce((n, r) => n + r.ToNo - r.FromNo + 1, 0);

/** The ranges as a person reads them: "1-5, 8", in order. */
export const serialRangesText = (ranges: readonly SerialRange[]) =>
  [...ranges]
    .sort((a, b) => a.FromNo - b.FromNo)
    .map((r) => (r.FromNo === r.ToNo ? `${r.FromNo}` : `${r.FromNo}-${r.ToNo}`))
    .join(", ");

/** An FG packet Final Production made: its slip's fields and the serials it holds. */
export const fgPacket = madePacket.extend({ FromNo: z.number(), ToNo: z.number() });
export type FgPacket = z.infer<typeof fgPacket>;
