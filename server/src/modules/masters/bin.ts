import { binRequest, mastersMessages as m } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { bins } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { volumeM3 } from "./carton.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof binRequest>;

export const binMaster: MasterDef<Body> = {
  controller: "BinMaster",
  page: "bin-master",
  table: bins,
  idField: "BinId",
  idColumn: bins.binId,
  request: binRequest,
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
  row: z.object({
    BinId: z.number(),
    RowName: z.string(),
    RowNo: z.number(),
    ColNo: z.number(),
    ColAddress: z.string(),
    StoreType: z.string(),
    Height: z.number(),
    Width: z.number(),
    Length: z.number(),
    Volume: z.number(),
    ColStatus: z.boolean(),
    ...auditRow,
  }),
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
  list: { method: "POST", action: "getBins" },
  create: "CreateBin",
  update: "BinUpdate",
  deactivate: "idAndFlag",
  createUpdates: true,
};

export const binRoutes = (ctx: AppContext) => masterRoutes(ctx, binMaster);
