import { productImportRow } from "@wms/domain";
import { eq } from "drizzle-orm";
import { products } from "../../db/schema/index.js";
import { defineImportKind } from "./kind.js";
import { productIdsByCode } from "./lookups.js";

/** Products by code: new codes are created, known codes get the ERP's description, type and UOM. */
export const productsImport = defineImportKind({
  name: "Products",
  row: productImportRow,
  async apply(tx, rows, userId) {
    const known = await productIdsByCode(
      tx,
      rows.map((r) => r.value.ProductCode),
    );
    const seen = new Set<string>();
    const errors = [];
    for (const { line, value } of rows) {
      const key = value.ProductCode.toLowerCase();
      if (seen.has(key)) {
        errors.push({ Line: line, Message: `Product code ${value.ProductCode} appears more than once.` });
        continue;
      }
      seen.add(key);
      const fields = {
        productDscrptn: value.ProductDescription || value.ProductCode,
        productTypeId: value.ProductTypeId,
        uom: value.UOM,
        level: value.Level,
        revision: value.Revision,
      };
      const id = known.get(key);
      if (id) {
        await tx
          .update(products)
          .set({ ...fields, updatedBy: userId, updatedDate: new Date() })
          .where(eq(products.productId, id));
      } else {
        await tx.insert(products).values({ productCd: value.ProductCode, ...fields, createdBy: userId });
      }
    }
    return errors;
  },
});
