import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type CustomerRequest,
  type DispatchOrderDetail,
  type DispatchOrderListRow,
  type DispatchOrdersImported,
  inboundMessages,
  dispatchMessages as m,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOrderLines, dispatchOrders, products } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "../import/index.js";
import { tokenWithRights } from "../masters/test-support.js";

let t: TestApp;

const customer = (code: string, name: string): CustomerRequest => ({
  CustomerCode: code,
  CustomerName: name,
  Address: "Pune",
  GSTNumber: "",
});

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(products).values([
    { productCd: "DO-FG-CHAIR", productDscrptn: "Office chair", productTypeId: 1, uom: "NOS" },
    { productCd: "DO-FG-TABLE", productDscrptn: "Office table", productTypeId: 1, uom: "NOS" },
    { productCd: "DO-INT-FRAME", productDscrptn: "Chair frame", productTypeId: 2, uom: "NOS" },
    { productCd: "DO-RM-TUBE", productDscrptn: "Steel tube", productTypeId: 3, uom: "KG" },
    { productCd: "FG-CHAIR-01", productDscrptn: "Office chair", productTypeId: 1, uom: "NOS" },
    { productCd: "FG-STOOL-01", productDscrptn: "Bar stool", productTypeId: 1, uom: "NOS" },
  ]);
  for (const [code, name] of [
    ["CUST-001", "Sample customer one"],
    ["CUST-002", "Sample customer two"],
    ["DO-CUST-A", "Shree Auto Components"],
    ["DO-CUST-B", "Deccan Engineering Works"],
    ["DO-CUST-OLD", "Closed Account Ltd"],
  ])
    expect(
      (await t.call("POST", "/api/api/Customer/CreateCustomer", customer(code, name))).body.ResponseCode,
    ).toBe("200");
  const [old] = (
    await t.call<Array<{ CustomerId: number }>>("POST", "/api/api/Customer/GetCustomers", {
      SearchValue: "DO-CUST-OLD",
    })
  ).body.ResponseData;
  await t.call("GET", `/api/api/Customer/InActiveRow/${old.CustomerId}/false`);
});
afterAll(() => t.close());

const importCsv = (csv: string, token?: string) =>
  t.call<DispatchOrdersImported>("POST", "/api/api/DispatchOrder/ImportDispatchOrders", { Csv: csv }, token);
const listOrders = (body: Record<string, unknown> = {}, token?: string) =>
  t.call<DispatchOrderListRow[]>("POST", "/api/api/DispatchOrder/GetDispatchOrders", body, token);
const detailOf = (id: number) =>
  t.call<DispatchOrderDetail>("GET", `/api/api/DispatchOrder/GetDispatchOrder/${id}`);
const ordersNumbered = async (erpOrderNo: string) =>
  t.db.select().from(dispatchOrders).where(eq(dispatchOrders.erpOrderNo, erpOrderNo));

const header = "ErpOrderNo,CustomerCode,PromisedDate,ProductCode,Qty";
const goodCsv = [
  header,
  "SO-1001,DO-CUST-A,12/15/2026,DO-FG-CHAIR,40",
  "SO-1001,DO-CUST-A,12/15/2026,DO-FG-TABLE,10",
  "SO-1002,DO-CUST-B,12/20/2026,DO-FG-CHAIR,6",
].join("\n");

describe("DispatchOrder/ImportDispatchOrders", () => {
  it("imports each order with its lines, Open, nothing dispatched yet", async () => {
    const res = await importCsv(goodCsv);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.imported(2, 0),
      ResponseData: { Rows: 3, Saved: ["SO-1001", "SO-1002"], AlreadyThere: [] },
    });
    const [row] = (await listOrders({ SearchValue: "SO-1001" })).body.ResponseData;
    expect(row).toMatchObject({
      ErpOrderNo: "SO-1001",
      CustomerCode: "DO-CUST-A",
      PromisedDate: "2026-12-15",
      Status: "Open",
      LineCount: 2,
      OrderedQty: 50,
      DispatchedQty: 0,
      TotalRows: 1,
    });
    const detail = (await detailOf(row.DispatchOrderId)).body.ResponseData;
    expect(detail.Lines).toEqual([
      { LineNo: 1, ProductCode: "DO-FG-CHAIR", ProductName: "Office chair", Qty: 40, DispatchedQty: 0 },
      { LineNo: 2, ProductCode: "DO-FG-TABLE", ProductName: "Office table", Qty: 10, DispatchedQty: 0 },
    ]);
  });

  it("re-importing the same orders changes nothing and reports them as already there", async () => {
    const res = await importCsv(goodCsv);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.imported(0, 2),
      ResponseData: { Saved: [], AlreadyThere: ["SO-1001", "SO-1002"] },
    });
    const [order] = await ordersNumbered("SO-1001");
    expect(
      await t.db
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(dispatchOrderLines)
        .where(eq(dispatchOrderLines.dispatchOrderId, order.dispatchOrderId)),
    ).toEqual([{ n: 2 }]);
  });

  it("refuses an order number already there with other content, naming it, and saves nothing of the file", async () => {
    const res = await importCsv(
      [
        header,
        "SO-1003,DO-CUST-B,12/21/2026,DO-FG-CHAIR,1",
        "SO-1001,DO-CUST-A,12/15/2026,DO-FG-CHAIR,41",
      ].join("\n"),
    );
    expect(res.body.ResponseCode).toBe("400");
    expect(res.body.ResponseData).toEqual([{ Line: 3, Message: m.differs("SO-1001") }]);
    expect(await ordersNumbered("SO-1003")).toEqual([]);
    const [row] = (await listOrders({ SearchValue: "SO-1001" })).body.ResponseData;
    expect(row.OrderedQty).toBe(50);
  });

  it("is all or nothing, naming the line and the field of every bad row in plain words", async () => {
    const res = await importCsv(
      [
        header,
        "SO-2001,DO-CUST-A,12/15/2026,DO-FG-CHAIR,5",
        "SO-2002,DO-NOBODY,12/15/2026,DO-FG-CHAIR,5",
        "SO-2003,DO-CUST-A,12/15/2026,DO-INT-FRAME,5",
        "SO-2004,DO-CUST-A,31/12/2026,DO-FG-CHAIR,5",
        "SO-2005,DO-CUST-A,12/15/2026,DO-FG-NONE,5",
        "SO-2006,DO-CUST-OLD,12/15/2026,DO-FG-CHAIR,5",
        "SO-2007,DO-CUST-A,12/15/2026,DO-FG-CHAIR,5",
        "SO-2007,DO-CUST-A,12/15/2026,DO-FG-CHAIR,2",
        "SO-2008,DO-CUST-A,12/15/2026,DO-FG-CHAIR,1",
        "SO-2008,DO-CUST-B,12/15/2026,DO-FG-TABLE,1",
      ].join("\n"),
    );
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: inboundMessages.importFailed });
    // The order's rows must agree before any is looked up: that refusal comes alone.
    expect(res.body.ResponseData).toEqual([{ Line: 11, Message: m.headersDisagree("SO-2008") }]);

    const rest = await importCsv(
      [
        header,
        "SO-2001,DO-CUST-A,12/15/2026,DO-FG-CHAIR,5",
        "SO-2002,DO-NOBODY,12/15/2026,DO-FG-CHAIR,5",
        "SO-2003,DO-CUST-A,12/15/2026,DO-INT-FRAME,5",
        "SO-2004,DO-CUST-A,31/12/2026,DO-FG-CHAIR,5",
        "SO-2005,DO-CUST-A,12/15/2026,DO-FG-NONE,5",
        "SO-2006,DO-CUST-OLD,12/15/2026,DO-FG-CHAIR,5",
        "SO-2007,DO-CUST-A,12/15/2026,DO-FG-CHAIR,5",
        "SO-2007,DO-CUST-A,12/15/2026,DO-FG-CHAIR,2",
      ].join("\n"),
    );
    expect(rest.body.ResponseData).toEqual([
      { Line: 3, Message: m.unknownCustomer("DO-NOBODY") },
      { Line: 4, Message: m.notFinishedGood("DO-INT-FRAME") },
      { Line: 5, Message: m.promisedDateInvalid("31/12/2026") },
      { Line: 6, Message: m.unknownProduct("DO-FG-NONE") },
      { Line: 7, Message: m.inactiveCustomer("DO-CUST-OLD") },
      { Line: 9, Message: m.productTwice("DO-FG-CHAIR", "SO-2007") },
    ]);
    expect(await ordersNumbered("SO-2001")).toEqual([]);

    const typos = await importCsv(
      [header, "SO-2009,DO-CUST-A,12/15/2026,DO-FG-CHAIR,0", ",DO-CUST-A,,DO-FG-CHAIR,2.5"].join("\n"),
    );
    expect(typos.body.ResponseData).toEqual([
      { Line: 2, Message: `Qty: ${m.qtyInvalid}` },
      { Line: 3, Message: `ErpOrderNo: ${m.erpOrderNoRequired}` },
      { Line: 3, Message: `PromisedDate: ${m.promisedDateRequired}` },
      { Line: 3, Message: `Qty: ${m.qtyInvalid}` },
    ]);
  });

  it("loads the sample CSV through the CLI's path: two orders, three lines", async () => {
    const csv = readFileSync(
      path.resolve(import.meta.dirname, "../../../../samples/dispatch-orders.csv"),
      "utf8",
    );
    const result = await importRecords(t.db, "DispatchOrders", csv, null);
    expect(result).toEqual({
      Kind: "DispatchOrders",
      Rows: 3,
      Saved: ["SO-5101", "SO-5102"],
      AlreadyThere: [],
    });
  });

  it("takes a JSON file's rows as well, and Import/DispatchOrders reads the same kind", async () => {
    const rows = [
      {
        ErpOrderNo: "SO-3001",
        CustomerCode: "do-cust-b",
        PromisedDate: "01/05/2027",
        ProductCode: "do-fg-table",
        Qty: 3,
      },
    ];
    const res = await t.call<DispatchOrdersImported>("POST", "/api/api/DispatchOrder/ImportDispatchOrders", {
      Rows: rows,
    });
    expect(res.body.ResponseData).toEqual({ Rows: 1, Saved: ["SO-3001"], AlreadyThere: [] });
    const again = await t.call("POST", "/api/api/Import/DispatchOrders", rows);
    expect(again.body.ResponseData).toEqual({
      Kind: "DispatchOrders",
      Rows: 1,
      Saved: [],
      AlreadyThere: ["SO-3001"],
    });
  });

  it("needs Dispatch Orders' add right", async () => {
    const viewer = await tokenWithRights(t, "dispatch-orders", ["view"], "do-view@example.com");
    expect((await importCsv(goodCsv, viewer)).status).toBe(403);
    expect((await listOrders({}, viewer)).status).toBe(200);
    const adder = await tokenWithRights(t, "dispatch-orders", ["view", "add"], "do-add@example.com");
    expect((await importCsv(goodCsv, adder)).body.ResponseCode).toBe("200");
  });
});

const createOrder = (body: Record<string, unknown>, token?: string) =>
  t.call<{ DispatchOrderId: number; ErpOrderNo: string; AlreadyThere: boolean }>(
    "POST",
    "/api/api/DispatchOrder/CreateDispatchOrder",
    body,
    token,
  );
const apiOrder = (erpOrderNo: string, qty = 4) => ({
  ErpOrderNo: erpOrderNo,
  CustomerCode: "DO-CUST-B",
  PromisedDate: "12/31/2026",
  Lines: [
    { ProductCode: "DO-FG-TABLE", Qty: qty },
    { ProductCode: "DO-FG-CHAIR", Qty: 8 },
  ],
});

describe("DispatchOrder/CreateDispatchOrder", () => {
  it("creates an order once; the same order again answers it as already there; other content is refused", async () => {
    const first = await createOrder(apiOrder("ERP-4001"));
    expect(first.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.saved("ERP-4001"),
      ResponseData: { ErpOrderNo: "ERP-4001", AlreadyThere: false },
    });
    const reordered = { ...apiOrder("ERP-4001"), Lines: [...apiOrder("ERP-4001").Lines].reverse() };
    const again = await createOrder(reordered);
    expect(again.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.alreadyThere("ERP-4001"),
      ResponseData: { DispatchOrderId: first.body.ResponseData.DispatchOrderId, AlreadyThere: true },
    });
    const changed = await createOrder(apiOrder("ERP-4001", 5));
    expect(changed.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.differs("ERP-4001") });
    const detail = (await detailOf(first.body.ResponseData.DispatchOrderId)).body.ResponseData;
    expect(detail.Lines.map((l) => [l.ProductCode, l.Qty])).toEqual([
      ["DO-FG-TABLE", 4],
      ["DO-FG-CHAIR", 8],
    ]);
  });

  it("refuses an order without lines, a raw material line and an unknown customer, saving nothing", async () => {
    expect((await createOrder({ ...apiOrder("ERP-4002"), Lines: [] })).body.ResponseMessage).toBe(
      m.linesRequired,
    );
    const bad = await createOrder({
      ...apiOrder("ERP-4002"),
      CustomerCode: "DO-NOBODY",
      Lines: [{ ProductCode: "DO-RM-TUBE", Qty: 1 }],
    });
    expect(bad.body.ResponseCode).toBe("400");
    expect(bad.body.ResponseMessage).toBe(
      `${m.unknownCustomer("DO-NOBODY")} ${m.notFinishedGood("DO-RM-TUBE")}`,
    );
    expect(await ordersNumbered("ERP-4002")).toEqual([]);
  });
});

describe("DispatchOrder/GetDispatchOrders", () => {
  it("pages newest first, searches by order number or customer, narrows by status", async () => {
    const all = (await listOrders({ PageSize: 100 })).body.ResponseData;
    const times = all.map((r) => new Date(r.CreatedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byCustomer = (await listOrders({ SearchValue: "deccan", PageSize: 100 })).body.ResponseData;
    expect(byCustomer.map((r) => r.ErpOrderNo).sort()).toEqual(["ERP-4001", "SO-1002", "SO-3001"]);
    const page = (await listOrders({ SearchValue: "deccan", PageSize: 2, First: 3 })).body.ResponseData;
    expect(page).toHaveLength(1);
    expect(page[0].TotalRows).toBe(3);
    expect((await listOrders({ Status: "Dispatched" })).body.ResponseData).toEqual([]);
    expect((await listOrders({ Status: "Shipped" })).body.ResponseCode).toBe("400");
    expect((await listOrders({ PageSize: 101 })).body.ResponseCode).toBe("400");
  });

  it("answers an unknown order plainly", async () => {
    expect((await detailOf(999999)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.orderUnknown,
    });
  });
});

// Two writers of one number race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("one ERP order number written concurrently (PostgreSQL)", () => {
    it("eight concurrent creates of one order make one order; one is saved, the others find it already there", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: "POST",
            url: "/api/api/DispatchOrder/CreateDispatchOrder",
            headers: { authorization: `Bearer ${token}` },
            payload: apiOrder("ERP-RACE-1"),
          }),
        ),
      );
      const bodies = answers.map((a) => a.json());
      expect(bodies.every((b) => b.ResponseCode === "200")).toBe(true);
      expect(bodies.filter((b) => b.ResponseData.AlreadyThere === false)).toHaveLength(1);
      expect(new Set(bodies.map((b) => b.ResponseData.DispatchOrderId)).size).toBe(1);
      const orders = await ordersNumbered("ERP-RACE-1");
      expect(orders).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(dispatchOrderLines)
          .where(eq(dispatchOrderLines.dispatchOrderId, orders[0].dispatchOrderId)),
      ).toHaveLength(2);
    });

    it("two concurrent imports of one file make each order once", async () => {
      const rows = [
        {
          ErpOrderNo: "ERP-RACE-2",
          CustomerCode: "DO-CUST-A",
          PromisedDate: "12/15/2026",
          ProductCode: "DO-FG-CHAIR",
          Qty: 2,
        },
        {
          ErpOrderNo: "ERP-RACE-3",
          CustomerCode: "DO-CUST-A",
          PromisedDate: "12/15/2026",
          ProductCode: "DO-FG-TABLE",
          Qty: 3,
        },
      ];
      const results = await Promise.all([
        importRecords(t.db, "DispatchOrders", rows, null),
        importRecords(t.db, "DispatchOrders", [...rows].reverse(), null),
      ]);
      expect(results.flatMap((r) => r.Saved ?? []).sort()).toEqual(["ERP-RACE-2", "ERP-RACE-3"]);
      expect(results.flatMap((r) => r.AlreadyThere ?? []).sort()).toEqual(["ERP-RACE-2", "ERP-RACE-3"]);
      expect(await ordersNumbered("ERP-RACE-2")).toHaveLength(1);
      expect(await ordersNumbered("ERP-RACE-3")).toHaveLength(1);
    });

    it("a create and a different create of one number: one order, the other refused naming it", async () => {
      const token = await t.login();
      const [a, b] = await Promise.all(
        [apiOrder("ERP-RACE-4", 1), apiOrder("ERP-RACE-4", 2)].map((payload) =>
          t.app.inject({
            method: "POST",
            url: "/api/api/DispatchOrder/CreateDispatchOrder",
            headers: { authorization: `Bearer ${token}` },
            payload,
          }),
        ),
      );
      const codes = [a.json().ResponseCode, b.json().ResponseCode].sort();
      expect(codes).toEqual(["200", "400"]);
      expect([a.json(), b.json()].find((x) => x.ResponseCode === "400").ResponseMessage).toBe(
        m.differs("ERP-RACE-4"),
      );
      expect(await ordersNumbered("ERP-RACE-4")).toHaveLength(1);
    });
  });
