import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productionMessages as m } from "./messages/production.js";
import { isThousandths, milliOf, qtyNumber, subtractQty } from "./quantity.js";
import { typedQty } from "./quantity.test-support.js";
import {
  anyRemaining,
  approvedQtyProblem,
  type IssueLine,
  matchScan,
  planIssue,
  qrCodeKey,
  sameQrCode,
  unitsCovered,
} from "./scan-matching.js";

const line = (RMCode: string, Quantity: number, ScannedQty = 0): IssueLine => ({
  RMCode,
  Quantity,
  ScannedQty,
  RemainingQty: qtyNumber(subtractQty(milliOf(Quantity), milliOf(ScannedQty))),
});
const packet = (QRCode: string, ProductCode: string, Qty: number, SupplierCode = "SUP1") => ({
  QRCode,
  ProductCode,
  SupplierCode,
  Qty,
});
const milli = typedQty(5_000_000, 1);

describe("sameQrCode, the one QR rule of the device and the server", () => {
  it("two scans are one packet's code exactly when they are equal but for the blanks around them", () => {
    const blanks = fc.constantFrom("", " ", "  ", "\t");
    fc.assert(
      fc.property(fc.string(), fc.string(), blanks, blanks, (a, b, before, after) => {
        expect(sameQrCode(`${before}${a}${after}`, b)).toBe(a.trim() === b.trim());
        expect(qrCodeKey(`${before}${a}${after}`)).toBe(a.trim());
      }),
    );
    expect(sameQrCode("55-1-00a", "55-1-00A")).toBe(false);
  });
});

describe("matchScan", () => {
  it("refuses a QR code already scanned (blanks around it ignored)", () => {
    const first = matchScan([line("RM1", 10)], [], packet("Q1", "RM1", 2));
    if (!first.ok) throw new Error(first.message);
    expect(matchScan(first.lines, [first.item], packet(" Q1 ", "RM1", 2))).toEqual({
      ok: false,
      message: m.alreadyScanned,
    });
  });

  it("refuses a product no line still needs: Required qty is zero, saying whether it is outside the BOM or fully issued", () => {
    expect(matchScan([line("RM1", 10)], [], packet("Q1", "RM-X", 2))).toEqual({
      ok: false,
      message: "Required qty is zero. RM-X is not in this requisition's BOM.",
    });
    expect(
      matchScan([{ ...line("RM-X", 10, 10), RequisitionNo: "REQ000004" }], [], packet("Q1", "rm-x", 2)),
    ).toEqual({ ok: false, message: "Required qty is zero. RM-X is already fully issued to REQ000004." });
    expect(matchScan([line("RM1", 10, 10)], [], packet("Q1", "RM1", 2))).toEqual({
      ok: false,
      message: m.fullyIssued("RM1", "this requisition"),
    });
  });

  it("refuses another supplier than the product's earlier packets, with the trailing space", () => {
    const first = matchScan([line("RM1", 10)], [], packet("Q1", "RM1", 2, "SUP1"));
    if (!first.ok) throw new Error(first.message);
    const second = matchScan(first.lines, [first.item], packet("Q2", "RM1", 2, "SUP2"));
    expect(second).toEqual({ ok: false, message: "Please scan same supplier qr code " });
  });

  it("takes a packet within the need whole, without a break", () => {
    const out = matchScan([line("RM1", 10)], [], packet("Q1", "RM1", 4));
    expect(out).toMatchObject({ ok: true, item: { Quantity: 4, BreakQuantity: 0, IsBreak: false } });
    if (out.ok) expect(out.lines[0]).toMatchObject({ ScannedQty: 4, RemainingQty: 6 });
  });

  it("splits a packet larger than the remaining need: BreakQuantity = packet - issued, IsBreak", () => {
    const out = matchScan([line("RM1", 2.5)], [], packet("Q1", "RM1", 4.2));
    expect(out).toMatchObject({ ok: true, item: { Quantity: 2.5, BreakQuantity: 1.7, IsBreak: true } });
    if (out.ok) expect(out.lines[0]).toMatchObject({ ScannedQty: 2.5, RemainingQty: 0 });
  });

  it("never issues beyond the requirement, keeps 3 decimals, and the split adds up (property)", () => {
    fc.assert(
      fc.property(milli, fc.array(milli, { minLength: 1, maxLength: 20 }), (need, qtys) => {
        const result = planIssue(
          [line("RM1", need)],
          qtys.map((q, i) => packet(`Q${i}`, "RM1", q)),
        );
        const lines = result.ok ? result.lines : [];
        const items = result.ok ? result.items : [];
        if (!result.ok) expect(result.message).toBe(m.fullyIssued("RM1", "this requisition"));
        const issued = items.reduce((s, it) => s + milliOf(it.Quantity), 0);
        expect(issued).toBeLessThanOrEqual(milliOf(need));
        for (const it of items) {
          expect(milliOf(it.BreakQuantity)).toBe(milliOf(it.Qty) - milliOf(it.Quantity));
          expect(it.IsBreak).toBe(it.BreakQuantity > 0);
          expect(it.Quantity).toBeGreaterThan(0);
          for (const x of [it.Quantity, it.BreakQuantity]) expect(isThousandths(x)).toBe(true);
        }
        for (const l of lines) {
          expect(l.RemainingQty).toBeGreaterThanOrEqual(0);
          expect(isThousandths(l.RemainingQty) && isThousandths(l.ScannedQty)).toBe(true);
          expect(milliOf(l.ScannedQty) + milliOf(l.RemainingQty)).toBe(milliOf(need));
        }
      }),
    );
  });
});

describe("planIssue", () => {
  it("stops at the first refused packet and names it", () => {
    const out = planIssue([line("RM1", 1)], [packet("Q1", "RM1", 1), packet("Q2", "RM1", 1)]);
    expect(out).toMatchObject({
      ok: false,
      message: m.fullyIssued("RM1", "this requisition"),
      packet: { QRCode: "Q2" },
    });
  });
});

describe("anyRemaining", () => {
  it("is true while a line still needs material", () => {
    expect(anyRemaining([line("RM1", 1, 1), line("RM2", 2, 1)])).toBe(true);
    expect(anyRemaining([line("RM1", 1, 1)])).toBe(false);
  });
});

describe("unitsCovered", () => {
  it("counts whole parent units the stock is enough for", () => {
    expect(unitsCovered(10, 3)).toBe(3);
    expect(unitsCovered(0.9, 0.3)).toBe(3);
    expect(unitsCovered(5, 0)).toBe(0);
  });
});

describe("approvedQtyProblem", () => {
  it("answers the spec's approved-qty messages", () => {
    expect(approvedQtyProblem("", 5)).toBe(m.enterApprovedQty);
    expect(approvedQtyProblem("2.5", 5)).toBe(m.onlyNumeric);
    expect(approvedQtyProblem("6", 5)).toBe(m.approvedAboveRemaining);
    expect(approvedQtyProblem("0", 5)).toBe(m.approvedNotPositive);
    expect(approvedQtyProblem("5", 5)).toBeNull();
  });
});
