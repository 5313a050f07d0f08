import { productImportRow } from "@wms/domain";
import { inArray, sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema/index.js";
import { type AuditEvent, changedFields, recordAudits } from "../audit/index.js";
import { productAudit } from "../masters/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

type ProductRow = typeof products.$inferSelect;

/** The products of `ids` as they are now, locked until the import commits (in chunks, so any number). */
const productRows = (tx: Db, ids: number[]) =>
  inChunks(ids, (chunk) =>
    tx.select().from(products).where(inArray(products.productId, chunk)).for("update"),
  );

/**
 * Products by code: new codes are created, known codes get the ERP's description, type and UOM. Each product created,
 * and each known one whose fields changed, leaves the audit row the Product Master's own create or update leaves.
 */
export const productsImport = defineImportKind({
  name: "Products",
  row: productImportRow,
  async apply(tx, rows, actor) {
    const known = await productIdsByCode(
      tx,
      rows.map((r) => r.value.ProductCode),
    );
    const seen = new Set<string>();
    const errors = [];
    const created: Array<typeof products.$inferInsert> = [];
    const changed: Array<Record<string, string | number>> = [];
    for (const { line, value } of rows) {
      const key = value.ProductCode.toLowerCase();
      if (seen.has(key)) {
        errors.push({ Line: line, Message: `Product code ${value.ProductCode} appears more than once.` });
        continue;
      }
      seen.add(key);
      const fields = {
        productDscrptn: value.ProductDescription || value.ProductCode,
        productTypeId: value.ProductTypeId,
        uom: value.UOM,
        level: value.Level,
        revision: value.Revision,
      };
      const id = known.get(key);
      if (id) changed.push({ id, ...fields });
      else created.push({ productCd: value.ProductCode, ...fields, createdBy: actor.userId });
    }
    if (errors.length > 0) return errors;
    const made = await inChunks(created, (chunk) => tx.insert(products).values(chunk).returning());
    const ids = changed.map((c) => c.id as number);
    const before = new Map((await productRows(tx, ids)).map((p) => [p.productId, p]));
    // Known codes are updated a chunk per statement, from one JSON parameter.
    await inChunks(changed, async (chunk) => {
      await tx.execute(sql`
        update products p set product_dscrptn = v."productDscrptn", product_type_id = v."productTypeId",
          uom = v.uom, level = v.level, revision = v.revision, updated_by = ${actor.userId}::integer, updated_date = now()
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as v(id integer, "productDscrptn" text, "productTypeId" integer, uom text, level text, revision text)
        where p.product_id = v.id`);
      return [];
    });
    const events: AuditEvent[] = made.map((p) => ({
      entity: productAudit.entity,
      recordId: p.productId,
      action: "Create",
      after: changedFields({}, p, productAudit.names).after,
    }));
    for (const now of await productRows(tx, ids)) {
      const change = changedFields(before.get(now.productId) as ProductRow, now, productAudit.names);
      if (Object.keys(change.after).length > 0)
        events.push({ entity: productAudit.entity, recordId: now.productId, action: "Update", ...change });
    }
    await recordAudits(tx, actor, events);
    return [];
  },
});
