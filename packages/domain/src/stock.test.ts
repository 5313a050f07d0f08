import { describe, expect, it } from "vitest";
import { commonMessages } from "./messages/common.js";
import { stockMessages } from "./messages/stock.js";
import { normalRequisitionNo, productionReceiptRequest } from "./stock.js";

describe("quantities in exponent notation", () => {
  const huge = [1e21, 1e300, -1e21, Number.MAX_VALUE, -Number.MAX_VALUE];

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
  });

  it("1e-30 is a figure of 30 decimals: refused, not rounded to 0", () => {
    const tiny = productionReceiptRequest.safeParse({
      RequisitionNo: "REQ1",
      Qty: 1e-30,
      PiecesPerPacket: 1,
    });
    expect(tiny.error?.issues.map((i) => i.message)).toEqual([commonMessages.quantityDecimals]);
  });
});

describe("productionReceiptRequest", () => {
  it("takes a Qty from 0.001, refusing 0 with the form's message and a fourth decimal with the quantity's", () => {
    const receipt = (Qty: unknown) =>
      productionReceiptRequest.safeParse({ RequisitionNo: "REQ1", Qty, PiecesPerPacket: "0.5" });
    expect(receipt(0.001).data?.Qty).toBe(0.001);
    expect(receipt("2.500").data?.Qty).toBe(2.5);
    expect(receipt(0).error?.issues.map((i) => i.message)).toEqual([stockMessages.enterReceiptQty]);
    expect(receipt(2.0005).error?.issues.map((i) => i.message)).toEqual([commonMessages.quantityDecimals]);
    expect(receipt("2.0005").error?.issues.map((i) => i.message)).toEqual([commonMessages.quantityDecimals]);
  });
});

describe("normalRequisitionNo", () => {
  it("is the stored form: trimmed and upper case", () => {
    expect(normalRequisitionNo("  req000012 ")).toBe("REQ000012");
  });
});
