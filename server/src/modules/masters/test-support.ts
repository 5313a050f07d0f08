import type { CallData, masterCalls, PageRight } from "@wms/domain";
import { eq } from "drizzle-orm";
import { pages, rolePagePermissions, roles, users, userTypes } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import type { TestApp } from "../../test/harness.js";

/** Signs in a new user whose role holds only `rights` on `page` (each page when a list; none when empty); answers the token. */
export async function tokenWithRights(
  t: TestApp,
  page: string | readonly string[],
  rights: readonly PageRight[],
  email: string,
) {
  const [role] = await t.db
    .insert(roles)
    .values({ roleName: `Role ${email}`, roleDesc: "test" })
    .returning({ roleId: roles.roleId });
  for (const name of typeof page === "string" ? [page] : page) {
    const [pageRow] = await t.db.select().from(pages).where(eq(pages.actionName, name));
    await t.db.insert(rolePagePermissions).values({
      roleId: role.roleId,
      pageId: pageRow.pageId,
      isView: rights.includes("view"),
      isAdd: rights.includes("add"),
      isEdit: rights.includes("edit"),
    });
  }
  const [type] = await t.db.select().from(userTypes).limit(1);
  await t.db.insert(users).values({
    userName: email,
    email,
    mobileNo: "9876543210",
    roleId: role.roleId,
    userTypeId: type.userTypeId,
    passwordHash: await hashPassword("Pass123", 10),
  });
  return t.login(email, "Pass123");
}

/** A page of a role's permission tree, as its JSON arrives. */
type PagePermissionRow = CallData<typeof masterCalls.permission.getPagePermissionRoleID>[number];

/** A role's permission tree as Permission/GetPagePermissionRoleID answers it to the admin. */
export const permissionTreeOf = async (t: TestApp, roleId: number) =>
  (await t.call<PagePermissionRow[]>("GET", `/api/api/Permission/GetPagePermissionRoleID/${roleId}`)).body
    .ResponseData;

export const find = (tree: PagePermissionRow[], action: string): PagePermissionRow =>
  tree.flatMap((n) => [n, ...n.Children]).find((n) => n.ActionName === action)!;

/** The tree with `rights` set on the page `action`, as the permission dialog would send it. */
export const setRights = (tree: PagePermissionRow[], action: string, rights: Partial<PagePermissionRow>) =>
  tree.map((n) => ({
    ...n,
    ...(n.ActionName === action ? rights : {}),
    Children: n.Children.map((c) => ({ ...c, ...(c.ActionName === action ? rights : {}) })),
  }));
