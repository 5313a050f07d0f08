import { z } from "zod";
import { text } from "../bounds.js";
import { binHeader, binPacket, dashboardData, rowBin } from "../dashboard.js";
import { defineCall } from "./define.js";

const access = { page: "dashboard", right: "view" } as const;

/** Dashboard: bin counts, the bin rows, each row's bins and each bin's packets. */
export const dashboardCalls = {
  getDashboardData: defineCall({
    method: "POST",
    path: "Dashboard/GetDashboardData",
    access,
    summary: "Bins in all, in use and empty, and warehouses",
    response: dashboardData,
  }),
  getBinHeaders: defineCall({
    method: "GET",
    path: "Dashboard/GetBinHeaders",
    access,
    summary: "The names of the bin rows",
    response: z.array(binHeader),
  }),
  getRowData: defineCall({
    method: "GET",
    path: "Dashboard/GetRowData",
    access,
    summary: "The bins of one row, each empty or full",
    query: z.object({ RowName: text(40).default("") }),
    response: z.array(rowBin),
  }),
  getBinDeatails: defineCall({
    method: "GET",
    path: "Dashboard/GetBinDeatails",
    access,
    summary: "The packets in one bin; an unknown or inactive bin answers '404'",
    query: z.object({ BinLocation: text(40).default("") }),
    response: z.array(binPacket),
    errorData: z.array(binPacket),
  }),
};
