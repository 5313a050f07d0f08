/** Consumption & Yield and Stock Ageing: their refusals, and what each figure means (the column tooltips). */
export const reportsMessages = {
  groupByUnknown: "Please choose how to group: Product, Order, Shift or Operator.",
  noData: "No data found",
  /** A range past the cap: refused, never cut short. */
  rangeTooLong: (maxDays: number, days: number) =>
    `Choose a range of at most ${maxDays} days. This one is ${days} days.`,
} as const;

/** Column titles and their tooltips: one line each on how the figure is made. */
export const reportsText = {
  consumptionTitle: "Consumption & Yield",
  ageingTitle: "Stock Ageing",
  consumptionFile: "Consumption_Yield",
  ageingFile: "Stock_Ageing",
  jobsInRange:
    "Jobs (requisitions) with an issue, activity report, return or output on a plant day of the range (the day it was done on the floor); every figure but work in progress is of the range's days alone.",
  produced:
    "Units produced in the range: FG serials mapped (FG jobs) or output received by production receipt (intermediate jobs).",
  bom: "BOM qty per unit x units produced in the range; while a job has produced nothing by the range's end, x its requisition qty.",
  issued: "Issued to the job in the range (store issue). Blank by shift and operator: issue is a store act.",
  consumed: "Consumed by the job's activity reports in the range (by shift or operator: their own reports).",
  returned:
    "Returned to stock from the job in the range. Blank by shift and operator: a return is a store act.",
  wip: "Work in progress at the range's end: issued to the job and not yet reported consumed nor returned, counting every day up to To.",
  variance: "Consumed - BOM for produced: above 0 is more than the BOM allows.",
  varianceBySplit:
    "By shift or operator, a job's BOM is split by each one's share of its consumption of the component (by their share of its reports when none was consumed).",
  yield: "Output produced against the requisition qty, %.",
  ageFrom: "Days since inward on the plant's clock (since the packet was made when it has no inward date).",
} as const;
