import { inArray, sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { products, suppliers } from "../../db/schema/index.js";

const lowered = (codes: string[]) => [...new Set(codes.map((c) => c.toLowerCase()))];

/** Product ids by lower-cased product code (looked up in chunks, so any number of codes). */
export async function productIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await inChunks(lowered(codes), (chunk) =>
    db
      .select({ code: sql<string>`lower(${products.productCd})`, id: products.productId })
      .from(products)
      .where(inArray(sql`lower(${products.productCd})`, chunk)),
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Supplier ids by lower-cased supplier code. */
export async function supplierIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await inChunks(lowered(codes), (chunk) =>
    db
      .select({ code: sql<string>`lower(${suppliers.supplierCode})`, id: suppliers.supplierId })
      .from(suppliers)
      .where(inArray(sql`lower(${suppliers.supplierCode})`, chunk)),
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}
