import { mastersMessages as m, masterCalls } from "@wms/domain";
import { eq, ilike, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { products, productTypes, suppliers } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { auditedNames, type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.product.create.body>;

export const productMaster: MasterDef<Body> = {
  calls: masterCalls.product,
  table: products,
  audit: { entity: "Product" },
  idField: "ProductId",
  idColumn: products.productId,
  idOf: (b) => b.ProductId,
  columns: (b) => ({
    productCd: b.ProductCd,
    productDscrptn: b.ProductDscrptn,
    productTypeId: b.ProductTypeId,
    productImg: b.ProductImg,
    level: b.Level,
    revision: b.Revision,
    uom: b.UOM,
    value: b.Value,
    fgSerialsPerPacket: b.FGSerialsPerPacket,
  }),
  unique: [{ column: products.productCd, value: (b) => b.ProductCd, message: m.productCodeTaken }],
  check: async (db, b) => {
    const type = await db
      .select({ id: productTypes.productTypeId })
      .from(productTypes)
      .where(eq(productTypes.productTypeId, b.ProductTypeId));
    if (type.length === 0) throw new BusinessRuleError(m.productTypeUnknown);
  },
  fields: {
    ProductId: products.productId,
    ProductCd: products.productCd,
    ProductDscrptn: products.productDscrptn,
    ProductTypeId: products.productTypeId,
    ProductTypeName: productTypes.productTypeName,
    type: productTypes.productTypeName,
    ProductImg: products.productImg,
    Level: products.level,
    Revision: products.revision,
    UOM: products.uom,
    Value: products.value,
    FGSerialsPerPacket: products.fgSerialsPerPacket,
    SupplierName: sql<string>`coalesce(${suppliers.supplierName}, '')`,
    ...auditFields(products),
  },
  from: (db, fields) =>
    db
      .select(fields as never)
      .from(products)
      .innerJoin(productTypes, eq(productTypes.productTypeId, products.productTypeId))
      .leftJoin(suppliers, eq(suppliers.supplierId, products.supplierId)) as unknown as SelectChain,
  sortable: {
    ProductId: products.productId,
    ProductCd: products.productCd,
    ProductDscrptn: products.productDscrptn,
    ProductTypeName: productTypes.productTypeName,
    UOM: products.uom,
    ...auditSortable(products),
  },
  indexedSearch: {
    columns: [products.productCd, products.productDscrptn, products.uom],
    lookup: {
      column: products.productTypeId,
      ids: async (db, pattern) =>
        (
          await db
            .select({ id: productTypes.productTypeId })
            .from(productTypes)
            .where(ilike(productTypes.productTypeName, pattern))
        ).map((r) => r.id),
    },
  },
};

/**
 * How a product's create and update enter the audit trail, for writers of products other than the Product Master (the
 * import): its entity and the fields its rows compare, under the Product Master's names. Every body has the same
 * columns, so an empty one names them.
 */
export const productAudit = {
  entity: productMaster.audit.entity,
  names: auditedNames(productMaster, {} as Body),
};

export const productRoutes = (ctx: AppContext) => masterRoutes(ctx, productMaster);
