import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { customerSearchColumns, customers } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.customer.create.body>;

/** Customer Master (issue 35): who finished goods go to; dispatch orders name a customer by its code. */
export const customerMaster: MasterDef<Body> = {
  calls: masterCalls.customer,
  table: customers,
  audit: { entity: "Customer" },
  idField: "CustomerId",
  idColumn: customers.customerId,
  idOf: (b) => b.CustomerId,
  columns: (b) => ({
    customerCode: b.CustomerCode,
    customerName: b.CustomerName,
    address: b.Address,
    gstNumber: b.GSTNumber,
    contactPerson: b.ContactPerson,
    mobileNo: b.MobileNo,
    email: b.Email,
  }),
  unique: [{ column: customers.customerCode, value: (b) => b.CustomerCode, message: m.customerCodeTaken }],
  fields: {
    CustomerId: customers.customerId,
    CustomerCode: customers.customerCode,
    CustomerName: customers.customerName,
    Address: customers.address,
    GSTNumber: customers.gstNumber,
    ContactPerson: customers.contactPerson,
    MobileNo: customers.mobileNo,
    Email: customers.email,
    ...auditFields(customers),
  },
  from: (db, fields) => db.select(fields as never).from(customers) as unknown as SelectChain,
  sortable: {
    CustomerId: customers.customerId,
    CustomerCode: customers.customerCode,
    CustomerName: customers.customerName,
    GSTNumber: customers.gstNumber,
    ContactPerson: customers.contactPerson,
    ...auditSortable(customers),
  },
  indexedSearch: { columns: customerSearchColumns },
};

export const customerRoutes = (ctx: AppContext) => masterRoutes(ctx, customerMaster);
