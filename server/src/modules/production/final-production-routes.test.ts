import { consumptionMessages, lookupRowsMax } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boms, fgMappings, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let fg: number;
let intermediate: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  fg = await plant.product("FP-FG", 1);
  intermediate = await plant.product("FP-INT", 2);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const map = (RequisitionId: number, FromNo: number, Qty: number, ToNo = FromNo + Qty - 1) =>
  t.call<{ FGMappingId: number }>("POST", "/api/api/FinalProduction/CreateFinalProduction", {
    FGMappingId: 0,
    RequisitionId,
    FromNo,
    ToNo,
    Qty,
  });

const maxNo = async () =>
  (await t.call<number>("GET", "/api/api/FinalProduction/GetMaxNo")).body.ResponseData;

describe("FinalProduction/GetMaxNo", () => {
  it("answers 0 before the first mapping, then the highest ToNo", async () => {
    expect(await maxNo()).toBe(0);
    const req = await plant.requisition(fg, 5);
    expect((await map(req.requisitionId, 1, 5)).body.ResponseCode).toBe("200");
    expect(await maxNo()).toBe(5);
  });
});

describe("FinalProduction/CreateFinalProduction", () => {
  it("maps a range of an FG requisition and lists it", async () => {
    const req = await plant.requisition(fg, 10);
    const from = (await maxNo()) + 1;
    const res = await map(req.requisitionId, from, 4);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: consumptionMessages.mappingSaved,
    });
    const list = await t.call<Array<{ RequisitionNo: string; FromNo: number; ToNo: number; Qty: number }>>(
      "GET",
      "/api/api/FinalProduction/GetFinalProductions",
    );
    expect(list.body.ResponseData[0]).toMatchObject({
      RequisitionNo: req.requisitionNo,
      FromNo: from,
      ToNo: from + 3,
      Qty: 4,
    });
  });

  it("lists one page at a time with the total, searched by requisition number", async () => {
    const req = await plant.requisition(fg, 10);
    const from = (await maxNo()) + 1;
    expect((await map(req.requisitionId, from, 2)).body.ResponseCode).toBe("200");
    const list = (query: string) =>
      t.call<Array<{ RequisitionNo: string; TotalRows: number }>>(
        "GET",
        `/api/api/FinalProduction/GetFinalProductions?${query}`,
      );
    const page = (await list("First=1&PageSize=1")).body.ResponseData;
    expect(page).toHaveLength(1);
    expect(page[0].TotalRows).toBeGreaterThan(1);
    const found = (await list(`SearchValue=${req.requisitionNo}&PageSize=10`)).body.ResponseData;
    expect(found.map((r) => [r.RequisitionNo, r.TotalRows])).toEqual([[req.requisitionNo, 1]]);
  });

  it("refuses a range overlapping any existing range", async () => {
    const a = await plant.requisition(fg, 10);
    const b = await plant.requisition(fg, 10);
    const from = (await maxNo()) + 1;
    expect((await map(a.requisitionId, from, 3)).body.ResponseCode).toBe("200");
    for (const [start, qty] of [
      [from + 2, 2],
      [from - 1, 2],
      [from, 1],
    ]) {
      const res = await map(b.requisitionId, start, qty);
      expect(res.body).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: consumptionMessages.rangeOverlaps,
      });
    }
  });

  it("refuses more serials than the requisition's quantity", async () => {
    const req = await plant.requisition(fg, 3);
    const from = (await maxNo()) + 1;
    expect((await map(req.requisitionId, from, 2)).body.ResponseCode).toBe("200");
    const res = await map(req.requisitionId, from + 2, 2);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondRequisitionQty,
    });
  });

  it("refuses serials the material issued net of returns does not cover, saying how many it covers", async () => {
    // The walk's frame: 2 of FP-TUBE a frame; 8 issued, 6 used, the other 2 returned, so 3 frames.
    const tube = await plant.product("FP-TUBE", 3);
    const [frame] = await t.db
      .insert(products)
      .values({ productCd: "FP-FRAME", productDscrptn: "frame", productTypeId: 1, uom: "NOS" })
      .returning({ productId: products.productId });
    await t.db
      .insert(boms)
      .values({ parentProductId: frame.productId, componentProductId: tube, qtyPerUnit: "2" });
    const req = await plant.requisition(frame.productId, 5);
    const issue = await plant.issue(req.requisitionId, tube, 8);
    const used = await t.call("POST", "/api/api/ActivityReporting/CreateActivityReportingAssembly", {
      RequisitionNo: req.requisitionNo,
      ShiftId: plant.shiftId,
      Operator: "Ravi",
      Stage: "End",
      storeItems: [{ ProductCode: "FP-TUBE", Quantity: 6 }],
    });
    expect(used.body.ResponseCode).toBe("200");
    const back = await t.call("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 2 }],
    });
    expect(back.body.ResponseCode).toBe("200");

    const from = (await maxNo()) + 1;
    expect((await map(req.requisitionId, from, 4)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondMaterial(req.requisitionNo, 3, 0),
    });
    expect(consumptionMessages.beyondMaterial(req.requisitionNo, 3, 0)).toContain("at most 3 more");
    expect((await map(req.requisitionId, from, 3)).body.ResponseCode).toBe("200");
    expect((await map(req.requisitionId, from + 3, 1)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondMaterial(req.requisitionNo, 3, 3),
    });
    const kept = await t.db.select().from(fgMappings).where(eq(fgMappings.requisitionId, req.requisitionId));
    expect(kept.map((m) => [m.fromNo, m.toNo])).toEqual([[from, from + 2]]);
  });

  it("maps only FG requisitions", async () => {
    const req = await plant.requisition(intermediate, 3);
    const res = await map(req.requisitionId, (await maxNo()) + 1, 1);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.notFgRequisition,
    });
    const offered = await t.call<Array<{ RequisitionId: number; ProductTypeId: number }>>(
      "GET",
      "/api/api/FinalProduction/GetFGRequisitions",
    );
    expect(offered.body.ResponseData.every((r) => r.ProductTypeId === 1)).toBe(true);
    expect(offered.body.ResponseData.map((r) => r.RequisitionId)).not.toContain(req.requisitionId);
  });

  it("refuses a ToNo other than FromNo + Qty - 1 and says which field is missing", async () => {
    const req = await plant.requisition(fg, 3);
    const wrong = await map(req.requisitionId, 900, 2, 905);
    expect(wrong.body.ResponseMessage).toBe(consumptionMessages.toNoMismatch);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ RequisitionId: null }, consumptionMessages.selectRequisition],
      [{ FromNo: "" }, consumptionMessages.enterFromNo],
      [{ ToNo: 0 }, consumptionMessages.enterToNo],
      [{ Qty: "x" }, consumptionMessages.enterQuantity],
    ];
    for (const [extra, message] of cases) {
      const res = await t.call("POST", "/api/api/FinalProduction/CreateFinalProduction", {
        RequisitionId: req.requisitionId,
        FromNo: 900,
        ToNo: 901,
        Qty: 2,
        ...extra,
      });
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    }
  });

  it("parallel ranges never overlap", async () => {
    const reqs = await Promise.all(Array.from({ length: 6 }, () => plant.requisition(fg, 100)));
    const from = (await maxNo()) + 1;
    const answers = await Promise.all(reqs.map((r, i) => map(r.requisitionId, from + i, 5)));
    const won = answers.filter((a) => a.body.ResponseCode === "200").length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.body.ResponseMessage === consumptionMessages.rangeOverlaps)).toHaveLength(
      6 - won,
    );
    const rows = await t.db.select().from(fgMappings);
    const sorted = rows.sort((a, b) => a.fromNo - b.fromNo);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].fromNo).toBeGreaterThan(sorted[i - 1].toNo);
  });
});

describe("FinalProduction/GetFGRequisitions", () => {
  it("offers an FG requisition until its whole quantity is mapped", async () => {
    const req = await plant.requisition(fg, 2);
    const offered = async () =>
      (
        await t.call<Array<{ RequisitionId: number }>>("GET", "/api/api/FinalProduction/GetFGRequisitions")
      ).body.ResponseData.map((r) => r.RequisitionId);
    expect((await map(req.requisitionId, (await maxNo()) + 1, 1)).body.ResponseCode).toBe("200");
    expect(await offered()).toContain(req.requisitionId);
    expect((await map(req.requisitionId, (await maxNo()) + 1, 1)).body.ResponseCode).toBe("200");
    expect(await offered()).not.toContain(req.requisitionId);
  });
  it("answers at most lookupRowsMax requisitions, newest first, searched by order or requisition number", async () => {
    const raised: Array<{ requisitionId: number; requisitionNo: string }> = [];
    for (let i = 0; i <= lookupRowsMax; i++) raised.push(await plant.requisition(fg, 1));
    type Row = { RequisitionId: number; OrderRequisitionNo: string };
    const offered = async (query = "") =>
      (await t.call<Row[]>("GET", `/api/api/FinalProduction/GetFGRequisitions${query}`)).body.ResponseData;
    const newest = raised.map((r) => r.requisitionId).reverse();
    expect((await offered()).map((r) => r.RequisitionId)).toEqual(newest.slice(0, lookupRowsMax));
    const one = raised[3];
    expect(
      (await offered(`?SearchValue=${one.requisitionNo.toLowerCase()}`)).map((r) => r.RequisitionId),
    ).toEqual([one.requisitionId]);
    const [byOrder] = await offered(`?SearchValue=${one.requisitionNo}`);
    const orderNo = byOrder.OrderRequisitionNo.split(" - ")[0];
    expect((await offered(`?SearchValue=${orderNo}`)).map((r) => r.RequisitionId)).toEqual([
      one.requisitionId,
    ]);
  });
});
