import type { AssignedPermission, MenuEntry } from "@wms/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { pages, rolePagePermissions, roles, users, userTypes } from "../../db/schema/index.js";

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      UserId: users.userId,
      UserName: users.userName,
      Email: users.email,
      MobileNo: users.mobileNo,
      UserTypeId: users.userTypeId,
      UserTypeName: userTypes.userTypeName,
      RoleId: users.roleId,
      IsActive: users.isActive,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.userTypeId, users.userTypeId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(db: Db, userId: number) {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.isActive, true)))
    .limit(1);
  return rows[0]?.passwordHash ?? null;
}

/** The rights the user's current role holds, one entry a page (assignedPermissionsForUser). */
export async function permissionsOfUser(db: Db, userId: number): Promise<AssignedPermission[]> {
  return db
    .select({
      PageId: pages.pageId,
      PageName: pages.pageName,
      ActionName: pages.actionName,
      IsView: rolePagePermissions.isView,
      IsAdd: rolePagePermissions.isAdd,
      IsEdit: rolePagePermissions.isEdit,
      IsDelete: rolePagePermissions.isDelete,
    })
    .from(users)
    .innerJoin(roles, eq(roles.roleId, users.roleId))
    .innerJoin(rolePagePermissions, eq(rolePagePermissions.roleId, users.roleId))
    .innerJoin(pages, eq(pages.pageId, rolePagePermissions.pageId))
    .where(and(eq(users.userId, userId), eq(roles.isActive, true), eq(rolePagePermissions.isActive, true)))
    .orderBy(asc(pages.sortOrder));
}

/** The side menu: viewable pages under their groups; a group shows when a child of it does. */
export async function menuOfUser(db: Db, userId: number): Promise<MenuEntry[]> {
  const [allPages, rights] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.sortOrder)),
    permissionsOfUser(db, userId),
  ]);
  const viewable = new Set(rights.filter((r) => r.IsView).map((r) => r.PageId));
  const entry = (p: (typeof allPages)[number]): MenuEntry => ({
    PageId: p.pageId,
    PageName: p.pageName,
    ActionName: p.actionName,
    Path: p.path,
    Children: [],
  });
  const menu: MenuEntry[] = [];
  for (const p of allPages.filter((p) => p.parentId === null)) {
    if (p.path) {
      if (viewable.has(p.pageId)) menu.push(entry(p));
      continue;
    }
    const children = allPages.filter((c) => c.parentId === p.pageId && viewable.has(c.pageId)).map(entry);
    if (children.length > 0) menu.push({ ...entry(p), Children: children });
  }
  return menu;
}
