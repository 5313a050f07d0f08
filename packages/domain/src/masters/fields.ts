import { z } from "zod";
import { count } from "../bounds.js";
import { instant } from "../instant.js";
import { mastersMessages } from "../messages/masters.js";

/** Record id of a save: 0 (or missing) creates, above 0 updates (spec 1 section 4). */
export const recordId = z
  .union([count(), z.literal(""), z.null()])
  .optional()
  .transform((v) => (typeof v === "number" ? v : 0));

/** The edit form's Is Active checkbox; new records are active. */
export const isActiveFlag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? true);

/** A required whole number typed as digits: `required` when blank or below `min`, 'only number' otherwise. */
export function requiredWholeNumber(required: string, min = 1) {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      if (typeof v !== "string") return v;
      const t = v.trim();
      if (t === "") return undefined;
      return /^\d+$/.test(t) ? Number(t) : t;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : mastersMessages.onlyNumber) })
      .int({ error: mastersMessages.onlyNumber })
      .min(min, { error: required })
      .max(1_000_000, { error: mastersMessages.onlyNumber }),
  );
}

/** A 24-hour HH:mm time. */
export const hhmmPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a master's list row carries beside its own fields: its flag, its audit (dates under both spellings) and TotalRows. */
export const listedRowFields = {
  IsActive: z.boolean(),
  CreatedBy: z.number().nullable(),
  UpdatedBy: z.number().nullable(),
  CreatedDate: instant,
  UpdatedDate: instant.nullable(),
  CreatedDt: instant,
  UpdatedDt: instant.nullable(),
  TotalRows: z.number(),
};
