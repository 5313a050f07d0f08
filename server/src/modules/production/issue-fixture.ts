import type { PlantDay } from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { boms, packets, productionOrders, products, stockLedger } from "../../db/schema/index.js";
import { makeBin, makeSupplier, receiveStock } from "../stock/plant.test-support.js";

/**
 * A small plant for the requisition and issue tests: FG1 needs 2.5 RM1 + 1 RM2 a unit, INT1
 * needs 1 RM1; RM packets received, checked and put away through the stock commands.
 */
export async function plantWithStock(db: Db, tag: string) {
  const s1 = await makeSupplier(db, `S1${tag}`);
  const s2 = await makeSupplier(db, `S2${tag}`);
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
  const bin = () => makeBin(db);
  /** `count` packets of `qty` received on one MRN and put away together into `binId` (null: left Packed). */
  const packetsInBin = (
    productId: number,
    supplierId: number,
    qty: string,
    binId: number | null,
    count = 1,
    mrnDate?: PlantDay,
  ) => receiveStock(db, { productId, supplierId, qty, count, binId, mrnDate });
  /** A packet received on an MRN dated `mrnDate` (today when omitted) and put away now. */
  const packet = async (
    productId: number,
    supplierId: number,
    qty: string,
    binId: number,
    mrnDate?: PlantDay,
  ) => (await packetsInBin(productId, supplierId, qty, binId, 1, mrnDate))[0];
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
  return { s1, s2, fg, intermediate, rm1, rm2, bin, packet, packetsInBin, order };
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
