import { mastersMessages as m } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { find, permissionTreeOf, setRights } from "./test-support.js";

let t: TestApp;
let roleId: number;
let token: string;

/** A new role, nothing ticked: its id. */
const newRole = async (RoleName: string) =>
  (
    await t.call<{ RoleId: number }>("POST", "/api/api/Role/CreateRole", {
      RoleId: 0,
      RoleName,
      RoleDesc: `${RoleName} people`,
    })
  ).body.ResponseData.RoleId;

beforeAll(async () => {
  t = await startTestApp();
  roleId = await newRole("Store");
  await t.call("POST", "/api/api/User/CreateUser", {
    UserId: 0,
    UserName: "Sam",
    UserTypeId: 2,
    RoleId: roleId,
    Email: "sam@example.com",
    MobileNo: "9876543210",
    Password: "Sam123",
    ConfirmPassword: "Sam123",
  });
  token = await t.login("sam@example.com", "Sam123");
});
afterAll(async () => t.close());

const treeOf = (id: number) => permissionTreeOf(t, id);

describe("Role/CreateRole", () => {
  it("refuses a blank name or remarks and a duplicate name", async () => {
    const base = { RoleId: 0, RoleName: "Q", RoleDesc: "d" };
    expect(
      (await t.call("POST", "/api/api/Role/CreateRole", { ...base, RoleName: "" })).body.ResponseMessage,
    ).toBe(m.roleNameRequired);
    expect(
      (await t.call("POST", "/api/api/Role/CreateRole", { ...base, RoleDesc: "" })).body.ResponseMessage,
    ).toBe(m.roleRemarksRequired);
    expect(
      (await t.call("POST", "/api/api/Role/CreateRole", { ...base, RoleName: "store" })).body.ResponseMessage,
    ).toBe(m.roleNameTaken);
  });
});

describe("Permission/GetPagePermissionRoleID", () => {
  it("answers every page as a tree, nothing ticked for a new role, no Add/Update for the dashboard", async () => {
    const tree = await treeOf(await newRole("Viewers"));
    expect(tree.map((n) => n.ActionName)).toEqual([
      "dashboard",
      "masters",
      "mapping",
      "transactions",
      "reports",
    ]);
    expect(find(tree, "bin-master")).toMatchObject({ IsView: false, IsAdd: false, IsEdit: false });
    expect(find(tree, "dashboard").HasAddEdit).toBe(false);
  });
});

describe("Permission/UpdatePagePermission", () => {
  it("refuses a save with nothing ticked", async () => {
    const res = await t.call(
      "POST",
      "/api/api/Permission/UpdatePagePermission",
      await treeOf(await newRole("Nobody")),
    );
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.noPageSelected });
  });

  it("what is saved is what the server enforces from the next call on", async () => {
    expect((await t.call("POST", "/api/api/BinMaster/getBins", {}, token)).status).toBe(403);
    let tree = setRights(await treeOf(roleId), "bin-master", { IsView: true });
    tree = setRights(tree, "dashboard", { IsView: true, IsAdd: true });
    const saved = await t.call("POST", "/api/api/Permission/UpdatePagePermission", tree);
    expect(saved.body.ResponseCode).toBe("200");
    expect((await t.call("POST", "/api/api/BinMaster/getBins", {}, token)).status).toBe(200);
    const bin = {
      BinId: 0,
      RowName: "A",
      RowNo: 1,
      ColNo: 1,
      ColAddress: "A-01",
      Height: 1,
      Width: 1,
      Length: 1,
    };
    expect((await t.call("POST", "/api/api/BinMaster/CreateBin", bin, token)).status).toBe(403);

    const after = await treeOf(roleId);
    expect(find(after, "bin-master")).toMatchObject({ IsView: true, IsAdd: false });
    expect(find(after, "dashboard").IsAdd).toBe(false);

    const menu = await t.call<Array<{ ActionName: string; Children: Array<{ ActionName: string }> }>>(
      "GET",
      `/api/api/User/GetUserMenu/${(await t.call<Array<{ user: { UserId: number } }>>("POST", "/api/api/Login/CheckUser", { Email: "sam@example.com", Password: "Sam123" }, null)).body.ResponseData[0].user.UserId}`,
      undefined,
      token,
    );
    const actions = menu.body.ResponseData.flatMap((n) => [
      n.ActionName,
      ...n.Children.map((c) => c.ActionName),
    ]);
    expect(actions).toContain("bin-master");
    expect(actions).not.toContain("carton-size-master");

    const revoked = setRights(after, "bin-master", { IsView: false });
    await t.call("POST", "/api/api/Permission/UpdatePagePermission", revoked);
    expect((await t.call("POST", "/api/api/BinMaster/getBins", {}, token)).status).toBe(403);
  });

  it("needs the role master's edit right", async () => {
    const res = await t.call("POST", "/api/api/Permission/UpdatePagePermission", await treeOf(roleId), token);
    expect(res.status).toBe(403);
  });
});
