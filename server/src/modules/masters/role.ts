import { mastersMessages as m, roleRequest } from "@wms/domain";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { roles } from "../../db/schema/index.js";
import { auditFields, auditRow, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof roleRequest>;

export const roleMaster: MasterDef<Body> = {
  controller: "Role",
  page: "role-master",
  changesAccess: true,
  table: roles,
  idField: "RoleId",
  idColumn: roles.roleId,
  request: roleRequest,
  idOf: (b) => b.RoleId,
  columns: (b) => ({ roleName: b.RoleName, roleDesc: b.RoleDesc }),
  unique: [{ column: roles.roleName, value: (b) => b.RoleName, message: m.roleNameTaken }],
  row: z.object({ RoleId: z.number(), RoleName: z.string(), RoleDesc: z.string(), ...auditRow }),
  fields: { RoleId: roles.roleId, RoleName: roles.roleName, RoleDesc: roles.roleDesc, ...auditFields(roles) },
  from: (db, fields) => db.select(fields as never).from(roles) as unknown as SelectChain,
  sortable: {
    RoleId: roles.roleId,
    RoleName: roles.roleName,
    RoleDesc: roles.roleDesc,
    ...auditSortable(roles),
  },
  searchable: [roles.roleName, roles.roleDesc],
  list: { method: "POST", action: "GetRoles" },
  create: "CreateRole",
  update: "UpdateRole",
  deactivate: "id",
};

export const roleRoutes = (ctx: AppContext) => masterRoutes(ctx, roleMaster);
