import { z } from "zod";
import { id, wholeNumber } from "../bounds.js";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

export const productTypeIds = { fg: 1, intermediate: 2, rm: 3 } as const;

/** Most FG serials one packet holds (an FG product's packing setting). */
export const fgSerialsPerPacketMax = 10_000;

export const productRequest = z.object({
  ProductId: recordId,
  ProductCd: requiredText(m.productCodeRequired, 60),
  ProductDscrptn: requiredText(m.productDescriptionRequired, 300),
  ProductTypeId: id(m.productTypeRequired),
  ProductImg: requiredText(m.imageRequired, 300),
  Level: requiredText(m.levelRequired, 20),
  Revision: requiredText(m.revisionRequired, 20),
  UOM: requiredText(m.uomRequired, 20),
  Value: requiredText(m.valueRequired, 50),
  /** FG products: how many serials Final Production packs a packet (1: one serial a packet); kept when omitted. */
  FGSerialsPerPacket: wholeNumber(1, fgSerialsPerPacketMax, m.fgSerialsPerPacketRange).optional(),
  IsActive: isActiveFlag,
});
export type ProductRequest = z.input<typeof productRequest>;

/** Product/GetProducts row: `type` repeats the type's name, SupplierName is blank when none. */
export const productRow = z.object({
  ProductId: z.number(),
  ProductCd: z.string(),
  ProductDscrptn: z.string(),
  ProductTypeId: z.number(),
  ProductTypeName: z.string(),
  type: z.string(),
  ProductImg: z.string(),
  Level: z.string(),
  Revision: z.string(),
  UOM: z.string(),
  Value: z.string(),
  FGSerialsPerPacket: z.number(),
  SupplierName: z.string(),
  ...listedRowFields,
});

/** ProductType/GetProductTypes row. */
export const productTypeOption = z.object({ ProductTypeId: z.number(), ProductTypeName: z.string() });

/** SaveImage/ImageUpload: the stored image's path, to put in ProductImg. */
export const uploadedImage = z.object({ Source: z.string() });
