import { commonMessages, deliveryMessages } from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mrnLines, products, suppliers } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

interface MrnRow {
  MrnLineId: number;
  ProductCode: string;
  RequestedQty: number;
  ReceivedQty: number;
  IsApprove: boolean;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(suppliers).values({
    supplierName: "SUP-A",
    supplierCode: "SUP-A",
    firmName: "SUP-A",
    mobNo: "9000000000",
    email: "sup-a@example.com",
    shippingAddress: "Plant road",
  });
  await t.db.insert(products).values([
    { productCd: "RM-1", productDscrptn: "Steel tube", productTypeId: 3, uom: "KG" },
    { productCd: "RM-2", productDscrptn: "Screw", productTypeId: 3, uom: "NOS" },
  ]);
});
afterAll(() => t.close());

let nextMrn = 500;
/** Imports an MRN of one line of RM-1 (and one of RM-2, received in full) and answers its id. */
async function receive(requested: number, received: number) {
  const MRNID = nextMrn++;
  const header = {
    MRNID,
    PONumber: `PO-${MRNID}`,
    SupplierCode: "SUP-A",
    Type: "Purchase",
    MRNDate: "11/20/2026",
  };
  const res = await t.call("POST", "/api/api/Import/Mrns", [
    { ...header, ProductCode: "RM-1", RequestedQty: requested, ReceivedQty: received, UOM: "KG" },
    { ...header, ProductCode: "RM-2", RequestedQty: 5, ReceivedQty: 5, UOM: "NOS" },
  ]);
  expect(res.body.ResponseCode).toBe("200");
  return MRNID;
}

const rowsOf = async (mrnId: number) =>
  (await t.call<MrnRow[]>("GET", `/api/api/PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`)).body.ResponseData;
const add = (MrnLineId: number, ReceivedQty: unknown) =>
  t.call<{ MrnLineId: number; RequestedQty: number; ReceivedQty: number }>(
    "POST",
    "/api/api/PurchaseOrder/AddReceivedQty",
    { MrnLineId, ReceivedQty },
  );
const linesOf = async (mrnId: number) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mrnLines).where(eq(mrnLines.mrnId, mrnId)))[0].n;

describe("PurchaseOrder/AddReceivedQty", () => {
  it("records the rest of a partial delivery as a new line of the product, with its own quality check", async () => {
    const mrnId = await receive(100, 60);
    const [first] = await rowsOf(mrnId);
    const res = await add(first.MrnLineId, 30);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: deliveryMessages.added,
      ResponseData: { RequestedQty: 40, ReceivedQty: 30 },
    });
    const rows = await rowsOf(mrnId);
    const added = rows.find((r) => r.MrnLineId === res.body.ResponseData.MrnLineId);
    expect(added).toMatchObject({ ProductCode: "RM-1", RequestedQty: 40, ReceivedQty: 30, IsApprove: false });

    const qc = await t.call<Array<{ Qty: number }>>("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: first.MrnLineId, ApprovedQty: 60, PiecesPerPacket: 30 },
    ]);
    expect(qc.body.ResponseCode, qc.body.ResponseMessage).toBe("200");
    expect(qc.body.ResponseData.map((p) => p.Qty)).toEqual([30, 30]);
    const list = await t.call<Array<{ MRNID: number; IsApprove: boolean; Quantity: number }>>(
      "POST",
      "/api/api/PurchaseOrder/GetAllPoDetails",
      { PageNo: 1, First: 1, PageSize: 50, SearchValue: String(mrnId) },
    );
    expect(list.body.ResponseData.find((m) => m.MRNID === mrnId)).toMatchObject({
      IsApprove: false,
      Quantity: 95,
    });
    const second = await t.call<Array<{ Qty: number }>>("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: added!.MrnLineId, ApprovedQty: 30, PiecesPerPacket: 25 },
    ]);
    expect(second.body.ResponseData.map((p) => p.Qty)).toEqual([25, 5]);
  });

  it("refuses nothing, more than is still to receive, a fully received line, an unknown line and a fourth decimal, changing nothing", async () => {
    const mrnId = await receive(10, 4);
    const [partial, full] = await rowsOf(mrnId);
    expect((await add(partial.MrnLineId, 0)).body.ResponseMessage).toBe(deliveryMessages.enterReceivedQty);
    expect((await add(partial.MrnLineId, "x")).body.ResponseCode).toBe("400");
    expect((await add(partial.MrnLineId, 6.001)).body.ResponseMessage).toBe(
      deliveryMessages.receivedAboveOutstanding,
    );
    expect((await add(full.MrnLineId, 1)).body.ResponseMessage).toBe(deliveryMessages.nothingOutstanding);
    expect((await add(2_000_000, 1)).body.ResponseMessage).toBe(deliveryMessages.lineNotFound);
    for (const fine of [1.0005, "1.0005", 0.0004])
      expect((await add(partial.MrnLineId, fine)).body.ResponseMessage).toBe(commonMessages.quantityDecimals);
    expect(await linesOf(mrnId)).toBe(2);
  });

  it("continues a line once; the next delivery continues the newest line, never passing the request", async () => {
    const mrnId = await receive(10, 4);
    const [first] = await rowsOf(mrnId);
    const next = (await add(first.MrnLineId, 2)).body.ResponseData;
    expect((await add(first.MrnLineId, 1)).body.ResponseMessage).toBe(deliveryMessages.alreadyContinued);
    expect((await add(next.MrnLineId, 4.5)).body.ResponseMessage).toBe(
      deliveryMessages.receivedAboveOutstanding,
    );
    const last = (await add(next.MrnLineId, 4)).body.ResponseData;
    expect(last).toMatchObject({ RequestedQty: 4, ReceivedQty: 4 });
    expect((await add(last.MrnLineId, 1)).body.ResponseMessage).toBe(deliveryMessages.nothingOutstanding);
    const rm1 = (await rowsOf(mrnId)).filter((r) => r.ProductCode === "RM-1");
    expect(rm1.reduce((sum, r) => sum + r.ReceivedQty, 0)).toBe(10);
  });

  it("lets exactly one of two racing additions to the same line win", async () => {
    const mrnId = await receive(10, 4);
    const [first] = await rowsOf(mrnId);
    const answers = await Promise.all([add(first.MrnLineId, 3), add(first.MrnLineId, 5)]);
    expect(answers.map((a) => a.body.ResponseCode).sort()).toEqual(["200", "400"]);
    expect(answers.find((a) => a.body.ResponseCode === "400")?.body.ResponseMessage).toBe(
      deliveryMessages.alreadyContinued,
    );
    expect(await linesOf(mrnId)).toBe(3);
  });
});
