import { describe, expect, it } from "vitest";
import { stockTransferMessages as m } from "./messages/stock-transfer.js";
import { moveRefusalSeen, type PacketToMove } from "./stock-transfer.js";

const packet = (QRCode: string, ProductCode: string | null, ColAddress: string | null): PacketToMove => ({
  QRCode,
  ProductCode,
  ColAddress,
});
const empty = { ColAddress: "B-02", ColStatus: false };
const full = { ColAddress: "B-02", ColStatus: true };

describe("moveRefusalSeen", () => {
  it("refuses a packet already in the target bin, in any letter case, naming it", () => {
    expect(moveRefusalSeen([packet("P1", "RM-1", "A-01"), packet("P2", "RM-1", "b-02")], empty)).toEqual({
      message: m.alreadyInBin("P2", "B-02"),
      QRCode: "P2",
    });
  });
  it("refuses packets of two products into a Full bin, which takes only the one it holds", () => {
    expect(moveRefusalSeen([packet("P1", "RM-1", "A-01"), packet("P2", "rm-2", "A-01")], full)).toEqual({
      message: m.otherProductInBin("B-02"),
      QRCode: "P2",
    });
  });
  it("lets an empty bin take packets of several products", () => {
    expect(moveRefusalSeen([packet("P1", "RM-1", "A-01"), packet("P2", "RM-2", "A-03")], empty)).toBeNull();
  });
  it("leaves to the server what it cannot know: one product into a Full bin, packets scanned offline unseen", () => {
    expect(moveRefusalSeen([packet("P1", "RM-1", "A-01"), packet("P2", "rm-1", "A-03")], full)).toBeNull();
    expect(moveRefusalSeen([packet("P1", "RM-1", "A-01"), packet("P9", null, null)], full)).toBeNull();
  });
});
