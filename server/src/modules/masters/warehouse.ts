import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { warehouses } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.warehouse.create.body>;

export const warehouseMaster: MasterDef<Body> = {
  calls: masterCalls.warehouse,
  table: warehouses,
  audit: { entity: "Warehouse" },
  idField: "WarehouseId",
  idColumn: warehouses.warehouseId,
  idOf: (b) => b.WarehouseId,
  columns: (b) => ({ warehouseCode: b.WarehouseCode, warehouseName: b.WarehouseName, address: b.Address }),
  unique: [
    { column: warehouses.warehouseCode, value: (b) => b.WarehouseCode, message: m.warehouseCodeTaken },
  ],
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
};

export const warehouseRoutes = (ctx: AppContext) => masterRoutes(ctx, warehouseMaster);
