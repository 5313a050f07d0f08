import { eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { tableRowCounts } from "./schema/index.js";

/** The tables whose exact row count migration 0022's triggers keep in `table_row_counts`. */
export const countedTables: ReadonlySet<string> = new Set(["mrns", "products", "bins"]);

/** How many rows `table` holds: one read of the kept count for a counted table, else a count of its rows. */
export async function allRowsOf(db: Db, table: PgTable): Promise<number> {
  const name = getTableName(table);
  const [row] = countedTables.has(name)
    ? await db
        .select({ n: tableRowCounts.rowCount })
        .from(tableRowCounts)
        .where(eq(tableRowCounts.tableName, name))
    : await db.select({ n: sql<number>`count(*)` }).from(table);
  return Number(row.n);
}
