import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milliOf, qtyNumber } from "./quantity.js";
import { thousandths, typedQty } from "./quantity.test-support.js";
import { serialsLeftToMap, unitsMaterialCovers } from "./serials-covered.js";

/** A BOM line with its issues and returns, each a figure a screen or an import could hold. */
const coveringLine = fc
  .record({
    perUnit: typedQty(5_000, 1),
    issued: typedQty(100_000),
    back: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ perUnit, issued, back }) => ({
    perUnit,
    issued,
    returned: qtyNumber(thousandths(Math.floor(milliOf(issued) * back))),
  }));

describe("unitsMaterialCovers", () => {
  it("is the most whole units whose material every line's issued-net-of-returns holds", () => {
    fc.assert(
      fc.property(fc.array(coveringLine, { minLength: 1, maxLength: 6 }), (lines) => {
        const units = unitsMaterialCovers(lines) as number;
        const net = lines.map((l) => milliOf(l.issued) - milliOf(l.returned));
        // Multiplying back, never dividing: `units` fit in every line, one more fails in some line.
        expect(lines.every((l, i) => units * milliOf(l.perUnit) <= net[i])).toBe(true);
        expect(lines.some((l, i) => (units + 1) * milliOf(l.perUnit) > net[i])).toBe(true);
      }),
    );
  });

  it("never covers more when more comes back", () => {
    fc.assert(
      fc.property(fc.array(coveringLine, { minLength: 1, maxLength: 6 }), fc.nat(), (lines, pick) => {
        const i = pick % lines.length;
        const more = lines.with(i, { ...lines[i], returned: lines[i].issued });
        expect(unitsMaterialCovers(more)).toBeLessThanOrEqual(unitsMaterialCovers(lines) as number);
        expect(unitsMaterialCovers(more)).toBe(0);
      }),
    );
  });

  it("the walk's frame: 2 a frame, 8 issued, 2 returned covers 3 frames; a fourth is not covered", () => {
    const frame = [{ perUnit: 2, issued: 8, returned: 2 }];
    expect(unitsMaterialCovers(frame)).toBe(3);
    expect(serialsLeftToMap(frame, 0)).toBe(3);
    expect(serialsLeftToMap(frame, 3)).toBe(0);
  });

  it("is exact in thousandths: 0.9 issued at 0.3 a unit covers 3", () => {
    expect(unitsMaterialCovers([{ perUnit: "0.300", issued: "0.900", returned: "0.000" }])).toBe(3);
    expect(unitsMaterialCovers([{ perUnit: 0.3, issued: 0.9, returned: 0.001 }])).toBe(2);
  });

  it("the scarcest line decides", () => {
    expect(
      unitsMaterialCovers([
        { perUnit: 1, issued: 10, returned: 0 },
        { perUnit: 4, issued: 10, returned: 0 },
      ]),
    ).toBe(2);
  });

  it("a job without BOM lines is not bounded by material", () => {
    expect(unitsMaterialCovers([])).toBeNull();
    expect(serialsLeftToMap([], 5)).toBeNull();
  });
});

describe("serialsLeftToMap", () => {
  it("is what the material covers less what is mapped, never below 0", () => {
    fc.assert(
      fc.property(fc.array(coveringLine, { minLength: 1, maxLength: 4 }), fc.nat(200), (lines, mapped) => {
        const left = serialsLeftToMap(lines, mapped) as number;
        expect(left).toBe(Math.max(0, (unitsMaterialCovers(lines) as number) - mapped));
        expect(left).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
