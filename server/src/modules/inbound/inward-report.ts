import type { PlantDay } from "@wms/domain";
import { type AnyColumn, and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, receiptDayTotals, receiptTotals, suppliers } from "../../db/schema/index.js";
import {
  containsPattern,
  countOf,
  type ParsedListQuery,
  pageOf,
  rowCount,
  totalRows,
  withTotalRows,
} from "../../platform/paging.js";
import { receiptDaysAreIn } from "./receipt-days.js";

export type ReportRange = { from: PlantDay; to: PlantDay; timeZone: string };

/** A validated IANA zone name as an SQL literal (the same text in SELECT and GROUP BY, so they match). */
const zoneLiteral = (timeZone: string) => sql.raw(`'${timeZone.replace(/'/g, "''")}'`);

/** The kept plant-day totals of the range, unordered (a page sorted by them orders and limits them here). */
const daysOf = (db: Db, range: ReportRange) =>
  db
    .select({
      day: receiptDayTotals.day,
      productId: receiptDayTotals.productId,
      supplierId: receiptDayTotals.supplierId,
      qty: receiptDayTotals.qty,
    })
    .from(receiptDayTotals)
    .where(and(gte(receiptDayTotals.day, range.from), lte(receiptDayTotals.day, range.to)))
    .$dynamic();

/** Day sums (kept, or a page of them) with their products' and suppliers' codes. */
function withCodes(db: Db, days: ReturnType<ReturnType<typeof daysOf>["as"]>) {
  return db
    .select({
      day: sql<PlantDay>`${days.day}`.as("inward_day"),
      productId: days.productId,
      supplierId: days.supplierId,
      totalQty: sql<number>`cast(${days.qty} as double precision)`.as("inward_qty"),
      productCode: products.productCd,
      supplierCode: suppliers.supplierCode,
    })
    .from(days)
    .innerJoin(products, eq(products.productId, days.productId))
    .innerJoin(suppliers, eq(suppliers.supplierId, days.supplierId))
    .as("receipts");
}

/**
 * The quarter hours of the range summed per plant day (a plant day is whole quarter hours in any zone), for a server
 * whose zone is not the one the day totals are kept in. Codes joined below the grouping: the page's order and limit
 * then stand over the sums alone (the planner cannot tell how few sums a range holds, and with the join above them
 * walked every product in code order for a page sorted by ProductCode).
 */
function summedQuarterHours(db: Db, range: ReportRange) {
  const zone = zoneLiteral(range.timeZone);
  const day = sql<PlantDay>`cast((${receiptTotals.quarterHour} at time zone ${zone}) as date)`;
  return db
    .select({
      day: day.as("inward_day"),
      productId: products.productId,
      supplierId: suppliers.supplierId,
      totalQty: sql<number>`cast(sum(${receiptTotals.qty}) as double precision)`.as("inward_qty"),
      productCode: products.productCd,
      supplierCode: suppliers.supplierCode,
    })
    .from(receiptTotals)
    .innerJoin(products, eq(products.productId, receiptTotals.productId))
    .innerJoin(suppliers, eq(suppliers.supplierId, receiptTotals.supplierId))
    .where(
      and(
        sql`${receiptTotals.quarterHour} >= cast(${range.from} as date)::timestamp at time zone ${zone}`,
        sql`${receiptTotals.quarterHour} < (cast(${range.to} as date) + 1)::timestamp at time zone ${zone}`,
      ),
    )
    .groupBy(day, products.productId, suppliers.supplierId)
    .as("receipts");
}

type Receipts = ReturnType<typeof withCodes> | ReturnType<typeof summedQuarterHours>;

/** The sort columns a request may name; any other sorts by the day. */
const sortColumns = ["ProductCode", "SupplierCode", "TotalQty", "CreatedDate"] as const;
type SortColumn = (typeof sortColumns)[number];
const sortColumnOf = (q: ParsedListQuery): SortColumn =>
  sortColumns.find((c) => c === q.SortColumn) ?? "CreatedDate";

/**
 * MaterialInwardReport/GetMaterialInwardReport's rows over `receipts`: goods received and put away (not returns, not
 * production output) per product, supplier and plant day from the first day to the last, both whole days on the
 * plant's clock. Unordered; `extra` adds fields to each row, `after` keeps the rows past an export batch's last.
 * `key` is the order of a page and of the export: the sort column, then the group's own key (day, product, supplier).
 */
function inwardReport(db: Db, search: string, receipts: Receipts) {
  const matching = search
    ? or(
        ilike(receipts.productCode, containsPattern(search)),
        ilike(receipts.supplierCode, containsPattern(search)),
      )
    : undefined;
  const rows = <Extra extends Record<string, SQL.Aliased>>(extra: Extra, after?: SQL) =>
    db
      .select({
        ProductId: receipts.productId,
        ProductCode: receipts.productCode,
        SupplierCode: receipts.supplierCode,
        TotalQty: receipts.totalQty,
        // ISO text sorts as the date does.
        CreatedDate: sql<PlantDay>`cast(${receipts.day} as text)`.as("created_date"),
        ...extra,
      })
      .from(receipts)
      .where(and(matching, after))
      .$dynamic();
  const sortable: Record<SortColumn, KeyPart> = {
    ProductCode: { expr: receipts.productCode, type: "text", of: (r) => r.ProductCode },
    SupplierCode: { expr: receipts.supplierCode, type: "text", of: (r) => r.SupplierCode },
    TotalQty: { expr: receipts.totalQty, type: "double precision", of: (r) => r.TotalQty },
    CreatedDate: { expr: receipts.day, type: "date", of: (r) => r.CreatedDate },
  };
  const key = (q: ParsedListQuery): KeyPart[] => [
    sortable[sortColumnOf(q)],
    sortable.CreatedDate,
    { expr: receipts.productId, type: "integer", of: (r) => r.ProductId },
    { expr: receipts.supplierId, type: "integer", of: (r) => r.SupplierId },
  ];
  return { rows, matching, key };
}

/** One key of the report's order: its expression, SQL type and where a row holds its value. */
interface KeyPart {
  expr: SQL | SQL.Aliased | AnyColumn;
  type: "text" | "date" | "integer" | "double precision";
  of: (row: InwardReportRow & { SupplierId: number }) => unknown;
}

const ordered = (q: ParsedListQuery, key: KeyPart[]) =>
  key.map((k) => (q.SortOrder === "ASC" ? asc(k.expr) : desc(k.expr)));

/**
 * MaterialInwardReport/GetMaterialInwardReport: one page of the report, each row with TotalRows. From the kept day
 * totals when they are in this server's zone: a page sorted by the day or the quantity, with no search, is taken from
 * them alone (by the day, an index walk that stops at the page) and only its rows get their codes; the total is
 * counted apart. Else from the quarter hours summed.
 */
export async function materialInwardReport(db: Db, q: ParsedListQuery, range: ReportRange) {
  const page = pageOf(q);
  if (!(await receiptDaysAreIn(db, range.timeZone))) {
    const report = inwardReport(db, page.search, summedQuarterHours(db, range));
    return report
      .rows({ TotalRows: totalRows })
      .orderBy(...ordered(q, report.key(q)))
      .limit(page.limit)
      .offset(page.offset);
  }
  const all = inwardReport(db, page.search, withCodes(db, daysOf(db, range).as("days")));
  const bySums = !page.search && (sortColumnOf(q) === "CreatedDate" || sortColumnOf(q) === "TotalQty");
  const rows = bySums
    ? pageOfSums(db, q, range, page)
    : all
        .rows({})
        .orderBy(...ordered(q, all.key(q)))
        .limit(page.limit)
        .offset(page.offset);
  const counted = page.search
    ? db.select({ n: rowCount }).from(all.rows({}).as("matching"))
    : db.select({ n: rowCount }).from(daysOf(db, range).as("days"));
  const [found, total] = await Promise.all([rows, countOf(counted)]);
  return withTotalRows(found, total);
}

/** A page sorted by the day or the quantity: ordered, limited and offset over the day totals, then given codes. */
function pageOfSums(db: Db, q: ParsedListQuery, range: ReportRange, page: ReturnType<typeof pageOf>) {
  const byQty = sortColumnOf(q) === "TotalQty";
  const direction = q.SortOrder === "ASC" ? asc : desc;
  const days = daysOf(db, range)
    .orderBy(
      ...[
        ...(byQty ? [receiptDayTotals.qty] : []),
        receiptDayTotals.day,
        receiptDayTotals.productId,
        receiptDayTotals.supplierId,
      ].map(direction),
    )
    .limit(page.limit)
    .offset(page.offset)
    .as("days");
  const report = inwardReport(db, "", withCodes(db, days));
  return report.rows({}).orderBy(...ordered(q, report.key(q)));
}

export type InwardReportRow = Omit<Awaited<ReturnType<typeof materialInwardReport>>[number], "TotalRows">;

/**
 * The report's export (PageSize -1, without TotalRows, spec 2 section 9): every row in the list's order, read in
 * batches of `batchRows`, each batch the rows after the previous batch's last (keyset on the page's key).
 */
export async function* materialInwardReportBatches(
  db: Db,
  q: ParsedListQuery,
  range: ReportRange,
  batchRows: number,
): AsyncGenerator<InwardReportRow[]> {
  const search = (q.SearchValue ?? "").trim();
  const receipts = (await receiptDaysAreIn(db, range.timeZone))
    ? withCodes(db, daysOf(db, range).as("days"))
    : summedQuarterHours(db, range);
  const report = inwardReport(db, search, receipts);
  const key = report.key(q);
  const order = ordered(q, key);
  let last: (InwardReportRow & { SupplierId: number }) | undefined;
  do {
    const after = last;
    const keyset = after
      ? sql`(${sql.join(
          key.map((k) => sql`${k.expr}`),
          sql`, `,
        )}) ${sql.raw(q.SortOrder === "ASC" ? ">" : "<")} (${sql.join(
          key.map((k) => sql`cast(${k.of(after)} as ${sql.raw(k.type)})`),
          sql`, `,
        )})`
      : undefined;
    const batch = await report
      .rows({ SupplierId: sql<number>`${receipts.supplierId}`.as("supplier_id") }, keyset)
      .orderBy(...order)
      .limit(batchRows);
    if (batch.length > 0) yield batch.map(({ SupplierId: _, ...row }) => row);
    last = batch.length === batchRows ? batch[batch.length - 1] : undefined;
  } while (last);
}
