import { mastersMessages as m, masterCalls } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { cartons } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.carton.create.body>;

/** Volume in m^3 of dimensions kept in cm. */
export const volumeM3 = (t: { height: unknown; width: unknown; length: unknown }) =>
  sql<number>`round(cast(${t.height} as numeric) * ${t.width} * ${t.length} / 1000000, 6)::float8`;

export const cartonMaster: MasterDef<Body> = {
  calls: masterCalls.carton,
  table: cartons,
  audit: { entity: "Carton" },
  idField: "CartonId",
  idColumn: cartons.cartonId,
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
  createUpdates: true,
};

export const cartonRoutes = (ctx: AppContext) => masterRoutes(ctx, cartonMaster);
