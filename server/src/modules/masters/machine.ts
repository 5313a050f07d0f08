import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { machines } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.machine.create.body>;

export const machineMaster: MasterDef<Body> = {
  calls: masterCalls.machine,
  table: machines,
  audit: { entity: "Machine" },
  idField: "MachineId",
  idColumn: machines.machineId,
  idOf: (b) => b.MachineId,
  columns: (b) => ({ machineName: b.MachineName, warranty: b.Warranty }),
  unique: [{ column: machines.warranty, value: (b) => b.Warranty, message: m.machineCodeTaken }],
  fields: {
    MachineId: machines.machineId,
    MachineName: machines.machineName,
    Warranty: machines.warranty,
    ...auditFields(machines),
  },
  from: (db, fields) => db.select(fields as never).from(machines) as unknown as SelectChain,
  sortable: {
    MachineId: machines.machineId,
    MachineName: machines.machineName,
    Warranty: machines.warranty,
    ...auditSortable(machines),
  },
  searchable: [machines.machineName, machines.warranty],
};

export const machineRoutes = (ctx: AppContext) => masterRoutes(ctx, machineMaster);
