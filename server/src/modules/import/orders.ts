import { type ImportRowError, orderImportRow, parseSentDate } from "@wms/domain";
import { inArray } from "drizzle-orm";
import { productionOrders } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

/**
 * Production orders (OrderNo, OrderDate MM/DD/YYYY, ProductCode, Qty); an order number already known is
 * refused, unless the row repeats that order exactly (an export re-imported): that row changes nothing.
 */
export const ordersImport = defineImportKind({
  name: "Orders",
  row: orderImportRow,
  async begin(tx, actor) {
    const seen = new Set<string>();
    return {
      async check(rows) {
        const productIds = await productIdsByCode(
          tx,
          rows.map((r) => r.value.ProductCode),
        );
        const numbers = [...new Set(rows.map((r) => r.value.OrderNo))].filter((no) => !seen.has(no));
        const known = new Map(
          (numbers.length === 0
            ? []
            : await tx.select().from(productionOrders).where(inArray(productionOrders.orderNo, numbers))
          ).map((o) => [o.orderNo, o]),
        );
        const errors: ImportRowError[] = [];
        const orders: Array<typeof productionOrders.$inferInsert> = [];
        for (const { line, value } of rows) {
          const fail = (Message: string) => errors.push({ Line: line, Message });
          const productId = productIds.get(value.ProductCode.toLowerCase());
          const orderDate = parseSentDate(value.OrderDate);
          const was = known.get(value.OrderNo);
          const unchanged =
            was !== undefined &&
            was.orderDate === orderDate &&
            was.productId === productId &&
            was.qty === value.Qty;
          if (was && !unchanged) fail(`Order ${value.OrderNo} already exists.`);
          if (seen.has(value.OrderNo)) fail(`Order ${value.OrderNo} appears more than once in the file.`);
          if (!productId) fail(`Unknown product code ${value.ProductCode}.`);
          if (!orderDate) fail(`Order date ${value.OrderDate} is not a date (MM/DD/YYYY).`);
          seen.add(value.OrderNo);
          if (!productId || !orderDate || was) continue;
          orders.push({
            orderNo: value.OrderNo,
            orderDate,
            productId,
            qty: value.Qty,
            remainingQty: value.Qty,
            createdBy: actor.userId,
          });
        }
        return {
          errors,
          async write() {
            if (orders.length > 0) await tx.insert(productionOrders).values(orders);
          },
        };
      },
    };
  },
});
