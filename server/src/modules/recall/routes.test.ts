import {
  cycleCountMessages as countMessages,
  formatSentDate,
  type HoldReason,
  recallMessages as m,
  packetInStateMessage,
  type RecallClosed,
  type RecallDetail,
  type RecallListRow,
  type RecallOpened,
  type RecallPreview,
} from "@wms/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bins,
  boms,
  packets,
  products,
  recallPackets,
  requisitionIssues,
  suppliers,
} from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { returnToStock } from "../stock/return-to-stock.js";

let t: TestApp;
let plant: Plant;
let chainNo = 0;
let nextSerial = 1;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const api = "/api/api/Recall/";
const preview = (body: Record<string, unknown>) => t.call<RecallPreview>("POST", `${api}PreviewRecall`, body);
const create = (body: Record<string, unknown>, Reason = "supplier reports bad lot") =>
  t.call<RecallOpened>("POST", `${api}CreateRecall`, { ...body, Reason });
const detail = (id: number) => t.call<RecallDetail>("GET", `${api}GetRecall/${id}`);
const close = (RecallId: number, Disposition: string) =>
  t.call<RecallClosed>("POST", `${api}CloseRecall`, { RecallId, Disposition });
const list = (body: Record<string, unknown> = {}) =>
  t.call<RecallListRow[]>("POST", `${api}GetRecalls`, {
    PageNo: 1,
    First: 1,
    PageSize: 10,
    SortColumn: "RecallId",
    SortOrder: "DESC",
    ...body,
  });
const issue = (RequisitionNo: string, codes: string[]) =>
  t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo,
    storeItems: codes.map((QRCode) => ({ QRCode })),
  });
const stateOf = async (codes: string[]) =>
  t.db
    .select({
      qrCode: packets.qrCode,
      status: packets.status,
      holdReason: packets.holdReason,
      holdRemark: packets.holdRemark,
      binId: packets.binId,
      qty: packets.qty,
    })
    .from(packets)
    .where(inArray(packets.qrCode, codes))
    .orderBy(asc(packets.qrCode));
const stockIsTrue = async () => expect(await stockProblems(t.db)).toEqual([]);
const sorted = (codes: string[]) => [...codes].sort();

/** A new RM's MRN: `count` packets in a bin and `rejected` rejected ones, the first `held` in the bin put on hold for `reason`. */
async function heldLot(
  prefix: string,
  reason: HoldReason,
  lot: { qty: number; count: number; rejected: number; held: number },
) {
  const rm = await plant.product(`${prefix}${++chainNo}`, 3);
  const made = await receiveStock(t.db, {
    productId: rm,
    supplierId: plant.supplierId,
    qty: lot.qty,
    count: lot.count,
    rejected: lot.rejected,
  });
  const QRCodes = made
    .filter((p) => !p.rejected)
    .slice(0, lot.held)
    .map((p) => p.qrCode);
  const held = await t.call("POST", "/api/api/StockHold/HoldPackets", {
    QRCodes,
    Reason: reason,
    Remark: "",
  });
  expect(held.body.ResponseCode, held.body.ResponseMessage).toBe("200");
  return made;
}

/**
 * An MRN of three RM packets (10 each) in one bin; one issued to an intermediate job and 4 of it consumed; the
 * job's output (2 packets) put away; one of those issued to an FG job, whose 5 serials are mapped and packed in one
 * FG packet (Packed, not yet put away). Another MRN of the same RM stays untouched.
 */
async function chain() {
  const n = ++chainNo;
  const rm = await plant.product(`RC${n}-RM`, 3);
  const int = await plant.product(`RC${n}-INT`, 2);
  const fg = await plant.product(`RC${n}-FG`, 1, [[int, "0.2"]]);
  await t.db.update(products).set({ fgSerialsPerPacket: 5 }).where(eq(products.productId, fg));
  const lot = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 10, count: 3 });
  const other = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 10, count: 1 });
  const intJob = await plant.requisition(int, 2);
  await plant.issueCodes(intJob.requisitionNo, [lot[0].qrCode]);
  await reportActivity(
    t.db,
    "intermediate",
    {
      RequisitionNo: intJob.requisitionNo,
      ShiftId: plant.shiftId,
      Operator: "Kiran",
      Stage: "Start",
      storeItems: [{ ProductCode: `RC${n}-RM`, Quantity: 4 }],
    },
    null,
  );
  const output = await plant.receiveOutput(intJob.requisitionNo, 1, 1);
  const fgJob = await plant.requisition(fg, 5);
  await plant.issueCodes(fgJob.requisitionNo, [output[0]]);
  const fromNo = nextSerial;
  nextSerial += 5;
  const mapped = await mapSerials(
    t.db,
    { RequisitionId: fgJob.requisitionId, FromNo: fromNo, ToNo: fromNo + 4, Qty: 5 },
    null,
  );
  const fgPacket = mapped.packets[0].QRCode;
  return { rm, int, lot, other, intJob, output, fgJob, fgPacket, fromNo, mrnId: lot[0].mrnId };
}

describe("Recall/PreviewRecall", () => {
  it("reaches through the intermediate job into the FG serials: ranges, both requisitions, and every packet of the lot in stock or at production", async () => {
    const c = await chain();
    const res = await preview({ MRNID: c.mrnId });
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    const p = res.body.ResponseData;
    expect(p.Lot).toBe(`MRN ${c.mrnId}`);
    expect(p.Serials.map((s) => [s.RequisitionNo, s.FromNo, s.ToNo, s.Qty])).toEqual([
      [c.fgJob.requisitionNo, c.fromNo, c.fromNo + 4, 5],
    ]);
    expect(sorted(p.Requisitions.map((r) => r.RequisitionNo))).toEqual(
      sorted([c.intJob.requisitionNo, c.fgJob.requisitionNo]),
    );
    const byCode = new Map(p.Packets.map((x) => [x.QRCode, x]));
    expect(sorted([...byCode.keys()])).toEqual(
      sorted([c.lot[1].qrCode, c.lot[2].qrCode, c.lot[0].qrCode, c.output[0], c.fgPacket]),
    );
    expect(byCode.get(c.fgPacket)).toMatchObject({ Status: "Packed", Lot: c.fgJob.requisitionNo });
    expect(byCode.get(c.lot[0].qrCode)).toMatchObject({
      Status: "Issued",
      Qty: 6,
      IssuedTo: c.intJob.requisitionNo,
    });
    expect(byCode.get(c.output[0])).toMatchObject({
      Status: "Issued",
      IssuedTo: c.fgJob.requisitionNo,
      Lot: c.intJob.requisitionNo,
    });
    expect(byCode.get(c.lot[1].qrCode)).toMatchObject({
      Status: "InBin",
      Lot: `MRN ${c.mrnId}`,
      IssuedTo: null,
    });
    expect(byCode.get(c.lot[1].qrCode)?.ColAddress).toBeTruthy();
    expect(p.Counts).toEqual({
      SerialRanges: 1,
      SerialUnits: 5,
      Requisitions: 2,
      ToHold: 3,
      AlreadyHeld: 0,
      AtProduction: 2,
    });
    expect(p.Truncated).toBe(false);
  });

  it("from a PO number, a packet QR (the packet and what was split from it) or a supplier's deliveries between two days", async () => {
    const c = await chain();
    const po = await preview({ PONumber: `PO-${c.mrnId}` });
    expect(po.body.ResponseData.Counts.ToHold).toBe(3);
    const one = await preview({ QRCode: c.lot[1].qrCode });
    expect(one.body.ResponseData.Packets.map((x) => x.QRCode)).toEqual([c.lot[1].qrCode]);
    expect(one.body.ResponseData.Requisitions).toEqual([]);
    const issued = await preview({ QRCode: c.lot[0].qrCode });
    expect(issued.body.ResponseData.Counts).toMatchObject({
      Requisitions: 2,
      SerialRanges: 1,
      AtProduction: 2,
    });
    const [supplier] = await t.db
      .select({ supplier_code: suppliers.supplierCode })
      .from(suppliers)
      .where(eq(suppliers.supplierId, plant.supplierId));
    const day = formatSentDate(new Date());
    const bySupplier = await preview({ SupplierCode: supplier.supplier_code, FromDate: day, ToDate: day });
    expect(bySupplier.body.ResponseCode).toBe("200");
    const codes = bySupplier.body.ResponseData.Packets.map((x) => x.QRCode);
    expect(codes).toEqual(expect.arrayContaining([c.lot[1].qrCode, c.other[0].qrCode, c.output[0]]));
  });

  it("refuses a lot that does not exist, naming it, and a request naming no lot or two", async () => {
    expect((await preview({ MRNID: 987654321 })).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.mrnUnknown(987654321),
    });
    expect((await preview({ PONumber: "NO-SUCH-PO" })).body.ResponseMessage).toBe(m.poUnknown("NO-SUCH-PO"));
    expect((await preview({ QRCode: "NO-SUCH" })).body.ResponseMessage).toBe("QR code NO-SUCH not found.");
    expect(
      (await preview({ SupplierCode: "NO-SUCH", FromDate: "01/01/2026", ToDate: "01/31/2026" })).body
        .ResponseMessage,
    ).toBe(m.supplierUnknown("NO-SUCH"));
    expect((await preview({})).body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.askOneLot });
    expect((await preview({ MRNID: 5, PONumber: "X" })).body.ResponseMessage).toBe(m.askOneLot);
    expect((await preview({ SupplierCode: "S1" })).body.ResponseMessage).toBe(m.datesNeeded);
    expect(
      (await preview({ SupplierCode: "S1", FromDate: "02/01/2026", ToDate: "01/01/2026" })).body
        .ResponseMessage,
    ).toBe(m.datesOrder);
    expect(
      (await preview({ SupplierCode: "S1", FromDate: "13/45/2026", ToDate: "01/01/2026" })).body
        .ResponseMessage,
    ).toBe(m.dateInvalid);
  });
});

describe("Recall/CreateRecall", () => {
  it("holds every packet of the lot in stock (reason Recall, the remark naming it), lists those at production with their requisition, and changes no other packet", async () => {
    const c = await chain();
    const before = await stateOf([c.other[0].qrCode]);
    const res = await create({ MRNID: c.mrnId });
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    const opened = res.body.ResponseData;
    expect(opened).toMatchObject({
      Held: 3,
      AlreadyHeld: 0,
      AtProduction: 2,
      Requisitions: 2,
      SerialRanges: 1,
    });
    expect(res.body.ResponseMessage).toBe(m.opened(opened.RecallId, 3));
    const held = await stateOf([c.lot[1].qrCode, c.lot[2].qrCode]);
    for (const p of held) {
      expect(p).toMatchObject({ status: "OnHold", holdReason: "Recall" });
      expect(p.holdRemark).toBe(`Recall ${opened.RecallId}: supplier reports bad lot`);
      expect(p.binId).not.toBeNull();
    }
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, held[0].binId!));
    expect(bin.colStatus).toBe(true);
    expect(await stateOf([c.other[0].qrCode])).toEqual(before);
    expect(await stateOf([c.lot[0].qrCode])).toMatchObject([{ status: "Issued" }]);

    const d = (await detail(opened.RecallId)).body.ResponseData;
    expect(d).toMatchObject({
      Status: "Open",
      Held: 3,
      AtProduction: 2,
      StillHeld: 3,
      Lot: `MRN ${c.mrnId}`,
    });
    expect(d.Packets.map((p) => [p.QRCode, p.Outcome, p.FromStatus]).sort()).toEqual(
      [
        [c.lot[0].qrCode, "AtProduction", "Issued"],
        [c.output[0], "AtProduction", "Issued"],
        [c.lot[1].qrCode, "Held", "InBin"],
        [c.lot[2].qrCode, "Held", "InBin"],
        [c.fgPacket, "Held", "Packed"],
      ].sort(),
    );
    expect(d.Packets.find((p) => p.QRCode === c.lot[0].qrCode)?.IssuedTo).toBe(c.intJob.requisitionNo);
    expect(d.Serials.map((s) => s.FromNo)).toEqual([c.fromNo]);
    await stockIsTrue();
  });

  it("refuses the issue of a held packet by scan and by issue, naming the recall; Hold & Scrap cannot release it", async () => {
    const c = await chain();
    const opened = (await create({ MRNID: c.mrnId })).body.ResponseData;
    const message = packetInStateMessage(c.lot[1].qrCode, "OnHold", "Recall", opened.RecallId);
    expect(message).toContain(`Recall ${opened.RecallId}`);
    expect((await issue(c.intJob.requisitionNo, [c.lot[1].qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: message,
    });
    expect(
      (await t.call("POST", "/api/api/StoreRequisitionIssue/GetPacketToIssue", { QRCode: c.lot[1].qrCode }))
        .body,
    ).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    expect(
      (await t.call("POST", "/api/api/StockHold/ReleasePackets", { QRCodes: [c.lot[1].qrCode], Remark: "" }))
        .body,
    ).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.heldForRecall(c.lot[1].qrCode, opened.RecallId),
    });
    expect(await stateOf([c.lot[1].qrCode])).toMatchObject([{ status: "OnHold" }]);
    await stockIsTrue();
  });

  it("a packet already held for another reason or rejected is left as it was, listed as already held, and bound to the recall until it closes", async () => {
    const lot = await heldLot("RC-AH", "Damaged", { qty: 5, count: 2, rejected: 1, held: 1 });
    const opened = (await create({ MRNID: lot[0].mrnId })).body.ResponseData;
    expect(opened).toMatchObject({
      Held: 1,
      AlreadyHeld: 2,
      AtProduction: 0,
      Requisitions: 0,
      SerialRanges: 0,
    });
    const states = await stateOf(lot.map((p) => p.qrCode));
    expect(states.map((s) => [s.qrCode, s.status, s.holdReason]).sort()).toEqual(
      [
        [lot[0].qrCode, "OnHold", "Damaged"],
        [lot[1].qrCode, "OnHold", "Recall"],
        [lot[2].qrCode, "Rejected", null],
      ].sort(),
    );
    // Neither leaves its state while the recall is open: release, acceptance and the scans name the recall.
    const id = opened.RecallId;
    const release = (code: string) =>
      t.call("POST", "/api/api/StockHold/ReleasePackets", { QRCodes: [code], Remark: "" });
    const accept = (code: string) =>
      t.call("POST", "/api/api/StockHold/AcceptRejected", { QRCodes: [code], Remark: "" });
    expect((await release(lot[0].qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.heldForRecall(lot[0].qrCode, id),
    });
    expect((await accept(lot[2].qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.heldForRecall(lot[2].qrCode, id),
    });
    const damaged = packetInStateMessage(lot[0].qrCode, "OnHold", "Damaged", id);
    expect(damaged).toContain(`Damaged, Recall ${id}`);
    expect(
      (await t.call("POST", "/api/api/StockTransfer/GetPacket", { QRCode: lot[0].qrCode })).body,
    ).toMatchObject({ ResponseCode: "400", ResponseMessage: damaged });
    expect(
      (await t.call("POST", "/api/api/StoreRequisitionIssue/GetPacketToIssue", { QRCode: lot[2].qrCode }))
        .body,
    ).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(lot[2].qrCode, "Rejected", null, id),
    });
    expect(await stateOf(lot.map((p) => p.qrCode))).toEqual(states);

    // Closed with Release: the recall's own hold is released; the others keep theirs and are free to be dealt with.
    expect((await close(id, "Release")).body.ResponseData.Changed).toBe(1);
    const kept = new Map((await stateOf(lot.map((p) => p.qrCode))).map((p) => [p.qrCode, p.status]));
    expect([kept.get(lot[0].qrCode), kept.get(lot[1].qrCode), kept.get(lot[2].qrCode)]).toEqual([
      "OnHold",
      "InBin",
      "Rejected",
    ]);
    expect((await release(lot[0].qrCode)).body.ResponseCode).toBe("200");
    expect((await accept(lot[2].qrCode)).body.ResponseCode).toBe("200");
    await stockIsTrue();
  });

  it("closed with Scrap, a recall scraps the packets it found held for another reason or rejected too", async () => {
    const lot = await heldLot("RC-AS", "Expired", { qty: 5, count: 2, rejected: 1, held: 1 });
    const opened = (await create({ MRNID: lot[0].mrnId })).body.ResponseData;
    expect((await close(opened.RecallId, "Scrap")).body.ResponseData.Changed).toBe(3);
    expect((await stateOf(lot.map((p) => p.qrCode))).map((p) => [p.status, p.binId])).toEqual([
      ["Scrapped", null],
      ["Scrapped", null],
      ["Scrapped", null],
    ]);
    await stockIsTrue();
  });

  it("every scan screen refuses a packet an open recall holds naming the recall: put-away, transfer, count, hold, release, acceptance, issue", async () => {
    const rm = await plant.product(`RC-SC${++chainNo}`, 3);
    const stored = await receiveStock(t.db, {
      productId: rm,
      supplierId: plant.supplierId,
      qty: 5,
      count: 1,
      rejected: 1,
    });
    const packed = await receiveStock(t.db, {
      productId: rm,
      supplierId: plant.supplierId,
      qty: 5,
      binId: null,
    });
    const a = (await create({ MRNID: stored[0].mrnId })).body.ResponseData.RecallId;
    const b = (await create({ MRNID: packed[0].mrnId })).body.ResponseData.RecallId;
    const [held, rejected] = [stored[0].qrCode, stored[1].qrCode];
    const onHold = packetInStateMessage(held, "OnHold", "Recall", a);
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, stored[0].binId!));
    const refused = async (path: string, body: Record<string, unknown>, message: string) =>
      expect((await t.call("POST", `/api/api/${path}`, body)).body, path).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: message,
      });

    await refused(
      "RawMaterialInward/CheckRMExists",
      { MRNID: packed[0].mrnId, QRCode: packed[0].qrCode },
      packetInStateMessage(packed[0].qrCode, "OnHold", "Recall", b),
    );
    await refused(
      "RawMaterialInward/UpdateBinInwardMaterialStock",
      {
        MRNID: packed[0].mrnId,
        BinId: (await makeBin(t.db)).binId,
        storeItems: [{ QRCode: packed[0].qrCode }],
      },
      packetInStateMessage(packed[0].qrCode, "OnHold", "Recall", b),
    );
    await refused("StockTransfer/GetPacket", { QRCode: held }, onHold);
    await refused("StockTransfer/MovePackets", { QRCodes: [held], ToBinAddress: bin.colAddress }, onHold);
    const count = await t.call<{ CountId: number }>("POST", "/api/api/CycleCount/StartCount", {
      BinAddress: bin.colAddress,
    });
    await refused(
      "CycleCount/RecordCount",
      { CountId: count.body.ResponseData.CountId, Lines: [{ QRCode: rejected, Qty: 5 }] },
      countMessages.notCountable(packetInStateMessage(rejected, "Rejected", null, a)),
    );
    await refused("StockHold/HoldPackets", { QRCodes: [held], Reason: "Damaged", Remark: "" }, onHold);
    await refused("StockHold/ReleasePackets", { QRCodes: [held], Remark: "" }, m.heldForRecall(held, a));
    await refused(
      "StockHold/AcceptRejected",
      { QRCodes: [rejected], Remark: "" },
      m.heldForRecall(rejected, a),
    );
    await refused("StoreRequisitionIssue/GetPacketToIssue", { QRCode: held }, onHold);
    await stockIsTrue();
  });

  it("holds what the recalled lot's requisitions produce after it opened, and what production gives back of it", async () => {
    const c = await chain();
    const opened = (await create({ MRNID: c.mrnId })).body.ResponseData;
    const made = await t.call<Array<{ QRCode: string }>>(
      "POST",
      "/api/api/ProductionReceipt/CreateProductionReceipt",
      {
        RequisitionNo: c.intJob.requisitionNo,
        Qty: 1,
        PiecesPerPacket: 1,
      },
    );
    expect(made.body.ResponseCode, made.body.ResponseMessage).toBe("200");
    const code = made.body.ResponseData[0].QRCode;
    expect(await stateOf([code])).toMatchObject([
      {
        status: "OnHold",
        holdReason: "Recall",
        binId: null,
        holdRemark: `Recall ${opened.RecallId}: supplier reports bad lot`,
      },
    ]);
    const [issueRow] = await t.db
      .select({ id: requisitionIssues.requisitionIssueId })
      .from(requisitionIssues)
      .where(eq(requisitionIssues.packetId, c.lot[0].packetId));
    const [back] = await returnToStock(
      t.db,
      { ReturnType: 1, ReturnList: [{ RequisitionIssueId: issueRow.id, Quantity: 2 }] },
      null,
    );
    expect(await stateOf([back.QRCode])).toMatchObject([{ status: "OnHold", holdReason: "Recall" }]);
    const outcomes = await t.db
      .select({ packetId: recallPackets.packetId, outcome: recallPackets.outcome })
      .from(recallPackets)
      .where(eq(recallPackets.recallId, opened.RecallId));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(
      ["AtProduction", "AtProduction", "Held", "Held", "Held", "HeldAtReceipt", "HeldAtReturn"].sort(),
    );
    expect((await detail(opened.RecallId)).body.ResponseData.StillHeld).toBe(5);
    const unrelated = await plant.requisition(c.int, 1);
    await plant.issueCodes(unrelated.requisitionNo, [c.other[0].qrCode]);
    const free = await plant.receiveOutput(unrelated.requisitionNo, 1, 1);
    expect(await stateOf(free)).toMatchObject([{ status: "InBin" }]);
    await stockIsTrue();
  });

  it("refuses an unknown lot or a missing reason, opening nothing", async () => {
    const before = (await list()).body.ResponseData[0]?.TotalRows ?? 0;
    expect((await create({ MRNID: 987654321 })).body.ResponseMessage).toBe(m.mrnUnknown(987654321));
    expect((await create({ MRNID: 5 }, "  ")).body.ResponseMessage).toBe(m.enterReason);
    expect((await list()).body.ResponseData[0]?.TotalRows ?? 0).toBe(before);
  });
});

describe("Recall/CloseRecall", () => {
  it("Release: every packet still held for the recall goes back to its bin (or Packed); the recall is closed once", async () => {
    const c = await chain();
    const opened = (await create({ MRNID: c.mrnId })).body.ResponseData;
    const res = await close(opened.RecallId, "Release");
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    expect(res.body.ResponseData).toEqual({ RecallId: opened.RecallId, Disposition: "Release", Changed: 3 });
    expect(res.body.ResponseMessage).toBe(m.closed(opened.RecallId, "Release", 3));
    expect(
      (await stateOf([c.lot[1].qrCode, c.lot[2].qrCode, c.fgPacket])).map((p) => [p.status, p.holdReason]),
    ).toEqual([
      ["InBin", null],
      ["InBin", null],
      ["Packed", null],
    ]);
    const d = (await detail(opened.RecallId)).body.ResponseData;
    expect(d).toMatchObject({ Status: "Closed", Disposition: "Release", StillHeld: 0 });
    expect(d.ClosedAt).not.toBeNull();
    expect((await close(opened.RecallId, "Scrap")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.recallClosed(opened.RecallId),
    });
    expect((await issue(c.intJob.requisitionNo, [c.lot[1].qrCode])).body.ResponseCode).toBe("200");
    await stockIsTrue();
  });

  it("Scrap: every packet still held is scrapped and leaves its bin, which becomes Empty; a packet another open recall holds stays held", async () => {
    const c = await chain();
    const first = (await create({ MRNID: c.mrnId })).body.ResponseData;
    const second = (await create({ QRCode: c.lot[2].qrCode }, "second complaint")).body.ResponseData;
    expect(second).toMatchObject({ Held: 0, AlreadyHeld: 1 });
    const res = await close(first.RecallId, "Scrap");
    expect(res.body.ResponseData.Changed).toBe(2);
    const [a, b] = await stateOf([c.lot[1].qrCode, c.lot[2].qrCode]);
    expect([a.status, a.binId]).toEqual(["Scrapped", null]);
    expect([b.status, b.holdReason]).toEqual(["OnHold", "Recall"]);
    expect((await close(second.RecallId, "Scrap")).body.ResponseData.Changed).toBe(1);
    const binId = c.lot[1].binId!;
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, binId));
    expect(bin.colStatus).toBe(false);
    await stockIsTrue();
  });

  it("refuses an unknown recall and a disposition that is neither", async () => {
    expect((await close(987654, "Release")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.recallUnknown,
    });
    expect((await close(1, "Keep")).body.ResponseMessage).toBe(m.chooseDisposition);
  });
});

describe("Recall/GetRecalls", () => {
  it("pages the recalls newest first with their lot and counts, searched by lot or reason, filtered by status", async () => {
    const c = await chain();
    const a = (await create({ MRNID: c.mrnId }, "rust on coils")).body.ResponseData;
    const b = (await create({ PONumber: `PO-${c.other[0].mrnId}` }, "wrong grade")).body.ResponseData;
    await close(b.RecallId, "Release");
    const page = (await list({ PageSize: 2 })).body.ResponseData;
    expect(page.map((r) => r.RecallId)).toEqual([b.RecallId, a.RecallId]);
    expect(page[0]).toMatchObject({
      Lot: `PO PO-${c.other[0].mrnId}`,
      Status: "Closed",
      Disposition: "Release",
    });
    expect(page[1]).toMatchObject({
      Lot: `MRN ${c.mrnId}`,
      Status: "Open",
      Held: 3,
      StillHeld: 3,
      OpenedBy: "Administrator",
    });
    expect(page[0].TotalRows).toBeGreaterThanOrEqual(2);
    const searched = (await list({ SearchValue: "rust on" })).body.ResponseData;
    expect(searched.map((r) => r.RecallId)).toEqual([a.RecallId]);
    const open = (await list({ Status: "Open", PageSize: 100 })).body.ResponseData;
    expect(open.every((r) => r.Status === "Open")).toBe(true);
    expect(open.map((r) => r.RecallId)).not.toContain(b.RecallId);
  });
});

describe("Recall/GetRecall", () => {
  it("refuses a recall that does not exist", async () => {
    expect((await detail(987654)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.recallUnknown,
    });
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("Recall/CreateRecall racing issues (PostgreSQL, two instances)", () => {
    it("every packet ends held, or issued before the recall and then listed at production (the rest of its split held); never issued after it", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 4; round++) {
        const rm = await plant.product(`RC-RACE${++chainNo}`, 3);
        const lot = await receiveStock(t.db, {
          productId: rm,
          supplierId: plant.supplierId,
          qty: 3,
          count: 6,
        });
        // Each job needs 2 of a 3 packet: every issue splits, leaving 1 in the bin as a new packet of the lot.
        const [fg] = await t.db
          .insert(products)
          .values({
            productCd: `RC-RACE-FG${chainNo}`,
            productDscrptn: "racing FG",
            productTypeId: 1,
            uom: "NOS",
          })
          .returning();
        await t.db
          .insert(boms)
          .values({ parentProductId: fg.productId, componentProductId: rm, qtyPerUnit: "1" });
        const jobs: Array<{ requisitionNo: string }> = [];
        for (const _ of lot) jobs.push(await plant.requisition(fg.productId, 2));
        const issues = lot.map((p, i) =>
          second.inject({
            method: "POST",
            url: "/api/api/StoreRequisitionIssue/IssueRMStore",
            headers: { authorization: `Bearer ${token}` },
            payload: { RequisitionNo: jobs[i].requisitionNo, storeItems: [{ QRCode: p.qrCode }] },
          }),
        );
        const [recall, ...answers] = await Promise.all([create({ MRNID: lot[0].mrnId }), ...issues]);
        expect(recall.body.ResponseCode, recall.body.ResponseMessage).toBe("200");
        const d = (await detail(recall.body.ResponseData.RecallId)).body.ResponseData;
        const outcome = new Map(d.Packets.map((p) => [p.QRCode, p.Outcome]));
        for (const [i, p] of lot.entries()) {
          const [s] = await stateOf([p.qrCode]);
          const answer = answers[i].json() as { ResponseCode: string };
          if (s.status === "Issued") {
            expect(answer.ResponseCode).toBe("200");
            expect(
              outcome.get(p.qrCode),
              `${p.qrCode} issued before the recall is listed at production`,
            ).toBe("AtProduction");
          } else {
            expect(s).toMatchObject({ status: "OnHold", holdReason: "Recall" });
            expect(outcome.get(p.qrCode)).toBe("Held");
            expect(answer.ResponseCode).toBe("400");
          }
        }
        const rests = await t.db
          .select({ qrCode: packets.qrCode, status: packets.status, holdReason: packets.holdReason })
          .from(packets)
          .where(
            inArray(
              packets.parentPacketId,
              lot.map((p) => p.packetId),
            ),
          );
        expect(rests.length).toBe(answers.filter((a) => a.json().ResponseCode === "200").length);
        for (const r of rests) {
          expect(r, "the rest of a split made before the recall is held").toMatchObject({
            status: "OnHold",
            holdReason: "Recall",
          });
          expect(outcome.get(r.qrCode)).toBe("Held");
        }
      }
      await stockIsTrue();
    }, 60_000);

    it("a release or acceptance racing the recall either comes first (the packet is then held for it) or is refused naming it; nothing leaves the recall", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 4; round++) {
        const lot = await heldLot("RC-RR", "Damaged", { qty: 3, count: 3, rejected: 3, held: 3 });
        const [damaged, rejects] = [lot.filter((p) => !p.rejected), lot.filter((p) => p.rejected)];
        const onSecond = (path: string, code: string) =>
          second.inject({
            method: "POST",
            url: `/api/api/StockHold/${path}`,
            headers: { authorization: `Bearer ${token}` },
            payload: { QRCodes: [code], Remark: "" },
          });
        const racing = [
          ...damaged.map((p) => onSecond("ReleasePackets", p.qrCode)),
          ...rejects.map((p) => onSecond("AcceptRejected", p.qrCode)),
        ];
        const [recall, ...answers] = await Promise.all([create({ MRNID: lot[0].mrnId }), ...racing]);
        expect(recall.body.ResponseCode, recall.body.ResponseMessage).toBe("200");
        const id = recall.body.ResponseData.RecallId;
        const outcome = new Map(
          (await detail(id)).body.ResponseData.Packets.map((p) => [p.QRCode, p.Outcome]),
        );
        for (const [i, p] of [...damaged, ...rejects].entries()) {
          const [s] = await stateOf([p.qrCode]);
          const answer = answers[i].json() as { ResponseCode: string; ResponseMessage: string };
          if (answer.ResponseCode === "200") {
            expect(s, `${p.qrCode} freed before the recall is held for it`).toMatchObject({
              status: "OnHold",
              holdReason: "Recall",
            });
            expect(outcome.get(p.qrCode)).toBe("Held");
          } else {
            expect(answer.ResponseMessage).toBe(m.heldForRecall(p.qrCode, id));
            expect(s.status).toBe(p.rejected ? "Rejected" : "OnHold");
            expect(outcome.get(p.qrCode)).toBe("AlreadyHeld");
          }
        }
      }
      await stockIsTrue();
    }, 60_000);
  });
