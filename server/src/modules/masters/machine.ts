import { mastersMessages as m, machineRequest } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { machines } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof machineRequest>;

export const machineMaster: MasterDef<Body> = {
  controller: "Machine",
  page: "machine-master",
  table: machines,
  idField: "MachineId",
  idColumn: machines.machineId,
  request: machineRequest,
  idOf: (b) => b.MachineId,
  columns: (b) => ({ machineName: b.MachineName, warranty: b.Warranty }),
  unique: [{ column: machines.warranty, value: (b) => b.Warranty, message: m.machineCodeTaken }],
  row: z.object({ MachineId: z.number(), MachineName: z.string(), Warranty: z.string(), ...auditRow }),
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
  list: { method: "GET", action: "GetMachines" },
  create: "CreateMachine",
  update: "UpdateMachine",
  deactivate: "id",
};

export const machineRoutes = (ctx: AppContext) => masterRoutes(ctx, machineMaster);
