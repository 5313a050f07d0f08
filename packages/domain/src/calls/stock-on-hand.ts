import { z } from "zod";
import { exportableListQuery } from "../list-query.js";
import {
  onHandBinRow,
  onHandLotRow,
  onHandPacketRow,
  onHandPacketsRequest,
  onHandProductRow,
} from "../stock-on-hand.js";
import { defineCall } from "./define.js";

const access = { page: "stock-on-hand", right: "view" } as const;

/**
 * Stock on hand by product, bin and lot, and the packets behind a row (issue 22 item 7). A page's rows carry TotalRows;
 * the export (PageSize -1) streams every row without it.
 */
export const stockOnHandCalls = {
  getByProduct: defineCall({
    method: "POST",
    path: "StockOnHand/GetByProduct",
    access,
    summary:
      "Stock on hand per product: total, available (in a bin), on hold, rejected, packed, packets, oldest lot's age; PageSize -1 streams every row",
    body: exportableListQuery,
    response: z.array(onHandProductRow.partial({ TotalRows: true })),
  }),
  getByBin: defineCall({
    method: "POST",
    path: "StockOnHand/GetByBin",
    access,
    summary:
      "Stock on hand per bin holding stock: products, qty, packets, oldest inward; PageSize -1 streams every row",
    body: exportableListQuery,
    response: z.array(onHandBinRow.partial({ TotalRows: true })),
  }),
  getByLot: defineCall({
    method: "POST",
    path: "StockOnHand/GetByLot",
    access,
    summary:
      "Stock on hand per lot (MRN line and supplier, or producing requisition) by state; PageSize -1 streams every row",
    body: exportableListQuery,
    response: z.array(onHandLotRow.partial({ TotalRows: true })),
  }),
  getPackets: defineCall({
    method: "POST",
    path: "StockOnHand/GetPackets",
    access,
    summary: "The packets in stock of one product, bin or lot; PageSize -1 streams every row",
    body: onHandPacketsRequest,
    response: z.array(onHandPacketRow.partial({ TotalRows: true })),
  }),
};
