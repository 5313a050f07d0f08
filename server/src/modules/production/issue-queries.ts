import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  boms,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import { containsPattern, orderOf, type ParsedListQuery, pageOf, totalRows } from "../../platform/paging.js";

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
    .where(eq(requisitions.requisitionNo, requisitionNo.trim().toUpperCase()));
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

/** Per component of `productId`: its BOM quantity per unit and what the requisition has been issued of it. */
export async function bomWithIssued(db: Db, productId: number, requisitionId: number) {
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
      bomId: boms.bomId,
      componentId: boms.componentProductId,
      RMCode: products.productCd,
      ProductName: products.productDscrptn,
      perUnit: boms.qtyPerUnit,
      issued: issued.qty,
    })
    .from(boms)
    .innerJoin(products, eq(products.productId, boms.componentProductId))
    .leftJoin(issued, eq(issued.productId, boms.componentProductId))
    .where(eq(boms.parentProductId, productId))
    .orderBy(asc(products.productCd));
  return rows.map((r) => ({ ...r, perUnit: Number(r.perUnit), issued: Number(r.issued ?? 0) }));
}

/** Packets by QR code with product and supplier codes, locked in id order (no deadlock between issues). */
export async function lockPacketsByCodes(db: Db, qrCodes: string[]) {
  return db
    .select({
      packetId: packets.packetId,
      qrCode: packets.qrCode,
      productId: packets.productId,
      productCode: products.productCd,
      supplierId: packets.supplierId,
      supplierCode: suppliers.supplierCode,
      qty: packets.qty,
      status: packets.status,
      binId: packets.binId,
      inwardAt: packets.inwardAt,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .innerJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .where(inArray(packets.qrCode, qrCodes))
    .orderBy(asc(packets.packetId))
    .for("update", { of: packets });
}

/** Bins of `binIds` that no longer hold any packet, after locking them in id order. */
export async function lockBinsLeftEmpty(db: Db, binIds: number[]): Promise<number[]> {
  if (binIds.length === 0) return [];
  await db.execute(sql`select bin_id from bins where bin_id in ${binIds} order by bin_id for update`);
  const held = await db
    .selectDistinct({ binId: packets.binId })
    .from(packets)
    .where(and(inArray(packets.binId, binIds), eq(packets.status, "InBin")));
  const stillHeld = new Set(held.map((h) => h.binId));
  return binIds.filter((id) => !stillHeld.has(id));
}

/** The next packet id, so a split-off packet's QR code can carry it. */
export async function nextPacketId(db: Db): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('packets', 'packet_id')) as id`,
  );
  return Number((result as unknown as { rows: Array<{ id: string | number }> }).rows[0].id);
}

/** A packet as the issue screen shows a scan of it (bin fields null when not in a bin); undefined when unknown. */
export async function packetByCode(db: Db, qrCode: string) {
  const [row] = await db
    .select({
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      SupplierCode: suppliers.supplierCode,
      Qty: sql<number>`${packets.qty}`.mapWith(Number),
      BinId: packets.binId,
      ColAddress: bins.colAddress,
      status: packets.status,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .innerJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(eq(packets.qrCode, qrCode));
  return row;
}

/** A requisition still has something to issue: a BOM line needing more than has been issued to it. */
const stillToIssue = sql`exists (
  select 1 from ${boms} b
  where b.parent_product_id = ${productionOrders.productId}
    and b.qty_per_unit * ${requisitions.qty} > coalesce((
      select sum(i.qty) from ${requisitionIssues} i
      where i.requisition_id = ${requisitions.requisitionId} and i.product_id = b.component_product_id
    ), 0)
)`;

/**
 * StoreRequisitionIssue/GetRequisitionsToIssue (the Order List): one page of the requisitions that
 * can still be issued, searched by order, requisition or product, newest first by default.
 */
export async function requisitionsToIssue(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const search = page.search
    ? or(
        ilike(productionOrders.orderNo, pattern),
        ilike(requisitions.requisitionNo, pattern),
        ilike(products.productCd, pattern),
      )
    : undefined;
  const query = db
    .select({
      RequisitionId: requisitions.requisitionId,
      RequisitionNo: requisitions.requisitionNo,
      OrderNo: productionOrders.orderNo,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      Qty: requisitions.qty,
      CreatedDate: requisitions.createdDate,
      TotalRows: totalRows,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(and(stillToIssue, search))
    .orderBy(
      ...orderOf(
        q,
        {
          OrderNo: productionOrders.orderNo,
          RequisitionNo: requisitions.requisitionNo,
          CreatedDate: requisitions.createdDate,
        },
        requisitions.createdDate,
        requisitions.requisitionId,
      ),
    )
    .offset(page.offset);
  return page.limit === null ? query : query.limit(page.limit);
}
