import { z } from "zod";

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

/** Dashboard/GetBinDeatails row: a packet in the bin. */
export const binPacket = z.object({
  MRNID: z.number().nullable(),
  QRCode: z.string(),
  ProductCode: z.string(),
  SupplierCode: z.string(),
  Qty: z.number(),
});
