import { z } from "zod";
import { daysFrom, parseSentDate } from "./dates.js";
import { reportRangeProblem } from "./inbound.js";
import { exportableListQuery } from "./list-query.js";
import { reportsMessages } from "./messages/reports.js";

/**
 * Consumption & Yield (issue 23 item 4, issue 34 item 8). The jobs in a range are the requisitions with an event
 * (issue, activity report, return, output received, serials mapped) done on the floor on a plant day from FromDate to
 * ToDate; their figures are those events' alone. Produced: FG serials mapped for an FG job, output received
 * (production receipt) for an intermediate one; the BOM for produced is the frozen BOM qty per unit times that, or
 * times the requisition qty while the job has produced nothing by the range's end. Work in progress is what was
 * issued to the job and not yet reported consumed nor returned by the range's end.
 */
export const consumptionGroupBys = ["Product", "Order", "Shift", "Operator"] as const;
export type ConsumptionGroupBy = (typeof consumptionGroupBys)[number];

/** Groupings whose key is on the consumption events: issue and return carry no shift or operator. */
export const eventGroupBys = ["Shift", "Operator"] as const satisfies readonly ConsumptionGroupBy[];
export type EventGroupBy = (typeof eventGroupBys)[number];
export const isEventGroupBy = (groupBy: ConsumptionGroupBy): groupBy is EventGroupBy =>
  (eventGroupBys as readonly ConsumptionGroupBy[]).includes(groupBy);

/** The longest range the report answers, in plant days (a year, leap day included). */
export const consumptionRangeDaysMax = 366;

/** What is wrong with a Consumption & Yield range: the report range's refusals, then one longer than the cap. */
export function consumptionRangeProblem(
  from: string | null | undefined,
  to: string | null | undefined,
  changed: "from" | "to" = "from",
): string | null {
  const problem = reportRangeProblem(from, to, changed);
  if (problem) return problem;
  const days = daysFrom(parseSentDate(from!)!, parseSentDate(to!)!) + 1;
  return days > consumptionRangeDaysMax ? reportsMessages.rangeTooLong(consumptionRangeDaysMax, days) : null;
}

/**
 * A job line's state at the range's end: nothing issued yet, material at production not yet reported consumed nor
 * returned (work in progress), or all of it reported.
 */
export const jobLineStates = ["Not issued", "Work in progress", "Reported"] as const;
export type JobLineState = (typeof jobLineStates)[number];

/** Reports/GetConsumption: the list query (FromDate and ToDate required); PageSize -1 streams the export. */
export const consumptionReportRequest = exportableListQuery;

/** Reports/GetConsumptionSummary: the same, summed by the product made, the order, the shift or the operator. */
export const consumptionSummaryRequest = exportableListQuery.extend({
  GroupBy: z.enum(consumptionGroupBys, { error: reportsMessages.groupByUnknown }),
});
export type ConsumptionSummaryRequest = z.input<typeof consumptionSummaryRequest>;

const figures = {
  /** The requisition qty (of the jobs summed). */
  ReqQty: z.number(),
  /** Units produced: serials mapped (FG) or output received (intermediate). */
  ProducedQty: z.number(),
  /** ProducedQty against ReqQty, %, 2 decimals. */
  YieldPct: z.number(),
  BomQty: z.number(),
  ConsumedQty: z.number(),
  /** ConsumedQty - BomQty. */
  VarianceQty: z.number(),
  /** VarianceQty against BomQty, %, 2 decimals; null when the BOM is 0. */
  VariancePct: z.number().nullable(),
};

/** Reports/GetConsumption row: one component of one job. */
export const consumptionRow = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ComponentCode: z.string(),
  ComponentName: z.string(),
  UOM: z.string(),
  QtyPerUnit: z.number(),
  ...figures,
  IssuedQty: z.number(),
  ReturnedQty: z.number(),
  /** Work in progress at the range's end: issued to date - consumed - returned (not the range's alone). */
  WipQty: z.number(),
  State: z.enum(jobLineStates),
  TotalRows: z.number(),
});
export type ConsumptionRow = z.infer<typeof consumptionRow>;

/**
 * Reports/GetConsumptionSummary row: one component within a group (the product made, the order, the shift or
 * the operator). By shift or operator a job's BOM is split by each one's share of its consumption of the
 * component (by their share of its reports when it consumed none), and issue, return and unused are null.
 */
export const consumptionSummaryRow = z.object({
  GroupBy: z.enum(consumptionGroupBys),
  GroupKey: z.string(),
  ComponentCode: z.string(),
  ComponentName: z.string(),
  UOM: z.string(),
  /** Jobs summed into the row. */
  Jobs: z.number(),
  ...figures,
  IssuedQty: z.number().nullable(),
  ReturnedQty: z.number().nullable(),
  WipQty: z.number().nullable(),
  TotalRows: z.number(),
});
export type ConsumptionSummaryRow = z.infer<typeof consumptionSummaryRow>;

/** The sort columns a consumption list may name; any other sorts by RequisitionNo (GroupKey for a summary). */
export const consumptionSortColumns = [
  "RequisitionNo",
  "OrderNo",
  "ProductCode",
  "ComponentCode",
  "ReqQty",
  "ProducedQty",
  "YieldPct",
  "BomQty",
  "IssuedQty",
  "ConsumedQty",
  "ReturnedQty",
  "WipQty",
  "VarianceQty",
] as const;
export const consumptionSummarySortColumns = [
  "GroupKey",
  "ComponentCode",
  "Jobs",
  "ReqQty",
  "ProducedQty",
  "YieldPct",
  "BomQty",
  "IssuedQty",
  "ConsumedQty",
  "ReturnedQty",
  "WipQty",
  "VarianceQty",
] as const;
