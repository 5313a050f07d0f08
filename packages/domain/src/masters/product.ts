import { z } from "zod";
import { id } from "../bounds.js";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, recordId } from "./fields.js";

export const productTypeIds = { fg: 1, intermediate: 2, rm: 3 } as const;

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
  IsActive: isActiveFlag,
});
export type ProductRequest = z.input<typeof productRequest>;

/** ProductType/GetProductTypes row. */
export const productTypeOption = z.object({ ProductTypeId: z.number(), ProductTypeName: z.string() });

/** SaveImage/ImageUpload: the stored image's path, to put in ProductImg. */
export const uploadedImage = z.object({ Source: z.string() });
