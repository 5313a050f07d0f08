import { type ImportRowError, mrnImportRow, parseSentDate } from "@wms/domain";
import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mrnLines, mrns, products } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode, supplierIdsByCode } from "./lookups.js";

type MrnHeader = typeof mrns.$inferInsert;

/** The MRNs of `ids` already in the database, each with its lines as received (a later delivery's lines left out). */
async function knownMrns(tx: Db, ids: number[]) {
  const known = new Map<number, { header: MrnHeader; lines: Map<number, typeof mrnLines.$inferSelect> }>();
  if (ids.length === 0) return known;
  for (const header of await tx.select().from(mrns).where(inArray(mrns.mrnId, ids)))
    known.set(header.mrnId, { header, lines: new Map() });
  const lines = await tx
    .select()
    .from(mrnLines)
    .where(and(inArray(mrnLines.mrnId, [...known.keys()]), isNull(mrnLines.continuesMrnLineId)));
  for (const line of lines) known.get(line.mrnId)?.lines.set(line.productId, line);
  return known;
}

/** The header a row sends, its supplier and date as resolved (undefined or null: not found). */
type SentHeader = Pick<MrnHeader, "poNumber" | "type"> & { supplierId?: number; mrnDate: string | null };

const sameHeader = (a: MrnHeader, b: SentHeader) =>
  a.poNumber === b.poNumber && a.supplierId === b.supplierId && a.type === b.type && a.mrnDate === b.mrnDate;

/**
 * Goods receipts: one row per MRN line; the rows of one MRN repeat its header (PO number,
 * supplier, type, date). An MRN id already received is refused, unless the row repeats one of its
 * lines exactly (an export re-imported): that row changes nothing.
 */
export const mrnsImport = defineImportKind({
  name: "Mrns",
  row: mrnImportRow,
  async begin(tx) {
    // The header each new MRN of the file first gave: its later rows must repeat it.
    const headers = new Map<number, MrnHeader>();
    const seenLines = new Set<string>();
    return {
      async check(rows) {
        const productIds = await productIdsByCode(
          tx,
          rows.map((r) => r.value.ProductCode),
        );
        // One unit of measure per product: a line in another unit would make stock quantities disagree.
        const ids = [...new Set(productIds.values())];
        const uomOf = new Map(
          ids.length === 0
            ? []
            : (
                await tx
                  .select({ id: products.productId, uom: products.uom })
                  .from(products)
                  .where(inArray(products.productId, ids))
              ).map((p) => [p.id, p.uom]),
        );
        const supplierIds = await supplierIdsByCode(
          tx,
          rows.map((r) => r.value.SupplierCode),
        );
        // This file's new MRNs are in the database once written: only the others are looked up.
        const known = await knownMrns(tx, [
          ...new Set(rows.map((r) => r.value.MRNID).filter((id) => !headers.has(id))),
        ]);
        const errors: ImportRowError[] = [];
        const newHeaders: MrnHeader[] = [];
        const lines: Array<typeof mrnLines.$inferInsert> = [];
        for (const { line, value } of rows) {
          const fail = (Message: string) => errors.push({ Line: line, Message });
          const supplierId = supplierIds.get(value.SupplierCode.toLowerCase());
          const productId = productIds.get(value.ProductCode.toLowerCase());
          const mrnDate = parseSentDate(value.MRNDate);
          const header = {
            mrnId: value.MRNID,
            poNumber: value.PONumber,
            supplierId,
            type: value.Type,
            mrnDate,
          };
          const inDatabase = known.get(value.MRNID);
          if (inDatabase) {
            const was = productId === undefined ? undefined : inDatabase.lines.get(productId);
            const repeated =
              was !== undefined &&
              sameHeader(inDatabase.header, header) &&
              Number(was.requestedQty) === value.RequestedQty &&
              Number(was.receivedQty) === value.ReceivedQty &&
              was.uom === value.UOM;
            if (!repeated) fail(`MRN ${value.MRNID} already exists.`);
            continue;
          }
          if (!supplierId) fail(`Unknown supplier code ${value.SupplierCode}.`);
          if (!productId) fail(`Unknown product code ${value.ProductCode}.`);
          if (!mrnDate) fail(`MRN date ${value.MRNDate} is not a date (MM/DD/YYYY).`);
          if (!supplierId || !productId || !mrnDate) continue;
          const uom = uomOf.get(productId);
          if (uom && uom.toLowerCase() !== value.UOM.toLowerCase()) {
            fail(`UOM ${value.UOM} is not ${value.ProductCode}'s unit of measure (${uom}).`);
            continue;
          }
          const first = headers.get(value.MRNID);
          if (!first) {
            const made = { ...header, mrnId: value.MRNID, supplierId, mrnDate };
            headers.set(value.MRNID, made);
            newHeaders.push(made);
          } else if (!sameHeader(first, header)) {
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
        return {
          errors,
          async write() {
            if (newHeaders.length > 0) await tx.insert(mrns).values(newHeaders);
            if (lines.length > 0) await tx.insert(mrnLines).values(lines);
          },
        };
      },
    };
  },
});
