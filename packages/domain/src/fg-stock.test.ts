import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fgPacketRanges, serialRangesText, serialsIn } from "./fg-stock.js";

describe("FG packing", () => {
  it("packs every mapped serial once, in order, in packets of the product's size, the last holding the rest", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (from, qty, perPacket) => {
          const packs = fgPacketRanges({ FromNo: from, ToNo: from + qty - 1 }, perPacket);
          expect(serialsIn(packs)).toBe(qty);
          expect(packs.length).toBe(Math.ceil(qty / perPacket));
          packs.forEach((p, i) => {
            expect(p.FromNo).toBe(from + i * perPacket);
            expect(p.ToNo - p.FromNo + 1).toBe(i < packs.length - 1 ? perPacket : qty - i * perPacket);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads ranges in order, a single serial without a dash", () => {
    expect(
      serialRangesText([
        { FromNo: 8, ToNo: 8 },
        { FromNo: 1, ToNo: 5 },
      ]),
    ).toBe("1-5, 8");
  });
});
