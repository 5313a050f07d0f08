import { productTypeIds } from "@wms/domain";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
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

/** The requisition row of a number for one activity screen's kind. */
export async function requisitionOfKind(db: Db, requisitionNo: string, kind: ActivityKind) {
  const [row] = await db
    .select({
      requisitionId: requisitions.requisitionId,
      requisitionNo: requisitions.requisitionNo,
      orderNo: productionOrders.orderNo,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(and(requisitionNoIs(requisitionNo), eq(products.productTypeId, productTypeOfKind[kind])));
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
