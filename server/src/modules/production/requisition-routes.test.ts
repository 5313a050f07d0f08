import { productionMessages as m } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionOrders, requisitions } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { plantWithStock } from "./issue-fixture.js";

let t: TestApp;
let plant: Awaited<ReturnType<typeof plantWithStock>>;

beforeAll(async () => {
  t = await startTestApp();
  plant = await plantWithStock(t.db, "R");
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const raise = (OrderNO: string, Qty: unknown) =>
  t.call<{ RequisitionNo: string; RemainingQty: number }>(
    "POST",
    "/api/api/RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO,
      Qty,
    },
  );

describe("RaiseRequisition/CreateRaiseRequisition", () => {
  it("takes the quantity off the order's remaining and issues a requisition number", async () => {
    const order = await plant.order("ORD-A", plant.fg.productId, 10);
    const res = await raise(order.orderNo, 4);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.requisitionRaised });
    expect(res.body.ResponseData.RequisitionNo).toMatch(/^REQ\d{6}$/);
    expect(res.body.ResponseData.RemainingQty).toBe(6);
    const second = await raise(order.orderNo, "6");
    expect(second.body.ResponseData.RequisitionNo).not.toBe(res.body.ResponseData.RequisitionNo);
    const [after] = await t.db
      .select()
      .from(productionOrders)
      .where(eq(productionOrders.orderId, order.orderId));
    expect(after.remainingQty).toBe(0);
  });

  it("refuses more than the remaining qty and changes nothing", async () => {
    const order = await plant.order("ORD-B", plant.fg.productId, 3);
    const res = await raise(order.orderNo, 4);
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.approvedAboveRemaining });
    const [after] = await t.db
      .select()
      .from(productionOrders)
      .where(eq(productionOrders.orderId, order.orderId));
    expect(after.remainingQty).toBe(3);
    expect(
      await t.db.select().from(requisitions).where(eq(requisitions.orderId, order.orderId)),
    ).toHaveLength(0);
  });

  it("answers the approved-qty messages for zero, blank, fractions and words", async () => {
    const order = await plant.order("ORD-C", plant.fg.productId, 3);
    expect((await raise(order.orderNo, 0)).body.ResponseMessage).toBe(m.approvedNotPositive);
    expect((await raise(order.orderNo, "")).body.ResponseMessage).toBe(m.enterApprovedQty);
    expect((await raise(order.orderNo, 1.5)).body.ResponseMessage).toBe(m.onlyNumeric);
    expect((await raise(order.orderNo, "two")).body.ResponseMessage).toBe(m.onlyNumeric);
    expect((await raise(order.orderNo, -1)).body.ResponseMessage).toBe(m.onlyNumeric);
  });

  it("asks for an order when none is given, and refuses an unknown one", async () => {
    expect((await raise("", 1)).body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.selectOrder });
    expect((await raise("NO-SUCH", 1)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.orderNotFound,
    });
  });

  it("parallel requisitions never take more than the order has left", async () => {
    const order = await plant.order("ORD-P", plant.fg.productId, 10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => raise(order.orderNo, 3)));
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(3);
    expect(answers.filter((a) => a.body.ResponseCode === "400")).toHaveLength(5);
    const [after] = await t.db
      .select()
      .from(productionOrders)
      .where(eq(productionOrders.orderId, order.orderId));
    expect(after.remainingQty).toBe(1);
  });
});

describe("RaiseRequisition/GetOrders", () => {
  it("lists orders with remaining qty, an order with none left disabled", async () => {
    const order = await plant.order("ORD-D", plant.intermediate.productId, 2);
    await raise(order.orderNo, 2);
    const res = await t.call<
      Array<{ OrderNO: string; RemainingQty: number; IsDisabled: boolean; ProductCategoryId: number }>
    >("GET", `/api/api/RaiseRequisition/GetOrders?SearchValue=${order.orderNo}`);
    const row = res.body.ResponseData.find((o) => o.OrderNO === order.orderNo);
    expect(row).toMatchObject({ RemainingQty: 0, IsDisabled: true, ProductCategoryId: 2 });
  });

  it("answers one page (5 newest by default) with TotalRows, searched by order number", async () => {
    const made: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6])
      made.push((await plant.order(`ORD-PG-${n}`, plant.fg.productId, 1)).orderNo);
    type Row = { OrderNO: string; TotalRows: number };
    const first = (await t.call<Row[]>("GET", "/api/api/RaiseRequisition/GetOrders?SearchValue=ord-pg-")).body
      .ResponseData;
    expect(first.map((r) => r.OrderNO)).toEqual([...made].reverse().slice(0, 5));
    expect(first.every((r) => r.TotalRows === 6)).toBe(true);
    const second = await t.call<Row[]>(
      "GET",
      "/api/api/RaiseRequisition/GetOrders?SearchValue=ORD-PG-&First=3&PageSize=2&SortColumn=OrderNO&SortOrder=ASC",
    );
    expect(second.body.ResponseData.map((r) => r.OrderNO)).toEqual([made[2], made[3]]);
  });
});

describe("RaiseRequisition/GetStockDetailsAccordingBOM", () => {
  it("answers per component 'x - y': stock in bins and the units it is enough for", async () => {
    const order = await plant.order("ORD-S", plant.fg.productId, 5);
    const b = await plant.bin();
    await plant.packet(plant.rm1.productId, plant.s1.supplierId, "6", b.binId);
    const res = await t.call<Array<{ RMCode: string; Stock: string }>>(
      "GET",
      `/api/api/RaiseRequisition/GetStockDetailsAccordingBOM/${order.orderId}`,
    );
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({ RMCode: plant.rm1.productCd, Stock: "6.000 - 2", BomQty: "2.500" }),
      expect.objectContaining({ RMCode: plant.rm2.productCd, Stock: "0.000 - 0", BomQty: "1.000" }),
    ]);
  });

  it("refuses an unknown order", async () => {
    const res = await t.call("GET", "/api/api/RaiseRequisition/GetStockDetailsAccordingBOM/999999");
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.orderNotFound });
  });
});

describe("RaiseRequisition/GetViewRequisitionData", () => {
  it("lists requisitions with order, order date and product type", async () => {
    const order = await plant.order("ORD-V", plant.fg.productId, 5);
    const raised = await raise(order.orderNo, 2);
    const res = await t.call<
      Array<{ RequisitionNo: string; OrderNo: string; ProductTypeId: number; Qty: number }>
    >("GET", "/api/api/RaiseRequisition/GetViewRequisitionData");
    expect(res.body.ResponseData[0]).toMatchObject({
      RequisitionNo: raised.body.ResponseData.RequisitionNo,
      OrderNo: order.orderNo,
      ProductTypeId: 1,
      Qty: 2,
    });
    const same = await t.call<unknown[]>("GET", "/api/api/RaiseRequisition/GetRequisitions");
    expect(same.body.ResponseData).toEqual(res.body.ResponseData);
  });

  it("answers one page with TotalRows, searched by order or requisition number", async () => {
    const order = await plant.order("ORD-VP", plant.fg.productId, 9);
    const raisedNos: string[] = [];
    for (let i = 0; i < 3; i++)
      raisedNos.push((await raise(order.orderNo, 1)).body.ResponseData.RequisitionNo);
    type Row = { RequisitionNo: string; TotalRows: number };
    const list = async (query: string) =>
      (await t.call<Row[]>("GET", `/api/api/RaiseRequisition/GetViewRequisitionData?${query}`)).body
        .ResponseData;
    const byOrder = await list("SearchValue=ord-vp&PageSize=2");
    expect(byOrder.map((r) => r.RequisitionNo)).toEqual([raisedNos[2], raisedNos[1]]);
    expect(byOrder[0].TotalRows).toBe(3);
    expect((await list(`SearchValue=${raisedNos[0]}`)).map((r) => r.RequisitionNo)).toEqual([raisedNos[0]]);
  });
});

describe("RaiseRequisition/GetBOMDetails", () => {
  it("answers each RM and the quantity the requisition needs", async () => {
    const order = await plant.order("ORD-BD", plant.fg.productId, 5);
    await raise(order.orderNo, 3);
    const [req] = await t.db.select().from(requisitions).where(eq(requisitions.orderId, order.orderId));
    const res = await t.call("GET", `/api/api/RaiseRequisition/GetBOMDetails/${req.requisitionId}`);
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({
        OrderNo: order.orderNo,
        ProductName: plant.rm1.productCd,
        Quantity: "7.500",
      }),
      expect.objectContaining({ ProductName: plant.rm2.productCd, Quantity: "3.000" }),
    ]);
    const detail = await t.call("GET", `/api/api/RaiseRequisition/GetProductDetails/${req.requisitionId}`);
    expect(detail.body.ResponseData).toEqual([
      expect.objectContaining({ OrderNo: order.orderNo, Quantity: 3 }),
    ]);
  });
});

describe("frozen BOM", () => {
  it("keeps a raised requisition's BOM when a later BOM import changes it; a later requisition takes the new one", async () => {
    const order = await plant.order("ORD-FZ", plant.intermediate.productId, 4);
    await raise(order.orderNo, 1);
    const imported = await t.call("POST", "/api/api/Import/Boms", [
      {
        ParentProductCode: plant.intermediate.productCd,
        ComponentProductCode: plant.rm1.productCd,
        Quantity: 3,
      },
    ]);
    expect(imported.body.ResponseCode).toBe("200");
    await raise(order.orderNo, 1);
    const raised = await t.db.select().from(requisitions).where(eq(requisitions.orderId, order.orderId));
    const quantities = [];
    for (const r of raised.sort((a, b) => a.requisitionId - b.requisitionId)) {
      const res = await t.call<Array<{ Quantity: string }>>(
        "GET",
        `/api/api/RaiseRequisition/GetBOMDetails/${r.requisitionId}`,
      );
      quantities.push(res.body.ResponseData.map((l) => l.Quantity));
    }
    expect(quantities).toEqual([["1.000"], ["3.000"]]);
  });
});

describe("permissions", () => {
  it("refuses a signed-out caller", async () => {
    const res = await t.call("GET", "/api/api/RaiseRequisition/GetOrders", undefined, null);
    expect(res.status).toBe(401);
  });
});
