import { normalRequisitionNo, type PlantDay } from "@wms/domain";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
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
import { containsPattern, orderOf, type ParsedListQuery, pageOf, totalRows } from "../../platform/paging.js";
import { openRecallOf } from "../stock/index.js";

const requisitionColumns = {
  requisitionId: requisitions.requisitionId,
  requisitionNo: requisitions.requisitionNo,
  qty: requisitions.qty,
  orderNo: productionOrders.orderNo,
  productId: productionOrders.productId,
  productCode: products.productCd,
  productTypeId: products.productTypeId,
};

/** A requisition by its number, with its order and product. */
export async function findRequisitionByNo(db: Db, requisitionNo: string) {
  const [row] = await requisitionStatement(db).execute({ requisitionNo: normalRequisitionNo(requisitionNo) });
  return row;
}

const requisitionStatement = preparedStatement("requisition_by_no", (db, name) =>
  db
    .select(requisitionColumns)
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(eq(requisitions.requisitionNo, sql.placeholder("requisitionNo")))
    .prepare(name),
);

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

/** Whether a production order of that number exists. */
export async function orderExists(db: Db, orderNo: string) {
  const [order] = await db
    .select({ orderId: productionOrders.orderId })
    .from(productionOrders)
    .where(eq(productionOrders.orderNo, orderNo.trim()));
  return order !== undefined;
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
      holdReason: packets.holdReason,
      productId: packets.productId,
      receivedOn: packets.receivedOn,
      recallId: openRecallOf(packets.packetId, packets.status),
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(eq(packets.qrCode, qrCode));
  return row;
}

/**
 * FIFO: the oldest packet of the product lying in a bin whose lot was received before `receivedOn` and is none of
 * `except` (packets picked together), with its bin; undefined when there is none (a packet of the same lot is never
 * older). One walk of the partial index packets_fifo.
 */
export async function olderPacketInBin(
  db: Db,
  productId: number,
  receivedOn: PlantDay,
  except: readonly string[] = [],
) {
  const [row] = await olderPacketStatement(db).execute({ productId, receivedOn, except: [...except] });
  return row;
}

const olderPacketStatement = preparedStatement("older_packet_in_bin", (db, name) =>
  db
    .select({ QRCode: packets.qrCode, ColAddress: bins.colAddress })
    .from(packets)
    .innerJoin(bins, eq(bins.binId, packets.binId))
    .where(
      and(
        eq(packets.productId, sql.placeholder("productId")),
        eq(packets.status, "InBin"),
        sql`${packets.receivedOn} < ${sql.placeholder("receivedOn")}::date`,
        sql`${packets.qrCode} <> all(${sql.placeholder("except")}::text[])`,
      ),
    )
    .orderBy(asc(packets.receivedOn), asc(packets.packetId))
    .limit(1)
    .prepare(name),
);

/** A requisition still has something to issue: a BOM line needing more than has been issued to it. */
const stillToIssue = sql`exists (
  select 1 from ${requisitionLines} l
  where l.requisition_id = ${requisitions.requisitionId}
    and l.qty_per_unit * ${requisitions.qty} > coalesce((
      select sum(i.qty) from ${requisitionIssues} i
      where i.requisition_id = ${requisitions.requisitionId} and i.product_id = l.component_product_id
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
  return db
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
    .limit(page.limit)
    .offset(page.offset);
}
