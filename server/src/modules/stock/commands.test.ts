import { inboundMessages, type MadePacket, packetsPerCommandMax, stockMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, requisitionIssues, requisitions } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { stockProblems } from "./invariants.test-support.js";
import { makeBin, makePlant, makeSupplier, type Plant, receiveStock } from "./plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let part: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("SK-RM", 3);
  part = await plant.product("SK-PART", 2);
  fg = await plant.product("SK-FG", 1);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const receipt = (body: unknown) =>
  t.call<MadePacket[]>("POST", "/api/api/ProductionReceipt/CreateProductionReceipt", body);
const checkRm = (body: unknown) =>
  t.call<Array<{ QRCode: string; Status: string }>>("POST", "/api/api/RawMaterialInward/CheckRMExists", body);
const putAwayCall = (body: unknown) =>
  t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", body);

describe("ProductionReceipt/CreateProductionReceipt", () => {
  it("makes ceil(Qty / PiecesPerPacket) Packed packets of the requisition's product, the last holding the rest, lot = the requisition", async () => {
    const req = await plant.requisition(part, 10);
    const res = await receipt({ RequisitionNo: req.requisitionNo.toLowerCase(), Qty: 7, PiecesPerPacket: 3 });
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: stockMessages.receiptSaved });
    expect(res.body.ResponseData.map((p) => [p.ProductCode, p.Qty])).toEqual([
      ["SK-PART", 3],
      ["SK-PART", 3],
      ["SK-PART", 1],
    ]);
    const made = await t.db
      .select()
      .from(packets)
      .where(eq(packets.producedByRequisitionId, req.requisitionId));
    expect(made.map((p) => [p.status, p.mrnLineId, p.supplierId, p.binId])).toEqual(
      Array(3).fill(["Packed", null, null, null]),
    );
    expect(res.body.ResponseData.every((p) => p.QRCode.startsWith(`${req.requisitionNo}-P`))).toBe(true);
  });

  it("never receives more than the requisition's quantity in all ('400', nothing made)", async () => {
    const req = await plant.requisition(part, 4);
    expect(
      (await receipt({ RequisitionNo: req.requisitionNo, Qty: 3, PiecesPerPacket: 3 })).body.ResponseCode,
    ).toBe("200");
    const beyond = await receipt({ RequisitionNo: req.requisitionNo, Qty: 1.5, PiecesPerPacket: 1 });
    expect(beyond.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockMessages.receiptBeyondRequisition,
    });
    const [row] = await t.db
      .select()
      .from(requisitions)
      .where(eq(requisitions.requisitionId, req.requisitionId));
    expect(row.receivedQty).toBe("3.000");
  });

  it("refuses an unknown requisition, a zero quantity and a missing packet size", async () => {
    expect(
      (await receipt({ RequisitionNo: "REQ-NONE", Qty: 1, PiecesPerPacket: 1 })).body.ResponseMessage,
    ).toBe(stockMessages.requisitionNotFound);
    expect((await receipt({ RequisitionNo: "X", Qty: 0, PiecesPerPacket: 1 })).body.ResponseMessage).toBe(
      stockMessages.enterReceiptQty,
    );
    expect((await receipt({ RequisitionNo: "X", Qty: 1 })).body.ResponseMessage).toBe(
      stockMessages.enterPiecesPerPacket,
    );
  });

  it("makes at most 10,000 packets at once: 100 at 0.001 a packet is a '400' and nothing is received", async () => {
    const req = await plant.requisition(part, 100);
    const tooMany = await receipt({ RequisitionNo: req.requisitionNo, Qty: 100, PiecesPerPacket: 0.001 });
    expect(tooMany.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockMessages.tooManyPackets,
    });
    const made = await t.db
      .select()
      .from(packets)
      .where(eq(packets.producedByRequisitionId, req.requisitionId));
    expect(made).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(requisitions)
      .where(eq(requisitions.requisitionId, req.requisitionId));
    expect(row.receivedQty).toBe("0.000");
  });

  it("racing receipts of one requisition never pass its quantity", async () => {
    const req = await plant.requisition(part, 5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        receipt({ RequisitionNo: req.requisitionNo, Qty: 1, PiecesPerPacket: 1 }),
      ),
    );
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(5);
    const made = await t.db
      .select()
      .from(packets)
      .where(eq(packets.producedByRequisitionId, req.requisitionId));
    expect(made).toHaveLength(5);
  });
});

describe("put-away of produced output by its requisition", () => {
  it("CheckRMExists and UpdateBinInwardMaterialStock take the producing requisition in place of the MRN", async () => {
    const req = await plant.requisition(part, 2);
    const [packet] = (await receipt({ RequisitionNo: req.requisitionNo, Qty: 2, PiecesPerPacket: 2 })).body
      .ResponseData;
    const fresh = await checkRm({ RequisitionNo: req.requisitionNo, QRCode: packet.QRCode });
    expect(fresh.body).toMatchObject({
      ResponseCode: "200",
      ResponseData: [{ QRCode: packet.QRCode, Status: "Packed" }],
    });
    const other = await plant.requisition(part, 2);
    expect(
      (await checkRm({ RequisitionNo: other.requisitionNo, QRCode: packet.QRCode })).body.ResponseMessage,
    ).toBe(stockMessages.packetOfOtherRequisition);
    expect((await checkRm({ QRCode: packet.QRCode })).body.ResponseMessage).toBe(
      stockMessages.enterMrnOrRequisition,
    );
    const bin = await makeBin(t.db);
    const put = await putAwayCall({
      RequisitionNo: req.requisitionNo,
      BinId: bin.binId,
      storeItems: [{ QRCode: packet.QRCode }],
    });
    expect(put.body).toMatchObject({ ResponseCode: "200", ResponseMessage: inboundMessages.putAwayDone });
    expect(
      (await checkRm({ RequisitionNo: req.requisitionNo, QRCode: packet.QRCode })).body.ResponseMessage,
    ).toBe(inboundMessages.packetAlreadyInward);
  });
});

describe("lots that survive splits and returns", () => {
  it("split twice, issued and returned: the packet keeps its MRN, has a short code, shows in the MRN's slips and goes back by scanning the MRN", async () => {
    const [big] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5000 });
    const a = await plant.requisition(fg, 1);
    const [s1] = await plant.issueCodes(a.requisitionNo, [big.qrCode]);
    const b = await plant.requisition(fg, 1);
    const [s2] = await plant.issueCodes(b.requisitionNo, [s1]);
    expect(s1).toMatch(new RegExp(`^${big.mrnId}-\\d+-S\\d+$`));
    expect(s2).toMatch(new RegExp(`^${big.mrnId}-\\d+-S\\d+$`));
    const c = await plant.requisition(fg, 1);
    await plant.issueCodes(c.requisitionNo, [s2]);
    const [issued] = await t.db.select().from(packets).where(eq(packets.qrCode, s2));
    const returnable = await t.call<Array<{ RequisitionIssueId: number; QRCode: string }>>(
      "GET",
      `/api/api/Return/GetFGReturn/${c.requisitionNo}`,
    );
    const row = returnable.body.ResponseData.find((r) => r.QRCode === s2)!;
    const returned = await t.call<Array<{ QRCode: string }>>("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: row.RequisitionIssueId, Quantity: 2 }],
    });
    expect(returned.body.ResponseCode).toBe("200");
    const code = returned.body.ResponseData[0].QRCode;
    expect(code).toMatch(new RegExp(`^${big.mrnId}-\\d+-R\\d+$`));
    expect(code.length).toBeLessThanOrEqual(30);
    const [back] = await t.db.select().from(packets).where(eq(packets.qrCode, code));
    expect(back).toMatchObject({
      mrnLineId: issued.mrnLineId,
      parentPacketId: issued.packetId,
      status: "Packed",
    });

    expect((await checkRm({ MRNID: big.mrnId, QRCode: code })).body.ResponseCode).toBe("200");
    const bin = await makeBin(t.db);
    expect(
      (await putAwayCall({ MRNID: big.mrnId, BinId: bin.binId, storeItems: [{ QRCode: code }] })).body
        .ResponseCode,
    ).toBe("200");

    const slips = await t.call<Array<{ QRData: string }>>(
      "GET",
      `/api/api/PurchaseOrder/GetPoDForSlip/${issued.mrnLineId}`,
    );
    expect(slips.body.ResponseData.map((s) => s.QRData)).toEqual(
      expect.arrayContaining([big.qrCode, s1, s2, code]),
    );
    expect(await stockProblems(t.db)).toEqual([]);
  });
});

describe("returns of produced output", () => {
  it("an unused produced packet is returnable (no supplier: made in-house) and goes back by scanning its producing requisition", async () => {
    const job = await plant.requisition(part, 3);
    const [made] = await plant.receiveOutput(job.requisitionNo, 3, 3);
    const use = await plant.requisition(fg, 1);
    await plant.issueCodes(use.requisitionNo, [made]);
    const rows = await t.call<Array<{ RequisitionIssueId: number; RMCode: string; SupplierCode: string }>>(
      "GET",
      `/api/api/Return/GetFGReturn/${use.requisitionNo}`,
    );
    expect(rows.body.ResponseData.map((r) => [r.RMCode, r.SupplierCode])).toEqual([["SK-PART", ""]]);
    const back = await t.call<Array<{ QRCode: string }>>("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: rows.body.ResponseData[0].RequisitionIssueId, Quantity: 1 }],
    });
    const code = back.body.ResponseData[0].QRCode;
    expect(code).toMatch(new RegExp(`^${job.requisitionNo}-R\\d+$`));
    const bin = await makeBin(t.db);
    const put = await putAwayCall({
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: [{ QRCode: code }],
    });
    expect(put.body.ResponseCode).toBe("200");
    expect(await stockProblems(t.db)).toEqual([]);
  });
});

describe("MaterialInwardReport/GetMaterialInwardReport", () => {
  it("counts receipts only: returns and production output are not inward material", async () => {
    const product = await plant.product("SK-INWARD", 3);
    const [received] = await receiveStock(t.db, {
      productId: product,
      supplierId: plant.supplierId,
      qty: 300,
    });
    await receiveStock(t.db, { productId: product, supplierId: plant.supplierId, qty: 100 });
    const part = await plant.requisition(await plant.product("SK-INWARD-PART", 2), 2);
    const [produced] = (await receipt({ RequisitionNo: part.requisitionNo, Qty: 2, PiecesPerPacket: 2 })).body
      .ResponseData;
    const partBin = await makeBin(t.db);
    const producedPut = await putAwayCall({
      RequisitionNo: part.requisitionNo,
      BinId: partBin.binId,
      storeItems: [{ QRCode: produced.QRCode }],
    });
    expect(producedPut.body.ResponseCode).toBe("200");
    const req = await plant.requisition(await plant.product("SK-INWARD-FG", 1), 1);
    await plant.issueCodes(req.requisitionNo, [received.qrCode]);
    const lookup = await t.call<Array<{ RequisitionIssueId: number }>>(
      "GET",
      `/api/api/Return/GetFGReturn/${req.requisitionNo}`,
    );
    const back = await t.call<Array<{ QRCode: string }>>("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: lookup.body.ResponseData[0].RequisitionIssueId, Quantity: 30 }],
    });
    const bin = await makeBin(t.db);
    const returnedPut = await putAwayCall({
      MRNID: received.mrnId,
      BinId: bin.binId,
      storeItems: [{ QRCode: back.body.ResponseData[0].QRCode }],
    });
    expect(returnedPut.body.ResponseCode).toBe("200");
    const today = new Date();
    const day = `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;
    const res = await t.call<Array<{ ProductCode: string; TotalQty: number }>>(
      "POST",
      "/api/api/MaterialInwardReport/GetMaterialInwardReport",
      { PageNo: 1, First: 1, PageSize: 10, SearchValue: "SK-INWARD", FromDate: day, ToDate: day },
    );
    expect(res.body.ResponseData.map((r) => [r.ProductCode, r.TotalQty])).toEqual([["SK-INWARD", 400]]);
  });
});

describe("copied keys", () => {
  it("an issue record carries its packet's product and supplier, copied by the issuing statement; one naming another supplier is reported", async () => {
    const job = await plant.requisition(part, 1);
    const issued = await plant.issue(job.requisitionId, rm, 2);
    const [record] = await t.db
      .select({ productId: requisitionIssues.productId, supplierId: requisitionIssues.supplierId })
      .from(requisitionIssues)
      .where(eq(requisitionIssues.requisitionIssueId, issued.requisitionIssueId));
    expect(record).toEqual({ productId: rm, supplierId: plant.supplierId });
    expect(await stockProblems(t.db)).toEqual([]);

    const other = await makeSupplier(t.db);
    await t.db
      .update(requisitionIssues)
      .set({ supplierId: other.supplierId })
      .where(eq(requisitionIssues.requisitionIssueId, issued.requisitionIssueId));
    expect(await stockProblems(t.db)).toEqual([
      `issue of ${issued.qrCode} names another product or supplier than its packet`,
    ]);
    await t.db
      .update(requisitionIssues)
      .set({ supplierId: plant.supplierId })
      .where(eq(requisitionIssues.requisitionIssueId, issued.requisitionIssueId));
  });
});

describe("writes of any size", () => {
  it("a quality check making the most packets a line may (10,000) succeeds in one transaction", async () => {
    const product = await plant.product("SK-BULK", 3);
    const made = await receiveStock(t.db, {
      productId: product,
      supplierId: plant.supplierId,
      qty: 1,
      count: packetsPerCommandMax,
      binId: null,
    });
    expect(made).toHaveLength(packetsPerCommandMax);
    expect(new Set(made.map((m) => m.qrCode)).size).toBe(packetsPerCommandMax);
  }, 240_000);
});
