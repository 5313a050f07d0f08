import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { formatSentDate, plantDayOf } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema/index.js";
import { makeSupplier, receiveStock } from "../modules/stock/plant.test-support.js";
import { startTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, encoding: string) =>
  t.app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });

describe("compressed answers", () => {
  it("sends a JSON answer of 1 KB or more in brotli or gzip, as the client accepts, else as it is", async () => {
    const plain = await get("/api/docs/json", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get("/api/docs/json", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get("/api/docs/json", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(String(gz.headers.vary).toLowerCase()).toContain("accept-encoding");
  });

  it("sends an answer under 1 KB as it is", async () => {
    const res = await get("/api/health", "gzip, br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("streams an export compressed, every row arriving", async () => {
    const supplier = await makeSupplier(t.db);
    const codes = ["ZIP-1", "ZIP-2", "ZIP-3"];
    for (const code of codes) {
      const [product] = await t.db
        .insert(products)
        .values({ productCd: code, productDscrptn: code, productTypeId: 1, uom: "NOS" })
        .returning();
      await receiveStock(t.db, { productId: product.productId, supplierId: supplier.supplierId, qty: 4 });
    }
    const today = formatSentDate(plantDayOf(new Date(), t.config.timeZone));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/MaterialInwardReport/GetMaterialInwardReport",
      headers: { authorization: `Bearer ${await t.login()}`, "accept-encoding": "gzip" },
      payload: { FromDate: today, ToDate: today, SearchValue: "ZIP-", First: 1, PageSize: -1 },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(body.ResponseCode).toBe("200");
    expect(body.ResponseData.map((r: { ProductCode: string }) => r.ProductCode).sort()).toEqual(codes);
  });
});
