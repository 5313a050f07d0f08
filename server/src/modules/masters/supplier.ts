import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { suppliers } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.supplier.create.body>;

export const supplierMaster: MasterDef<Body> = {
  calls: masterCalls.supplier,
  table: suppliers,
  audit: { entity: "Supplier" },
  idField: "SupplierId",
  idColumn: suppliers.supplierId,
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
};

export const supplierRoutes = (ctx: AppContext) => masterRoutes(ctx, supplierMaster);
