import { bomImportRow, type ImportRowError } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { boms } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

/** BOM lines (parent, component, qty per unit of parent); a known pair gets the new quantity. */
export const bomsImport = defineImportKind({
  name: "Boms",
  row: bomImportRow,
  async begin(tx) {
    const seen = new Set<string>();
    let firstLine: number | undefined;
    return {
      async check(rows) {
        firstLine ??= rows[0]?.line;
        const ids = await productIdsByCode(
          tx,
          rows.flatMap((r) => [r.value.ParentProductCode, r.value.ComponentProductCode]),
        );
        const errors: ImportRowError[] = [];
        const lines: Array<typeof boms.$inferInsert> = [];
        for (const { line, value } of rows) {
          const parent = ids.get(value.ParentProductCode.toLowerCase());
          const component = ids.get(value.ComponentProductCode.toLowerCase());
          if (!parent)
            errors.push({ Line: line, Message: `Unknown product code ${value.ParentProductCode}.` });
          if (!component)
            errors.push({ Line: line, Message: `Unknown product code ${value.ComponentProductCode}.` });
          if (!parent || !component) continue;
          if (parent === component) {
            errors.push({ Line: line, Message: "A product cannot be a component of itself." });
            continue;
          }
          const key = `${parent}:${component}`;
          if (seen.has(key)) {
            errors.push({ Line: line, Message: "This parent and component pair appears more than once." });
            continue;
          }
          seen.add(key);
          lines.push({
            parentProductId: parent,
            componentProductId: component,
            qtyPerUnit: String(value.Quantity),
          });
        }
        return {
          errors,
          write: async () => {
            if (lines.length === 0) return;
            await tx
              .insert(boms)
              .values(lines)
              .onConflictDoUpdate({
                target: [boms.parentProductId, boms.componentProductId],
                set: { qtyPerUnit: sql`excluded.qty_per_unit` },
              });
          },
        };
      },
      async finish() {
        return (await hasCycle(tx))
          ? [{ Line: firstLine ?? 1, Message: "These BOM lines make a product its own component." }]
          : [];
      },
    };
  },
});

/** Whether some product is (through any number of levels) a component of itself. */
async function hasCycle(tx: Db): Promise<boolean> {
  const result = await tx.execute(sql`
    with recursive walk(start_id, product_id, depth) as (
      select parent_product_id, component_product_id, 1 from boms
      union all
      select w.start_id, b.component_product_id, w.depth + 1
      from walk w join boms b on b.parent_product_id = w.product_id
      where w.depth < 50 and w.product_id <> w.start_id
    )
    select exists (select 1 from walk where product_id = start_id) as found`);
  return Boolean((result as unknown as { rows: Array<{ found: boolean }> }).rows[0]?.found);
}
