import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPartiallyReceived,
  packetQuantities,
  qualityCheckRowProblem,
  rejectedQty,
  reportRangeProblem,
  totalSlip,
} from "./inbound.js";
import { commonMessages } from "./messages/common.js";
import { inboundMessages } from "./messages/inbound.js";
import { stockMessages } from "./messages/stock.js";
import { milliOf } from "./quantity.js";
import { typedQty } from "./quantity.test-support.js";

const milli = typedQty(1_000_000);
/** Packet sizes from 1: at most 1,000 packets per case. */
const packetSize = typedQty(1_000_000, 1000);

describe("rejectedQty", () => {
  it("is received minus approved, exact to 3 decimals", () => {
    expect(rejectedQty(10.3, 7.1)).toBe(3.2);
    fc.assert(
      fc.property(milli, milli, (a, b) => {
        const [received, approved] = a >= b ? [a, b] : [b, a];
        expect(milliOf(rejectedQty(received, approved))).toBe(milliOf(received) - milliOf(approved));
      }),
    );
  });
});

describe("totalSlip", () => {
  it("rounds approved / pieces up", () => {
    expect(totalSlip(100, 30)).toBe(4);
    expect(totalSlip(90, 30)).toBe(3);
    expect(totalSlip(0.3, 0.1)).toBe(3);
  });
  it("is 0 without an approved quantity or a packet size", () => {
    expect(totalSlip(0, 5)).toBe(0);
    expect(totalSlip(5, 0)).toBe(0);
  });
});

describe("packetQuantities", () => {
  it("makes full packets and puts the remainder in the last", () => {
    expect(packetQuantities(100, 30)).toEqual([30, 30, 30, 10]);
    expect(packetQuantities(60, 30)).toEqual([30, 30]);
  });
  it("always sums to the approved quantity, one packet per slip, none empty or above the packet size", () => {
    fc.assert(
      fc.property(milli, packetSize, (approved, pieces) => {
        const qs = packetQuantities(approved, pieces);
        expect(qs.length).toBe(totalSlip(approved, pieces));
        expect(qs.reduce((s, q) => s + milliOf(q), 0)).toBe(milliOf(approved));
        expect(qs.every((q) => milliOf(q) > 0 && milliOf(q) <= milliOf(pieces))).toBe(true);
      }),
    );
  });
});

describe("isPartiallyReceived", () => {
  it("is true only when received is below requested", () => {
    expect(isPartiallyReceived(9, 10)).toBe(true);
    expect(isPartiallyReceived(10, 10)).toBe(false);
  });
});

describe("qualityCheckRowProblem", () => {
  const row = { ReceivedQty: 10, ApprovedQty: 10, PiecesPerPacket: 5, RejectedRemark: "" };
  it("accepts a full approval without remark", () => expect(qualityCheckRowProblem(row)).toBeNull());
  it("needs a packet size", () => {
    expect(qualityCheckRowProblem({ ...row, PiecesPerPacket: 0 })).toBe(inboundMessages.insertPacketQty);
    expect(qualityCheckRowProblem({ ...row, PiecesPerPacket: null })).toBe(inboundMessages.insertPacketQty);
  });
  it("needs a remark when something is rejected", () => {
    expect(qualityCheckRowProblem({ ...row, ApprovedQty: 8 })).toBe(inboundMessages.insertRemark);
    expect(qualityCheckRowProblem({ ...row, ApprovedQty: 8, RejectedRemark: "dented" })).toBeNull();
  });
  it("refuses approving more than received", () => {
    expect(qualityCheckRowProblem({ ...row, ApprovedQty: 11 })).toBe(inboundMessages.approvedAboveReceived);
  });
  it("refuses an approved qty or a packet size of more than 3 decimals, never rounding it", () => {
    expect(qualityCheckRowProblem({ ...row, ApprovedQty: 9.9995 })).toBe(commonMessages.quantityDecimals);
    expect(qualityCheckRowProblem({ ...row, PiecesPerPacket: 2.0001 })).toBe(commonMessages.quantityDecimals);
  });
  it("makes at most 10,000 packets of a line", () => {
    const hundred = { ...row, ReceivedQty: 100, ApprovedQty: 100 };
    expect(qualityCheckRowProblem({ ...hundred, PiecesPerPacket: 0.01 })).toBeNull();
    expect(qualityCheckRowProblem({ ...hundred, PiecesPerPacket: 0.009 })).toBe(stockMessages.tooManyPackets);
    expect(qualityCheckRowProblem({ ...hundred, PiecesPerPacket: 0.001 })).toBe(stockMessages.tooManyPackets);
  });
});

describe("reportRangeProblem", () => {
  it("needs both dates", () => {
    expect(reportRangeProblem("", "11/21/2026")).toBe(inboundMessages.selectFromDate);
    expect(reportRangeProblem("11/14/2026", null)).toBe(inboundMessages.selectToDate);
  });
  it("needs real dates", () =>
    expect(reportRangeProblem("13/45/2026", "11/21/2026")).toBe(inboundMessages.onlyDate));
  it("needs from not after to", () => {
    expect(reportRangeProblem("11/22/2026", "11/21/2026")).toBe(inboundMessages.fromBeforeTo);
    expect(reportRangeProblem("11/21/2026", "11/21/2026")).toBeNull();
  });
  it("tells a To date set before From from the To side", () =>
    expect(reportRangeProblem("11/22/2026", "11/21/2026", "to")).toBe(inboundMessages.toAfterFrom));
});
