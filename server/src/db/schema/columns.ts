import { sql } from "drizzle-orm";
import { boolean, integer, numeric, timestamp } from "drizzle-orm/pg-core";

/** Active flag and who/when columns every master record carries (spec 1 section 3). */
export const auditColumns = () => ({
  isActive: boolean("is_active").notNull().default(true),
  createdBy: integer("created_by"),
  createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by"),
  updatedDate: timestamp("updated_date", { withTimezone: true }),
});

/** Quantities are kept to 3 decimals (spec 2 section 9). Drizzle reads numeric as a string. */
export const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** A closed set of text values as a check constraint lists them ('a', 'b'). */
export const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
