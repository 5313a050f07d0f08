import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inboundMessages } from "./messages/inbound.js";
import { productionMessages } from "./messages/production.js";
import { stockMessages } from "./messages/stock.js";
import { stockOnHandMessages } from "./messages/stock-on-hand.js";
import {
  binTakenByQueuedPutAway,
  fifoScanOffline,
  issueScanOffline,
  type KeptBinPacket,
  type KeptPacket,
  lotOfPacketCode,
  packetInQueuedAction,
  putAwayScanOffline,
  type QueuedPacketActions,
} from "./offline-scan.js";
import { matchScan } from "./scan-matching.js";

const packet = (QRCode: string) => ({ QRCode, ProductCode: "RM1", Qty: 4 });

describe("lotOfPacketCode", () => {
  it("reads the MRN of a quality-check packet and of the splits and returns made from it", () => {
    expect(lotOfPacketCode("991801-12-001")).toEqual({ MRNID: 991801 });
    expect(lotOfPacketCode(" 7-3-S88 ")).toEqual({ MRNID: 7 });
    expect(lotOfPacketCode("7-3-R90")).toEqual({ MRNID: 7 });
  });

  it("reads the producing requisition of a produced packet, in any case", () => {
    expect(lotOfPacketCode("req12-P5")).toEqual({ RequisitionNo: "REQ12" });
  });

  it("names no lot for a code of any other shape", () => {
    for (const code of ["ABC-1", "12", "12-3", "REQ12", "0-1-001"]) expect(lotOfPacketCode(code)).toBeNull();
  });
});

describe("putAwayScanOffline", () => {
  const kept = [packet("55-1-001"), packet("55-1-002")];

  it("takes a packet of the lot's list still to put away with its details, blanks around its code ignored", () => {
    expect(putAwayScanOffline({ MRNID: 55 }, "55-1-002", kept)).toEqual({ kind: "taken", item: kept[1] });
    expect(putAwayScanOffline({ MRNID: 55 }, " 55-1-001 ", [packet("55-1-001")])).toMatchObject({
      kind: "taken",
    });
  });

  it("matches codes as the server does, exactly: a code in another case is not the kept packet", () => {
    expect(putAwayScanOffline({ MRNID: 55 }, "55-1-00a", [packet("55-1-00A")])).toEqual({ kind: "toVerify" });
  });

  it("refuses a packet whose code names another MRN with the server's message", () => {
    expect(putAwayScanOffline({ MRNID: 55 }, "56-1-001", kept)).toEqual({
      kind: "refused",
      message: inboundMessages.packetOfOtherMrn,
    });
    expect(putAwayScanOffline({ MRNID: 55 }, "REQ3-P9", kept)).toEqual({
      kind: "refused",
      message: inboundMessages.packetOfOtherMrn,
    });
  });

  it("refuses a packet whose code names another requisition than the loaded one", () => {
    expect(putAwayScanOffline({ RequisitionNo: "REQ3" }, "REQ31-P9", [])).toEqual({
      kind: "refused",
      message: stockMessages.packetOfOtherRequisition,
    });
    expect(putAwayScanOffline({ RequisitionNo: "REQ3" }, "55-1-001", [])).toEqual({
      kind: "refused",
      message: stockMessages.packetOfOtherRequisition,
    });
  });

  it("takes to verify a packet of the lot not in the kept list, and one whose code names no lot", () => {
    expect(putAwayScanOffline({ MRNID: 55 }, "55-1-S77", kept)).toEqual({ kind: "toVerify" });
    expect(putAwayScanOffline({ RequisitionNo: "req3" }, "REQ3-P9", [])).toEqual({ kind: "toVerify" });
    expect(putAwayScanOffline({ MRNID: 55 }, "LABEL-X", kept)).toEqual({ kind: "toVerify" });
  });
});

describe("issueScanOffline", () => {
  const lines = [{ RMCode: "RM1", Quantity: 6, ScannedQty: 0, RemainingQty: 6 }];
  const kept = (QRCode: string, over: Partial<KeptPacket> = {}): KeptPacket => ({
    QRCode,
    ProductCode: "RM1",
    SupplierCode: "SUP1",
    Qty: 4,
    Status: "InBin",
    HoldReason: null,
    ...over,
  });

  it("matches a packet kept on the device exactly as the online scan does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (milli) => {
        const p = kept("P1", { Qty: milli / 1000 });
        const offline = issueScanOffline(lines, [], [], "P1", p);
        const online = matchScan(lines, [], {
          QRCode: "P1",
          ProductCode: "RM1",
          SupplierCode: "SUP1",
          Qty: p.Qty,
        });
        expect(offline).toEqual(
          online.ok ? { kind: "taken", item: { lines: online.lines, item: online.item } } : null,
        );
      }),
    );
  });

  it("refuses with matchScan's message what the kept data proves wrong: another product, another supplier", () => {
    expect(issueScanOffline(lines, [], [], "P1", kept("P1", { ProductCode: "RM2" }))).toEqual({
      kind: "refused",
      message: productionMessages.notInBom("RM2"),
    });
    const first = issueScanOffline(lines, [], [], "P1", kept("P1", { Qty: 1 }));
    if (first.kind !== "taken") throw new Error(first.kind);
    expect(
      issueScanOffline(first.item.lines, [first.item.item], [], "P2", kept("P2", { SupplierCode: "SUP2" })),
    ).toEqual({ kind: "refused", message: productionMessages.sameSupplier });
  });

  it("refuses a code already scanned, checked or to verify", () => {
    const first = issueScanOffline(lines, [], [], "P1", kept("P1", { Qty: 1 }));
    if (first.kind !== "taken") throw new Error(first.kind);
    const refused = { kind: "refused", message: productionMessages.alreadyScanned };
    expect(issueScanOffline(first.item.lines, [first.item.item], [], " P1", kept("P1"))).toEqual(refused);
    expect(issueScanOffline(lines, [], ["X9"], "X9 ", undefined)).toEqual(refused);
  });

  it("refuses a held packet with the server's message, but takes a recall hold to verify (its message names the recall)", () => {
    expect(
      issueScanOffline(lines, [], [], "P1", kept("P1", { Status: "OnHold", HoldReason: "Damaged" })),
    ).toEqual({
      kind: "refused",
      message: "Packet P1 is on hold (Damaged).",
    });
    expect(
      issueScanOffline(lines, [], [], "P1", kept("P1", { Status: "OnHold", HoldReason: "Recall" })),
    ).toEqual({
      kind: "toVerify",
    });
  });

  it("takes a packet the device does not know to verify", () => {
    expect(issueScanOffline(lines, [], [], "P9", undefined)).toEqual({ kind: "toVerify" });
  });
});

describe("binTakenByQueuedPutAway", () => {
  const bin = { BinId: 7, ColAddress: "A-07" };
  it("refuses a bin a queued put-away already takes, naming that put-away", () => {
    expect(binTakenByQueuedPutAway(bin, [{ MRNID: 55, BinId: 7 }])).toBe(
      inboundMessages.binTakenByQueued("A-07", "MRN 55"),
    );
    expect(binTakenByQueuedPutAway(bin, [{ RequisitionNo: "REQ000009", BinId: 7 }])).toContain("REQ000009");
  });
  it("lets a bin no queued put-away takes be chosen", () => {
    expect(binTakenByQueuedPutAway(bin, [{ MRNID: 55, BinId: 8 }])).toBeNull();
    expect(binTakenByQueuedPutAway(bin, [])).toBeNull();
  });
});

describe("packetInQueuedAction", () => {
  const code = fc.constantFrom("P1", "P2", "P3", "P4", "P5", "P6");
  const codes = fc.array(code, { maxLength: 3 });
  const queue: fc.Arbitrary<QueuedPacketActions> = fc.record({
    issues: fc.array(
      fc.record({
        RequisitionNo: fc.constantFrom("REQ000001", "req000002"),
        storeItems: codes.map((c) => c.map((QRCode) => ({ QRCode }))),
      }),
      { maxLength: 3 },
    ),
    moves: fc.array(fc.record({ QRCodes: codes, ToBinAddress: fc.constantFrom("A-01", "B-02") }), {
      maxLength: 3,
    }),
    putAways: fc.array(
      fc.record({
        MRNID: fc.constantFrom(55, 56),
        BinId: fc.constantFrom(7, 8),
        storeItems: codes.map((c) => c.map((QRCode) => ({ QRCode }))),
      }),
      { maxLength: 3 },
    ),
  });

  it("refuses exactly the packets a queued issue, move or put-away takes, naming that action", () => {
    fc.assert(
      fc.property(queue, code, fc.constantFrom("", " "), (queued, packet, blank) => {
        // the oracle: the first queued action holding the packet, issues before moves before put-aways
        const issue = queued.issues.find((q) => q.storeItems.some((i) => i.QRCode === packet));
        const move = queued.moves.find((q) => q.QRCodes.includes(packet));
        const putAway = queued.putAways.find((q) => q.storeItems.some((i) => i.QRCode === packet));
        const expected = issue
          ? stockMessages.packetInQueuedIssue(packet, issue.RequisitionNo.toUpperCase())
          : move
            ? stockMessages.packetInQueuedMove(packet, move.ToBinAddress)
            : putAway
              ? stockMessages.packetInQueuedPutAway(packet, `MRN ${putAway.MRNID}`)
              : null;
        expect(packetInQueuedAction(`${blank}${packet}${blank}`, queued)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it("takes a packet whose code differs from every queued one, even only in case", () => {
    const queued: QueuedPacketActions = {
      issues: [{ RequisitionNo: "REQ000001", storeItems: [{ QRCode: "P1" }] }],
      moves: [{ QRCodes: ["P2"], ToBinAddress: "A-01" }],
      putAways: [{ RequisitionNo: "REQ000003", BinId: 7, storeItems: [{ QRCode: "P3" }] }],
    };
    for (const other of ["p1", "p2", "p3", "P4"]) expect(packetInQueuedAction(other, queued)).toBeNull();
    expect(packetInQueuedAction("P3", queued)).toBe(stockMessages.packetInQueuedPutAway("P3", "REQ000003"));
  });
});

describe("fifoScanOffline", () => {
  const binPacket: fc.Arbitrary<Omit<KeptBinPacket, "QRCode">> = fc.record({
    ProductCode: fc.constantFrom("RM1", "rm1", "RM2"),
    ColAddress: fc.constantFrom("A-01", "B-02"),
    ReceivedOn: fc.constantFrom("2026-01-05", "2026-01-06", "2026-02-01"),
    Status: fc.constantFrom("InBin", "OnHold", "Issued"),
  });
  const keptList = fc
    .array(binPacket, { maxLength: 8 })
    .map((list) => list.map((p, i): KeptBinPacket => ({ ...p, QRCode: `P${i}` })));

  it("refuses (strict) or names (warn) the oldest available packet of an older lot of the product, never a picked one", () => {
    fc.assert(
      fc.property(keptList, binPacket, fc.array(fc.nat(8)), (kept, scanned, pickedAt) => {
        const packet = { ...scanned, QRCode: "NEW" };
        const picked = pickedAt.map((i) => `P${i}`);
        // the oracle: every candidate the server's query would return, oldest first
        const candidates = kept
          .filter(
            (k) =>
              k.Status === "InBin" &&
              k.ProductCode.toUpperCase() === packet.ProductCode.toUpperCase() &&
              k.ReceivedOn < packet.ReceivedOn &&
              !picked.includes(k.QRCode),
          )
          .sort((a, b) => a.ReceivedOn.localeCompare(b.ReceivedOn));
        const oldest = candidates[0];
        expect(fifoScanOffline("off", packet, kept, picked)).toBeNull();
        expect(fifoScanOffline("strict", packet, kept, picked)).toEqual(
          oldest
            ? {
                kind: "refused",
                message: stockOnHandMessages.fifoRefused("NEW", oldest.QRCode, oldest.ColAddress),
              }
            : null,
        );
        expect(fifoScanOffline("warn", packet, kept, picked)).toEqual(
          oldest
            ? { kind: "warning", message: stockOnHandMessages.fifoOlder(oldest.QRCode, oldest.ColAddress) }
            : null,
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
