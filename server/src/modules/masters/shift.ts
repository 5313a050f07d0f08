import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { shifts } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.shift.create.body>;

export const shiftMaster: MasterDef<Body> = {
  calls: masterCalls.shift,
  table: shifts,
  audit: { entity: "Shift" },
  idField: "ShiftId",
  idColumn: shifts.shiftId,
  idOf: (b) => b.ShiftId,
  columns: (b) => ({ shiftName: b.ShiftName, startTime: b.StartTime, endTime: b.EndTime }),
  unique: [{ column: shifts.shiftName, value: (b) => b.ShiftName, message: m.shiftNameTaken }],
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
};

export const shiftRoutes = (ctx: AppContext) => masterRoutes(ctx, shiftMaster);
