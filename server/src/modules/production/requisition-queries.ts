import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  boms,
  packets,
  productionOrders,
  products,
  productTypes,
  requisitionLines,
  requisitions,
} from "../../db/schema/index.js";
import {
  containsPattern,
  countOf,
  orderOf,
  type ParsedListQuery,
  pageOf,
  rowCount,
  withTotalRows,
} from "../../platform/paging.js";

const num = (v: string | number | null) => Number(v ?? 0);

/**
 * RaiseRequisition/GetOrders: one page of the active production orders (newest first by default), with
 * what is left to requisition, searched by order number or product code.
 */
export async function listOrders(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const where = and(
    eq(productionOrders.isActive, true),
    page.search
      ? or(ilike(productionOrders.orderNo, pattern), ilike(products.productCd, pattern))
      : undefined,
  );
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(productionOrders)
      .innerJoin(products, eq(products.productId, productionOrders.productId))
      .innerJoin(productTypes, eq(productTypes.productTypeId, products.productTypeId))
      .where(where)
      .$dynamic();
  const pageRows = from({
    Id: productionOrders.orderId,
    OrderNO: productionOrders.orderNo,
    OrderDate: productionOrders.orderDate,
    ProductCode: products.productCd,
    ProductName: products.productDscrptn,
    ProductCategory: productTypes.productTypeName,
    ProductCategoryId: products.productTypeId,
    Qty: productionOrders.qty,
    RemainingQty: productionOrders.remainingQty,
    IsActive: productionOrders.isActive,
    CreatedBy: productionOrders.createdBy,
    CreatedDate: productionOrders.createdDate,
    UpdatedBy: productionOrders.updatedBy,
    UpdatedDate: productionOrders.updatedDate,
  })
    .orderBy(
      ...orderOf(
        q,
        {
          OrderNO: productionOrders.orderNo,
          OrderDate: productionOrders.orderDate,
          ProductCode: products.productCd,
          Qty: productionOrders.qty,
          RemainingQty: productionOrders.remainingQty,
        },
        productionOrders.orderDate,
        productionOrders.orderId,
      ),
    )
    .limit(page.limit)
    .offset(page.offset) as unknown as Promise<OrderRow[]>;
  const [rows, total] = await Promise.all([pageRows, countOf(from({ n: rowCount }))]);
  return withTotalRows(
    rows.map((r) => ({ ...r, IsChecked: false, IsDisabled: r.RemainingQty <= 0, ApprovedQty: 0 })),
    total,
  );
}

interface OrderRow {
  Id: number;
  OrderNO: string;
  OrderDate: string;
  ProductCode: string;
  ProductName: string;
  ProductCategory: string;
  ProductCategoryId: number;
  Qty: number;
  RemainingQty: number;
  IsActive: boolean;
  CreatedBy: number | null;
  CreatedDate: Date;
  UpdatedBy: number | null;
  UpdatedDate: Date | null;
}

/**
 * One page of the requisitions with their order and product (newest first by default), searched by
 * order, requisition number or product code (GetRequisitions, GetViewRequisitionData).
 */
export async function listRequisitions(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const where = page.search
    ? or(
        ilike(productionOrders.orderNo, pattern),
        ilike(requisitions.requisitionNo, pattern),
        ilike(products.productCd, pattern),
      )
    : undefined;
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(requisitions)
      .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
      .innerJoin(products, eq(products.productId, productionOrders.productId))
      .where(where)
      .$dynamic();
  const pageRows = from({
    RequisitionId: requisitions.requisitionId,
    RequisitionNo: requisitions.requisitionNo,
    OrderRequisitionNo: sql<string>`${productionOrders.orderNo} || ' - ' || ${requisitions.requisitionNo}`,
    OrderId: productionOrders.orderId,
    OrderNo: productionOrders.orderNo,
    OrderDate: productionOrders.orderDate,
    ProductCode: products.productCd,
    ProductName: products.productDscrptn,
    ProductTypeId: products.productTypeId,
    Qty: requisitions.qty,
    CreatedDate: requisitions.createdDate,
  })
    .orderBy(
      ...orderOf(
        q,
        {
          OrderNo: productionOrders.orderNo,
          RequisitionNo: requisitions.requisitionNo,
          ProductCode: products.productCd,
          Qty: requisitions.qty,
          CreatedDate: requisitions.createdDate,
        },
        requisitions.createdDate,
        requisitions.requisitionId,
      ),
    )
    .limit(page.limit)
    .offset(page.offset) as unknown as Promise<RequisitionListRow[]>;
  const [rows, total] = await Promise.all([pageRows, countOf(from({ n: rowCount }))]);
  return withTotalRows(rows, total);
}

interface RequisitionListRow {
  RequisitionId: number;
  RequisitionNo: string;
  OrderRequisitionNo: string;
  OrderId: number;
  OrderNo: string;
  OrderDate: string;
  ProductCode: string;
  ProductName: string;
  ProductTypeId: number;
  Qty: number;
  CreatedDate: Date;
}

/** One requisition with its order and product (GetProductDetails). */
export async function findRequisitionDetail(db: Db, requisitionId: number) {
  const [row] = await db
    .select({
      RequisitionId: requisitions.requisitionId,
      RequisitionNo: requisitions.requisitionNo,
      OrderNo: productionOrders.orderNo,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      Quantity: requisitions.qty,
      productId: productionOrders.productId,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(eq(requisitions.requisitionId, requisitionId));
  return row;
}

/** The BOM of a product: each component with its code, description and quantity per unit. */
export async function bomOf(db: Db, productId: number) {
  const rows = await db
    .select({
      componentId: boms.componentProductId,
      RMCode: products.productCd,
      RMDescription: products.productDscrptn,
      perUnit: boms.qtyPerUnit,
    })
    .from(boms)
    .innerJoin(products, eq(products.productId, boms.componentProductId))
    .where(eq(boms.parentProductId, productId))
    .orderBy(asc(products.productCd));
  return rows.map((r) => ({ ...r, perUnit: num(r.perUnit) }));
}

/** The BOM a requisition froze when it was raised, in the shape of `bomOf`. */
export async function frozenBomOf(db: Db, requisitionId: number) {
  const rows = await db
    .select({
      componentId: requisitionLines.componentProductId,
      RMCode: products.productCd,
      RMDescription: products.productDscrptn,
      perUnit: requisitionLines.qtyPerUnit,
    })
    .from(requisitionLines)
    .innerJoin(products, eq(products.productId, requisitionLines.componentProductId))
    .where(eq(requisitionLines.requisitionId, requisitionId))
    .orderBy(asc(products.productCd));
  return rows.map((r) => ({ ...r, perUnit: num(r.perUnit) }));
}

/** Quantity in bins per product of `productIds`. */
export async function stockInBins(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: packets.productId, qty: sql<string>`sum(${packets.qty})` })
    .from(packets)
    .where(and(eq(packets.status, "InBin"), sql`${packets.productId} in ${productIds}`))
    .groupBy(packets.productId);
  return new Map(rows.map((r) => [r.productId, num(r.qty)]));
}

export async function findOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      orderId: productionOrders.orderId,
      orderNo: productionOrders.orderNo,
      productId: productionOrders.productId,
    })
    .from(productionOrders)
    .where(eq(productionOrders.orderId, orderId));
  return row;
}
