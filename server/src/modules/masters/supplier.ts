import { mastersMessages as m, supplierRequest } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { suppliers } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof supplierRequest>;

export const supplierMaster: MasterDef<Body> = {
  controller: "Supplier",
  page: "supplier-master",
  table: suppliers,
  idField: "SupplierId",
  idColumn: suppliers.supplierId,
  request: supplierRequest,
  idOf: (b) => b.SupplierId,
  columns: (b) => ({
    supplierName: b.SupplierName,
    supplierCode: b.SupplierCode,
    firmName: b.FirmName,
    email: b.Email,
    mobNo: b.MobNo,
    shippingAddress: b.ShippingAddress,
    billingAddress: b.BillingAddress,
  }),
  unique: [{ column: suppliers.supplierCode, value: (b) => b.SupplierCode, message: m.supplierCodeTaken }],
  row: z.object({
    SupplierId: z.number(),
    SupplierName: z.string(),
    SupplierCode: z.string(),
    FirmName: z.string(),
    MobNo: z.string(),
    Email: z.string(),
    ShippingAddress: z.string(),
    BillingAddress: z.string(),
    ...auditRow,
  }),
  fields: {
    SupplierId: suppliers.supplierId,
    SupplierName: suppliers.supplierName,
    SupplierCode: suppliers.supplierCode,
    FirmName: suppliers.firmName,
    MobNo: suppliers.mobNo,
    Email: suppliers.email,
    ShippingAddress: suppliers.shippingAddress,
    BillingAddress: suppliers.billingAddress,
    ...auditFields(suppliers),
  },
  from: (db, fields) => db.select(fields as never).from(suppliers) as unknown as SelectChain,
  sortable: {
    SupplierId: suppliers.supplierId,
    SupplierName: suppliers.supplierName,
    SupplierCode: suppliers.supplierCode,
    FirmName: suppliers.firmName,
    MobNo: suppliers.mobNo,
    Email: suppliers.email,
    ShippingAddress: suppliers.shippingAddress,
    ...auditSortable(suppliers),
  },
  searchable: [
    suppliers.supplierName,
    suppliers.supplierCode,
    suppliers.firmName,
    suppliers.mobNo,
    suppliers.email,
    suppliers.shippingAddress,
  ],
  list: { method: "POST", action: "GetSuppliers" },
  create: "CreateSupplier",
  update: "UpdateSupplier",
  deactivate: "id",
};

export const supplierRoutes = (ctx: AppContext) => masterRoutes(ctx, supplierMaster);
