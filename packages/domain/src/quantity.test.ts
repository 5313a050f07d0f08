import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal, quantity } from "./bounds.js";
import { qualityCheckRowProblem, rejectedQty, totalSlip } from "./inbound.js";
import { commonMessages } from "./messages/common.js";
import { addReceivedQtyProblem } from "./mrn-delivery.js";
import { productionReceiptProblem } from "./production-receipt.js";
import {
  addQty,
  decimalsProblem,
  isThousandths,
  milliOf,
  multiplyQty,
  qtyNumber,
  qtyText,
  subtractQty,
  typedMilli,
} from "./quantity.js";
import { thousandths } from "./quantity.test-support.js";

describe("the one parse/round rule", () => {
  it("reads decimal text digit by digit, rounding half away from zero at the third decimal", () => {
    expect(milliOf("2.4")).toBe(2400);
    expect(milliOf("0.1")).toBe(100);
    expect(milliOf("1.0005")).toBe(1001);
    expect(milliOf("1.0004")).toBe(1000);
    expect(milliOf("-1.0005")).toBe(-1001);
    expect(milliOf("-3.250")).toBe(-3250);
    expect(milliOf(".5")).toBe(500);
    expect(() => milliOf("abc")).toThrow(RangeError);
  });

  it("settles float arithmetic half away from zero, where x * 1000 in floats falls short", () => {
    expect(Math.round(0.5005 * 1000)).toBe(500);
    expect(milliOf(0.5005)).toBe(501);
    expect(milliOf(-0.5005)).toBe(-501);
    expect(milliOf(2.0004)).toBe(2000);
    expect(qtyText(addQty(milliOf(0.1), milliOf(0.2)))).toBe("0.300");
    expect(milliOf(0.1 + 0.2)).toBe(300);
  });

  it("rounds a number as it rounds the number's text (up to 6 decimals below a billion)", () => {
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 6 }),
      )
      .map(([whole, fraction, digits]) =>
        digits === 0 ? String(whole) : `${whole}.${String(fraction).padStart(6, "0").slice(0, digits)}`,
      );
    fc.assert(
      fc.property(text, (t) => {
        expect(milliOf(Number(t))).toBe(milliOf(t));
      }),
      { numRuns: 5_000 },
    );
  });

  it("round-trips every numeric(14,3) text and number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (count) => {
        const m = thousandths(count);
        expect(milliOf(qtyText(m))).toBe(m);
        expect(milliOf(qtyNumber(m))).toBe(m);
      }),
    );
  });

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
});

describe("exact operations", () => {
  it("add, subtract and multiply whole thousandths", () => {
    expect(subtractQty(milliOf("10.3"), milliOf("7.1"))).toBe(3200);
    expect(multiplyQty(milliOf("0.125"), 8)).toBe(1000);
  });

  it("multiply only a whole number of times", () => {
    expect(() => multiplyQty(milliOf(1), 0.5)).toThrow(RangeError);
  });
});

describe("at most 3 decimals", () => {
  it("counts the decimals a figure has, not the zeros written after them", () => {
    for (const exact of [0, 1.5, 12.345, -0.001, 1e21, "1.5", "1.500", "1.5000", "12", ".125"])
      expect(isThousandths(exact), String(exact)).toBe(true);
    for (const fine of [1.0005, 0.0001, 1e-7, 0.1 + 0.2, "1.0005", "0.10000000000000000001"])
      expect(isThousandths(fine), String(fine)).toBe(false);
  });

  it("a typed figure with a fourth decimal is the form's problem and counts as 0 in a preview", () => {
    expect(decimalsProblem(1, null, 2.0005)).toBe(commonMessages.quantityDecimals);
    expect(decimalsProblem(1, null, Number.NaN, 2.5)).toBeNull();
    expect(typedMilli(2.0005)).toBe(0);
    expect(typedMilli(null)).toBe(0);
    expect(typedMilli(2.5)).toBe(2500);
  });
});

describe("a screen's preview and the server agree", () => {
  /** A figure as typed: up to 9 whole digits and 0 to 6 decimals, maybe negative. */
  const typedText = fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 999_999_999 }),
      fc.integer({ min: 0, max: 999_999 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(
      ([negative, whole, fraction, digits]) =>
        `${negative ? "-" : ""}${whole}${digits ? `.${String(fraction).padStart(6, "0").slice(0, digits)}` : ""}`,
    );
  /** The oracle: no digit but 0 after the third decimal of the text as typed. */
  const atMostThree = (text: string) => !/\.\d{3}\d*[1-9]/.test(text);
  const signed = decimal(-1e9, 1e9);
  const unsigned = quantity(undefined, 1e9);
  /** What the server reads: the JSON the screen sends, then the request's schema, then the one rule. */
  const serverMilli = (schema: typeof signed, sent: unknown) => milliOf(schema.parse(sent));
  const sentAsJson = (n: number) => JSON.parse(JSON.stringify({ Qty: n })).Qty as unknown;
  const messagesOf = (schema: typeof signed, sent: unknown) =>
    schema.safeParse(sent).error?.issues.map((i) => i.message);

  it("the same Milli for every figure of at most 3 decimals, as a number or as text", () => {
    fc.assert(
      fc.property(typedText.filter(atMostThree), typedText.filter(atMostThree), (firstText, secondText) => {
        const [first, second] = [Number(firstText), Number(secondText)];
        expect(decimalsProblem(first, second)).toBeNull();
        const preview = typedMilli(first);
        expect(serverMilli(signed, sentAsJson(first))).toBe(preview);
        expect(serverMilli(signed, firstText)).toBe(preview);
        expect(milliOf(firstText)).toBe(preview);
        if (first >= 0) expect(serverMilli(unsigned, sentAsJson(first))).toBe(preview);
        const [a, b] = [serverMilli(signed, sentAsJson(first)), serverMilli(signed, sentAsJson(second))];
        expect(milliOf(rejectedQty(first, second))).toBe(subtractQty(a, b));
        expect(totalSlip(first, second)).toBe(a > 0 && b > 0 ? Math.ceil(a / b) : 0);
      }),
      { numRuns: 2_000 },
    );
  });

  it("a figure of more than 3 decimals: every schema refuses it, as a number and as text, and every form says so", () => {
    fc.assert(
      fc.property(
        typedText.filter((t) => !atMostThree(t)),
        (text) => {
          const typed = Number(text);
          for (const schema of [signed, unsigned]) {
            expect(messagesOf(schema, sentAsJson(typed))).toEqual([commonMessages.quantityDecimals]);
            expect(messagesOf(schema, text)).toEqual([commonMessages.quantityDecimals]);
          }
          expect(typedMilli(typed)).toBe(0);
          expect(decimalsProblem(typed)).toBe(commonMessages.quantityDecimals);
          const line = { ReceivedQty: 1e6, ApprovedQty: typed, PiecesPerPacket: 1, RejectedRemark: "r" };
          expect(qualityCheckRowProblem(line)).toBe(commonMessages.quantityDecimals);
          expect(qualityCheckRowProblem({ ...line, ApprovedQty: 1, PiecesPerPacket: typed })).toBe(
            commonMessages.quantityDecimals,
          );
          if (typed > 0) {
            expect(addReceivedQtyProblem({ RequestedQty: 1e9, ReceivedQty: 0 }, typed)).toBe(
              commonMessages.quantityDecimals,
            );
            expect(productionReceiptProblem({ RemainingQty: 1e9 }, typed, 1)).toBe(
              commonMessages.quantityDecimals,
            );
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
