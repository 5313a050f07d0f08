import { z } from "zod";
import { id } from "./bounds.js";
import { deliveryNote } from "./dispatch.js";
import type { SerialRange } from "./fg-stock.js";
import { instant } from "./instant.js";
import { customerReturnMessages as m } from "./messages/dispatch.js";
import { madePacket } from "./stock.js";
import { requiredText } from "./text-rules.js";
import { serialRange } from "./traceability.js";

/** Most scans one customer return takes. */
export const customerReturnScansMax = 500;

/* ---------- The rule both the screen and the kernel follow ---------- */

/** A packet of the dispatch: its code and the serials that left with it. */
export interface ReturnableDispatchedPacket {
  QRCode: string;
  Serials: readonly SerialRange[];
}

/** What comes back from one dispatched packet: its serials (in order), as ranges. */
export interface ReturnedPart {
  QRCode: string;
  Serials: SerialRange[];
  Qty: number;
}

export type ReturnPlan =
  | { ok: true; parts: ReturnedPart[]; units: number }
  /** `serial`: the scan was a serial not in the dispatch (unknown to the plant, or another dispatch's). */
  | { ok: false; message: string; scan: string; serial: number | null };

/** A scanned text is a serial label (a serial number) or else an FG packet's code. */
export const serialOfScan = (scan: string): number | null =>
  /^[1-9]\d{0,8}$/.test(scan.trim()) ? Number(scan.trim()) : null;

const holds = (ranges: readonly SerialRange[], serial: number) =>
  ranges.some((r) => r.FromNo <= serial && serial <= r.ToNo);

/** Serials as the fewest ranges, in order. */
export function rangesOf(serials: Iterable<number>): SerialRange[] {
  const ranges: SerialRange[] = [];
  for (const s of [...new Set(serials)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last.ToNo + 1 === s) last.ToNo = s;
    else ranges.push({ FromNo: s, ToNo: s });
  }
  return ranges;
}

/**
 * Scans against a dispatch, in order: a serial label takes that serial, a packet's code every serial of the packet not
 * returned yet. Refused by name: a serial or packet not in the dispatch, one already returned, one scanned twice (or a
 * serial of a packet scanned whole). Answers the serials coming back per dispatched packet, in the dispatch's order.
 */
export function planCustomerReturn(
  dispatchId: number,
  packets: readonly ReturnableDispatchedPacket[],
  returned: readonly SerialRange[],
  scans: readonly string[],
): ReturnPlan {
  const taken = new Map<string, Set<number>>(packets.map((p) => [p.QRCode, new Set<number>()]));
  const refuse = (message: string, scan: string, serial: number | null = null): ReturnPlan => ({
    ok: false,
    message,
    scan,
    serial,
  });
  for (const raw of scans) {
    const scan = raw.trim();
    const serial = serialOfScan(scan);
    if (serial !== null) {
      const packet = packets.find((p) => holds(p.Serials, serial));
      if (!packet) return refuse(m.serialNotInDispatch(serial, dispatchId), scan, serial);
      if (holds(returned, serial)) return refuse(m.serialReturned(serial, dispatchId), scan);
      const set = taken.get(packet.QRCode)!;
      if (set.has(serial)) return refuse(m.serialTwice(serial), scan);
      set.add(serial);
      continue;
    }
    const packet = packets.find((p) => p.QRCode.toLowerCase() === scan.toLowerCase());
    if (!packet) return refuse(m.packetNotInDispatch(scan, dispatchId), scan);
    const set = taken.get(packet.QRCode)!;
    let added = 0;
    for (const r of packet.Serials)
      for (let s = r.FromNo; s <= r.ToNo; s++) {
        if (holds(returned, s)) continue;
        if (set.has(s)) return refuse(m.packetTwice(packet.QRCode), scan);
        set.add(s);
        added++;
      }
    if (added === 0) return refuse(m.packetReturned(packet.QRCode, dispatchId), scan);
  }
  const parts = packets.flatMap((p) => {
    const serials = taken.get(p.QRCode)!;
    return serials.size === 0 ? [] : [{ QRCode: p.QRCode, Serials: rangesOf(serials), Qty: serials.size }];
  });
  return { ok: true, parts, units: parts.reduce((n, p) => n + p.Qty, 0) };
}

/* ---------- Calls ---------- */

/** CustomerReturn/GetDispatchToReturn/{DocumentNo}: a dispatch by its delivery note (invoice) or dispatch number. */
export const dispatchToReturnParams = z.object({ DocumentNo: requiredText(m.enterDispatch, 40) });

/** CustomerReturn/GetDispatches: the latest dispatches whose delivery note, order or customer contains SearchValue. */
export const dispatchesToReturnQuery = z.object({ SearchValue: z.string().max(60).optional() });
export const dispatchToReturnRow = z.object({
  DispatchId: z.number(),
  DocumentNo: z.string(),
  ErpOrderNo: z.string(),
  CustomerName: z.string(),
  DispatchedAt: instant,
});
export type DispatchToReturnRow = z.infer<typeof dispatchToReturnRow>;

/** A dispatch as a return sees it: its delivery note and the serials already returned from it. */
export const dispatchToReturn = deliveryNote.extend({ Returned: z.array(serialRange) });
export type DispatchToReturn = z.infer<typeof dispatchToReturn>;

/** CustomerReturn/CreateCustomerReturn: the dispatch, the scans (serial labels or packets' codes), and why. */
export const createCustomerReturnRequest = z.object({
  DispatchId: id(),
  Reason: requiredText(m.enterReason, 200),
  Scans: z
    .array(requiredText(m.enterScan, 60))
    .min(1, { error: m.scanUnits })
    .max(customerReturnScansMax, { error: m.tooManyScans }),
});
export type CreateCustomerReturnRequest = z.input<typeof createCustomerReturnRequest>;

/** What a return answers: its id, the units, and the new packets on hold (one per dispatched packet), to label. */
export const customerReturnDone = z.object({
  ReturnId: z.number(),
  Units: z.number(),
  Packets: z.array(madePacket.extend({ Serials: z.array(serialRange) })),
});
export type CustomerReturnDone = z.infer<typeof customerReturnDone>;
