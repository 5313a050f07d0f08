import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { inTransaction } from "../../db/transaction.js";
import type { ParsedListQuery } from "../../platform/paging.js";
import { pageOf } from "../../platform/paging.js";

/** One part of a report's order: a column of its rows (`r`) and the SQL type its values are compared as. */
export interface OrderKey {
  column: string;
  type: "text" | "float8" | "integer";
}

const column = (k: OrderKey) => sql`r.${sql.identifier(k.column)}`;
const direction = (q: ParsedListQuery) => sql.raw(q.SortOrder === "ASC" ? "asc" : "desc");

/** ORDER BY the keys, every one in the list query's direction (the last keys make it a total order). */
const orderOf = (q: ParsedListQuery, keys: OrderKey[]) =>
  sql.join(
    keys.map((k) => sql`${column(k)} ${direction(q)}`),
    sql`, `,
  );

/** The rows after `row` in that order (an export batch's keyset). */
function after(q: ParsedListQuery, keys: OrderKey[], row: Record<string, unknown>) {
  const values = keys.map((k) => sql`cast(${row[k.column]} as ${sql.raw(k.type)})`);
  return sql`(${sql.join(keys.map(column), sql`, `)}) ${sql.raw(q.SortOrder === "ASC" ? ">" : "<")} (${sql.join(values, sql`, `)})`;
}

/**
 * A report's rows: `rows` (a select whose columns are the answer's fields, with `with` CTEs before it) as `r`,
 * filtered by `where` (the search), in the order of `keys`. The hidden columns, keys the answer does not show,
 * are dropped from every row.
 */
export interface ReportSource {
  with?: SQL;
  rows: SQL;
  where?: SQL;
  keys: OrderKey[];
  hidden: string[];
  /** How many rows match, counted apart (so a page in an indexed order can stop early); else a window count. */
  count?: SQL;
  /**
   * Columns looked up by the rows' ids (names): `of(rows)` selects `rows` as `r` with them. They are looked up for the
   * page's rows alone, after the cut, unless the order or a search reads them.
   */
  lookup?: { columns: string[]; of: (rows: SQL) => SQL };
}

/** The rows in the keys' order, cut by `cut` (limit and offset), with the looked-up columns. */
function selectOf(
  source: ReportSource,
  q: ParsedListQuery,
  extra: { total?: boolean; after?: SQL; cut: SQL },
) {
  const filters = [source.where, extra.after].filter((f): f is SQL => f !== undefined);
  const lookup = source.lookup;
  const lookedUpFirst =
    lookup !== undefined &&
    (source.where !== undefined || source.keys.some((k) => lookup.columns.includes(k.column)));
  const cut = sql`select r.*${extra.total ? sql`, cast(count(*) over () as integer) as "TotalRows"` : sql``}
    from (${lookedUpFirst ? lookup.of(source.rows) : source.rows}) r
    ${filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
    order by ${orderOf(q, source.keys)} ${extra.cut}`;
  const page =
    lookup === undefined || lookedUpFirst
      ? cut
      : sql`select r.* from (${lookup.of(cut)}) r order by ${orderOf(q, source.keys)}`;
  return sql`${source.with ?? sql``} ${page}`;
}

const shown = <Row>(source: ReportSource, rows: Array<Record<string, unknown>>) =>
  rows.map((row) => {
    const copy = { ...row };
    for (const h of source.hidden) delete copy[h];
    return copy as Row;
  });

/** One page of the report, each row with TotalRows (a count taken apart is read in the page's transaction). */
export async function reportPage<Row>(db: Db, source: ReportSource, q: ParsedListQuery) {
  const page = pageOf(q);
  const read = async (on: Db, total: boolean) =>
    rowsOf<Record<string, unknown>>(
      await on.execute(selectOf(source, q, { total, cut: sql`limit ${page.limit} offset ${page.offset}` })),
    );
  const count = source.count;
  if (!count) return shown<Row & { TotalRows: number }>(source, await read(db, true));
  return inTransaction(db, async (tx) => {
    const rows = await read(tx, false);
    const total = Number(rowsOf<{ n: number }>(await tx.execute(count))[0]?.n ?? 0);
    return shown<Row>(source, rows).map((row) => ({ ...row, TotalRows: total }));
  });
}

/**
 * The report's export (PageSize -1, without TotalRows): every row in the page's order, read in batches of
 * `batchRows`, each batch the rows after the previous batch's last (a keyset on the order's keys).
 */
export async function* reportBatches<Row>(
  db: Db,
  source: ReportSource,
  q: ParsedListQuery,
  batchRows: number,
): AsyncGenerator<Row[]> {
  let last: Record<string, unknown> | undefined;
  do {
    const keyset = last && after(q, source.keys, last);
    const batch = rowsOf<Record<string, unknown>>(
      await db.execute(selectOf(source, q, { after: keyset, cut: sql`limit ${batchRows}` })),
    );
    if (batch.length > 0) yield shown<Row>(source, batch);
    last = batch.length === batchRows ? batch[batch.length - 1] : undefined;
  } while (last);
}
