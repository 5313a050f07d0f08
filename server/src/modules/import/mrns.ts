import { type ImportRowError, mrnImportRow, parseSentDate } from "@wms/domain";
import { inArray } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import { mrnLines, mrns, products } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode, supplierIdsByCode } from "./lookups.js";

/**
 * Goods receipts: one row per MRN line; the rows of one MRN repeat its header (PO number,
 * supplier, type, date). An MRN id already received is refused.
 */
export const mrnsImport = defineImportKind({
  name: "Mrns",
  row: mrnImportRow,
  async apply(tx, rows) {
    const productIds = await productIdsByCode(
      tx,
      rows.map((r) => r.value.ProductCode),
    );
    // One unit of measure per product: a line in another unit would make stock quantities disagree.
    const uomOf = new Map(
      (
        await inChunks([...new Set(productIds.values())], (chunk) =>
          tx
            .select({ id: products.productId, uom: products.uom })
            .from(products)
            .where(inArray(products.productId, chunk)),
        )
      ).map((p) => [p.id, p.uom]),
    );
    const supplierIds = await supplierIdsByCode(
      tx,
      rows.map((r) => r.value.SupplierCode),
    );
    const mrnIds = [...new Set(rows.map((r) => r.value.MRNID))];
    const existing = new Set(
      (
        await inChunks(mrnIds, (chunk) =>
          tx.select({ id: mrns.mrnId }).from(mrns).where(inArray(mrns.mrnId, chunk)),
        )
      ).map((r) => r.id),
    );
    const errors: ImportRowError[] = [];
    const headers = new Map<number, typeof mrns.$inferInsert>();
    const lines: Array<typeof mrnLines.$inferInsert> = [];
    const seenLines = new Set<string>();
    for (const { line, value } of rows) {
      const fail = (Message: string) => errors.push({ Line: line, Message });
      if (existing.has(value.MRNID)) {
        fail(`MRN ${value.MRNID} already exists.`);
        continue;
      }
      const supplierId = supplierIds.get(value.SupplierCode.toLowerCase());
      const productId = productIds.get(value.ProductCode.toLowerCase());
      const mrnDate = parseSentDate(value.MRNDate);
      if (!supplierId) fail(`Unknown supplier code ${value.SupplierCode}.`);
      if (!productId) fail(`Unknown product code ${value.ProductCode}.`);
      if (!mrnDate) fail(`MRN date ${value.MRNDate} is not a date (MM/DD/YYYY).`);
      if (!supplierId || !productId || !mrnDate) continue;
      const uom = uomOf.get(productId);
      if (uom && uom.toLowerCase() !== value.UOM.toLowerCase()) {
        fail(`UOM ${value.UOM} is not ${value.ProductCode}'s unit of measure (${uom}).`);
        continue;
      }
      const header = { mrnId: value.MRNID, poNumber: value.PONumber, supplierId, type: value.Type, mrnDate };
      const known = headers.get(value.MRNID);
      if (!known) headers.set(value.MRNID, header);
      else if (
        known.poNumber !== header.poNumber ||
        known.supplierId !== header.supplierId ||
        known.type !== header.type ||
        known.mrnDate !== header.mrnDate
      ) {
        fail(`The rows of MRN ${value.MRNID} disagree on PO number, supplier, type or date.`);
        continue;
      }
      const key = `${value.MRNID}:${productId}`;
      if (seenLines.has(key)) {
        fail(`Product ${value.ProductCode} appears more than once in MRN ${value.MRNID}.`);
        continue;
      }
      seenLines.add(key);
      lines.push({
        mrnId: value.MRNID,
        productId,
        requestedQty: String(value.RequestedQty),
        receivedQty: String(value.ReceivedQty),
        uom: value.UOM,
      });
    }
    if (errors.length > 0) return errors;
    await inChunks([...headers.values()], (chunk) =>
      tx
        .insert(mrns)
        .values(chunk)
        .then(() => []),
    );
    await inChunks(lines, (chunk) =>
      tx
        .insert(mrnLines)
        .values(chunk)
        .then(() => []),
    );
    return [];
  },
});
