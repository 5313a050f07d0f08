import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bins, mrnLines, packets, products, suppliers, warehouses } from "../../db/schema/index.js";
import { keptBinCounts } from "./bin-counts.js";

/** The four count boxes: active warehouses, active bins, and how many of those are full or empty (one statement). */
export async function dashboardCounts(db: Db) {
  const kept = keptBinCounts(db);
  const [counts] = await db
    .select({
      TotalBin: kept.activeBins,
      TotalBinUse: kept.fullBins,
      TotalBinEmpty: sql<number>`${kept.activeBins} - ${kept.fullBins}`,
      Totalwarehouse: sql<number>`(select cast(count(*) as integer) from ${warehouses} where ${warehouses.isActive})`,
    })
    .from(kept);
  return counts;
}

/** The Bin Location headers: the row names of active bins. */
export async function binHeaders(db: Db) {
  return db
    .selectDistinct({ Header: bins.rowName })
    .from(bins)
    .where(eq(bins.isActive, true))
    .orderBy(asc(bins.rowName));
}

/** The active bins of one row, in column order. */
export async function binsOfRow(db: Db, rowName: string) {
  return db
    .select({ BinId: bins.binId, ColAddress: bins.colAddress, ColStatus: bins.colStatus })
    .from(bins)
    .where(and(eq(bins.isActive, true), sql`lower(${bins.rowName}) = lower(${rowName})`))
    .orderBy(asc(bins.colNo), asc(bins.binId));
}

/** The packets lying in the bin at `colAddress`, with their state (a held packet stays in its bin). */
export async function packetsInBin(db: Db, colAddress: string) {
  return (
    db
      .select({
        MRNID: mrnLines.mrnId,
        QRCode: packets.qrCode,
        ProductCode: products.productCd,
        SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
        Qty: sql<number>`cast(${packets.qty} as float8)`,
        Status: packets.status,
        HoldReason: packets.holdReason,
      })
      .from(packets)
      .innerJoin(bins, eq(bins.binId, packets.binId))
      .innerJoin(products, eq(products.productId, packets.productId))
      // Production output has no supplier: its lot is the requisition that made it.
      .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
      .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
      // Every packet with a bin lies in it: InBin, or OnHold keeping its bin.
      .where(sql`lower(${bins.colAddress}) = lower(${colAddress})`)
      .orderBy(asc(packets.qrCode))
  );
}

/** Whether an active bin has this address (a tile can outlive its bin's deactivation). */
export async function activeBinExists(db: Db, colAddress: string) {
  const [bin] = await db
    .select({ binId: bins.binId })
    .from(bins)
    .where(and(eq(bins.isActive, true), sql`lower(${bins.colAddress}) = lower(${colAddress})`))
    .limit(1);
  return bin !== undefined;
}
