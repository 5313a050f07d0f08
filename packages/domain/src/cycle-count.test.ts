import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyCountScan, countedQtyText, countVarianceOf, type SeenPacket } from "./cycle-count.js";
import { cycleCountMessages } from "./messages/cycle-count.js";
import { milliOf } from "./quantity.js";
import { packetCodePattern } from "./scan-kind.js";

const bin = 7;
const inBin = (qty: number, binId: number | null = bin): SeenPacket => ({
  qty: milliOf(qty),
  status: "InBin",
  binId,
});

describe("countVarianceOf", () => {
  it("a packet of the bin counted as the record says is no variance; another qty differs", () => {
    expect(countVarianceOf(bin, inBin(4), { qty: milliOf(4), seen: inBin(4) })).toBeNull();
    expect(countVarianceOf(bin, inBin(4), { qty: milliOf(3.5), seen: inBin(4) })).toEqual({
      kind: "QtyDiffers",
      systemQty: milliOf(4),
      countedQty: milliOf(3.5),
    });
  });

  it("a packet of the bin not counted, or counted 0, is missing", () => {
    expect(countVarianceOf(bin, inBin(4), null)).toEqual({
      kind: "Missing",
      systemQty: milliOf(4),
      countedQty: null,
    });
    expect(countVarianceOf(bin, inBin(4), { qty: milliOf(0), seen: inBin(4) })?.kind).toBe("Missing");
  });

  it("a packet kept elsewhere and counted here is found; counted 0 nothing was found", () => {
    expect(countVarianceOf(bin, null, { qty: milliOf(2), seen: inBin(5, 8) })).toEqual({
      kind: "Found",
      systemQty: milliOf(5),
      countedQty: milliOf(2),
    });
    expect(countVarianceOf(bin, null, { qty: milliOf(0), seen: inBin(5, 8) })).toBeNull();
  });

  it("a packet put into the bin after the count started is judged against its row when counted", () => {
    expect(countVarianceOf(bin, null, { qty: milliOf(5), seen: inBin(5) })).toBeNull();
    expect(countVarianceOf(bin, null, { qty: milliOf(1), seen: inBin(5) })?.kind).toBe("QtyDiffers");
  });
});

describe("countedQtyText", () => {
  it("takes digits with at most 3 decimals, never a packet's code", () => {
    expect(["0", "12", "1.5", "2.125"].every((t) => countedQtyText.test(t))).toBe(true);
    expect(["1.2345", "-1", "990951-10-001", "REQ000001-P5", ""].some((t) => countedQtyText.test(t))).toBe(
      false,
    );
  });
});

describe("classifyCountScan (the count box's typo rules)", () => {
  it("takes a qty of digits with at most 3 decimals, and each shape of packet code the kernel makes", () => {
    expect(classifyCountScan("12")).toEqual({ kind: "qty", qty: 12 });
    expect(classifyCountScan(" 12.345 ")).toEqual({ kind: "qty", qty: 12.345 });
    expect(classifyCountScan("0")).toEqual({ kind: "qty", qty: 0 });
    for (const code of ["7-12-001", "7-12-R002", "7-12-S456", "7-12-R789", "REQ000012-P345", "req000012-S9"])
      expect(classifyCountScan(code)).toEqual({ kind: "packet", code });
  });

  it("refuses a minus sign, a fourth decimal and anything else with the reason, never taking it for a packet", () => {
    expect(classifyCountScan("-5")).toEqual({
      kind: "refused",
      reason: cycleCountMessages.qtyNegative("-5"),
    });
    expect(classifyCountScan("12.3456")).toEqual({
      kind: "refused",
      reason: cycleCountMessages.qtyDecimals("12.3456"),
    });
    for (const typo of ["1.2.3", "12,5", "5 5", "7-12", "A-01", "1e3", ".5"])
      expect(classifyCountScan(typo)).toEqual({
        kind: "refused",
        reason: cycleCountMessages.notCodeNorQty(typo),
      });
  });

  it("no text is both a qty and a packet code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-.\dA-Z]{1,14}$/), (typed) => {
        const both = countedQtyText.test(typed.trim()) && packetCodePattern.test(typed.trim());
        expect(both).toBe(false);
      }),
    );
  });
});
