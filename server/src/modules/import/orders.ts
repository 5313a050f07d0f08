import { type ImportRowError, orderImportRow, parseSentDate } from "@wms/domain";
import { inArray } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import { productionOrders } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

/** Production orders (OrderNo, OrderDate MM/DD/YYYY, ProductCode, Qty); an order number already known is refused. */
export const ordersImport = defineImportKind({
  name: "Orders",
  row: orderImportRow,
  async apply(tx, rows, actor) {
    const productIds = await productIdsByCode(
      tx,
      rows.map((r) => r.value.ProductCode),
    );
    const known = new Set(
      (
        await inChunks(
          rows.map((r) => r.value.OrderNo),
          (chunk) =>
            tx
              .select({ orderNo: productionOrders.orderNo })
              .from(productionOrders)
              .where(inArray(productionOrders.orderNo, chunk)),
        )
      ).map((r) => r.orderNo),
    );
    const errors: ImportRowError[] = [];
    const seen = new Set<string>();
    const orders: Array<typeof productionOrders.$inferInsert> = [];
    for (const { line, value } of rows) {
      const fail = (Message: string) => errors.push({ Line: line, Message });
      const productId = productIds.get(value.ProductCode.toLowerCase());
      const orderDate = parseSentDate(value.OrderDate);
      if (known.has(value.OrderNo)) fail(`Order ${value.OrderNo} already exists.`);
      if (seen.has(value.OrderNo)) fail(`Order ${value.OrderNo} appears more than once in the file.`);
      if (!productId) fail(`Unknown product code ${value.ProductCode}.`);
      if (!orderDate) fail(`Order date ${value.OrderDate} is not a date (MM/DD/YYYY).`);
      seen.add(value.OrderNo);
      if (!productId || !orderDate) continue;
      orders.push({
        orderNo: value.OrderNo,
        orderDate,
        productId,
        qty: value.Qty,
        remainingQty: value.Qty,
        createdBy: actor.userId,
      });
    }
    if (errors.length > 0) return errors;
    await inChunks(orders, (chunk) =>
      tx
        .insert(productionOrders)
        .values(chunk)
        .then(() => []),
    );
    return [];
  },
});
