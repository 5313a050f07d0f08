import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { optionalText, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId, requiredWholeNumber } from "./fields.js";

export const binRequest = z.object({
  BinId: recordId,
  RowName: requiredText(m.rowNameRequired, 20),
  RowNo: requiredWholeNumber(m.rowNoRequired),
  ColNo: requiredWholeNumber(m.colNoRequired),
  ColAddress: requiredText(m.colAddressRequired, 40),
  StoreType: optionalText(40),
  Height: requiredWholeNumber(m.heightRequired),
  Width: requiredWholeNumber(m.widthRequired),
  Length: requiredWholeNumber(m.lengthRequired),
  IsActive: isActiveFlag,
});
export type BinRequest = z.input<typeof binRequest>;

/** BinMaster/getBins row: Volume in m^3; ColStatus true when Full. */
export const binRow = z.object({
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
  ...listedRowFields,
});

/** The address a bin gets from its row name and column number (row A, column 3: "A-03"); a plant may type its own. */
export const binAddressOf = (rowName: string, colNo: number) =>
  `${rowName.trim()}-${String(colNo).padStart(2, "0")}`;

/** Volume in m^3 of dimensions in cm, once all three are at least 1 (spec 1 section 5); else null. */
export function volumeOf(height: number, width: number, length: number): number | null {
  if (!(height >= 1 && width >= 1 && length >= 1)) return null;
  return Math.round(((height * width * length) / 1_000_000) * 1_000_000) / 1_000_000;
}

/** BinMaster/GetBinDDl and getAllBindata row: an active bin; ColStatus true when Full. */
export const binOption = z.object({
  BinId: z.number(),
  RowName: z.string(),
  ColNo: z.number(),
  ColAddress: z.string(),
  ColStatus: z.boolean(),
});
