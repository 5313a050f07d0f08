import { formatSentDate, type ImportCell, type ImportKindName, inboundMessages as m } from "@wms/domain";
import { asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  boms,
  customers,
  dispatchOrderLines,
  dispatchOrders,
  mrnLines,
  mrns,
  productionOrders,
  products,
  suppliers,
} from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { importKindOf } from "./registry.js";

const parent = alias(products, "parent");
const component = alias(products, "component");

/** Each kind's records in its import's columns, at most `limit` of them, in a stable order. */
const exporters: Record<
  ImportKindName,
  (db: Db, limit: number) => Promise<Array<Record<string, ImportCell>>>
> = {
  Products: async (db, limit) =>
    (await db.select().from(products).orderBy(asc(products.productCd)).limit(limit)).map((p) => ({
      ProductCode: p.productCd,
      ProductDescription: p.productDscrptn,
      ProductTypeId: p.productTypeId,
      UOM: p.uom,
      Level: p.level,
      Revision: p.revision,
    })),
  Boms: async (db, limit) =>
    (
      await db
        .select({ parent: parent.productCd, component: component.productCd, qty: boms.qtyPerUnit })
        .from(boms)
        .innerJoin(parent, eq(parent.productId, boms.parentProductId))
        .innerJoin(component, eq(component.productId, boms.componentProductId))
        .orderBy(asc(parent.productCd), asc(component.productCd))
        .limit(limit)
    ).map((b) => ({
      ParentProductCode: b.parent,
      ComponentProductCode: b.component,
      Quantity: Number(b.qty),
    })),
  // The lines as received: a later delivery against a line (Add Received Qty) is not an ERP line of its own.
  Mrns: async (db, limit) =>
    (
      await db
        .select({
          mrn: mrns,
          line: mrnLines,
          supplierCode: suppliers.supplierCode,
          productCode: products.productCd,
        })
        .from(mrnLines)
        .innerJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
        .innerJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
        .innerJoin(products, eq(products.productId, mrnLines.productId))
        .where(isNull(mrnLines.continuesMrnLineId))
        .orderBy(asc(mrns.mrnId), asc(mrnLines.mrnLineId))
        .limit(limit)
    ).map(({ mrn, line, supplierCode, productCode }) => ({
      MRNID: mrn.mrnId,
      PONumber: mrn.poNumber,
      SupplierCode: supplierCode,
      Type: mrn.type,
      MRNDate: formatSentDate(mrn.mrnDate),
      ProductCode: productCode,
      RequestedQty: Number(line.requestedQty),
      ReceivedQty: Number(line.receivedQty),
      UOM: line.uom,
    })),
  Orders: async (db, limit) =>
    (
      await db
        .select({ order: productionOrders, productCode: products.productCd })
        .from(productionOrders)
        .innerJoin(products, eq(products.productId, productionOrders.productId))
        .orderBy(asc(productionOrders.orderNo))
        .limit(limit)
    ).map(({ order, productCode }) => ({
      OrderNo: order.orderNo,
      OrderDate: formatSentDate(order.orderDate),
      ProductCode: productCode,
      Qty: order.qty,
    })),
  DispatchOrders: async (db, limit) =>
    (
      await db
        .select({
          order: dispatchOrders,
          customerCode: customers.customerCode,
          productCode: products.productCd,
          qty: dispatchOrderLines.qty,
        })
        .from(dispatchOrderLines)
        .innerJoin(dispatchOrders, eq(dispatchOrders.dispatchOrderId, dispatchOrderLines.dispatchOrderId))
        .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
        .innerJoin(products, eq(products.productId, dispatchOrderLines.productId))
        .orderBy(asc(dispatchOrders.erpOrderNo), asc(dispatchOrderLines.lineNo))
        .limit(limit)
    ).map(({ order, customerCode, productCode, qty }) => ({
      ErpOrderNo: order.erpOrderNo,
      CustomerCode: customerCode,
      PromisedDate: formatSentDate(order.promisedDate),
      ProductCode: productCode,
      Qty: qty,
    })),
};

/** The records of an import kind in its import's columns; more than an import could take back is refused. */
export async function exportRecords(db: Db, kindName: string, maxRows: number) {
  const kind = importKindOf(kindName);
  if (!kind) throw new BusinessRuleError(m.importKindUnknown);
  const rows = await exporters[kind.name](db, maxRows + 1);
  if (rows.length > maxRows) throw new BusinessRuleError(m.importExportTooMany(maxRows));
  return rows;
}
