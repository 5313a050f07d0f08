import { cartonRequest, mastersMessages as m } from "@wms/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { cartons } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof cartonRequest>;

/** Volume in m^3 of dimensions kept in cm. */
export const volumeM3 = (t: { height: unknown; width: unknown; length: unknown }) =>
  sql<number>`round(cast(${t.height} as numeric) * ${t.width} * ${t.length} / 1000000, 6)::float8`;

export const cartonMaster: MasterDef<Body> = {
  controller: "CartonMaster",
  page: "carton-size-master",
  table: cartons,
  idField: "CartonId",
  idColumn: cartons.cartonId,
  request: cartonRequest,
  idOf: (b) => b.CartonId,
  columns: (b) => ({
    cartonName: b.CartonName,
    rowName: b.RowName,
    colNo: b.ColNo ?? null,
    storeType: b.StoreType,
    height: b.Height,
    width: b.Width,
    length: b.Length,
  }),
  unique: [{ column: cartons.cartonName, value: (b) => b.CartonName, message: m.cartonNameTaken }],
  row: z.object({
    CartonId: z.number(),
    CartonName: z.string(),
    RowName: z.string(),
    ColNo: z.number().nullable(),
    StoreType: z.string(),
    Height: z.number(),
    Width: z.number(),
    Length: z.number(),
    Volume: z.number(),
    ...auditRow,
  }),
  fields: {
    CartonId: cartons.cartonId,
    CartonName: cartons.cartonName,
    RowName: cartons.rowName,
    ColNo: cartons.colNo,
    StoreType: cartons.storeType,
    Height: cartons.height,
    Width: cartons.width,
    Length: cartons.length,
    Volume: volumeM3(cartons),
    ...auditFields(cartons),
  },
  from: (db, fields) => db.select(fields as never).from(cartons) as unknown as SelectChain,
  sortable: {
    CartonId: cartons.cartonId,
    CartonName: cartons.cartonName,
    Height: cartons.height,
    Width: cartons.width,
    Length: cartons.length,
    Volume: volumeM3(cartons),
    ...auditSortable(cartons),
  },
  searchable: [cartons.cartonName, cartons.height, cartons.width, cartons.length],
  list: { method: "POST", action: "getCartons" },
  create: "CreateCarton",
  update: "UpdateCarton",
  deactivate: "idAndFlag",
  createUpdates: true,
};

export const cartonRoutes = (ctx: AppContext) => masterRoutes(ctx, cartonMaster);
