import { pageCatalogue } from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { pages, productTypes, rolePagePermissions, roles, userTypes } from "../db/schema/index.js";

export const adminRoleName = "Admin";
export const userTypeNames = ["Admin", "Store", "Factory"] as const;
/** Product types are a fixed list; their ids are referenced by code (1 FG, 2 Intermediate, 3 RM). */
export const productTypeRows = [
  { productTypeId: 1, productTypeName: "FG" },
  { productTypeId: 2, productTypeName: "Intermediate" },
  { productTypeId: 3, productTypeName: "RM" },
] as const;

/** Brings the pages table in line with the catalogue (new pages appear, labels follow the code). */
export async function syncPages(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [order, def] of pageCatalogue.entries()) {
    const values = {
      actionName: def.actionName,
      pageName: def.label,
      path: def.path,
      parentId: def.parent ? ids.get(def.parent)! : null,
      sortOrder: order + 1,
      hasAddEdit: def.hasAddEdit,
    };
    const [row] = await db
      .insert(pages)
      .values(values)
      .onConflictDoUpdate({ target: pages.actionName, set: values })
      .returning({ pageId: pages.pageId });
    ids.set(def.actionName, row.pageId);
  }
  return ids;
}

/** Gives a role the named rights on the named pages (all pages when `actionNames` is "all"). */
export async function grantPages(
  db: Db,
  roleId: number,
  pageIds: Map<string, number>,
  actionNames: readonly string[] | "all",
  rights: { add: boolean; edit: boolean },
) {
  const names = actionNames === "all" ? [...pageIds.keys()] : actionNames;
  const values = names.map((name) => ({
    roleId,
    pageId: pageIds.get(name)!,
    isView: true,
    isAdd: rights.add,
    isEdit: rights.edit,
    isDelete: rights.edit,
  }));
  if (values.length === 0) return;
  await db
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
      },
    });
}

export async function ensureRole(db: Db, roleName: string, roleDesc: string): Promise<number> {
  const existing = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  if (existing[0]) return existing[0].roleId;
  const [row] = await db.insert(roles).values({ roleName, roleDesc }).returning({ roleId: roles.roleId });
  return row.roleId;
}

/** What every database has: the page catalogue, user types, and an Admin role holding every page. */
export async function seedAccess(db: Db) {
  const pageIds = await syncPages(db);
  await db
    .insert(userTypes)
    .values(userTypeNames.map((userTypeName) => ({ userTypeName })))
    .onConflictDoNothing();
  await db
    .insert(productTypes)
    .values([...productTypeRows])
    .onConflictDoUpdate({
      target: productTypes.productTypeId,
      set: { productTypeName: sql`excluded.product_type_name` },
    });
  const adminRoleId = await ensureRole(db, adminRoleName, "Administrators: every page, every right");
  await grantPages(db, adminRoleId, pageIds, "all", { add: true, edit: true });
  return { pageIds, adminRoleId };
}
