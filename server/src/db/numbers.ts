import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** A numeric(14,3) quantity read as a number: Drizzle reads numeric as a string. */
export const asNumber = (column: AnyColumn | SQL) => sql<number>`cast(${column} as double precision)`;
