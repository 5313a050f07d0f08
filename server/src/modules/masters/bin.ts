import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { bins } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { volumeM3 } from "./carton.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.bin.create.body>;

export const binMaster: MasterDef<Body> = {
  calls: masterCalls.bin,
  table: bins,
  audit: { entity: "Bin" },
  idField: "BinId",
  idColumn: bins.binId,
  idOf: (b) => b.BinId,
  columns: (b) => ({
    rowName: b.RowName,
    rowNo: b.RowNo,
    colNo: b.ColNo,
    colAddress: b.ColAddress,
    storeType: b.StoreType,
    height: b.Height,
    width: b.Width,
    length: b.Length,
  }),
  unique: [{ column: bins.colAddress, value: (b) => b.ColAddress, message: m.colAddressTaken }],
  fields: {
    BinId: bins.binId,
    RowName: bins.rowName,
    RowNo: bins.rowNo,
    ColNo: bins.colNo,
    ColAddress: bins.colAddress,
    StoreType: bins.storeType,
    Height: bins.height,
    Width: bins.width,
    Length: bins.length,
    Volume: volumeM3(bins),
    ColStatus: bins.colStatus,
    ...auditFields(bins),
  },
  from: (db, fields) => db.select(fields as never).from(bins) as unknown as SelectChain,
  sortable: {
    BinId: bins.binId,
    RowName: bins.rowName,
    RowNo: bins.rowNo,
    ColNo: bins.colNo,
    ColAddress: bins.colAddress,
    ColStatus: bins.colStatus,
    Height: bins.height,
    Width: bins.width,
    Length: bins.length,
    ...auditSortable(bins),
  },
  indexedSearch: { columns: [bins.rowName, bins.colAddress, bins.rowNo, bins.colNo, bins.storeType] },
  createUpdates: true,
};

export const binRoutes = (ctx: AppContext) => masterRoutes(ctx, binMaster);
