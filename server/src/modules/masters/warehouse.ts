import { mastersMessages as m, warehouseRequest } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { warehouses } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof warehouseRequest>;

export const warehouseMaster: MasterDef<Body> = {
  controller: "Warehouse",
  page: "warehouse-master",
  table: warehouses,
  idField: "WarehouseId",
  idColumn: warehouses.warehouseId,
  request: warehouseRequest,
  idOf: (b) => b.WarehouseId,
  columns: (b) => ({ warehouseCode: b.WarehouseCode, warehouseName: b.WarehouseName, address: b.Address }),
  unique: [
    { column: warehouses.warehouseCode, value: (b) => b.WarehouseCode, message: m.warehouseCodeTaken },
  ],
  row: z.object({
    WarehouseId: z.number(),
    WarehouseCode: z.string(),
    WarehouseName: z.string(),
    Address: z.string(),
    ...auditRow,
  }),
  fields: {
    WarehouseId: warehouses.warehouseId,
    WarehouseCode: warehouses.warehouseCode,
    WarehouseName: warehouses.warehouseName,
    Address: warehouses.address,
    ...auditFields(warehouses),
  },
  from: (db, fields) => db.select(fields as never).from(warehouses) as unknown as SelectChain,
  sortable: {
    WarehouseId: warehouses.warehouseId,
    WarehouseCode: warehouses.warehouseCode,
    WarehouseName: warehouses.warehouseName,
    Address: warehouses.address,
    ...auditSortable(warehouses),
  },
  searchable: [warehouses.warehouseCode, warehouses.warehouseName, warehouses.address],
  list: { method: "GET", action: "GetWarehouses" },
  create: "CreateWarehouse",
  update: "UpdateWarehouse",
  deactivate: "id",
};

export const warehouseRoutes = (ctx: AppContext) => masterRoutes(ctx, warehouseMaster);
