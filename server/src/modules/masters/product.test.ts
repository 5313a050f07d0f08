import { mastersMessages as m } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const product = (code: string, extra: Record<string, unknown> = {}) => ({
  ProductId: 0,
  ProductCd: code,
  ProductDscrptn: "Steel tube",
  ProductTypeId: 3,
  ProductImg: "/uploads/products/x.png",
  Level: "1",
  Revision: "A",
  UOM: "NOS",
  Value: "10",
  ...extra,
});

describe("Product/CreateProduct", () => {
  it("creates a product answered with its type name", async () => {
    expect((await t.call("POST", "/api/api/Product/CreateProduct", product("RM-1"))).body.ResponseCode).toBe(
      "200",
    );
    const rows = await t.call<Array<Record<string, unknown>>>("POST", "/api/api/Product/GetProducts", {
      PageSize: 1,
    });
    expect(rows.body.ResponseData[0]).toMatchObject({ ProductCd: "RM-1", ProductTypeName: "RM", UOM: "NOS" });
  });

  it.each([
    [{ ProductCd: "" }, m.productCodeRequired],
    [{ ProductDscrptn: "" }, m.productDescriptionRequired],
    [{ ProductTypeId: 0 }, m.productTypeRequired],
    [{ ProductTypeId: 9 }, m.productTypeUnknown],
    [{ UOM: "" }, m.uomRequired],
    [{ Value: "" }, m.valueRequired],
    [{ Level: "" }, m.levelRequired],
    [{ Revision: "" }, m.revisionRequired],
    [{ ProductImg: "" }, m.imageRequired],
  ])("refuses %o with the spec's message", async (extra, message) => {
    const res = await t.call("POST", "/api/api/Product/CreateProduct", product("RM-BAD", extra));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
  });

  it("a code already used is refused", async () => {
    expect((await t.call("POST", "/api/api/Product/CreateProduct", product("RM-2"))).body.ResponseCode).toBe(
      "200",
    );
    const res = await t.call("POST", "/api/api/Product/CreateProduct", product("rm-2"));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.productCodeTaken });
  });
});

describe("Product/GetProducts", () => {
  it("pages on the server and finds by code, description, UOM or type name, each column on its own", async () => {
    for (const [code, type, uom] of [
      ["FG-SEARCH-1", 1, "SET"],
      ["INT-SEARCH-2", 2, "NOS"],
      ["RM-PAGE-3", 3, "NOS"],
    ] as const)
      await t.call(
        "POST",
        "/api/api/Product/CreateProduct",
        product(code, { ProductTypeId: type, UOM: uom }),
      );
    const search = async (SearchValue: string) =>
      (
        await t.call<Array<{ ProductCd: string; TotalRows: number }>>(
          "POST",
          "/api/api/Product/GetProducts",
          {
            SearchValue,
            PageSize: 5,
            First: 1,
            SortColumn: "ProductCd",
            SortOrder: "ASC",
          },
        )
      ).body.ResponseData.map((r) => r.ProductCd);
    expect(await search("search")).toEqual(["FG-SEARCH-1", "INT-SEARCH-2"]);
    expect(await search("intermediate")).toEqual(["INT-SEARCH-2"]);
    expect(await search("set")).toEqual(["FG-SEARCH-1"]);
    expect(await search("1Steel")).toEqual([]);
    const page = await t.call<Array<{ TotalRows: number }>>("POST", "/api/api/Product/GetProducts", {
      PageSize: 1,
      First: 2,
    });
    expect(page.body.ResponseData).toHaveLength(1);
    expect(page.body.ResponseData[0].TotalRows).toBeGreaterThanOrEqual(3);
  });
});

describe("ProductType/GetProductTypes", () => {
  it("lists FG, Intermediate and RM with ids 1-3", async () => {
    const res = await t.call<unknown[]>("GET", "/api/api/ProductType/GetProductTypes");
    expect(res.body.ResponseData).toEqual([
      { ProductTypeId: 1, ProductTypeName: "FG" },
      { ProductTypeId: 2, ProductTypeName: "Intermediate" },
      { ProductTypeId: 3, ProductTypeName: "RM" },
    ]);
  });
});
