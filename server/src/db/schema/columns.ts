import { boolean, integer, timestamp } from "drizzle-orm/pg-core";

/** Active flag and who/when columns every master record carries (spec 1 section 3). */
export const auditColumns = () => ({
  isActive: boolean("is_active").notNull().default(true),
  createdBy: integer("created_by"),
  createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by"),
  updatedDate: timestamp("updated_date", { withTimezone: true }),
});
