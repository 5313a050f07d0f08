import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stockMessages } from "./messages/stock.js";
import {
  milliOf,
  normalRequisitionNo,
  productionReceiptRequest,
  qtyNumber,
  qtyText,
  roundQty,
} from "./stock.js";

describe("exact quantities", () => {
  it("reads decimal text digit by digit, rounding half away from zero at the third decimal", () => {
    expect(milliOf("2.4")).toBe(2400);
    expect(milliOf("0.1")).toBe(100);
    expect(milliOf("1.0005")).toBe(1001);
    expect(milliOf("1.0004")).toBe(1000);
    expect(milliOf("-3.250")).toBe(-3250);
    expect(milliOf(".5")).toBe(500);
    expect(() => milliOf("abc")).toThrow(RangeError);
  });

  it("has no float drift: 0.1 + 0.2 of stock is 0.300", () => {
    expect(qtyText(milliOf(0.1) + milliOf(0.2))).toBe("0.300");
  });

  it("round-trips every numeric(14,3) text and number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (m) => {
        expect(milliOf(qtyText(m))).toBe(m);
        expect(milliOf(qtyNumber(m))).toBe(m);
      }),
    );
  });
});

describe("one rounding rule for screens and server", () => {
  /** A figure typed with up to 6 decimals below a billion, as text. */
  const typed = fc
    .tuple(
      fc.integer({ min: 0, max: 999_999_999 }),
      fc.integer({ min: 0, max: 999_999 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(([whole, fraction, digits]) =>
      digits === 0 ? String(whole) : `${whole}.${String(fraction).padStart(6, "0").slice(0, digits)}`,
    );

  it("a number on a screen rounds as its text does on the server (the stored numeric is read digit by digit)", () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(milliOf(Number(text))).toBe(milliOf(text));
        expect(roundQty(Number(text))).toBe(qtyNumber(milliOf(text)));
      }),
      { numRuns: 20_000 },
    );
  });

  it("rounds a half at the third decimal away from zero, where x * 1000 in floats falls short", () => {
    expect(Math.round(0.5005 * 1000)).toBe(500);
    expect(roundQty(0.5005)).toBe(0.501);
    expect(roundQty(-0.5005)).toBe(-0.501);
    expect(roundQty(2.0004)).toBe(2);
  });
});

describe("quantities in exponent notation", () => {
  const huge = [1e21, 1e300, -1e21, Number.MAX_VALUE, -Number.MAX_VALUE];

  it("reads any finite number, keeping its order: 1e21 and above are whole, 1e-30 rounds to 0", () => {
    expect(milliOf(1e21)).toBe(1e24);
    expect(milliOf(-1e21)).toBe(-1e24);
    expect(milliOf(1e-30)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(milliOf(low)).toBeLessThanOrEqual(milliOf(high));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a production receipt's Qty and PiecesPerPacket refuse them with the form's message", () => {
    for (const n of huge) {
      const qty = productionReceiptRequest.safeParse({ RequisitionNo: "REQ1", Qty: n, PiecesPerPacket: 1 });
      expect(
        qty.error?.issues.map((i) => i.message),
        String(n),
      ).toContain(stockMessages.enterReceiptQty);
      const pieces = productionReceiptRequest.safeParse({
        RequisitionNo: "REQ1",
        Qty: 1,
        PiecesPerPacket: n,
      });
      expect(
        pieces.error?.issues.map((i) => i.message),
        String(n),
      ).toContain(stockMessages.enterPiecesPerPacket);
    }
    expect(
      productionReceiptRequest.safeParse({ RequisitionNo: "REQ1", Qty: 1e-30, PiecesPerPacket: 1 }).success,
    ).toBe(false);
  });
});

describe("normalRequisitionNo", () => {
  it("is the stored form: trimmed and upper case", () => {
    expect(normalRequisitionNo("  req000012 ")).toBe("REQ000012");
  });
});
