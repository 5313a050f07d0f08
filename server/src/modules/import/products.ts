import { productImportRow } from "@wms/domain";
import { sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import { products } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

/** Products by code: new codes are created, known codes get the ERP's description, type and UOM. */
export const productsImport = defineImportKind({
  name: "Products",
  row: productImportRow,
  async apply(tx, rows, userId) {
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
      else created.push({ productCd: value.ProductCode, ...fields, createdBy: userId });
    }
    if (errors.length > 0) return errors;
    await inChunks(created, (chunk) =>
      tx
        .insert(products)
        .values(chunk)
        .then(() => []),
    );
    // Known codes are updated a chunk per statement, from one JSON parameter.
    await inChunks(changed, async (chunk) => {
      await tx.execute(sql`
        update products p set product_dscrptn = v."productDscrptn", product_type_id = v."productTypeId",
          uom = v.uom, level = v.level, revision = v.revision, updated_by = ${userId}::integer, updated_date = now()
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as v(id integer, "productDscrptn" text, "productTypeId" integer, uom text, level text, revision text)
        where p.product_id = v.id`);
      return [];
    });
    return [];
  },
});
