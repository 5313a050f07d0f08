import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  requisitionLines,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import { requisitionNoIs } from "./requisition-no.js";

const requisitionColumns = {
  requisitionId: requisitions.requisitionId,
  requisitionNo: requisitions.requisitionNo,
  qty: requisitions.qty,
  orderNo: productionOrders.orderNo,
  productId: productionOrders.productId,
  productCode: products.productCd,
};

/** A requisition by its number; `lock` holds its row until the transaction ends (issues serialize on it). */
export async function findRequisitionByNo(db: Db, requisitionNo: string, lock = false) {
  const query = db
    .select(requisitionColumns)
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(requisitionNoIs(requisitionNo));
  const [row] = lock ? await query.for("update", { of: requisitions }) : await query;
  return row;
}

/** The requisitions of an order, oldest first. */
export async function requisitionsOfOrder(db: Db, orderNo: string) {
  return db
    .select(requisitionColumns)
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(eq(productionOrders.orderNo, orderNo.trim()))
    .orderBy(asc(requisitions.requisitionId));
}

/** Per line of the requisition's frozen BOM: its quantity per unit and what has been issued of it. */
export async function bomWithIssued(db: Db, requisitionId: number) {
  const issued = db
    .select({
      productId: requisitionIssues.productId,
      qty: sql<string>`sum(${requisitionIssues.qty})`.as("issued_qty"),
    })
    .from(requisitionIssues)
    .where(eq(requisitionIssues.requisitionId, requisitionId))
    .groupBy(requisitionIssues.productId)
    .as("issued");
  const rows = await db
    .select({
      bomId: requisitionLines.requisitionLineId,
      componentId: requisitionLines.componentProductId,
      RMCode: products.productCd,
      ProductName: products.productDscrptn,
      perUnit: requisitionLines.qtyPerUnit,
      issued: issued.qty,
    })
    .from(requisitionLines)
    .innerJoin(products, eq(products.productId, requisitionLines.componentProductId))
    .leftJoin(issued, eq(issued.productId, requisitionLines.componentProductId))
    .where(eq(requisitionLines.requisitionId, requisitionId))
    .orderBy(asc(products.productCd));
  return rows.map((r) => ({ ...r, perUnit: Number(r.perUnit), issued: Number(r.issued ?? 0) }));
}

/** A packet as the issue screen shows a scan of it (bin fields null when not in a bin); undefined when unknown. */
export async function packetByCode(db: Db, qrCode: string) {
  const [row] = await db
    .select({
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      Qty: sql<number>`${packets.qty}`.mapWith(Number),
      BinId: packets.binId,
      ColAddress: bins.colAddress,
      status: packets.status,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(eq(packets.qrCode, qrCode));
  return row;
}
