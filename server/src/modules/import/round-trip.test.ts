import {
  type ImportCell,
  type ImportKindName,
  importCsv,
  importKindNames,
  inboundMessages,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  boms,
  customers,
  dispatchOrderLines,
  dispatchOrders,
  mrnLines,
  mrns,
  productionOrders,
  products,
  suppliers,
} from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(suppliers).values({
    supplierName: "Steel",
    supplierCode: "SUP-RT",
    firmName: "Steel",
    mobNo: "9000000000",
    email: "sup@example.com",
    shippingAddress: "Plant road",
  });
  await t.db
    .insert(customers)
    .values({ customerCode: "CUS-RT", customerName: "Oslo Homes", address: "Harbour road" });
});
afterAll(() => t.close());

/** What the test imported of each kind, in the export's order: the oracle the export is compared with. */
const sent: Record<ImportKindName, Array<Record<string, ImportCell>>> = {
  Products: [
    {
      ProductCode: "RT-FG",
      ProductDescription: 'Chair "Oslo", oak',
      ProductTypeId: 1,
      UOM: "NOS",
      Level: "0",
      Revision: "B",
    },
    {
      ProductCode: "RT-INT",
      ProductDescription: "Frame; welded",
      ProductTypeId: 2,
      UOM: "NOS",
      Level: "1",
      Revision: "",
    },
    {
      ProductCode: "RT-RM",
      ProductDescription: "Tube 20 mm",
      ProductTypeId: 3,
      UOM: "KG",
      Level: "2",
      Revision: "A",
    },
  ],
  Boms: [
    { ParentProductCode: "RT-FG", ComponentProductCode: "RT-INT", Quantity: 1 },
    { ParentProductCode: "RT-INT", ComponentProductCode: "RT-RM", Quantity: 2.125 },
  ],
  Mrns: [
    {
      MRNID: 7001,
      PONumber: "PO-7001",
      SupplierCode: "SUP-RT",
      Type: "Purchase",
      MRNDate: "11/20/2026",
      ProductCode: "RT-RM",
      RequestedQty: 12.5,
      ReceivedQty: 12,
      UOM: "KG",
    },
    {
      MRNID: 7002,
      PONumber: "PO-7002",
      SupplierCode: "SUP-RT",
      Type: "Job Work",
      MRNDate: "11/21/2026",
      ProductCode: "RT-INT",
      RequestedQty: 4,
      ReceivedQty: 4,
      UOM: "NOS",
    },
  ],
  Orders: [
    { OrderNo: "RT-ORD-1", OrderDate: "11/22/2026", ProductCode: "RT-FG", Qty: 5 },
    { OrderNo: "RT-ORD-2", OrderDate: "11/23/2026", ProductCode: "RT-INT", Qty: 3 },
  ],
  DispatchOrders: [
    {
      ErpOrderNo: "SO-RT-1",
      CustomerCode: "CUS-RT",
      PromisedDate: "12/01/2026",
      ProductCode: "RT-FG",
      Qty: 6,
    },
  ],
};

const exported = async (kind: ImportKindName) => {
  const res = await t.call<Array<Record<string, ImportCell>>>("GET", `/api/api/Import/Export/${kind}`);
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return res.body.ResponseData;
};

const postCsv = async (path: string, csv: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: `/api/api/${path}`,
      payload: csv,
      headers: { "content-type": "text/csv", authorization: `Bearer ${await t.login()}` },
    })
  ).json();

/** Every table an import writes, counted: a re-import that changes nothing leaves each count as it was. */
const counts = async () => {
  const n = async (
    table:
      | typeof products
      | typeof boms
      | typeof mrns
      | typeof mrnLines
      | typeof productionOrders
      | typeof dispatchOrders
      | typeof dispatchOrderLines,
  ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    products: await n(products),
    boms: await n(boms),
    mrns: await n(mrns),
    mrnLines: await n(mrnLines),
    orders: await n(productionOrders),
    dispatchOrders: await n(dispatchOrders),
    dispatchOrderLines: await n(dispatchOrderLines),
    productAudits: (await t.db.select().from(auditEvents).where(eq(auditEvents.entity, "Product"))).length,
  };
};

describe("each import kind's export re-imports as that kind, unchanged", () => {
  beforeAll(async () => {
    for (const kind of importKindNames) {
      const res = await t.call("POST", `/api/api/Import/${kind}`, sent[kind]);
      expect(res.body.ResponseCode, JSON.stringify(res.body.ResponseData)).toBe("200");
    }
  });

  for (const kind of importKindNames) {
    it(`${kind}: the export is what was imported, and its CSV re-imports changing nothing`, async () => {
      const before = await exported(kind);
      expect(before).toEqual(sent[kind]);
      const file = importCsv(kind, before);
      expect(file.startsWith("\uFEFF")).toBe(true);
      const countsBefore = await counts();
      expect(await postCsv(`Import/${kind}`, file)).toMatchObject({
        ResponseCode: "200",
        ResponseData: { Kind: kind, Rows: sent[kind].length },
      });
      expect(await exported(kind)).toEqual(before);
      expect(await counts()).toEqual(countsBefore);
    });
  }

  it("an export's known MRN or order with a changed value is still refused by its line", async () => {
    const [mrn] = sent.Mrns;
    const [order] = sent.Orders;
    expect(await postCsv("Import/Mrns", importCsv("Mrns", [{ ...mrn, ReceivedQty: 11 }]))).toMatchObject({
      ResponseCode: "400",
      ResponseData: [{ Line: 2, Message: "MRN 7001 already exists." }],
    });
    expect(await postCsv("Import/Orders", importCsv("Orders", [{ ...order, Qty: 6 }]))).toMatchObject({
      ResponseCode: "400",
      ResponseData: [{ Line: 2, Message: "Order RT-ORD-1 already exists." }],
    });
  });
});

describe("an import sent with an Idempotency-Key, as the web app sends every call", () => {
  it("imports its streamed CSV, and sent again with the key changes nothing more", async () => {
    const file = importCsv("Orders", [
      { OrderNo: "KEY-1", OrderDate: "11/25/2026", ProductCode: "RT-FG", Qty: 2 },
    ]);
    const send = async () =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/api/Import/Orders",
          payload: file,
          headers: {
            "content-type": "text/csv",
            "idempotency-key": "import-key-1",
            authorization: `Bearer ${await t.login()}`,
          },
        })
      ).json();
    expect(await send()).toMatchObject({ ResponseCode: "200", ResponseData: { Kind: "Orders", Rows: 1 } });
    const countsAfter = await counts();
    expect(await send()).toMatchObject({ ResponseCode: "200", ResponseData: { Kind: "Orders", Rows: 1 } });
    expect(await counts()).toEqual(countsAfter);
    expect((await exported("Orders")).filter((o) => o.OrderNo === "KEY-1")).toHaveLength(1);
  });
});

describe("Import/Preview", () => {
  it("checks every row against the database too, answers the refused lines, and saves nothing", async () => {
    const countsBefore = await counts();
    const file = importCsv("Orders", [
      { OrderNo: "PV-1", OrderDate: "11/24/2026", ProductCode: "RT-FG", Qty: 1 },
      { OrderNo: "PV-2", OrderDate: "11/24/2026", ProductCode: "RT-NOPE", Qty: 1 },
      { OrderNo: "PV-3", OrderDate: "11/24/2026", ProductCode: "RT-FG", Qty: 0 },
    ]);
    expect(await postCsv("Import/Preview/Orders", file)).toEqual({
      ResponseCode: "400",
      ResponseMessage: inboundMessages.importFailed,
      ResponseData: [
        { Line: 3, Message: "Unknown product code RT-NOPE." },
        { Line: 4, Message: "Qty: Qty must be a whole number above 0." },
      ],
    });
    const good = importCsv("Orders", [
      { OrderNo: "PV-1", OrderDate: "11/24/2026", ProductCode: "RT-FG", Qty: 1 },
    ]);
    expect(await postCsv("Import/Preview/Orders", good)).toEqual({
      ResponseCode: "200",
      ResponseMessage: inboundMessages.importChecked,
      ResponseData: { Kind: "Orders", Rows: 1 },
    });
    expect(await counts()).toEqual(countsBefore);
  });

  it("answers the template of a kind with no records as its header row only", async () => {
    expect(importCsv("Boms", [])).toBe('\uFEFF"ParentProductCode","ComponentProductCode","Quantity"\r\n');
  });
});
