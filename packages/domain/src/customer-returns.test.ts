import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCustomerReturn, rangesOf } from "./customer-returns.js";
import type { SerialRange } from "./fg-stock.js";
import { customerReturnMessages as m } from "./messages/dispatch.js";

const each = (ranges: readonly SerialRange[]) =>
  ranges.flatMap((r) => Array.from({ length: r.ToNo - r.FromNo + 1 }, (_, i) => r.FromNo + i));

describe("rangesOf", () => {
  it("holds exactly the serials given, in order, as ranges that neither touch nor overlap", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 60 }), (serials) => {
        const ranges = rangesOf(serials);
        expect(each(ranges)).toEqual([...new Set(serials)].sort((a, b) => a - b));
        for (let i = 1; i < ranges.length; i++)
          expect(ranges[i].FromNo).toBeGreaterThan(ranges[i - 1].ToNo + 1);
      }),
      { numRuns: 300 },
    );
  });
});

/** A dispatch of packets of consecutive serials from 1; sizes give each packet's count. */
const dispatchOf = (sizes: number[]) => {
  let next = 1;
  return sizes.map((size, i) => {
    const range = { FromNo: next, ToNo: next + size - 1 };
    next += size;
    return { QRCode: `REQ1-F${i + 1}`, Serials: [range] };
  });
};

describe("planCustomerReturn", () => {
  it("takes each scanned serial back from the packet it left in, grouped per packet in the dispatch's order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 2 })),
        (sizes, marks) => {
          const packets = dispatchOf(sizes);
          const all = each(packets.flatMap((p) => p.Serials));
          // Each serial: 0 stays with the customer, 1 was returned before, 2 is scanned now.
          const mark = new Map(all.map((s) => [s, marks.next().value as number]));
          const returned = all.filter((s) => mark.get(s) === 1);
          const scanned = all.filter((s) => mark.get(s) === 2).reverse();
          const plan = planCustomerReturn(7, packets, rangesOf(returned), scanned.map(String));
          if (!plan.ok) throw new Error(plan.message);
          const want = packets.flatMap((p) => {
            const back = each(p.Serials).filter((s) => mark.get(s) === 2);
            return back.length === 0 ? [] : [{ QRCode: p.QRCode, Serials: rangesOf(back), Qty: back.length }];
          });
          expect(plan.parts).toEqual(want);
          expect(plan.units).toBe(scanned.length);
          // A packet scanned whole takes what is not yet returned; none left refuses it.
          for (const p of packets) {
            const left = each(p.Serials).filter((s) => mark.get(s) !== 1);
            const whole = planCustomerReturn(7, packets, rangesOf(returned), [p.QRCode]);
            if (left.length === 0)
              expect(whole).toMatchObject({ ok: false, message: m.packetReturned(p.QRCode, 7) });
            else
              expect(whole).toMatchObject({
                ok: true,
                units: left.length,
                parts: [{ Serials: rangesOf(left) }],
              });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses by name a serial or packet not in the dispatch, one returned before, one scanned twice", () => {
    const packets = dispatchOf([3, 2]);
    const plan = (scans: string[], returned: SerialRange[] = []) =>
      planCustomerReturn(4, packets, returned, scans);
    expect(plan(["9"])).toEqual({ ok: false, message: m.serialNotInDispatch(9, 4), scan: "9", serial: 9 });
    expect(plan(["REQ2-F1"])).toMatchObject({ ok: false, message: m.packetNotInDispatch("REQ2-F1", 4) });
    expect(plan(["2"], [{ FromNo: 2, ToNo: 2 }])).toMatchObject({
      ok: false,
      message: m.serialReturned(2, 4),
    });
    expect(plan(["2", " 2 "])).toMatchObject({ ok: false, message: m.serialTwice(2), serial: null });
    expect(plan(["4", "req1-f2"])).toMatchObject({ ok: false, message: m.packetTwice("REQ1-F2") });
    expect(plan(["req1-f2"])).toMatchObject({ ok: true, units: 2 });
  });
});
