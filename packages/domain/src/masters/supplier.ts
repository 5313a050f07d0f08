import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { optionalText, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

/** Every field required, no format checks (spec 1 section 5). */
export const supplierRequest = z.object({
  SupplierId: recordId,
  SupplierName: requiredText(m.supplierNameRequired, 200),
  SupplierCode: requiredText(m.supplierCodeRequired, 50),
  FirmName: requiredText(m.firmNameRequired, 200),
  Email: requiredText(m.supplierEmailRequired, 254),
  MobNo: requiredText(m.mobNoRequired, 30),
  ShippingAddress: requiredText(m.shippingAddressRequired, 500),
  BillingAddress: optionalText(500),
  IsActive: isActiveFlag,
});
export type SupplierRequest = z.input<typeof supplierRequest>;

/** Supplier/GetSuppliers row. */
export const supplierRow = z.object({
  SupplierId: z.number(),
  SupplierName: z.string(),
  SupplierCode: z.string(),
  FirmName: z.string(),
  MobNo: z.string(),
  Email: z.string(),
  ShippingAddress: z.string(),
  BillingAddress: z.string(),
  ...listedRowFields,
});
