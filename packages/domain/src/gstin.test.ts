import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin.js";

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letters = alphabet.slice(10);
const pick = (chars: string) => fc.constantFrom(...chars.split(""));
const word = (chars: string, n: number) =>
  fc.array(pick(chars), { minLength: n, maxLength: n }).map((c) => c.join(""));

/** The first 14 characters of a well-formed GSTIN: state, PAN, entity number, Z. */
const first14 = fc
  .tuple(
    fc.integer({ min: 1, max: 38 }).map((n) => String(n).padStart(2, "0")),
    word(letters, 5),
    word("0123456789", 4),
    pick(letters),
    pick(alphabet.slice(1)),
  )
  .map(
    ([state, panLetters, panDigits, panLast, entity]) =>
      `${state}${panLetters}${panDigits}${panLast}${entity}Z`,
  );

/** Luhn mod 36 read over all 15 characters: every second one from the right doubled and folded; a valid one sums to 0 mod 36. */
function sumsToZero(gstin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const product = alphabet.indexOf(gstin[i]) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return sum % 36 === 0;
}

describe("gstinProblem", () => {
  it("accepts registered GSTINs as printed on invoices", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull();
  });

  it("accepts a well-formed GSTIN exactly when its 15 characters sum to 0 mod 36", () => {
    fc.assert(
      fc.property(first14, pick(alphabet), (head, last) => {
        expect(gstinProblem(head + last) === null).toBe(sumsToZero(head + last));
      }),
      { numRuns: 2000 },
    );
  });

  it("computes the one check character that completes a GSTIN", () => {
    fc.assert(
      fc.property(first14, (head) => {
        expect(gstinProblem(head + gstinCheckCharacter(head))).toBeNull();
        expect(sumsToZero(head + gstinCheckCharacter(head))).toBe(true);
      }),
    );
  });

  it("refuses every GSTIN with one character mistyped, naming the check character", () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 14 }), pick(alphabet), (head, at, typo) => {
        const good = head + gstinCheckCharacter(head);
        fc.pre(good[at] !== typo);
        const bad = good.slice(0, at) + typo + good.slice(at + 1);
        expect(gstinProblem(bad)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/check character does not match.*"V", not "W"/);
  });

  it("names what is wrong in plain words: length, case, state code, PAN, Z", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe('A GST number has 15 characters; "27AAPFU0939F1Z" has 14.');
    expect(gstinProblem("27aapfu0939f1zv")).toMatch(/capital letters/);
    expect(gstinProblem("40AAPFU0939F1ZV")).toMatch(/state code .* "40" is not one/);
    expect(gstinProblem("27AAPF10939F1ZV")).toMatch(/PAN .* "AAPF10939F" is not a PAN/);
    expect(gstinProblem("27AAPFU0939F1YV")).toMatch(/letter Z/);
  });
});
