import { plantDaysAgo } from "@wms/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { productionOrders, products } from "../db/schema/index.js";
import type { SeedContext } from "./context.js";
import { demoProductCodes } from "./masters.js";

/** Open production orders of the demo plant: small enough that the seeded stock issues a few units of each. */
export const demoOrders = [
  { orderNo: "ORD-1001", code: demoProductCodes.chair, qty: 4, daysAgo: 3 },
  { orderNo: "ORD-1002", code: demoProductCodes.stool, qty: 3, daysAgo: 2 },
  { orderNo: "ORD-1003", code: demoProductCodes.frame, qty: 4, daysAgo: 1 },
  { orderNo: "ORD-1004", code: demoProductCodes.seat, qty: 4, daysAgo: 0 },
] as const;

export async function seedDemoProduction(db: Db, ctx: SeedContext) {
  const found = await db
    .select({ id: products.productId, code: products.productCd })
    .from(products)
    .where(
      inArray(
        products.productCd,
        demoOrders.map((o) => o.code),
      ),
    );
  const idOf = new Map(found.map((p) => [p.code, p.id]));
  const orders = demoOrders
    .filter((o) => idOf.has(o.code))
    .map((o) => ({
      orderNo: o.orderNo,
      orderDate: plantDaysAgo(o.daysAgo),
      productId: idOf.get(o.code)!,
      qty: o.qty,
      remainingQty: o.qty,
      createdBy: ctx.adminUserId,
    }));
  if (orders.length > 0) await db.insert(productionOrders).values(orders).onConflictDoNothing();
}
