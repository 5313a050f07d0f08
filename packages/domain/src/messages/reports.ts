/** Consumption & Yield and Stock Ageing: their refusals, and what each figure means (the column tooltips). */
export const reportsMessages = {
  groupByUnknown: "Please choose how to group: Product, Order, Shift or Operator.",
  noData: "No data found",
} as const;

/** Column titles and their tooltips: one line each on how the figure is made. */
export const reportsText = {
  consumptionTitle: "Consumption & Yield",
  ageingTitle: "Stock Ageing",
  consumptionFile: "Consumption_Yield",
  ageingFile: "Stock_Ageing",
  jobsInRange:
    "Jobs (requisitions) with an activity report in the range, each whole: its figures are to date, not cut at the range.",
  produced:
    "Units produced: FG serials mapped (FG jobs) or output received by production receipt (intermediate jobs).",
  bom: "BOM qty per unit x units produced; while a job has produced nothing yet, x its requisition qty.",
  issued: "Issued to the job (store issue). Blank by shift and operator: issue is a store act.",
  consumed: "Consumed by the job's activity reports (by shift or operator: their own reports).",
  returned: "Returned to stock from the job. Blank by shift and operator: a return is a store act.",
  unused: "Still at production: issued - consumed - returned.",
  variance: "Consumed - BOM for produced: above 0 is more than the BOM allows.",
  varianceBySplit:
    "By shift or operator, a job's BOM is split by each one's share of its consumption of the component (by their share of its reports when none was consumed).",
  yield: "Output produced against the requisition qty, %.",
  ageFrom: "Days since inward on the plant's clock (since the packet was made when it has no inward date).",
} as const;
