import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type CallData, type ConsumptionGroupBy, type ListQuery, reportCalls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

export type ConsumptionReportRow = CallData<typeof reportCalls.getConsumption>[number];
export type ConsumptionSummaryReportRow = CallData<typeof reportCalls.getConsumptionSummary>[number];
export type StockAgeingReportRow = CallData<typeof reportCalls.getStockAgeing>[number];

export const fetchConsumption = (q: ListQuery) => call(reportCalls.getConsumption, q);
export const fetchConsumptionSummary = (q: ListQuery, GroupBy: ConsumptionGroupBy) =>
  call(reportCalls.getConsumptionSummary, { ...q, GroupBy });
export const fetchStockAgeing = (q: ListQuery) => call(reportCalls.getStockAgeing, q);

/** Every row of the report (its export), per job (GroupBy null) or summed; null when refused (the client said why). */
export const fetchAllConsumption = (
  q: ListQuery,
  groupBy: ConsumptionGroupBy | null,
): Promise<Array<ConsumptionReportRow | ConsumptionSummaryReportRow> | null> => {
  const all = { ...q, PageSize: -1, First: 1 };
  return groupBy ? dataOf(fetchConsumptionSummary(all, groupBy)) : dataOf(fetchConsumption(all));
};

/** Per job (GroupBy null) or summed by a grouping: one page of the Consumption & Yield report's rows. */
export const useConsumption = (q: ListQuery, groupBy: ConsumptionGroupBy | null) =>
  useQuery({
    queryKey: groupBy
      ? callKey(reportCalls.getConsumptionSummary, { ...q, GroupBy: groupBy })
      : callKey(reportCalls.getConsumption, q),
    queryFn: async (): Promise<Array<ConsumptionReportRow | ConsumptionSummaryReportRow>> =>
      (groupBy ? await dataOf(fetchConsumptionSummary(q, groupBy)) : await dataOf(fetchConsumption(q))) ?? [],
    placeholderData: keepPreviousData,
  });

export const useStockAgeing = (q: ListQuery) =>
  useQuery({
    queryKey: callKey(reportCalls.getStockAgeing, q),
    queryFn: () => fetchStockAgeing(q),
    placeholderData: keepPreviousData,
  });
