import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Gs1Element,
  gs1CheckDigit,
  gs1DateValid,
  gs1ElementString,
  gs1HumanReadable,
  packetCodeOfScan,
  packetGs1Elements,
  packetQrData,
  readGs1,
  readSupplierLabel,
} from "./gs1.js";

const GS = "\x1d";
const RS = "\x1e";
const EOT = "\x04";
const today = new Date("2026-11-28T00:00:00Z");

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
/** A key of `n` digits with its check digit right. */
const key = (n: number) => digits(n - 1).map((body) => `${body}${gs1CheckDigit(body)}`);
/** A real day as YYMMDD, or day 00 of a month. */
const yymmdd = fc
  .record({
    yy: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 0, max: 28 }),
  })
  .map(({ yy, month, day }) => [yy, month, day].map((n) => String(n).padStart(2, "0")).join(""));
/** GS1's 82-character set less the characters a parser could take for the next AI's start (none: values end at GS). */
const cset82 = "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
const text = (max: number) =>
  fc.array(fc.constantFrom(...cset82.split("")), { minLength: 1, maxLength: max }).map((c) => c.join(""));

/** A random element string's elements: each AI at most once, in a random order. */
const elementsArb = fc
  .record({
    "00": fc.option(key(18), { nil: undefined }),
    "01": fc.option(key(14), { nil: undefined }),
    "11": fc.option(yymmdd, { nil: undefined }),
    "17": fc.option(yymmdd, { nil: undefined }),
    "10": fc.option(text(20), { nil: undefined }),
    "21": fc.option(text(20), { nil: undefined }),
    "30": fc.option(
      digits(8).map((d) => String(Number(d))),
      { nil: undefined },
    ),
  })
  .chain((r) => {
    const elements = Object.entries(r).flatMap(([ai, value]) => (value === undefined ? [] : [{ ai, value }]));
    return fc.shuffledSubarray(elements, {
      minLength: Math.min(1, elements.length),
      maxLength: elements.length,
    });
  })
  .filter((e) => e.length > 0);

describe("readGs1", () => {
  it("reads back every valid element string it was given, with any symbology identifier or FNC1 first", () => {
    fc.assert(
      fc.property(
        elementsArb,
        fc.constantFrom("", "]C1", "]d2", "]Q3", GS, `]d2${GS}`),
        (elements: Gs1Element[], prefix) => {
          expect(readGs1(`${prefix}${gs1ElementString(elements)}`)).toEqual({ ok: true, elements });
          expect(readGs1(gs1HumanReadable(elements))).toEqual({ ok: true, elements });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("refuses a GTIN or SSCC whose check digit is wrong", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["01", 14], ["00", 18]),
        fc.integer({ min: 1, max: 9 }),
        (choice, shift) => {
          const [ai, length] = choice as [string, number];
          const body = "0".repeat(length - 1);
          const good = `${body}${gs1CheckDigit(body)}`;
          const bad = `${body}${(gs1CheckDigit(body) + shift) % 10}`;
          expect(readGs1(`]C1${ai}${good}`).ok).toBe(true);
          expect(readGs1(`]C1${ai}${bad}`)).toEqual({
            ok: false,
            problem: `The check digit of (${ai}) ${bad} is wrong.`,
          });
        },
      ),
    );
    fc.assert(
      fc.property(key(14), fc.integer({ min: 1, max: 9 }), (gtin, shift) => {
        const bad = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + shift) % 10}`;
        expect(readGs1(`]d201${bad}10LOT`).ok).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });

  it("refuses a date element that is no day: month 00 or 13+, day past the month's end; day 00 is the month's end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (yy, mm, dd) => {
          const date = [yy, mm, dd].map((n) => String(n).padStart(2, "0")).join("");
          const monthDays = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
          const real = mm >= 1 && mm <= 12 && dd <= monthDays;
          expect(gs1DateValid(date)).toBe(real);
          expect(readGs1(`]C117${date}10X`).ok).toBe(real);
        },
      ),
      { numRuns: 5_000 },
    );
    expect(readGs1("]C111260229")).toEqual({ ok: false, problem: "(11) 260229 is not a date (YYMMDD)." });
    expect(readGs1("]C111280229").ok).toBe(true);
  });

  it("refuses what is no element string, and an empty lot", () => {
    expect(readGs1("]C1ABC").ok).toBe(false);
    expect(readGs1("]C1").ok).toBe(false);
    expect(readGs1("]C110").ok).toBe(false);
  });
});

describe("the packet's QR", () => {
  const packet = { QRCode: "900-12-003", Qty: 25, ReceivedOn: "2026-11-28" };

  it("is the specification's plain code by default, the GS1 receipt date, serial, lot and count by setting", () => {
    expect(packetQrData(packet, "plain")).toBe("900-12-003");
    expect(packetQrData(packet, "gs1")).toBe(`11261128${"21900-12-003"}${GS}10900-12${GS}3025`);
    expect(packetGs1Elements({ ...packet, Qty: 2.5 }).map((e) => e.ai)).toEqual(["11", "21", "10"]);
  });

  it("scans to its code in either form, from any packet code and quantity", () => {
    const code = fc
      .tuple(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom("", "R", "S", "P"),
        fc.nat(99_999),
      )
      .map(([mrn, line, kind, n]) => `${mrn}-${line}-${kind}${n}`);
    const requisitionCode = fc.tuple(fc.nat(99_999), fc.nat(99_999)).map(([r, n]) => `REQ${r}-P${n}`);
    fc.assert(
      fc.property(
        fc.oneof(code, requisitionCode),
        fc.integer({ min: 0, max: 1e7 }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2049-12-31"), noInvalidDate: true }),
        fc.constantFrom("", "]Q3"),
        (QRCode, Qty, day, prefix) => {
          const fields = { QRCode, Qty, ReceivedOn: day.toISOString().slice(0, 10) };
          expect(packetCodeOfScan(QRCode)).toBe(QRCode);
          expect(packetCodeOfScan(`${prefix}${packetQrData(fields, "gs1")}`)).toBe(QRCode);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("leaves a GS1 string with no packet serial as scanned (a supplier's label is no packet)", () => {
    const supplier = `]C10109501101530003${"17140704"}10AB-123`;
    expect(packetCodeOfScan(supplier)).toBe(supplier);
  });
});

describe("a supplier's label at quality check", () => {
  // Element strings of the GS1 General Specifications' and GS1 DataMatrix Guideline's examples, as scanners send them.
  const examples: Array<[string, string, ReturnType<typeof readSupplierLabel>]> = [
    [
      "GS1 DataMatrix: GTIN, expiry, batch",
      "]d2010950110153000317140704" + "10AB-123",
      { ok: true, Standard: "GS1", Lot: "AB-123", Expiry: "2014-07-04", Qty: null },
    ],
    [
      "GS1-128 with FNC1 between batch and count",
      `]C10109501101530003${"10AB-123"}${GS}3720`,
      { ok: true, Standard: "GS1", Lot: "AB-123", Expiry: null, Qty: 20 },
    ],
    [
      "logistic label: SSCC, content GTIN, count, best before day 00",
      `]C100106141411234567897${"02"}10614141000415${"15"}271200${"37"}48${GS}10LOT4711`,
      { ok: true, Standard: "GS1", Lot: "LOT4711", Expiry: "2027-12-31", Qty: 48 },
    ],
    [
      "human readable form typed in",
      "(01)09520123456788(10)ABC123(17)211231",
      { ok: true, Standard: "GS1", Lot: "ABC123", Expiry: "2021-12-31", Qty: null },
    ],
    [
      "GS1 QR with a serial and a count of items",
      `]Q30195012345678903${"21"}SN98765${GS}3012${GS}10B77`,
      { ok: true, Standard: "GS1", Lot: "B77", Expiry: null, Qty: 12 },
    ],
    [
      "ECIA reel label, MH10.8.2 format 06",
      `[)>${RS}06${GS}PCUSTPN-100${GS}1PMFRPN-200${GS}Q2500${GS}10D2635${GS}1TLOT-2026-11${GS}4LCN${RS}${EOT}`,
      { ok: true, Standard: "MH10.8.2", Lot: "LOT-2026-11", Expiry: null, Qty: 2500 },
    ],
    [
      "MH10.8.2 with a traceability number and expiry",
      `[)>${RS}06${GS}1PX-9${GS}TTRACE77${GS}14D20280229${GS}Q12.5${RS}${EOT}`,
      { ok: true, Standard: "MH10.8.2", Lot: "TRACE77", Expiry: "2028-02-29", Qty: 12.5 },
    ],
    [
      "MH10.8.2 format 05 carrying GS1 elements",
      `[)>${RS}05${GS}0109501101530003${GS}10AB-123${GS}17290500${RS}${EOT}`,
      { ok: true, Standard: "GS1", Lot: "AB-123", Expiry: "2029-05-31", Qty: null },
    ],
  ];

  for (const [name, scanned, expected] of examples)
    it(`reads ${name}`, () => {
      expect(readSupplierLabel(scanned, today)).toEqual(expected);
    });

  it("refuses a label with a wrong check digit, a date that is no day, or nothing quality check takes", () => {
    expect(readSupplierLabel("]d2010950110153000417140704", today)).toEqual({
      ok: false,
      problem: "The check digit of (01) 09501101530004 is wrong.",
    });
    expect(readSupplierLabel("]d20109501101530003171413", today).ok).toBe(false);
    expect(readSupplierLabel(`[)>${RS}06${GS}14D20270230${RS}${EOT}`, today)).toEqual({
      ok: false,
      problem: "14D 20270230 is not a date (YYYYMMDD).",
    });
    expect(readSupplierLabel(`[)>${RS}06${GS}QTEN${RS}${EOT}`, today).ok).toBe(false);
    expect(readSupplierLabel("]C10109501101530003", today)).toEqual({
      ok: false,
      problem: "The label has no lot, expiry or quantity.",
    });
    expect(readSupplierLabel("hello", today).ok).toBe(false);
  });
});
