import { addQty, type Milli, maxQty, milliOf, noQty, qtyNumber, requiredQty, subtractQty } from "@wms/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import {
  packets,
  productionOrders,
  products,
  productTypes,
  requisitionIssues,
  requisitionLines,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import type { RequisitionRef } from "./requisition-lock.js";

/* What was issued to requisitions and what is left of it: the issue, consumption and return commands' stock facts. */

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

const component = alias(products, "component");
const made = alias(products, "made");

/** The issues of requisitions as return rows: the component, its packet and supplier, what the requisition makes. */
export async function issueRows(db: Db, requisitionIssueIds: number[]) {
  if (requisitionIssueIds.length === 0) return [];
  return db
    .select({
      RequisitionIssueId: requisitionIssues.requisitionIssueId,
      RequisitionId: requisitions.requisitionId,
      RequisitionNo: requisitions.requisitionNo,
      RMCode: component.productCd,
      Type: productTypes.productTypeName,
      UOM: component.uom,
      InwardDate: packets.inwardAt,
      QRCode: packets.qrCode,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      SupplierName: sql<string>`coalesce(${suppliers.supplierName}, '')`,
      ProductCode: made.productCd,
      ProductDscrptn: made.productDscrptn,
      ProductImg: made.productImg,
    })
    .from(requisitionIssues)
    .innerJoin(requisitions, eq(requisitions.requisitionId, requisitionIssues.requisitionId))
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(made, eq(made.productId, productionOrders.productId))
    .innerJoin(component, eq(component.productId, requisitionIssues.productId))
    .innerJoin(productTypes, eq(productTypes.productTypeId, component.productTypeId))
    .innerJoin(packets, eq(packets.packetId, requisitionIssues.packetId))
    .leftJoin(suppliers, eq(suppliers.supplierId, requisitionIssues.supplierId))
    .where(inArray(requisitionIssues.requisitionIssueId, requisitionIssueIds))
    .orderBy(asc(requisitionIssues.requisitionIssueId));
}

/** A requisition as its issue lines show it: how many units, of which order and product. */
export interface RequisitionToIssue extends RequisitionRef {
  qty: number;
  orderNo: string;
  productCode: string;
}

/** The frozen BOM lines of a requisition: required = BOM qty x requisition qty, issued so far, remaining. */
export async function issueLines(db: Db, requisition: RequisitionToIssue) {
  const rows = await bomWithIssuedStatement(db).execute({ requisitionId: requisition.requisitionId });
  return rows.map((b) => {
    const perUnit = Number(b.perUnit);
    const issued = Number(b.issued ?? 0);
    const Quantity = requiredQty(perUnit, requisition.qty);
    return {
      JobScheduleId: b.bomId,
      OrderNo: requisition.orderNo,
      OrderNO: requisition.orderNo,
      RequisitionNo: requisition.requisitionNo,
      ProductCode: requisition.productCode,
      RMCode: b.RMCode,
      ProductName: b.ProductName,
      RrBomQuantity: perUnit,
      Quantity,
      ScannedQty: issued,
      RemainingQty: qtyNumber(maxQty(noQty, subtractQty(milliOf(Quantity), milliOf(issued)))),
    };
  });
}

export type IssueLineRow = Awaited<ReturnType<typeof issueLines>>[number];

// Per line of the requisition's frozen BOM: its quantity per unit and what has been issued of it.
const bomWithIssuedStatement = preparedStatement("bom_with_issued", (db, name) => {
  const issued = db
    .select({
      productId: requisitionIssues.productId,
      qty: sql<string>`sum(${requisitionIssues.qty})`.as("issued_qty"),
    })
    .from(requisitionIssues)
    .where(eq(requisitionIssues.requisitionId, sql.placeholder("requisitionId")))
    .groupBy(requisitionIssues.productId)
    .as("issued");
  return db
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
    .where(eq(requisitionLines.requisitionId, sql.placeholder("requisitionId")))
    .orderBy(asc(products.productCd))
    .prepare(name);
});
