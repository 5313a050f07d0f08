import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { hhmmPattern, isActiveFlag, listedRowFields, recordId } from "./fields.js";

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

/** Shift/GetShifts row. */
export const shiftRow = z.object({
  ShiftId: z.number(),
  ShiftName: z.string(),
  StartTime: z.string(),
  EndTime: z.string(),
  ...listedRowFields,
});

/**
 * A typed 24-hour time as HH:mm: "2130" and "21:30" give "21:30", "930" or "9:30" give "09:30";
 * anything else comes back as typed, for the schema to refuse.
 */
export function toHhmm(typed: string): string {
  const text = typed.trim();
  const parts = /^(\d{1,2}):?(\d{2})$/.exec(text);
  if (!parts) return text;
  const hhmm = `${parts[1].padStart(2, "0")}:${parts[2]}`;
  return hhmmPattern.test(hhmm) ? hhmm : text;
}
