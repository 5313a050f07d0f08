import { mastersMessages as m, masterCalls, passwordPairProblems } from "@wms/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { roles, users, userTypes } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { hashPassword } from "../../platform/passwords.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.user.create.body>;

/** Users: the password is hashed on save and never answered. */
export function userMaster(ctx: AppContext): MasterDef<Body> {
  return {
    calls: masterCalls.user,
    changesAccess: true,
    table: users,
    audit: {
      entity: "User",
      retitle: (changed) =>
        changed.includes("RoleId") ? { entity: "UserRole", action: "RoleChange" } : null,
      also: (b) => (b.Password ? [{ entity: "Password", action: "PasswordReset" }] : []),
    },
    idField: "UserId",
    idColumn: users.userId,
    idOf: (b) => b.UserId,
    columns: (b) => ({
      userName: b.UserName,
      email: b.Email,
      mobileNo: b.MobileNo,
      userTypeId: b.UserTypeId,
      roleId: b.RoleId,
    }),
    extraColumns: async (b) =>
      b.Password ? { passwordHash: await hashPassword(b.Password, ctx.config.scryptLogN) } : {},
    unique: [{ column: users.email, value: (b) => b.Email, message: m.userEmailTaken }],
    check: async (db, b) => {
      // The schema takes any plant's longest password; this server holds it to its own most.
      const [problem] = Object.values(
        passwordPairProblems(
          b.Password ?? "",
          b.ConfirmPassword ?? "",
          b.UserId <= 0,
          ctx.config.passwordMax,
        ),
      );
      if (problem) throw new BusinessRuleError(problem);
      const type = await db.select().from(userTypes).where(eq(userTypes.userTypeId, b.UserTypeId));
      if (type.length === 0) throw new BusinessRuleError(m.userTypeRequired);
      const role = await db
        .select({ id: roles.roleId })
        .from(roles)
        .where(and(eq(roles.roleId, b.RoleId), eq(roles.isActive, true)));
      if (role.length === 0) throw new BusinessRuleError(m.userRoleRequired);
    },
    fields: {
      UserId: users.userId,
      UserName: users.userName,
      Email: users.email,
      MobileNo: users.mobileNo,
      UserTypeId: users.userTypeId,
      UserTypeName: userTypes.userTypeName,
      RoleId: users.roleId,
      RoleName: roles.roleName,
      ...auditFields(users),
    },
    from: (db, fields) =>
      db
        .select(fields as never)
        .from(users)
        .innerJoin(userTypes, eq(userTypes.userTypeId, users.userTypeId))
        .innerJoin(roles, eq(roles.roleId, users.roleId)) as unknown as SelectChain,
    sortable: {
      UserId: users.userId,
      UserName: users.userName,
      Email: users.email,
      MobileNo: users.mobileNo,
      UserTypeName: userTypes.userTypeName,
      RoleName: roles.roleName,
      ...auditSortable(users),
    },
    searchable: [users.userName, users.email, users.mobileNo, userTypes.userTypeName, roles.roleName],
  };
}

export const userRoutes = (ctx: AppContext) => masterRoutes(ctx, userMaster(ctx));
