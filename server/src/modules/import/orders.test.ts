import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionOrders, products } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "./service.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(products).values([
    { productCd: "FG-CHAIR-01", productDscrptn: "Chair", productTypeId: 1, uom: "NOS" },
    { productCd: "INT-FRAME-01", productDscrptn: "Frame", productTypeId: 2, uom: "NOS" },
  ]);
});
afterAll(() => t.close());

describe("Import Orders", () => {
  it("loads the sample CSV: each order open with its whole quantity remaining", async () => {
    const csv = readFileSync(path.resolve(import.meta.dirname, "../../../../samples/orders.csv"), "utf8");
    await importRecords(t.db, "Orders", csv, null);
    const [order] = await t.db
      .select()
      .from(productionOrders)
      .where(eq(productionOrders.orderNo, "ORD-2026-101"));
    expect(order).toMatchObject({ qty: 5, remainingQty: 5 });
  });

  it("is all-or-nothing with line-numbered errors: known order, unknown product, bad date", async () => {
    const rows = [
      { OrderNo: "ORD-NEW-1", OrderDate: "11/21/2026", ProductCode: "FG-CHAIR-01", Qty: 2 },
      { OrderNo: "ORD-2026-101", OrderDate: "11/21/2026", ProductCode: "FG-CHAIR-01", Qty: 2 },
      { OrderNo: "ORD-NEW-2", OrderDate: "21/11/2026", ProductCode: "NOPE", Qty: 2 },
    ];
    const failure = await importRecords(t.db, "Orders", rows, null).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BusinessRuleError);
    const detail = JSON.stringify((failure as BusinessRuleError).data);
    expect(detail).toMatch(/"Line":2,"Message":"Order ORD-2026-101 already exists/);
    expect(detail).toMatch(/"Line":3,"Message":"Unknown product code NOPE/);
    expect(
      await t.db.select().from(productionOrders).where(eq(productionOrders.orderNo, "ORD-NEW-1")),
    ).toHaveLength(0);
  });
});
