import { plantDaysAgo } from "@wms/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { appendLedger } from "../../modules/stock/index.js";
import type { Db } from "../client.js";
import { bins, packets, productionOrders, products, suppliers } from "../schema/index.js";
import type { SeedContext } from "./context.js";
import { demoProductCodes } from "./masters.js";

/** Open production orders of the demo plant: small enough that the seeded stock issues a few units of each. */
export const demoOrders = [
  { orderNo: "ORD-1001", code: demoProductCodes.chair, qty: 4, daysAgo: 3 },
  { orderNo: "ORD-1002", code: demoProductCodes.stool, qty: 3, daysAgo: 2 },
  { orderNo: "ORD-1003", code: demoProductCodes.frame, qty: 4, daysAgo: 1 },
  { orderNo: "ORD-1004", code: demoProductCodes.seat, qty: 4, daysAgo: 0 },
] as const;

/** Intermediates made earlier and stored: what the FG orders draw on besides RM (two packets each, one bin each). */
export const demoIntermediateStock = [
  { code: demoProductCodes.frame, packets: [6, 6] },
  { code: demoProductCodes.seat, packets: [6, 6] },
] as const;

async function seedIntermediateStock(db: Db, userId: number, idOf: Map<string, number>) {
  const [supplier] = await db.select().from(suppliers).orderBy(asc(suppliers.supplierId)).limit(1);
  const empty = await db
    .select({ binId: bins.binId })
    .from(bins)
    .where(and(eq(bins.colStatus, false), eq(bins.isActive, true)))
    .orderBy(desc(bins.binId))
    .limit(demoIntermediateStock.length);
  if (!supplier || empty.length < demoIntermediateStock.length) return;
  for (const [i, stock] of demoIntermediateStock.entries()) {
    const productId = idOf.get(stock.code);
    if (!productId) continue;
    const binId = empty[i].binId;
    const made = await db
      .insert(packets)
      .values(
        stock.packets.map((qty, n) => ({
          qrCode: `${stock.code}-STOCK-${n + 1}`,
          productId,
          supplierId: supplier.supplierId,
          qty: String(qty),
          status: "InBin" as const,
          binId,
          inwardAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ packetId: packets.packetId, qty: packets.qty });
    if (made.length === 0) continue;
    await db
      .update(bins)
      .set({ colStatus: true, updatedBy: userId, updatedDate: new Date() })
      .where(eq(bins.binId, binId));
    await appendLedger(
      db,
      made.map((m) => ({
        packetId: m.packetId,
        productId,
        qty: m.qty,
        from: { status: null },
        to: { status: "InBin", binId },
        reason: "openingStock",
        userId,
      })),
    );
  }
}

export async function seedDemoProduction(db: Db, ctx: SeedContext) {
  const found = await db
    .select({ id: products.productId, code: products.productCd })
    .from(products)
    .where(
      inArray(products.productCd, [
        ...demoOrders.map((o) => o.code),
        ...demoIntermediateStock.map((i) => i.code),
      ]),
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
  await seedIntermediateStock(db, ctx.adminUserId, idOf);
}
