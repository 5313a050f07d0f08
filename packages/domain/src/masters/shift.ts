import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { hhmmPattern, isActiveFlag, recordId } from "./fields.js";

export const shiftNames = ["General", "A", "B", "C"] as const;

const time = (message: string) => requiredText(message, 5).regex(hhmmPattern, { error: message });

export const shiftRequest = z.object({
  ShiftId: recordId,
  ShiftName: z.enum(shiftNames, { error: m.shiftNameRequired }),
  StartTime: time(m.startTimeRequired),
  EndTime: time(m.endTimeRequired),
  IsActive: isActiveFlag,
});
export type ShiftRequest = z.input<typeof shiftRequest>;
