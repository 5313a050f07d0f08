import { formatSentDate, machineTimeZone, plantDaysAgo } from "@wms/domain";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Db } from "../server/src/db/client.js";
import * as schema from "../server/src/db/schema/index.js";
import { dashboardCounts } from "../server/src/modules/dashboard/queries.js";
import { materialInwardReport } from "../server/src/modules/inbound/inward-report.js";
import { mrnList } from "../server/src/modules/inbound/queries.js";
import { binMaster } from "../server/src/modules/masters/bin.js";
import { listMaster } from "../server/src/modules/masters/master-routes.js";
import { productMaster } from "../server/src/modules/masters/product.js";
import type { ParsedListQuery } from "../server/src/platform/paging.js";
import { scale } from "./generate.js";
import { overHttp, quietOverHttp, rawSql } from "./measure.js";
import type { BenchContext, BenchSection, Figure } from "./section.js";

export const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
export const upTo = (n: number) => 1 + Math.floor(Math.random() * n);

/** A list query as the screens send it: one of the first 50 pages of 10, a sort column, maybe a search. */
export function listQuery(sortColumns: readonly string[], search: () => string): ParsedListQuery {
  const pageNo = upTo(50);
  return {
    IsActive: true,
    PageNo: pageNo,
    First: (pageNo - 1) * 10 + 1,
    PageSize: 10,
    SearchValue: search(),
    SortColumn: pick(sortColumns),
    SortOrder: pick(["ASC", "DESC"] as const),
  };
}

interface PagedList {
  label: string;
  path: string;
  query: () => ParsedListQuery;
  raw: (db: Db, q: ParsedListQuery) => Promise<unknown>;
}

const timeZone = process.env.WMS_TIMEZONE || machineTimeZone();
const lastWeek = () => ({
  FromDate: formatSentDate(plantDaysAgo(6, timeZone)),
  ToDate: formatSentDate(plantDaysAgo(0, timeZone)),
});

/** Every server-paged list with search and sort the screens use, at the scale set's size. */
const lists: PagedList[] = [
  {
    label: "MRN list (quality check), sorted",
    path: "/api/api/PurchaseOrder/GetAllPoDetails",
    query: () => listQuery(["MRNDate", "MRNID", "PONumber", "Type"], () => ""),
    raw: (db, q) => mrnList(db, q),
  },
  {
    label: "MRN list, contains-search",
    path: "/api/api/PurchaseOrder/GetAllPoDetails",
    query: () => listQuery(["MRNDate", "MRNID"], () => String(upTo(scale.mrns))),
    raw: (db, q) => mrnList(db, q),
  },
  {
    label: "product master, sorted",
    path: "/api/api/Product/GetProducts",
    query: () => listQuery(["CreatedDate", "ProductCd", "ProductId"], () => ""),
    raw: (db, q) => listMaster(db, productMaster, q),
  },
  {
    label: "product master, contains-search",
    path: "/api/api/Product/GetProducts",
    query: () => listQuery(["CreatedDate", "ProductCd"], () => String(upTo(scale.products)).padStart(5, "0")),
    raw: (db, q) => listMaster(db, productMaster, q),
  },
  {
    label: "bin master, sorted",
    path: "/api/api/BinMaster/getBins",
    query: () => listQuery(["CreatedDate", "ColAddress", "BinId"], () => ""),
    raw: (db, q) => listMaster(db, binMaster, q),
  },
  {
    label: "bin master, contains-search",
    path: "/api/api/BinMaster/getBins",
    query: () =>
      listQuery(
        ["CreatedDate", "ColAddress"],
        () => `R${String(upTo(scale.bins / 100) - 1).padStart(3, "0")}-0`,
      ),
    raw: (db, q) => listMaster(db, binMaster, q),
  },
  {
    label: "inward report, last 7 days",
    path: "/api/api/MaterialInwardReport/GetMaterialInwardReport",
    query: () => ({ ...listQuery(["CreatedDate", "ProductCode", "TotalQty"], () => ""), ...lastWeek() }),
    raw: (db, q) =>
      materialInwardReport(db, q, {
        from: plantDaysAgo(6, timeZone),
        to: plantDaysAgo(0, timeZone),
        timeZone,
      }),
  },
];

/** The same query function the route calls, on one pooled connection: the list without HTTP. */
export const onClient = (c: Parameters<Parameters<typeof rawSql>[3]>[0]) =>
  drizzle({ client: c, schema }) as unknown as Db;

/**
 * Server-paged lists with search and sort (goal: p95 <= 50 ms), the dashboard counts (<= 20 ms)
 * and the inward report: each over HTTP at full load and at the quiet client count the goals are
 * judged at, and as the same query function on a raw pool at full load.
 */
export const listsSection: BenchSection = {
  name: "Lists",
  async run(ctx: BenchContext) {
    // The earlier sections' writes, vacuumed and analysed as autovacuum would within its minute (off on some servers).
    await ctx.pool.query(
      "vacuum analyze receipt_totals, receipt_day_totals, stock_ledger, packets, bins, bin_count_changes, mrns, mrn_lines",
    );
    const figures: Figure[] = [];
    const measure = async (
      label: string,
      path: string,
      body: () => unknown,
      raw: (db: Db) => Promise<unknown>,
    ) => {
      figures.push(await overHttp(ctx, this.name, label, { path, body }));
      figures.push(await quietOverHttp(ctx, this.name, label, { path, body }));
      figures.push(
        await rawSql(ctx, this.name, label, async (c) => {
          await raw(onClient(c));
          return true;
        }),
      );
    };
    for (const list of lists)
      await measure(list.label, list.path, list.query, (db) => list.raw(db, list.query()));
    await measure("dashboard counts", "/api/api/Dashboard/GetDashboardData", () => ({}), dashboardCounts);
    return figures;
  },
};
