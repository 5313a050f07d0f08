import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  packets,
  productionOrders,
  products,
  productTypes,
  requisitionIssues,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import { issueBalances } from "../production/index.js";

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

/** Return/GetFGReturn: the requisition's issues that still have unused quantity, Quantity = that quantity. */
export async function returnableRows(db: Db, requisitionId: number) {
  const balances = (await issueBalances(db, [requisitionId])).filter((b) => b.unused > 0);
  const unused = new Map(balances.map((b) => [b.requisitionIssueId, b.unused]));
  const rows = await issueRows(db, [...unused.keys()]);
  return rows.map((r) => ({ ...r, Quantity: unused.get(r.RequisitionIssueId) ?? 0 }));
}
