import { productImportRow } from "@wms/domain";
import { inArray, sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { products, productTypes } from "../../db/schema/index.js";
import { type AuditActor, type AuditEvent, changedFields, recordAudits } from "../audit/index.js";
import { productAudit } from "../masters/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

type ProductRow = typeof products.$inferSelect;

/** The products of `ids` as they are now, locked until the import commits (in chunks, so any number). */
const productRows = (tx: Db, ids: number[]) =>
  inChunks(ids, (chunk) =>
    tx.select().from(products).where(inArray(products.productId, chunk)).for("update"),
  );

/** New products, one statement, each leaving the audit row the Product Master's create leaves. */
async function createProducts(tx: Db, rows: Array<typeof products.$inferInsert>, actor: AuditActor) {
  const made = await tx.insert(products).values(rows).returning();
  await recordAudits(
    tx,
    actor,
    made.map((p) => ({
      entity: productAudit.entity,
      recordId: p.productId,
      action: "Create",
      after: changedFields({}, p, productAudit.names).after,
    })),
  );
}

/** Known products updated from one JSON parameter, each whose fields changed leaving the Product Master's update audit. */
async function updateProducts(
  tx: Db,
  rows: Array<Record<string, string | number | null>>,
  actor: AuditActor,
) {
  const ids = rows.map((c) => c.id as number);
  const before = new Map((await productRows(tx, ids)).map((p) => [p.productId, p]));
  await tx.execute(sql`
    update products p set product_dscrptn = coalesce(v."productDscrptn", p.product_dscrptn),
      product_type_id = v."productTypeId", uom = v.uom, level = coalesce(v.level, p.level),
      revision = coalesce(v.revision, p.revision), updated_by = ${actor.userId}::integer, updated_date = now()
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(id integer, "productDscrptn" text, "productTypeId" integer, uom text, level text, revision text)
    where p.product_id = v.id`);
  const events: AuditEvent[] = [];
  for (const now of await productRows(tx, ids)) {
    const change = changedFields(before.get(now.productId) as ProductRow, now, productAudit.names);
    if (Object.keys(change.after).length > 0)
      events.push({ entity: productAudit.entity, recordId: now.productId, action: "Update", ...change });
  }
  await recordAudits(tx, actor, events);
}

/**
 * Products by code: new codes are created, known codes get the ERP's description, type and UOM. Each product created,
 * and each known one whose fields changed, leaves the audit row the Product Master's own create or update leaves.
 */
export const productsImport = defineImportKind({
  name: "Products",
  row: productImportRow,
  // Stock on Hand by product re-imports as Products: its name column, and its figures read past.
  aliases: { ProductName: "ProductDescription" },
  ignored: [
    "TotalQty",
    "AvailableInBinQty",
    "OnHoldQty",
    "RejectedQty",
    "PackedQty",
    "Packets",
    "OldestInwardDate",
    "OldestReceivedOn",
    "AgeDays",
  ],
  async begin(tx, actor) {
    const typeIds = new Map(
      (await tx.select().from(productTypes)).map((t) => [t.productTypeName.toLowerCase(), t.productTypeId]),
    );
    const seen = new Set<string>();
    return {
      async check(rows) {
        const known = await productIdsByCode(
          tx,
          rows.map((r) => r.value.ProductCode),
        );
        const errors = [];
        const created: Array<typeof products.$inferInsert> = [];
        const changed: Array<Record<string, string | number | null>> = [];
        for (const { line, value } of rows) {
          const key = value.ProductCode.toLowerCase();
          if (seen.has(key)) {
            errors.push({ Line: line, Message: `Product code ${value.ProductCode} appears more than once.` });
            continue;
          }
          seen.add(key);
          const typeId = value.Type === undefined ? undefined : typeIds.get(value.Type.toLowerCase());
          if (value.Type !== undefined && typeId === undefined) {
            errors.push({ Line: line, Message: `Unknown product type ${value.Type}.` });
            continue;
          }
          if (typeId !== undefined && value.ProductTypeId !== undefined && typeId !== value.ProductTypeId) {
            errors.push({
              Line: line,
              Message: `Type ${value.Type} is not product type ${value.ProductTypeId}.`,
            });
            continue;
          }
          const productTypeId = (value.ProductTypeId ?? typeId) as number;
          const id = known.get(key);
          // A known product keeps the fields the row leaves out (null here: the update keeps the column).
          if (id)
            changed.push({
              id,
              productDscrptn:
                value.ProductDescription === undefined ? null : value.ProductDescription || value.ProductCode,
              productTypeId,
              uom: value.UOM,
              level: value.Level ?? null,
              revision: value.Revision ?? null,
            });
          else
            created.push({
              productCd: value.ProductCode,
              productDscrptn: value.ProductDescription || value.ProductCode,
              productTypeId,
              uom: value.UOM,
              level: value.Level ?? "",
              revision: value.Revision ?? "",
              createdBy: actor.userId,
            });
        }
        return {
          errors,
          async write() {
            if (created.length > 0) await createProducts(tx, created, actor);
            if (changed.length > 0) await updateProducts(tx, changed, actor);
          },
        };
      },
    };
  },
});
