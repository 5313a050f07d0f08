import { describe, expect, it } from "vitest";
import { commonMessages } from "./messages/common.js";
import { stockMessages as m } from "./messages/stock.js";
import { productionReceiptProblem, receiptPacketCount, remainingToReceive } from "./production-receipt.js";

describe("productionReceiptProblem", () => {
  const requisition = { RemainingQty: 10 };
  it("needs a requisition, a qty above 0 and pieces per packet above 0, in that order", () => {
    expect(productionReceiptProblem(null, 5, 2)).toBe(m.enterRequisitionNo);
    expect(productionReceiptProblem(requisition, null, 2)).toBe(m.enterReceiptQty);
    expect(productionReceiptProblem(requisition, 0, 2)).toBe(m.enterReceiptQty);
    expect(productionReceiptProblem(requisition, 5, 0)).toBe(m.enterPiecesPerPacket);
    expect(productionReceiptProblem(requisition, 5, null)).toBe(m.enterPiecesPerPacket);
  });
  it("refuses more than the requisition still has to receive", () => {
    expect(productionReceiptProblem(requisition, 10.001, 2)).toBe(m.receiptBeyondRequisition);
    expect(productionReceiptProblem(requisition, 1e21, 2)).toBe(m.receiptBeyondRequisition);
    expect(productionReceiptProblem(requisition, 10, 3)).toBeNull();
  });
  it("refuses a qty or pieces per packet of more than 3 decimals, never rounding them", () => {
    expect(productionReceiptProblem(requisition, 5.0005, 2)).toBe(commonMessages.quantityDecimals);
    expect(productionReceiptProblem(requisition, 5, 0.0004)).toBe(commonMessages.quantityDecimals);
  });
  it("makes at most 10,000 packets at once", () => {
    const hundred = { RemainingQty: 100 };
    expect(productionReceiptProblem(hundred, 100, 0.01)).toBeNull();
    expect(productionReceiptProblem(hundred, 100, 0.009)).toBe(m.tooManyPackets);
    expect(productionReceiptProblem(hundred, 100, 0.001)).toBe(m.tooManyPackets);
  });
});

describe("receiptPacketCount", () => {
  it("is qty / pieces rounded up", () => {
    expect(receiptPacketCount(10, 3)).toBe(4);
    expect(receiptPacketCount(9, 3)).toBe(3);
    expect(receiptPacketCount(0, 3)).toBe(0);
  });
});

describe("remainingToReceive", () => {
  it("is qty - received, never below 0", () => {
    expect(remainingToReceive(10, 2.5)).toBe(7.5);
    expect(remainingToReceive(10, 12)).toBe(0);
  });
});
