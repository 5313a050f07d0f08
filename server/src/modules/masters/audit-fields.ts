import type { PgColumn } from "drizzle-orm/pg-core";

/** A table's audit columns under the spec's names (some entities say CreatedDt, others CreatedDate). */
export function auditFields(t: {
  isActive: PgColumn;
  createdBy: PgColumn;
  updatedBy: PgColumn;
  createdDate: PgColumn;
  updatedDate: PgColumn;
}): Record<string, PgColumn> {
  return {
    IsActive: t.isActive,
    CreatedBy: t.createdBy,
    UpdatedBy: t.updatedBy,
    CreatedDate: t.createdDate,
    UpdatedDate: t.updatedDate,
    CreatedDt: t.createdDate,
    UpdatedDt: t.updatedDate,
  };
}

/** Sorting by the audit columns, under both spellings. */
export function auditSortable(t: { isActive: PgColumn; createdDate: PgColumn; updatedDate: PgColumn }) {
  return {
    IsActive: t.isActive,
    CreatedDate: t.createdDate,
    CreatedDt: t.createdDate,
    UpdatedDate: t.updatedDate,
    UpdatedDt: t.updatedDate,
  };
}
