import { z } from "zod";
import { holdReasons, packetStatuses } from "./stock.js";

/** Dashboard/GetDashboardData: bins in all, in use, empty, and warehouses. */
export const dashboardData = z.object({
  TotalBin: z.number(),
  TotalBinUse: z.number(),
  TotalBinEmpty: z.number(),
  Totalwarehouse: z.number(),
});

/** Dashboard/GetBinHeaders row: a bin row's name. */
export const binHeader = z.object({ Header: z.string() });

/** Dashboard/GetRowData row: a bin of the row; ColStatus true when Full. */
export const rowBin = z.object({ BinId: z.number(), ColAddress: z.string(), ColStatus: z.boolean() });

/** Dashboard/GetBinDeatails row: a packet in the bin (InBin, or OnHold keeping its bin, with the reason). */
export const binPacket = z.object({
  MRNID: z.number().nullable(),
  QRCode: z.string(),
  ProductCode: z.string(),
  SupplierCode: z.string(),
  Qty: z.number(),
  Status: z.enum(packetStatuses),
  HoldReason: z.enum(holdReasons).nullable(),
});
