import { type dispatchOrderListRequest, dispatchMessages as m } from "@wms/domain";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  customerSearchColumns,
  customers,
  dispatchOrderLines,
  dispatchOrders,
  products,
  users,
} from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";
import { searchText } from "../masters/index.js";

/** Customers a search may name, at most this many: a search matching more narrows by order number only. */
const customersSearched = 200;

/** An order's totals over its lines, read for the rows of one page only. */
const lineTotal = (expression: SQL) =>
  sql<number>`(select cast(coalesce(${expression}, 0) as integer) from ${dispatchOrderLines} where ${dispatchOrderLines.dispatchOrderId} = ${dispatchOrders.dispatchOrderId})`;

const headColumns = {
  DispatchOrderId: dispatchOrders.dispatchOrderId,
  ErpOrderNo: dispatchOrders.erpOrderNo,
  CustomerCode: customers.customerCode,
  CustomerName: customers.customerName,
  PromisedDate: dispatchOrders.promisedDate,
  Status: dispatchOrders.status,
  LineCount: lineTotal(sql`count(*)`),
  OrderedQty: lineTotal(sql`sum(${dispatchOrderLines.qty})`),
  DispatchedQty: lineTotal(sql`sum(${dispatchOrderLines.dispatchedQty})`),
  CreatedBy: users.userName,
  CreatedAt: dispatchOrders.createdAt,
};

/** The ids of customers whose code, name, GSTIN, contact or address contains `pattern` (the trigram index's expression). */
async function customerIdsMatching(db: Db, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: customers.customerId })
    .from(customers)
    .where(sql`(${searchText(customerSearchColumns)}) ilike ${pattern}`)
    .limit(customersSearched);
  return rows.map((r) => r.id);
}

/**
 * DispatchOrder/GetDispatchOrders: one page, newest first by default, searched by order number (trigram index) or
 * customer, narrowed by status; the total counted apart.
 */
export async function dispatchOrderList(db: Db, q: z.output<typeof dispatchOrderListRequest>) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const customerIds = page.search ? await customerIdsMatching(db, pattern) : [];
  const where = and(
    q.Status ? eq(dispatchOrders.status, q.Status) : undefined,
    page.search
      ? or(
          ilike(dispatchOrders.erpOrderNo, pattern),
          customerIds.length > 0 ? inArray(dispatchOrders.customerId, customerIds) : undefined,
        )
      : undefined,
  );
  const sortable = {
    ErpOrderNo: dispatchOrders.erpOrderNo,
    PromisedDate: dispatchOrders.promisedDate,
    Status: dispatchOrders.status,
    CreatedAt: dispatchOrders.createdAt,
  };
  const [rows, total] = await Promise.all([
    db
      .select(headColumns)
      .from(dispatchOrders)
      .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
      .leftJoin(users, eq(users.userId, dispatchOrders.createdBy))
      .where(where)
      .orderBy(...orderOf(q, sortable, dispatchOrders.createdAt, dispatchOrders.dispatchOrderId))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db.select({ n: rowCount }).from(dispatchOrders).where(where)),
  ]);
  return withTotalRows(rows, total);
}

/** DispatchOrder/GetDispatchOrder/{DispatchOrderId}: the order, its customer and its lines in line order. */
export async function dispatchOrderDetail(db: Db, dispatchOrderId: number) {
  const [head] = await db
    .select({ ...headColumns, Address: customers.address, GSTNumber: customers.gstNumber })
    .from(dispatchOrders)
    .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
    .leftJoin(users, eq(users.userId, dispatchOrders.createdBy))
    .where(eq(dispatchOrders.dispatchOrderId, dispatchOrderId));
  if (!head) throw new BusinessRuleError(m.orderUnknown);
  const lines = await db
    .select({
      LineNo: dispatchOrderLines.lineNo,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      Qty: dispatchOrderLines.qty,
      DispatchedQty: dispatchOrderLines.dispatchedQty,
    })
    .from(dispatchOrderLines)
    .innerJoin(products, eq(products.productId, dispatchOrderLines.productId))
    .where(eq(dispatchOrderLines.dispatchOrderId, dispatchOrderId))
    .orderBy(asc(dispatchOrderLines.lineNo));
  return { ...head, Lines: lines };
}
