import { authMessages, mastersMessages as m } from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let roleId: number;
beforeAll(async () => {
  t = await startTestApp();
  const roles = await t.call<Array<{ RoleId: number }>>("GET", "/api/api/Role/GetRolesDDL");
  roleId = roles.body.ResponseData[0].RoleId;
});
afterAll(async () => t.close());

const user = (email: string, extra: Record<string, unknown> = {}) => ({
  UserId: 0,
  UserName: "Asha",
  UserTypeId: 1,
  RoleId: roleId,
  Email: email,
  MobileNo: "9876543210",
  Password: "Abc123",
  ConfirmPassword: "Abc123",
  ...extra,
});
const create = (body: unknown) => t.call<{ UserId: number }>("POST", "/api/api/User/CreateUser", body);

describe("User/CreateUser", () => {
  it("creates a user who can then sign in", async () => {
    expect((await create(user("asha@example.com"))).body.ResponseCode).toBe("200");
    expect(await t.login("asha@example.com", "Abc123")).toBeTruthy();
  });

  it.each([
    [{ UserName: "" }, m.userNameRequired],
    [{ UserTypeId: 0 }, m.userTypeRequired],
    [{ RoleId: null }, m.userRoleRequired],
    [{ Email: "" }, m.userEmailRequired],
    [{ Email: "not-an-email" }, m.userEmailInvalid],
    [{ MobileNo: "" }, m.mobileRequired],
    [{ MobileNo: "5876543210" }, m.mobileInvalid],
    [{ MobileNo: "98765" }, m.mobileInvalid],
    [{ Password: "", ConfirmPassword: "" }, authMessages.passwordRequired],
    [{ Password: "abc123", ConfirmPassword: "abc123" }, authMessages.passwordRule],
    [{ Password: "Abcdefgh123", ConfirmPassword: "Abcdefgh123" }, authMessages.passwordRule],
    [{ ConfirmPassword: "Abc124" }, m.confirmPasswordMismatch],
  ])("refuses %o with the spec's message", async (extra, message) => {
    const res = await create(user("bad@example.com", extra));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
  });

  it("an email already used (any case) is refused", async () => {
    await create(user("dup@example.com"));
    const res = await create(user("DUP@example.com"));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.userEmailTaken });
  });
});

describe("User/UpdateUser", () => {
  it("a blank password keeps the current one", async () => {
    const id = (await create(user("keep@example.com"))).body.ResponseData.UserId;
    const res = await t.call(
      "POST",
      "/api/api/User/UpdateUser",
      user("keep@example.com", { UserId: id, UserName: "Kept", Password: "", ConfirmPassword: "" }),
    );
    expect(res.body.ResponseCode).toBe("200");
    expect(await t.login("keep@example.com", "Abc123")).toBeTruthy();
  });
});

describe("User/GetUserMasterDetails", () => {
  it("never answers a password or its hash, and pages on the server", async () => {
    for (const email of ["page-1@example.com", "page-2@example.com"])
      expect((await create(user(email))).body.ResponseCode).toBe("200");
    const res = await t.call<Array<Record<string, unknown>>>("POST", "/api/api/User/GetUserMasterDetails", {
      First: 1,
      PageSize: 2,
      SortColumn: "Email",
      SortOrder: "ASC",
    });
    expect(res.body.ResponseData).toHaveLength(2);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password/i);
    expect(res.body.ResponseData[0]).toMatchObject({
      UserTypeName: expect.any(String),
      RoleName: expect.any(String),
    });
    expect(res.body.ResponseData[0].TotalRows).toBeGreaterThan(2);
  });
});

describe("UserType/GetUserTypes", () => {
  it("lists the user types", async () => {
    const res = await t.call<Array<{ UserTypeName: string }>>("GET", "/api/api/UserType/GetUserTypes");
    expect(res.body.ResponseData.map((u) => u.UserTypeName)).toContain("Store");
  });
});

describe("a user's row", () => {
  it("is never deleted: the database refuses it, so the stock ledger's and issues' user ids stay users'", async () => {
    const [created] = await t.db
      .insert(users)
      .values({
        userName: "Gone",
        email: "gone@example.com",
        mobileNo: "9000000001",
        roleId,
        userTypeId: 1,
        passwordHash: "x",
      })
      .returning({ userId: users.userId });
    await expect(t.db.delete(users).where(eq(users.userId, created.userId))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ${users} cascade`)).rejects.toThrow();
    expect(
      await t.db.select({ id: users.userId }).from(users).where(eq(users.userId, created.userId)),
    ).toEqual([{ id: created.userId }]);
  });
});
