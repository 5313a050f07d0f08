import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  boms,
  packets,
  productionOrders,
  products,
  stockLedger,
  suppliers,
} from "../../db/schema/index.js";

/**
 * A small plant for the requisition and issue tests: FG1 needs 2.5 RM1 + 1 RM2 a unit, INT1
 * needs 1 RM1; RM packets lying in bins, put away through the ledger as the inbound does.
 */
export async function plantWithStock(db: Db, tag: string) {
  const [s1, s2] = await db
    .insert(suppliers)
    .values(
      ["S1", "S2"].map((code) => ({
        supplierName: `Supplier ${code}${tag}`,
        supplierCode: `${code}${tag}`,
        firmName: "Firm",
        mobNo: "9876543210",
        email: `${code}${tag}@example.com`.toLowerCase(),
        shippingAddress: "Plant road",
      })),
    )
    .returning();
  const product = async (code: string, typeId: number) => {
    const [p] = await db
      .insert(products)
      .values({
        productCd: `${code}${tag}`,
        productDscrptn: `${code} part`,
        productTypeId: typeId,
        uom: "NOS",
      })
      .returning();
    return p;
  };
  const fg = await product("FG1", 1);
  const intermediate = await product("INT1", 2);
  const rm1 = await product("RM1", 3);
  const rm2 = await product("RM2", 3);
  await db.insert(boms).values([
    { parentProductId: fg.productId, componentProductId: rm1.productId, qtyPerUnit: "2.5" },
    { parentProductId: fg.productId, componentProductId: rm2.productId, qtyPerUnit: "1" },
    { parentProductId: intermediate.productId, componentProductId: rm1.productId, qtyPerUnit: "1" },
  ]);
  let binNo = 0;
  const bin = async () => {
    binNo++;
    const [b] = await db
      .insert(bins)
      .values({
        rowName: "T",
        rowNo: 1,
        colNo: binNo,
        colAddress: `T${tag}-${binNo}`,
        height: 1,
        width: 1,
        length: 1,
        colStatus: true,
      })
      .returning();
    return b;
  };
  const packet = async (
    qrCode: string,
    productId: number,
    supplierId: number,
    qty: string,
    binId: number,
  ) => {
    const [p] = await db
      .insert(packets)
      .values({
        qrCode: `${qrCode}${tag}`,
        productId,
        supplierId,
        qty,
        status: "InBin",
        binId,
        inwardAt: new Date(),
      })
      .returning();
    await db.insert(stockLedger).values({
      packetId: p.packetId,
      productId,
      qty,
      fromStatus: "Packed",
      toStatus: "InBin",
      toBinId: binId,
      reason: "putAway",
    });
    return p;
  };
  const order = async (orderNo: string, productId: number, qty: number) => {
    const [o] = await db
      .insert(productionOrders)
      .values({
        orderNo: `${orderNo}${tag}`,
        orderDate: "2026-11-20",
        productId,
        qty,
        remainingQty: qty,
      })
      .returning();
    return o;
  };
  return { s1, s2, fg, intermediate, rm1, rm2, bin, packet, order };
}

/** Stock in bins per product from the packets, and from the ledger (InBin in minus InBin out): they must agree. */
export async function stockAndLedger(db: Db, productId: number) {
  const [stock] = await db
    .select({ qty: sql<string>`coalesce(sum(${packets.qty}), 0)` })
    .from(packets)
    .where(sql`${packets.productId} = ${productId} and ${packets.status} = 'InBin'`);
  const [ledger] = await db
    .select({
      qty: sql<string>`coalesce(sum(case when ${stockLedger.toStatus} = 'InBin' then ${stockLedger.qty} else 0 end)
        - sum(case when ${stockLedger.fromStatus} = 'InBin' then ${stockLedger.qty} else 0 end), 0)`,
    })
    .from(stockLedger)
    .where(eq(stockLedger.productId, productId));
  return { stock: Number(stock.qty), ledger: Number(ledger.qty) };
}
