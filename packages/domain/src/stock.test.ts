import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milliOf, normalRequisitionNo, qtyNumber, qtyText } from "./stock.js";

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

describe("normalRequisitionNo", () => {
  it("is the stored form: trimmed and upper case", () => {
    expect(normalRequisitionNo("  req000012 ")).toBe("REQ000012");
  });
});
