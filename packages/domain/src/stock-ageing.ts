import { z } from "zod";
import { exportableListQuery } from "./list-query.js";

/**
 * Stock Ageing (issue 23 item 5): on-hand quantity (packets Packed, InBin, OnHold or Rejected: `onHandStatuses`)
 * per product in bands of whole plant days since inward (since the packet was made when it has no inward date).
 */
export const ageBands = [
  { field: "Days0To30", label: "0-30 days", upToDays: 30 },
  { field: "Days31To60", label: "31-60 days", upToDays: 60 },
  { field: "Days61To90", label: "61-90 days", upToDays: 90 },
  { field: "Over90", label: "Over 90 days", upToDays: null },
] as const;
export type AgeBandField = (typeof ageBands)[number]["field"];

/** The band a packet of `ageDays` whole days falls in. */
export const ageBandOf = (ageDays: number): AgeBandField =>
  (ageBands.find((b) => b.upToDays === null || ageDays <= b.upToDays) ?? ageBands[ageBands.length - 1]).field;

/** Reports/GetStockAgeing: the list query (no dates: ages are counted to the plant's today); PageSize -1 exports. */
export const stockAgeingRequest = exportableListQuery;

/** Reports/GetStockAgeing row: one product's on-hand quantity by age band. */
export const stockAgeingRow = z.object({
  ProductId: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  UOM: z.string(),
  Days0To30: z.number(),
  Days31To60: z.number(),
  Days61To90: z.number(),
  Over90: z.number(),
  TotalQty: z.number(),
  Packets: z.number(),
  /** Whole plant days since the oldest packet's inward. */
  OldestDays: z.number(),
  TotalRows: z.number(),
});
export type StockAgeingRow = z.infer<typeof stockAgeingRow>;

/** The sort columns Stock Ageing may name; any other sorts by ProductCode. */
export const stockAgeingSortColumns = [
  "ProductCode",
  "ProductName",
  "Days0To30",
  "Days31To60",
  "Days61To90",
  "Over90",
  "TotalQty",
  "Packets",
  "OldestDays",
] as const;
