import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

export const warehouseRequest = z.object({
  WarehouseId: recordId,
  WarehouseCode: requiredText(m.warehouseCodeRequired, 50),
  WarehouseName: requiredText(m.warehouseNameRequired, 200),
  Address: requiredText(m.warehouseAddressRequired, 500),
  IsActive: isActiveFlag,
});
export type WarehouseRequest = z.input<typeof warehouseRequest>;

/** Warehouse/GetWarehouses row. */
export const warehouseRow = z.object({
  WarehouseId: z.number(),
  WarehouseCode: z.string(),
  WarehouseName: z.string(),
  Address: z.string(),
  ...listedRowFields,
});
