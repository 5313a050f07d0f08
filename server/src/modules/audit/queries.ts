import { type auditChangesQuery, auditEntityParts, type auditSortColumns, type PlantDay } from "@wms/domain";
import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { auditEvents } from "../../db/schema/index.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";

export type ParsedChangesQuery = z.output<typeof auditChangesQuery>;

/** The plant days a list covers, both whole on the plant's clock; either side may be open. */
export interface ChangesRange {
  from: PlantDay | null;
  to: PlantDay | null;
  timeZone: string;
}

const sortable: Record<(typeof auditSortColumns)[number], SQL | typeof auditEvents.at> = {
  At: auditEvents.at,
  UserName: sql`${auditEvents.userName}`,
  Entity: sql`${auditEvents.entity}`,
  Action: sql`${auditEvents.action}`,
  RecordId: sql`${auditEvents.recordId}`,
};

function conditions(q: ParsedChangesQuery, range: ChangesRange): SQL | undefined {
  const search = pageOf(q).search;
  const pattern = containsPattern(search);
  return and(
    q.Entity ? inArray(auditEvents.entity, [...auditEntityParts[q.Entity]]) : undefined,
    q.RecordId ? eq(auditEvents.recordId, q.RecordId) : undefined,
    q.UserId ? eq(auditEvents.userId, q.UserId) : undefined,
    range.from
      ? sql`${auditEvents.at} >= cast(${range.from} as date)::timestamp at time zone ${range.timeZone}`
      : undefined,
    range.to
      ? sql`${auditEvents.at} < (cast(${range.to} as date) + 1)::timestamp at time zone ${range.timeZone}`
      : undefined,
    search
      ? or(
          ilike(auditEvents.userName, pattern),
          ilike(auditEvents.address, pattern),
          ilike(auditEvents.entity, pattern),
          ilike(auditEvents.action, pattern),
        )
      : undefined,
  );
}

/**
 * Audit/GetChanges: one bounded page of events, newest first unless sorted otherwise (allow-list), each row
 * with TotalRows. The time index serves the default order; (entity, record) and (user) serve a record's or
 * a user's history.
 */
export async function auditChanges(db: Db, q: ParsedChangesQuery, range: ChangesRange) {
  const page = pageOf(q);
  const where = conditions(q, range);
  const rows = db
    .select({
      AuditId: auditEvents.auditId,
      At: auditEvents.at,
      UserId: auditEvents.userId,
      UserName: auditEvents.userName,
      Address: auditEvents.address,
      Entity: auditEvents.entity,
      RecordId: auditEvents.recordId,
      Action: auditEvents.action,
      Before: auditEvents.before,
      After: auditEvents.after,
    })
    .from(auditEvents)
    .where(where)
    .orderBy(...orderOf(q, sortable, auditEvents.at, auditEvents.auditId))
    .limit(page.limit)
    .offset(page.offset);
  const total = countOf(db.select({ n: rowCount }).from(auditEvents).where(where));
  const [found, totalRows] = await Promise.all([rows, total]);
  return withTotalRows(found, totalRows);
}
