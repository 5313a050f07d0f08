import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Values made once and shared by every instance on this database (e.g. the session signing secret). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
