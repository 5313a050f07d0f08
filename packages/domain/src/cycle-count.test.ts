import { describe, expect, it } from "vitest";
import { countedQtyText, countVarianceOf, type SeenPacket } from "./cycle-count.js";
import { milliOf } from "./quantity.js";

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
