import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Values made once and shared by every instance on this database (e.g. the session signing secret). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The exact row count of large tables whose lists show a total (`countedTables` in db/row-counts.ts),
 * kept by statement triggers in the transaction that inserts or deletes (migration 0022), so an
 * unsearched list's total is one read instead of a count of every row.
 */
export const tableRowCounts = pgTable("table_row_counts", {
  tableName: text("table_name").primaryKey(),
  rowCount: bigint("row_count", { mode: "number" }).notNull(),
});
