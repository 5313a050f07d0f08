import { addQty, type Milli, milliOf, noQty, productTypeIds, qtyNumber, subtractQty } from "@wms/domain";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type ActivityKind,
  productionOrders,
  products,
  requisitionIssues,
  requisitions,
  shifts,
} from "../../db/schema/index.js";
import { containsPattern } from "../../platform/paging.js";
import { requisitionNoIs } from "./requisition-no.js";

/** The product type whose requisitions each activity screen reports on: assembly = FG, intermediate = Intermediate. */
export const productTypeOfKind: Record<ActivityKind, number> = {
  assembly: productTypeIds.fg,
  intermediate: productTypeIds.intermediate,
};

const consumedOf = sql<string>`coalesce((select sum(c.qty) from consumptions c
  where c.requisition_issue_id = ${requisitionIssues}.requisition_issue_id), 0)`;
const returnedOf = sql<string>`coalesce((select sum(r.qty) from stock_returns r
  where r.requisition_issue_id = ${requisitionIssues}.requisition_issue_id), 0)`;

/**
 * Every issue of the requisitions with what is left of it: issued - consumed - returned. Inside a
 * stock command, call it after locking the requisition rows, so no other command changes the balance.
 */
export async function issueBalances(db: Db, requisitionIds: number[]) {
  if (requisitionIds.length === 0) return [];
  const rows = await db
    .select({
      requisitionIssueId: requisitionIssues.requisitionIssueId,
      requisitionId: requisitionIssues.requisitionId,
      packetId: requisitionIssues.packetId,
      productId: requisitionIssues.productId,
      issued: requisitionIssues.qty,
      consumed: consumedOf,
      returned: returnedOf,
    })
    .from(requisitionIssues)
    .where(inArray(requisitionIssues.requisitionId, requisitionIds))
    .orderBy(asc(requisitionIssues.requisitionIssueId));
  return rows.map((r) => ({
    ...r,
    unused: qtyNumber(subtractQty(subtractQty(milliOf(r.issued), milliOf(r.consumed)), milliOf(r.returned))),
    hasReturns: milliOf(r.returned) > 0,
  }));
}

/** The requisition row of a number for one activity screen's kind, locked when `lock`. */
export async function requisitionOfKind(db: Db, requisitionNo: string, kind: ActivityKind, lock: boolean) {
  const query = db
    .select({
      requisitionId: requisitions.requisitionId,
      requisitionNo: requisitions.requisitionNo,
      orderNo: productionOrders.orderNo,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(and(requisitionNoIs(requisitionNo), eq(products.productTypeId, productTypeOfKind[kind])));
  const [row] = lock ? await query.for("update", { of: requisitions }) : await query;
  return row;
}

/** ActivityReporting/GetOrderList/{x} and GetIntermediateOrderList/{x}: requisitions with issued material. */
export async function activityOrderList(db: Db, kind: ActivityKind, search: string) {
  const pattern = containsPattern(search.trim());
  return db
    .selectDistinct({
      RequisitionId: requisitions.requisitionId,
      RequisitionNo: requisitions.requisitionNo,
      OrderNo: productionOrders.orderNo,
      OrderRequisitionNo: sql<string>`${productionOrders.orderNo} || ' - ' || ${requisitions.requisitionNo}`,
      ProductCode: products.productCd,
      ProductTypeId: products.productTypeId,
      CreatedDate: requisitions.createdDate,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .innerJoin(requisitionIssues, eq(requisitionIssues.requisitionId, requisitions.requisitionId))
    .where(
      and(
        eq(products.productTypeId, productTypeOfKind[kind]),
        or(ilike(requisitions.requisitionNo, pattern), ilike(productionOrders.orderNo, pattern)),
      ),
    )
    .orderBy(asc(requisitions.requisitionNo))
    .limit(50);
}

/** The components issued to a requisition, with the quantity still unused, one row per component. */
export async function unusedByComponent(db: Db, requisitionId: number) {
  const balances = await issueBalances(db, [requisitionId]);
  const byProduct = new Map<number, { issued: Milli; unused: Milli }>();
  for (const b of balances) {
    const sum = byProduct.get(b.productId) ?? { issued: noQty, unused: noQty };
    byProduct.set(b.productId, {
      issued: addQty(sum.issued, milliOf(b.issued)),
      unused: addQty(sum.unused, milliOf(b.unused)),
    });
  }
  if (byProduct.size === 0) return [];
  const codes = await db
    .select({ productId: products.productId, productCd: products.productCd })
    .from(products)
    .where(inArray(products.productId, [...byProduct.keys()]))
    .orderBy(asc(products.productCd));
  return codes.map((c) => {
    const sum = byProduct.get(c.productId) as { issued: Milli; unused: Milli };
    return {
      productId: c.productId,
      productCode: c.productCd,
      issued: qtyNumber(sum.issued),
      unused: qtyNumber(sum.unused),
    };
  });
}

/** ActivityReporting/GetShifts: the active shifts the form offers ('name - start - end'). */
export function activeShifts(db: Db) {
  return db
    .select({
      ShiftId: shifts.shiftId,
      ShiftName: shifts.shiftName,
      StartTime: shifts.startTime,
      EndTime: shifts.endTime,
    })
    .from(shifts)
    .where(eq(shifts.isActive, true))
    .orderBy(asc(shifts.shiftId));
}
