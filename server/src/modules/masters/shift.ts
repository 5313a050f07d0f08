import { mastersMessages as m, shiftRequest } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { shifts } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof shiftRequest>;

export const shiftMaster: MasterDef<Body> = {
  controller: "Shift",
  page: "shift-master",
  table: shifts,
  idField: "ShiftId",
  idColumn: shifts.shiftId,
  request: shiftRequest,
  idOf: (b) => b.ShiftId,
  columns: (b) => ({ shiftName: b.ShiftName, startTime: b.StartTime, endTime: b.EndTime }),
  unique: [{ column: shifts.shiftName, value: (b) => b.ShiftName, message: m.shiftNameTaken }],
  row: z.object({
    ShiftId: z.number(),
    ShiftName: z.string(),
    StartTime: z.string(),
    EndTime: z.string(),
    ...auditRow,
  }),
  fields: {
    ShiftId: shifts.shiftId,
    ShiftName: shifts.shiftName,
    StartTime: shifts.startTime,
    EndTime: shifts.endTime,
    ...auditFields(shifts),
  },
  from: (db, fields) => db.select(fields as never).from(shifts) as unknown as SelectChain,
  sortable: {
    ShiftId: shifts.shiftId,
    ShiftName: shifts.shiftName,
    StartTime: shifts.startTime,
    EndTime: shifts.endTime,
    ...auditSortable(shifts),
  },
  searchable: [shifts.shiftName, shifts.startTime, shifts.endTime],
  list: { method: "POST", action: "GetShifts" },
  create: "CreateShift",
  update: "UpdateShift",
  deactivate: "id",
};

export const shiftRoutes = (ctx: AppContext) => masterRoutes(ctx, shiftMaster);
