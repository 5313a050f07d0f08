import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

/** Machine Code is stored in Warranty (spec 1 section 3). */
export const machineRequest = z.object({
  MachineId: recordId,
  MachineName: requiredText(m.machineNameRequired, 200),
  Warranty: requiredText(m.machineCodeRequired, 50),
  IsActive: isActiveFlag,
});
export type MachineRequest = z.input<typeof machineRequest>;

/** Machine/GetMachines row. */
export const machineRow = z.object({
  MachineId: z.number(),
  MachineName: z.string(),
  Warranty: z.string(),
  ...listedRowFields,
});
