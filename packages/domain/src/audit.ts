import { z } from "zod";
import { id } from "./bounds.js";
import { instant } from "./instant.js";
import { listQuery } from "./list-query.js";
import type { PageKey } from "./pages.js";

/** What an audit event is about: a master record, a right, a password or a sign-in. */
export const auditEntities = [
  "Warehouse",
  "Machine",
  "Product",
  "Supplier",
  "Customer",
  "Shift",
  "User",
  "Role",
  "Bin",
  "Carton",
  "Printer",
  "RolePermission",
  "UserRole",
  "Password",
  "SignIn",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  "Create",
  "Update",
  "Activate",
  "Deactivate",
  "RightsChange",
  "RoleChange",
  "PasswordChange",
  "PasswordReset",
  "SignInSuccess",
  "SignInFailure",
  "SignInLimited",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The page whose viewers may read an entity's changes (a record's History); sign-ins only on the
 * Audit Trail page. The Audit Trail page itself reads every entity.
 */
export const auditEntityPage: Record<AuditEntity, PageKey> = {
  Warehouse: "warehouse-master",
  Machine: "machine-master",
  Product: "product-master",
  Supplier: "supplier-master",
  Customer: "customer-master",
  Shift: "shift-master",
  User: "user-master",
  Role: "role-master",
  Bin: "bin-master",
  Carton: "carton-size-master",
  Printer: "printer-master",
  RolePermission: "role-master",
  UserRole: "user-master",
  Password: "user-master",
  SignIn: "audit-trail",
};

/**
 * The entities an Entity filter takes in: a user's role and password changes are the user's own
 * history, a role's rights the role's (all keyed by the same record id).
 */
export const auditEntityParts: Record<AuditEntity, readonly AuditEntity[]> = {
  ...(Object.fromEntries(auditEntities.map((e) => [e, [e]])) as Record<AuditEntity, AuditEntity[]>),
  User: ["User", "UserRole", "Password"],
  Role: ["Role", "RolePermission"],
};

/** Field values before and after a change: only the fields that changed (never a secret). */
export const auditFieldValues = z.record(z.string(), z.unknown());
export type AuditFieldValues = z.infer<typeof auditFieldValues>;

/** Audit/GetChanges: the list query plus what to narrow to (Entity takes in its parts, see auditEntityParts). */
export const auditChangesQuery = listQuery.extend({
  Entity: z.enum(auditEntities).nullish(),
  RecordId: id().nullish(),
});
export type AuditChangesQuery = z.input<typeof auditChangesQuery>;

/** One audit event as the list answers it, with TotalRows. */
export const auditChangeRow = z.object({
  AuditId: z.number(),
  At: instant,
  UserId: z.number().nullable(),
  UserName: z.string(),
  Address: z.string(),
  Entity: z.enum(auditEntities),
  RecordId: z.number().nullable(),
  Action: z.enum(auditActions),
  Before: auditFieldValues.nullable(),
  After: auditFieldValues.nullable(),
  TotalRows: z.number(),
});
export type AuditChangeRow = z.infer<typeof auditChangeRow>;

/** The sort columns Audit/GetChanges accepts; any other sorts by At. */
export const auditSortColumns = ["At", "UserName", "Entity", "Action", "RecordId"] as const;
