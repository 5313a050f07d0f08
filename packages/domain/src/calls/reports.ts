import { z } from "zod";
import {
  consumptionReportRequest,
  consumptionRow,
  consumptionSummaryRequest,
  consumptionSummaryRow,
} from "../consumption-report.js";
import { stockAgeingRequest, stockAgeingRow } from "../stock-ageing.js";
import { defineCall } from "./define.js";

/** Consumption & Yield and Stock Ageing (issue 23 items 4 and 5): read-only reports, each with its export. */
export const reportCalls = {
  getConsumption: defineCall({
    method: "POST",
    path: "Reports/GetConsumption",
    access: { page: "consumption-report", right: "view" },
    summary:
      "Per job and component over the plant days FromDate-ToDate: BOM for produced, issued, consumed, returned, unused, variance and yield; PageSize -1 streams every row",
    body: consumptionReportRequest,
    response: z.array(consumptionRow.partial({ TotalRows: true })),
    errorData: z.array(consumptionRow),
  }),
  getConsumptionSummary: defineCall({
    method: "POST",
    path: "Reports/GetConsumptionSummary",
    access: { page: "consumption-report", right: "view" },
    summary:
      "The consumption report summed per component by the product made, the order, the shift or the operator; PageSize -1 streams every row",
    body: consumptionSummaryRequest,
    response: z.array(consumptionSummaryRow.partial({ TotalRows: true })),
    errorData: z.array(consumptionSummaryRow),
  }),
  getStockAgeing: defineCall({
    method: "POST",
    path: "Reports/GetStockAgeing",
    access: { page: "stock-ageing", right: "view" },
    summary:
      "On-hand quantity per product in age bands of 0-30, 31-60, 61-90 and over 90 days since inward; PageSize -1 streams every row",
    body: stockAgeingRequest,
    response: z.array(stockAgeingRow.partial({ TotalRows: true })),
    errorData: z.array(stockAgeingRow),
  }),
};
