import { Readable } from "node:stream";
import { csvText, inboundMessages, onHandByProductCsv } from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  boms,
  mrnLines,
  mrns,
  products,
  roles,
  suppliers,
  users,
  userTypes,
} from "../../db/schema/index.js";
import { loadConfig } from "../../platform/config.js";
import { hashPassword } from "../../platform/passwords.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "./service.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(suppliers).values({
    supplierName: "Steel",
    supplierCode: "SUP-A",
    firmName: "Steel",
    mobNo: "9000000000",
    email: "sup@example.com",
    shippingAddress: "Plant road",
  });
});
afterAll(() => t.close());

const csvHeaders = async () => ({ "content-type": "text/csv", authorization: `Bearer ${await t.login()}` });
const count = async (table: typeof mrns | typeof boms | typeof products) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe("Import/Products", () => {
  it("creates new codes and updates known ones from CSV", async () => {
    const csv = "ProductCode,ProductDescription,ProductTypeId,UOM\nRM-1,Steel tube,3,KG\nRM-2,Screw,3,NOS\n";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Products",
      payload: csv,
      headers: await csvHeaders(),
    });
    expect(res.json().ResponseData).toEqual({ Kind: "Products", Rows: 2 });
    const again = await t.call("POST", "/api/api/Import/Products", [
      { ProductCode: "rm-1", ProductDescription: "Steel tube 20", ProductTypeId: 3, UOM: "KG" },
    ]);
    expect(again.body.ResponseCode).toBe("200");
    expect(await count(products)).toBe(2);
  });
});

describe("Import/Products audit", () => {
  const productEvents = (codes: string[]) =>
    t.db
      .select({
        code: products.productCd,
        userId: auditEvents.userId,
        address: auditEvents.address,
        action: auditEvents.action,
        before: auditEvents.before,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .innerJoin(products, eq(products.productId, auditEvents.recordId))
      .where(and(eq(auditEvents.entity, "Product"), inArray(products.productCd, codes)))
      .orderBy(asc(auditEvents.auditId));

  it("leaves each created and each changed product the audit row the Product Master leaves", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, "admin@example.com"));
    // The Product Master's own create, as the shape to match.
    const master = await t.call("POST", "/api/api/Product/CreateProduct", {
      ProductId: 0,
      ProductCd: "AUD-M",
      ProductDscrptn: "Bracket",
      ProductTypeId: 3,
      ProductImg: "/uploads/products/x.png",
      Level: "1",
      Revision: "A",
      UOM: "NOS",
      Value: "10",
    });
    expect(master.body.ResponseCode).toBe("200");
    const csv =
      "ProductCode,ProductDescription,ProductTypeId,UOM,Level,Revision\nAUD-1,Bracket,3,NOS,1,A\nAUD-2,Bolt,3,NOS,1,A\n";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Products",
      payload: csv,
      headers: await csvHeaders(),
    });
    expect(res.json().ResponseCode).toBe("200");
    const [made, one, two] = await productEvents(["AUD-M", "AUD-1", "AUD-2"]);
    const by = { userId: admin.userId, address: "127.0.0.1", action: "Create", before: null };
    expect(made).toMatchObject(by);
    // The same fields under the same names; an import sends no image or value, so the product has none.
    const imported = { ...made.after, ProductImg: "", Value: "" };
    expect(one).toEqual({ ...made, code: "AUD-1", after: { ...imported, ProductCd: "AUD-1" } });
    expect(two).toEqual({
      ...by,
      code: "AUD-2",
      after: { ...imported, ProductCd: "AUD-2", ProductDscrptn: "Bolt" },
    });

    // Known codes: only the fields that changed, before and after; an unchanged product leaves no row.
    const again = await t.call("POST", "/api/api/Import/Products", [
      {
        ProductCode: "aud-1",
        ProductDescription: "Wide bracket",
        ProductTypeId: 3,
        UOM: "KG",
        Level: "1",
        Revision: "A",
      },
      {
        ProductCode: "AUD-2",
        ProductDescription: "Bolt",
        ProductTypeId: 3,
        UOM: "NOS",
        Level: "1",
        Revision: "A",
      },
    ]);
    expect(again.body.ResponseCode).toBe("200");
    expect((await productEvents(["AUD-1", "AUD-2"])).slice(2)).toEqual([
      {
        ...by,
        code: "AUD-1",
        action: "Update",
        before: { ProductDscrptn: "Bracket", UOM: "NOS" },
        after: { ProductDscrptn: "Wide bracket", UOM: "KG" },
      },
    ]);

    // A refused import changes no product and leaves no audit row.
    const refused = await t.call("POST", "/api/api/Import/Products", [
      { ProductCode: "AUD-3", ProductTypeId: 3, UOM: "NOS" },
      { ProductCode: "AUD-1", ProductDescription: "Changed", ProductTypeId: 3, UOM: "NOS" },
      { ProductCode: "aud-3", ProductTypeId: 3, UOM: "NOS" },
    ]);
    expect(refused.body.ResponseCode).toBe("400");
    expect(await productEvents(["AUD-1", "AUD-2", "AUD-3"])).toHaveLength(3);
  });

  it("names the command as the address of an import by npm run import (no one signed in)", async () => {
    await importRecords(t.db, "Products", [{ ProductCode: "AUD-CLI", ProductTypeId: 3, UOM: "NOS" }], {
      userId: null,
      address: "npm run import",
    });
    expect(await productEvents(["AUD-CLI"])).toEqual([
      {
        code: "AUD-CLI",
        userId: null,
        address: "npm run import",
        action: "Create",
        before: null,
        after: {
          ProductCd: "AUD-CLI",
          ProductDscrptn: "AUD-CLI",
          ProductTypeId: 3,
          ProductImg: "",
          Level: "",
          Revision: "",
          UOM: "NOS",
          Value: "",
          FGSerialsPerPacket: 1,
          IsActive: true,
        },
      },
    ]);
  });
});

describe("Import/Mrns", () => {
  it("is all or nothing and names the lines it refuses", async () => {
    const before = await count(mrns);
    const csv = [
      "MRNID,PONumber,SupplierCode,Type,MRNDate,ProductCode,RequestedQty,ReceivedQty,UOM",
      "900,PO-900,SUP-A,Purchase,11/20/2026,RM-1,10,10,KG",
      "900,PO-900,SUP-A,Purchase,11/20/2026,RM-404,10,10,KG",
      '901,PO-901,SUP-A,Purchase,"11/20/2026",RM-2,10,abc,KG',
    ].join("\r\n");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Mrns",
      payload: csv,
      headers: await csvHeaders(),
    });
    expect(res.json()).toMatchObject({ ResponseCode: "400", ResponseMessage: inboundMessages.importFailed });
    // Every refused row in one answer, by line: the schema's (line 4) and the database's (line 3).
    expect(res.json().ResponseData.map((e: { Line: number }) => e.Line)).toEqual([3, 4]);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Mrns",
      payload: csv.split("\r\n").slice(0, 3).join("\r\n"),
      headers: await csvHeaders(),
    });
    expect(unknown.json().ResponseData).toEqual([{ Line: 3, Message: "Unknown product code RM-404." }]);
    expect(await count(mrns)).toBe(before);

    const fixed = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Mrns",
      payload: csv.split("\r\n").slice(0, 2).join("\r\n"),
      headers: await csvHeaders(),
    });
    expect(fixed.json().ResponseData).toEqual({ Kind: "Mrns", Rows: 1 });
    const twice = await t.call("POST", "/api/api/Import/Mrns", [
      {
        MRNID: 900,
        PONumber: "PO-900",
        SupplierCode: "SUP-A",
        Type: "Purchase",
        MRNDate: "11/20/2026",
        ProductCode: "RM-2",
        RequestedQty: 1,
        ReceivedQty: 1,
        UOM: "KG",
      },
    ]);
    expect(twice.body.ResponseData).toEqual([{ Line: 1, Message: "MRN 900 already exists." }]);
  });

  it("refuses a line whose UOM is not its product's (one unit of measure per product)", async () => {
    const res = await t.call("POST", "/api/api/Import/Mrns", [
      {
        MRNID: 901,
        PONumber: "PO-901",
        SupplierCode: "SUP-A",
        Type: "Purchase",
        MRNDate: "11/20/2026",
        ProductCode: "RM-1",
        RequestedQty: 1,
        ReceivedQty: 1,
        UOM: "MTR",
      },
    ]);
    expect(res.body.ResponseData).toEqual([
      { Line: 1, Message: "UOM MTR is not RM-1's unit of measure (KG)." },
    ]);
  });
});

describe("Import/Boms", () => {
  it("refuses unknown codes with their line and saves nothing", async () => {
    const res = await t.call<Array<{ Line: number; Message: string }>>("POST", "/api/api/Import/Boms", [
      { ParentProductCode: "RM-1", ComponentProductCode: "RM-2", Quantity: 2 },
      { ParentProductCode: "RM-1", ComponentProductCode: "NOPE", Quantity: 1 },
    ]);
    expect(res.body.ResponseData).toEqual([{ Line: 2, Message: "Unknown product code NOPE." }]);
    expect(await count(boms)).toBe(0);
  });

  it("refuses lines that make a product its own component", async () => {
    const res = await t.call("POST", "/api/api/Import/Boms", [
      { ParentProductCode: "RM-1", ComponentProductCode: "RM-2", Quantity: 2 },
      { ParentProductCode: "RM-2", ComponentProductCode: "RM-1", Quantity: 1 },
    ]);
    expect(res.body.ResponseCode).toBe("400");
    expect(await count(boms)).toBe(0);
  });
});

describe("Import/{kind}", () => {
  it("answers an unknown kind and an empty file with a message", async () => {
    expect((await t.call("POST", "/api/api/Import/Widgets", [{ a: 1 }])).body.ResponseMessage).toBe(
      inboundMessages.importKindUnknown,
    );
    expect((await t.call("POST", "/api/api/Import/Mrns", [])).body.ResponseMessage).toBe(
      inboundMessages.importEmpty,
    );
  });

  it("is refused to a role without the right to add users", async () => {
    const [role] = await t.db.insert(roles).values({ roleName: "Store", roleDesc: "test" }).returning();
    const [type] = await t.db.select().from(userTypes).limit(1);
    await t.db.insert(users).values({
      userName: "Store",
      email: "store@example.com",
      mobileNo: "9876543210",
      roleId: role.roleId,
      userTypeId: type.userTypeId,
      passwordHash: await hashPassword("Store123", 10),
    });
    const token = await t.login("store@example.com", "Store123");
    expect((await t.call("POST", "/api/api/Import/Products", [], token)).status).toBe(403);
  });
});

describe("Import/{kind} CSV", () => {
  const post = async (kind: string, payload: string | Readable, app = t) =>
    (
      await app.app.inject({
        method: "POST",
        url: `/api/api/Import/${kind}`,
        payload,
        headers: { "content-type": "text/csv", authorization: `Bearer ${await app.login()}` },
      })
    ).json();

  it("reads a semicolon file with a byte-order mark and a tab file with lower-case column names like a comma file", async () => {
    expect(
      await post(
        "Products",
        "\uFEFFProductCode;ProductDescription;ProductTypeId;UOM\nSEMI-1;Nut, M8;3;NOS\n",
      ),
    ).toMatchObject({ ResponseCode: "200", ResponseData: { Kind: "Products", Rows: 1 } });
    expect(await post("Products", "productcode\tProductTypeId\tuom\r\nTAB-1\t3\tNOS\r\n")).toMatchObject({
      ResponseCode: "200",
    });
    const made = await t.db
      .select({ code: products.productCd, name: products.productDscrptn })
      .from(products)
      .where(inArray(products.productCd, ["SEMI-1", "TAB-1"]))
      .orderBy(asc(products.productCd));
    expect(made).toEqual([
      { code: "SEMI-1", name: "Nut, M8" },
      { code: "TAB-1", name: "TAB-1" },
    ]);
  });

  it("refuses a row with an extra cell by its line and saves none of the file", async () => {
    const res = await post("Products", "ProductCode,ProductTypeId,UOM\nRAG-1,3,NOS\nRAG-2,3,NOS,extra\n");
    expect(res).toEqual({
      ResponseCode: "400",
      ResponseMessage: inboundMessages.importFailed,
      ResponseData: [{ Line: 3, Message: inboundMessages.csvRagged(4) }],
    });
    expect(await t.db.select().from(products).where(eq(products.productCd, "RAG-1"))).toEqual([]);
  });

  it("names a missing, a doubled and an unknown column on line 1", async () => {
    const res = await post("Products", "ProductCode,UOM,Colour,uom\nCOL-1,NOS,Red,NOS\n");
    expect(res.ResponseData).toEqual([
      {
        Line: 1,
        Message: inboundMessages.importColumnUnknown(
          "Colour",
          "ProductCode, ProductDescription, ProductTypeId, Type, UOM, Level, Revision",
        ),
      },
      { Line: 1, Message: inboundMessages.importColumnTwice("uom") },
    ]);
    expect((await post("Boms", "ParentProductCode,Quantity\nA,1\n")).ResponseData).toEqual([
      { Line: 1, Message: inboundMessages.importColumnMissing("ComponentProductCode") },
    ]);
  });
});

describe("import limits", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ importMaxRows: 3, importMaxBytes: 2048 });
  });
  afterAll(() => small.close());

  const headers = async () => ({
    "content-type": "text/csv",
    authorization: `Bearer ${await small.login()}`,
  });
  const productsCsv = (n: number, from = 0) =>
    `ProductCode,ProductTypeId,UOM\n${Array.from({ length: n }, (_, i) => `LIM-${from + i},3,NOS\n`).join("")}`;
  const post = async (payload: string | Readable) =>
    small.app.inject({ method: "POST", url: "/api/api/Import/Products", payload, headers: await headers() });

  it("takes at most 100,000 rows by default, and names the limit it refuses", async () => {
    expect(loadConfig({}).importMaxRows).toBe(100_000);
    expect(inboundMessages.importTooManyRows(100_000)).toContain("at most 100,000 rows");
    expect((await post(productsCsv(4))).json()).toEqual({
      ResponseCode: "400",
      ResponseMessage: inboundMessages.importTooManyRows(3),
      ResponseData: null,
    });
    expect((await post(productsCsv(3))).json().ResponseData).toEqual({ Kind: "Products", Rows: 3 });
    // A JSON array meets the same limit.
    const json = await small.call("POST", "/api/api/Import/Products", [
      ...Array.from({ length: 4 }, (_, i) => ({ ProductCode: `LIMJ-${i}`, ProductTypeId: 3, UOM: "NOS" })),
    ]);
    expect(json.body.ResponseMessage).toBe(inboundMessages.importTooManyRows(3));
  });

  it("refuses a file past the byte limit, declared or streamed, naming the limit", async () => {
    const big = `ProductCode,ProductDescription,ProductTypeId,UOM\nBIG-1,${"x".repeat(3000)},3,NOS\n`;
    expect((await post(big)).json().ResponseMessage).toBe(inboundMessages.importTooLarge(2048));
    // Sent as a stream, the length is unknown until it has been read past the limit.
    expect((await post(Readable.from([big.slice(0, 1000), big.slice(1000)]))).json().ResponseMessage).toBe(
      inboundMessages.importTooLarge(2048),
    );
    expect(await small.db.select().from(products).where(eq(products.productCd, "BIG-1"))).toEqual([]);
  });

  it("runs one import at a time: another one meanwhile answers 429 and the first completes", async () => {
    let reading!: () => void;
    const firstRead = new Promise<void>((resolve) => {
      reading = resolve;
    });
    // The first chunk is given only when the import asks for it: a chunk pushed ahead would be read ahead too.
    let asked = false;
    const slow = new Readable({
      read() {
        if (asked) return;
        asked = true;
        this.push(productsCsv(1, 10));
        reading();
      },
    });
    const first = post(slow);
    await firstRead;
    const second = await post(productsCsv(1, 20));
    expect(second.statusCode).toBe(429);
    expect(second.json().ResponseMessage).toBe(inboundMessages.importBusy);
    slow.push("LIM-11,3,NOS\n");
    slow.push(null);
    expect((await first).json().ResponseData).toEqual({ Kind: "Products", Rows: 2 });
    expect((await post(productsCsv(1, 20))).json().ResponseData).toEqual({ Kind: "Products", Rows: 1 });
  });
});

describe("an export re-imported", () => {
  it("Stock on Hand by product re-imports as Products and changes no product", async () => {
    await importRecords(
      t.db,
      "Products",
      [
        {
          ProductCode: "RT-1",
          ProductDescription: 'Tube "20", bent',
          ProductTypeId: 3,
          UOM: "KG",
          Level: "2",
          Revision: "B",
        },
        {
          ProductCode: "RT-2",
          ProductDescription: "Frame",
          ProductTypeId: 2,
          UOM: "NOS",
          Level: "1",
          Revision: "",
        },
      ],
      null,
    );
    await importRecords(
      t.db,
      "Mrns",
      ["RT-1", "RT-2"].map((code, i) => ({
        MRNID: 950,
        PONumber: "PO-950",
        SupplierCode: "SUP-A",
        Type: "Purchase",
        MRNDate: "11/20/2026",
        ProductCode: code,
        RequestedQty: 10 + i,
        ReceivedQty: 10 + i,
        UOM: i === 0 ? "KG" : "NOS",
      })),
      null,
    );
    const lines = await t.db.select().from(mrnLines).where(eq(mrnLines.mrnId, 950));
    const checked = await t.call(
      "POST",
      "/api/api/PurchaseOrder/UpdatePoDetails",
      lines.map((l) => ({
        MRNID: 950,
        MrnLineId: l.mrnLineId,
        ApprovedQty: l.receivedQty,
        PiecesPerPacket: 5,
      })),
    );
    expect(checked.body.ResponseCode, checked.body.ResponseMessage).toBe("200");

    const exported = await t.call<Array<Record<string, unknown>>>(
      "POST",
      "/api/api/StockOnHand/GetByProduct",
      {
        PageNo: 1,
        First: 1,
        PageSize: -1,
        SearchValue: "RT-",
        SortColumn: "ProductCode",
        SortOrder: "ASC",
      },
    );
    expect(exported.body.ResponseData.map((r) => r.ProductCode)).toEqual(["RT-1", "RT-2"]);
    const file = csvText(onHandByProductCsv, exported.body.ResponseData as never[]);
    expect(file.startsWith("\uFEFF")).toBe(true);

    const productsNow = () =>
      t.db
        .select({
          code: products.productCd,
          name: products.productDscrptn,
          type: products.productTypeId,
          uom: products.uom,
          level: products.level,
          revision: products.revision,
        })
        .from(products)
        .where(inArray(products.productCd, ["RT-1", "RT-2"]))
        .orderBy(asc(products.productCd));
    const before = await productsNow();
    const productAudits = () => t.db.select().from(auditEvents).where(eq(auditEvents.entity, "Product"));
    const auditsBefore = (await productAudits()).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Import/Products",
      payload: file,
      headers: await csvHeaders(),
    });
    expect(res.json()).toMatchObject({ ResponseCode: "200", ResponseData: { Kind: "Products", Rows: 2 } });
    expect(await productsNow()).toEqual(before);
    expect((await productAudits()).slice(auditsBefore)).toEqual([]);
  });
});
