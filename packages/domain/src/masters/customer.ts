import { z } from "zod";
import { gstinProblem } from "../gstin.js";
import { mastersMessages as m } from "../messages/masters.js";
import { emailPattern } from "../patterns.js";
import { optionalText, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

/** Optional text that, when given, must pass `valid` (else `message`): blank stays blank, nothing is rewritten. */
const optionalChecked = (max: number, valid: (v: string) => string | null) =>
  optionalText(max).superRefine((v, ctx) => {
    const problem = v === "" ? null : valid(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Customer Master (issue 35): the code the ERP names a customer by, its address, GSTIN and a contact. */
export const customerRequest = z.object({
  CustomerId: recordId,
  CustomerCode: requiredText(m.customerCodeRequired, 50),
  CustomerName: requiredText(m.customerNameRequired, 200),
  Address: requiredText(m.customerAddressRequired, 500),
  /** Blank for an unregistered buyer; when given, a GSTIN whose check character matches. */
  GSTNumber: optionalChecked(40, gstinProblem),
  ContactPerson: optionalText(200),
  /** A landline or a mobile, as the customer gives it. */
  MobileNo: optionalText(30),
  Email: optionalChecked(254, (v) => (emailPattern.test(v) ? null : m.customerEmailInvalid)),
  IsActive: isActiveFlag,
});
export type CustomerRequest = z.input<typeof customerRequest>;

/** Customer/GetCustomers row. */
export const customerRow = z.object({
  CustomerId: z.number(),
  CustomerCode: z.string(),
  CustomerName: z.string(),
  Address: z.string(),
  GSTNumber: z.string(),
  ContactPerson: z.string(),
  MobileNo: z.string(),
  Email: z.string(),
  ...listedRowFields,
});
