import { describe, expect, it } from "vitest";
import { commonMessages } from "./messages/common.js";
import { addReceivedQtyProblem, deliveryMessages, outstandingQty } from "./mrn-delivery.js";

describe("outstandingQty", () => {
  it("is requested minus received, exact to 3 decimals, never negative", () => {
    expect(outstandingQty(10.3, 7.1)).toBe(3.2);
    expect(outstandingQty(5, 8)).toBe(0);
  });
});

describe("addReceivedQtyProblem", () => {
  const line = { RequestedQty: 100, ReceivedQty: 60 };
  it("accepts up to the outstanding quantity", () => {
    expect(addReceivedQtyProblem(line, 40)).toBeNull();
    expect(addReceivedQtyProblem(line, 0.001)).toBeNull();
  });
  it("refuses nothing, zero or negative, and more than is still to receive", () => {
    expect(addReceivedQtyProblem(line, null)).toBe(deliveryMessages.enterReceivedQty);
    expect(addReceivedQtyProblem(line, 0)).toBe(deliveryMessages.enterReceivedQty);
    expect(addReceivedQtyProblem(line, -1)).toBe(deliveryMessages.enterReceivedQty);
    expect(addReceivedQtyProblem(line, 40.001)).toBe(deliveryMessages.receivedAboveOutstanding);
  });
  it("refuses more than 3 decimals with the quantity's message, never rounding them", () => {
    expect(addReceivedQtyProblem(line, 39.9995)).toBe(commonMessages.quantityDecimals);
    expect(addReceivedQtyProblem(line, 0.0001)).toBe(commonMessages.quantityDecimals);
  });
  it("refuses a line received in full", () => {
    expect(addReceivedQtyProblem({ RequestedQty: 10, ReceivedQty: 10 }, 1)).toBe(
      deliveryMessages.nothingOutstanding,
    );
  });
});
