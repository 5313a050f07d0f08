import { defaultListQuery, type listQuery } from "@wms/domain";
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";

export type ParsedListQuery = z.output<typeof listQuery>;

export interface Page {
  limit: number;
  offset: number;
  search: string;
  isActive: boolean;
}

/** Offset and size from the list query: First is offset + 1 (PageNo is the fallback); one bounded page. */
export function pageOf(q: ParsedListQuery): Page {
  const limit = q.PageSize ?? defaultListQuery.PageSize;
  return {
    limit,
    offset: q.First && q.First > 0 ? q.First - 1 : ((q.PageNo ?? 1) - 1) * limit,
    search: (q.SearchValue ?? "").trim(),
    isActive: q.IsActive ?? true,
  };
}

/**
 * ORDER BY from SortColumn/SortOrder through an allow-list (spec field name -> column); an unknown
 * column sorts by `fallback`. A unique tie-breaker keeps pages stable.
 */
export function orderOf(
  q: ParsedListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
  tieBreaker: AnyColumn,
): SQL[] {
  const column = (q.SortColumn && sortable[q.SortColumn]) || fallback;
  const direction = q.SortOrder === "ASC" ? asc : desc;
  return [direction(column), direction(tieBreaker)];
}

/** `count(*) over ()`: every row of a page carries the total (TotalRows); for grouped results only. */
export const totalRows = sql<number>`cast(count(*) over () as integer)`.as("TotalRows");

/**
 * The total of a plain list, counted apart from its page: a window count would read and sort every
 * matching row before the page's index scan could stop early.
 */
export const rowCount = sql<number>`cast(count(*) as integer)`;

export async function countOf(query: PromiseLike<Array<Record<string, unknown>>>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** Every row of a page carries the total (TotalRows). */
export function withTotalRows<Row extends object>(
  rows: Row[],
  total: number,
): Array<Row & { TotalRows: number }> {
  return rows.map((r) => ({ ...r, TotalRows: total }));
}

/** An ILIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
