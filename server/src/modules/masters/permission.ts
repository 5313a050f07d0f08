import {
  commonMessages,
  flattenPagePermissions,
  mastersMessages as m,
  masterCalls,
  type PagePermissionInput,
  type PagePermissionRow,
} from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/client.js";
import { pages, rolePagePermissions, roles } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { type AuditActor, actorOf, changedFields, recordAudit } from "../audit/index.js";

/** Every page as a tree (groups with their child pages) with the role's rights on it. */
export async function permissionTreeOfRole(db: Db, roleId: number): Promise<PagePermissionRow[]> {
  const rows = await db
    .select({
      PageId: pages.pageId,
      ParentId: pages.parentId,
      PageName: pages.pageName,
      ActionName: pages.actionName,
      HasAddEdit: pages.hasAddEdit,
      IsView: sql<boolean>`coalesce(${rolePagePermissions.isView} and ${rolePagePermissions.isActive}, false)`,
      IsAdd: sql<boolean>`coalesce(${rolePagePermissions.isAdd} and ${rolePagePermissions.isActive}, false)`,
      IsEdit: sql<boolean>`coalesce(${rolePagePermissions.isEdit} and ${rolePagePermissions.isActive}, false)`,
      IsDelete: sql<boolean>`coalesce(${rolePagePermissions.isDelete} and ${rolePagePermissions.isActive}, false)`,
      IsActive: sql<boolean>`coalesce(${rolePagePermissions.isActive}, false)`,
      CreatedBy: rolePagePermissions.createdBy,
      CreatedDate: rolePagePermissions.createdDate,
    })
    .from(pages)
    .leftJoin(
      rolePagePermissions,
      and(eq(rolePagePermissions.pageId, pages.pageId), eq(rolePagePermissions.roleId, roleId)),
    )
    .orderBy(asc(pages.sortOrder));
  const nodes = new Map<number, PagePermissionRow>();
  const roots: PagePermissionRow[] = [];
  for (const { ParentId, ...r } of rows) {
    const node: PagePermissionRow = { ...r, RoleId: roleId, Children: [] };
    nodes.set(r.PageId, node);
    const parent = ParentId === null ? undefined : nodes.get(ParentId);
    if (parent) parent.Children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A page's rights as the audit trail shows them ("View, Add, Edit", or "None"). */
const rightsText = (r: { isView: boolean; isAdd: boolean; isEdit: boolean; isActive: boolean } | undefined) =>
  (r?.isActive
    ? [r.isView && "View", r.isAdd && "Add", r.isEdit && "Edit"].filter(Boolean).join(", ")
    : "") || "None";

/**
 * Sets the role's rights on the pages sent exactly as sent (a right a page offers no box for stays as it
 * was); nothing ticked at all is refused. The pages whose rights changed are recorded, by page key, as one
 * RightsChange of the role.
 */
export async function updatePagePermissions(
  db: Db,
  input: readonly PagePermissionInput[],
  actor: AuditActor,
) {
  const userId = actor.userId;
  const entries = flattenPagePermissions(input);
  if (!entries.some((e) => e.IsView || e.IsAdd || e.IsEdit)) throw new BusinessRuleError(m.noPageSelected);
  const roleIds = new Set(entries.map((e) => e.RoleId));
  if (roleIds.size !== 1) throw new BusinessRuleError(commonMessages.invalidRequest);
  const [roleId] = roleIds;
  await inTransaction(db, async (tx) => {
    const role = await tx
      .select({ id: roles.roleId })
      .from(roles)
      .where(eq(roles.roleId, roleId))
      .for("update");
    if (role.length === 0) throw new BusinessRuleError(commonMessages.notFound);
    const allPages = await tx
      .select({ id: pages.pageId, hasAddEdit: pages.hasAddEdit, key: pages.actionName })
      .from(pages);
    const known = new Map(allPages.map((p) => [p.id, p.hasAddEdit]));
    const keyOf = new Map(allPages.map((p) => [p.id, p.key]));
    const was = await tx
      .select({
        pageId: rolePagePermissions.pageId,
        isView: rolePagePermissions.isView,
        isAdd: rolePagePermissions.isAdd,
        isEdit: rolePagePermissions.isEdit,
        isActive: rolePagePermissions.isActive,
      })
      .from(rolePagePermissions)
      .where(
        and(
          eq(rolePagePermissions.roleId, roleId),
          inArray(
            rolePagePermissions.pageId,
            entries.map((e) => e.PageId),
          ),
        ),
      );
    const stored = new Map(was.map((r) => [r.pageId, r]));
    const values = entries.map((e) => {
      const hasAddEdit = known.get(e.PageId);
      if (hasAddEdit === undefined) throw new BusinessRuleError(commonMessages.invalidRequest);
      // A page without Add/Update boxes keeps the Add/Edit it holds: the administrator had no box to change them.
      const kept = stored.get(e.PageId);
      const isEdit = hasAddEdit ? e.IsEdit : Boolean(kept?.isActive && kept.isEdit);
      return {
        roleId,
        pageId: e.PageId,
        isView: e.IsView,
        isAdd: hasAddEdit ? e.IsAdd : Boolean(kept?.isActive && kept.isAdd),
        isEdit,
        isDelete: isEdit,
        isActive: true,
        createdBy: userId,
      };
    });
    await tx
      .insert(rolePagePermissions)
      .values(values)
      .onConflictDoUpdate({
        target: [rolePagePermissions.roleId, rolePagePermissions.pageId],
        set: {
          isView: sql`excluded.is_view`,
          isAdd: sql`excluded.is_add`,
          isEdit: sql`excluded.is_edit`,
          isDelete: sql`excluded.is_delete`,
          isActive: true,
          createdBy: sql`excluded.created_by`,
          createdDate: sql`now()`,
        },
      });
    const change = changedFields(
      Object.fromEntries(values.map((v) => [v.pageId, rightsText(stored.get(v.pageId))])),
      Object.fromEntries(values.map((v) => [v.pageId, rightsText(v)])),
      Object.fromEntries(values.map((v) => [v.pageId, keyOf.get(v.pageId)!])),
    );
    if (Object.keys(change.after).length > 0)
      await recordAudit(tx, actor, {
        entity: "RolePermission",
        recordId: roleId,
        action: "RightsChange",
        ...change,
      });
  });
}

export function permissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, masterCalls.permission.getPagePermissionRoleID, async (req) =>
      ok(await permissionTreeOfRole(ctx.db, req.params.roleId)),
    );
    route(
      app,
      masterCalls.permission.updatePagePermission,
      async (req) => {
        await updatePagePermissions(ctx.db, req.body, actorOf(req));
        return ok(null, m.permissionsSaved);
      },
      { changesAccess: true },
    );
  };
}
