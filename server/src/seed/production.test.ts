import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionOrders } from "../db/schema/index.js";
import { bomOf, stockInBins } from "../modules/production/requisition-queries.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { demoOrders } from "./production.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: "demo" });
});
afterAll(() => t.close());

describe("seedDemoProduction", () => {
  it("opens every demo order, and the seeded stock covers at least two units of each", async () => {
    for (const demo of demoOrders) {
      const [order] = await t.db
        .select()
        .from(productionOrders)
        .where(eq(productionOrders.orderNo, demo.orderNo));
      expect(order, demo.orderNo).toMatchObject({ qty: demo.qty, remainingQty: demo.qty });
      const bom = await bomOf(t.db, order.productId);
      expect(bom.length, `${demo.orderNo} has a BOM`).toBeGreaterThan(0);
      const stock = await stockInBins(
        t.db,
        bom.map((b) => b.componentId),
      );
      for (const line of bom) {
        expect(stock.get(line.componentId) ?? 0, `${demo.orderNo} ${line.RMCode}`).toBeGreaterThanOrEqual(
          line.perUnit * 2,
        );
      }
    }
  });
});
