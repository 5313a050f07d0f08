import {
  type ConsumptionGroupBy,
  formatSentDate,
  machineTimeZone,
  plantDayOf,
  plantDaysAgo,
} from "@wms/domain";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Db } from "../server/src/db/client.js";
import * as schema from "../server/src/db/schema/index.js";
import { consumptionReport, consumptionSummary } from "../server/src/modules/reports/consumption-report.js";
import { stockAgeing } from "../server/src/modules/reports/stock-ageing.js";
import type { ParsedListQuery } from "../server/src/platform/paging.js";
import { quietOverHttp, rawSql } from "./measure.js";
import type { BenchContext, BenchSection, Figure } from "./section.js";

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const timeZone = process.env.WMS_TIMEZONE || machineTimeZone();
/** The last 30 plant days, as the screen asks by default. */
const month = { from: plantDaysAgo(29, timeZone), to: plantDaysAgo(0, timeZone), timeZone };
const sentMonth = { FromDate: formatSentDate(month.from), ToDate: formatSentDate(month.to) };

/** A page of 10 among the first 20, a sort column of the screen's, no search. */
function pageQuery(sortColumns: readonly string[]): ParsedListQuery {
  const pageNo = 1 + Math.floor(Math.random() * 20);
  return {
    PageNo: pageNo,
    First: (pageNo - 1) * 10 + 1,
    PageSize: 10,
    SearchValue: "",
    SortColumn: pick(sortColumns),
    SortOrder: pick(["ASC", "DESC"] as const),
  };
}

const onClient = (c: Parameters<Parameters<typeof rawSql>[3]>[0]) =>
  drizzle({ client: c, schema }) as unknown as Db;

interface Report {
  label: string;
  path: string;
  body: () => Record<string, unknown>;
  raw: (db: Db, body: Record<string, unknown>) => Promise<unknown>;
}

const jobSorts = ["RequisitionNo", "VarianceQty", "ConsumedQty", "YieldPct"];
const groupSorts = ["GroupKey", "VarianceQty", "ConsumedQty"];
const summary = (groupBy: ConsumptionGroupBy): Report => ({
  label: `consumption by ${groupBy.toLowerCase()}, 30 days`,
  path: "/api/api/Reports/GetConsumptionSummary",
  body: () => ({ ...pageQuery(groupSorts), ...sentMonth, GroupBy: groupBy }),
  raw: (db, body) => consumptionSummary(db, body as ParsedListQuery, month, groupBy),
});

/** The reports of issue 23: each over HTTP at the quiet client count (goal: p95 <= 200 ms) and as its raw query. */
const reports: Report[] = [
  {
    label: "consumption per job, 30 days",
    path: "/api/api/Reports/GetConsumption",
    body: () => ({ ...pageQuery(jobSorts), ...sentMonth }),
    raw: (db, body) => consumptionReport(db, body as ParsedListQuery, month),
  },
  summary("Shift"),
  summary("Operator"),
  summary("Product"),
  {
    label: "stock ageing, by product code",
    path: "/api/api/Reports/GetStockAgeing",
    body: () => pageQuery(["ProductCode"]),
    raw: (db, body) => stockAgeing(db, body as ParsedListQuery, { today: plantDayOf(new Date(), timeZone) }),
  },
  {
    label: "stock ageing, by band quantity",
    path: "/api/api/Reports/GetStockAgeing",
    body: () => pageQuery(["Over90", "TotalQty"]),
    raw: (db, body) => stockAgeing(db, body as ParsedListQuery, { today: plantDayOf(new Date(), timeZone) }),
  },
];

export const reportsSection: BenchSection = {
  name: "Reports",
  async run(ctx: BenchContext) {
    await ctx.pool.query(
      "vacuum analyze consumption_events, consumptions, requisition_issues, stock_returns, job_component_totals, job_crew_consumption, job_line_days, job_days, job_crew_days, on_hand_ages",
    );
    const quiet = { ...ctx, connections: ctx.quietConnections };
    const figures: Figure[] = [];
    for (const report of reports) {
      figures.push(
        await quietOverHttp(ctx, this.name, report.label, { path: report.path, body: report.body }),
      );
      figures.push(
        await rawSql(quiet, this.name, report.label, async (c) => {
          await report.raw(onClient(c), report.body());
          return true;
        }),
      );
    }
    return figures;
  },
};
