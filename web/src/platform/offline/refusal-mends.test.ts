import {
  cycleCountCalls,
  floorText,
  inboundCalls,
  inboundMessages,
  productionCalls,
  productionMessages,
  stockTransferCalls,
  stockTransferMessages,
} from "@wms/domain";
import { describe, expect, it } from "vitest";
import type { OutboxCommand } from "./outbox";
import { refusalOf, refusedPacketsOf } from "./refusal-mends";

const conflict = (
  operationId: string,
  input: unknown,
  message: string,
  refusedPackets: string[],
): OutboxCommand => ({
  id: 1,
  userId: 1,
  operationId,
  input,
  idempotencyKey: "k1",
  doneAt: "2026-11-26T09:00:00.000Z",
  state: "conflict",
  message,
  refusedPackets,
});

const issue = productionCalls.issue.issueRMStore.operationId;
const putAway = inboundCalls.updateBinInwardMaterialStock.operationId;
const move = stockTransferCalls.movePackets.operationId;
const issueInput = {
  RequisitionNo: "REQ-9",
  storeItems: [{ QRCode: "P1" }, { QRCode: "P2" }, { QRCode: "P3" }],
};

describe("a refused queued action", () => {
  it("an issue names its requisition and packets; the refused packet is sent again without, or picked again", () => {
    const refusal = refusalOf(
      conflict(
        issue,
        issueInput,
        productionMessages.packetNotInStock,
        refusedPacketsOf(issue, { QRCode: "P2", QRCodes: ["P2"] }),
      ),
    );
    expect(refusal.said).toEqual({
      action: floorText.actionIssue,
      document: floorText.ofRequisition("REQ-9"),
      packets: ["P1", "P2", "P3"],
    });
    expect(refusal.refused).toEqual(["P2"]);
    expect(refusal.anotherBin).toBe(false);
    expect(refusal.rest).toEqual({
      input: { RequisitionNo: "REQ-9", storeItems: [{ QRCode: "P1" }, { QRCode: "P3" }] },
      packets: ["P1", "P3"],
    });
    expect(refusal.doAgain).toEqual({
      path: "/transactions/store-requisition-issue",
      draft: "issue",
      scans: ["REQ-9", "P1", "P3"],
      label: floorText.pickAgain,
    });
    expect(refusal.discardShows).toBe(floorText.discardShowsIssue(["P1", "P2", "P3"], "REQ-9"));
  });
  it("an issue whose every packet was refused offers no send of the rest", () => {
    const refusal = refusalOf(
      conflict(issue, issueInput, productionMessages.packetNotInStock, ["P1", "P2", "P3"]),
    );
    expect(refusal.rest).toBeNull();
    expect(refusal.doAgain?.scans).toEqual(["REQ-9"]);
  });
  it("a put-away refused for its bin offers another bin; one refused for its packets never does", () => {
    const input = { MRNID: 7, BinId: 4, storeItems: [{ QRCode: "7-1" }, { QRCode: "7-2" }] };
    const full = refusalOf(conflict(putAway, input, inboundMessages.binNotEmpty, []));
    expect(full.anotherBin).toBe(true);
    expect(full.rest).toBeNull();
    const inward = refusalOf(
      conflict(
        putAway,
        input,
        inboundMessages.packetAlreadyInward,
        refusedPacketsOf(putAway, [{ QRCode: "7-2" }]),
      ),
    );
    expect(inward.anotherBin).toBe(false);
    expect(inward.refused).toEqual(["7-2"]);
    expect(inward.rest?.input).toEqual({ MRNID: 7, BinId: 4, storeItems: [{ QRCode: "7-1" }] });
  });
  it("a move refused for its target bin offers another bin, whatever the case the bin was typed in", () => {
    const input = { QRCodes: ["P1"], ToBinAddress: "a-01-01" };
    expect(
      refusalOf(conflict(move, input, stockTransferMessages.otherProductInBin("A-01-01"), ["P1"])).anotherBin,
    ).toBe(true);
    expect(
      refusalOf(conflict(move, input, stockTransferMessages.alreadyInBin("P1", "A-01-01"), ["P1"]))
        .anotherBin,
    ).toBe(false);
  });
  it("a count refused is counted again from its count, and says what Discard leaves out", () => {
    const input = { CountId: 12, Lines: [{ QRCode: "P7", Qty: 2 }] };
    const refusal = refusalOf(
      conflict(cycleCountCalls.recordCount.operationId, input, "Not in this bin.", ["P7"]),
    );
    expect(refusal.doAgain?.path).toBe("/transactions/cycle-count?CountId=12");
    expect(refusal.doAgain?.label).toBe(floorText.recount);
    expect(refusal.discardShows).toBe(floorText.discardShowsCount(["P7"]));
  });
});
