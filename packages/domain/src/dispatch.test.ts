import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowestSerials, planDispatch } from "./dispatch.js";
import { serialsIn } from "./fg-stock.js";
import { dispatchScanMessages as m } from "./messages/dispatch.js";

describe("planDispatch", () => {
  it("gives each line exactly what it needs at most, whole packets first come, the one that passes the rest split", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
        (balance, sizes) => {
          const scans = sizes.map((Qty, i) => ({ QRCode: `P${i}`, ProductCode: "FG", Qty }));
          const plan = planDispatch("SO-1", [{ LineNo: 1, ProductCode: "FG", Balance: balance }], scans);
          // The scans up to the one that meets the line are taken; one more is refused as not needed.
          let left = balance;
          const taken: number[] = [];
          for (const q of sizes) {
            if (left <= 0) break;
            taken.push(Math.min(q, left));
            left -= Math.min(q, left);
          }
          if (taken.length < sizes.length) {
            expect(plan).toEqual({
              ok: false,
              message: m.lineComplete(`P${taken.length}`, "FG"),
              QRCode: `P${taken.length}`,
            });
            return;
          }
          if (!plan.ok) throw new Error(plan.message);
          expect(plan.packets.map((p) => p.DispatchQty)).toEqual(taken);
          expect(plan.packets.map((p) => p.Split)).toEqual(taken.map((q, i) => q < sizes[i]));
          expect(plan.packets.filter((p) => p.Split).length).toBeLessThanOrEqual(1);
          expect(plan.balances.get(1)).toBe(left);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a product not on the order and a packet scanned twice, by name", () => {
    const lines = [{ LineNo: 1, ProductCode: "FG-A", Balance: 5 }];
    expect(planDispatch("SO-9", lines, [{ QRCode: "X", ProductCode: "FG-B", Qty: 1 }])).toEqual({
      ok: false,
      message: m.notOnOrder("X", "FG-B", "SO-9"),
      QRCode: "X",
    });
    const twice = [
      { QRCode: "Y", ProductCode: "FG-A", Qty: 1 },
      { QRCode: "Y", ProductCode: "FG-A", Qty: 1 },
    ];
    expect(planDispatch("SO-9", lines, twice)).toEqual({
      ok: false,
      message: m.alreadyScanned("Y"),
      QRCode: "Y",
    });
  });
});

describe("lowestSerials", () => {
  it("takes the lowest serials of the ranges, keeps the rest, loses and adds none", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.nat(),
        (gapsAndSizes, pick) => {
          let at = 1;
          const ranges = gapsAndSizes.map(([gap, size]) => {
            const r = { FromNo: at + gap, ToNo: at + gap + size - 1 };
            at = r.ToNo + 1;
            return r;
          });
          const all = serialsIn(ranges);
          const qty = (pick % all) + 1;
          const { taken, kept } = lowestSerials(ranges, qty);
          expect(serialsIn(taken)).toBe(qty);
          expect(serialsIn(kept)).toBe(all - qty);
          const maxTaken = Math.max(...taken.map((r) => r.ToNo));
          expect(kept.every((r) => r.FromNo > maxTaken)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
