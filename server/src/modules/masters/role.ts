import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { roles } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.role.create.body>;

export const roleMaster: MasterDef<Body> = {
  calls: masterCalls.role,
  changesAccess: true,
  table: roles,
  audit: { entity: "Role" },
  idField: "RoleId",
  idColumn: roles.roleId,
  idOf: (b) => b.RoleId,
  columns: (b) => ({ roleName: b.RoleName, roleDesc: b.RoleDesc }),
  unique: [{ column: roles.roleName, value: (b) => b.RoleName, message: m.roleNameTaken }],
  fields: { RoleId: roles.roleId, RoleName: roles.roleName, RoleDesc: roles.roleDesc, ...auditFields(roles) },
  from: (db, fields) => db.select(fields as never).from(roles) as unknown as SelectChain,
  sortable: {
    RoleId: roles.roleId,
    RoleName: roles.roleName,
    RoleDesc: roles.roleDesc,
    ...auditSortable(roles),
  },
  searchable: [roles.roleName, roles.roleDesc],
};

export const roleRoutes = (ctx: AppContext) => masterRoutes(ctx, roleMaster);
