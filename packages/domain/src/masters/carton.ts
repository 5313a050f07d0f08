import { z } from "zod";
import { count } from "../bounds.js";
import { mastersMessages as m } from "../messages/masters.js";
import { optionalText, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId, requiredWholeNumber } from "./fields.js";

export const cartonRequest = z.object({
  CartonId: recordId,
  CartonName: requiredText(m.cartonNameRequired, 100),
  RowName: optionalText(20),
  ColNo: count().nullish(),
  StoreType: optionalText(40),
  Height: requiredWholeNumber(m.heightRequired),
  Width: requiredWholeNumber(m.widthRequired),
  Length: requiredWholeNumber(m.lengthRequired),
  IsActive: isActiveFlag,
});
export type CartonRequest = z.input<typeof cartonRequest>;

/** CartonMaster/getCartons row: Volume in m^3. */
export const cartonRow = z.object({
  CartonId: z.number(),
  CartonName: z.string(),
  RowName: z.string(),
  ColNo: z.number().nullable(),
  StoreType: z.string(),
  Height: z.number(),
  Width: z.number(),
  Length: z.number(),
  Volume: z.number(),
  ...listedRowFields,
});

/** CartonMaster/GetCartonDDl row: an active carton and its size (Volume in m3). */
export const cartonOption = z.object({
  CartonId: z.number(),
  CartonName: z.string(),
  Height: z.number(),
  Width: z.number(),
  Length: z.number(),
  Volume: z.number(),
});
