import { authMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, roles, users, userTypes } from "../../db/schema/index.js";
import { createMailer } from "../../platform/mail.js";
import { hashPassword } from "../../platform/passwords.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

async function addUser(email: string, password: string, isActive = true) {
  const [role] = await t.db
    .insert(roles)
    .values({ roleName: `Role ${email}`, roleDesc: "test" })
    .returning();
  const [type] = await t.db.select().from(userTypes).limit(1);
  const [user] = await t.db
    .insert(users)
    .values({
      userName: `User ${email}`,
      email,
      mobileNo: "9876543210",
      roleId: role.roleId,
      userTypeId: type.userTypeId,
      passwordHash: await hashPassword(password, 10),
      isActive,
    })
    .returning();
  return user;
}

const resetLinkIn = (raw: string) => {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const token = /reset-password\?token=([\w-]+)/.exec(unfolded)?.[1];
  if (!token) throw new Error(`no reset link in mail:\n${raw}`);
  return token;
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({
    mailer: createMailer({ smtpUrl: smtp.url, mailFrom: "wms@test.local", dataDir: "/tmp" }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("Login/CheckUser", () => {
  it("answers the user, a working token and the role's permissions for the right password", async () => {
    const res = await t.call<Array<{ user: Record<string, unknown>; assignedPermissionsForUser: unknown[] }>>(
      "POST",
      "/api/api/Login/CheckUser",
      { Email: "ADMIN@example.com", Password: "Admin123" },
      null,
    );
    expect(res.body.ResponseCode).toBe("200");
    const { user, assignedPermissionsForUser } = res.body.ResponseData[0];
    expect(user).toMatchObject({
      UserId: 1,
      Email: "admin@example.com",
      RoleId: 1,
      CompanyId: 1,
      UserTypeName: "Admin",
    });
    expect(user).not.toHaveProperty("passwordHash");
    expect(assignedPermissionsForUser).toContainEqual(
      expect.objectContaining({ ActionName: "warehouse-master", IsView: true, IsAdd: true, IsEdit: true }),
    );
    const menu = await t.call("GET", "/api/api/User/GetUserMenu/1", undefined, user.Token as string);
    expect(menu.body.ResponseCode).toBe("200");
  });

  it("refuses a wrong password and an unknown email with the same message", async () => {
    const wrong = await t.call(
      "POST",
      "/api/api/Login/CheckUser",
      { Email: "admin@example.com", Password: "nope" },
      null,
    );
    const unknown = await t.call(
      "POST",
      "/api/api/Login/CheckUser",
      { Email: "who@example.com", Password: "nope" },
      null,
    );
    expect(wrong.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: authMessages.invalidCredentials,
    });
    expect(unknown.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: authMessages.invalidCredentials,
    });
  });

  it("refuses an inactive user", async () => {
    await addUser("gone@example.com", "Gone123", false);
    const res = await t.call(
      "POST",
      "/api/api/Login/CheckUser",
      { Email: "gone@example.com", Password: "Gone123" },
      null,
    );
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.inactiveUser });
  });

  it.each([
    [{}, authMessages.emailRequired],
    [{ Email: "  ", Password: "x" }, authMessages.emailRequired],
    [{ Email: "not-an-email", Password: "x" }, authMessages.emailInvalid],
    [{ Email: "a@b.co" }, authMessages.passwordRequired],
    [{ Email: 12, Password: "x" }, authMessages.emailRequired],
  ])("answers the spec's message for bad input %j", async (body, message) => {
    const res = await t.call("POST", "/api/api/Login/CheckUser", body, null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
  });

  it("answers a malformed body with a 400 envelope, never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Login/CheckUser",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ResponseCode).toBe("400");
  });

  it("matches the controller and action exactly: another spelling is no call", async () => {
    const res = await t.call(
      "POST",
      "/api/api/login/CHECKUSER",
      { Email: "admin@example.com", Password: "Admin123" },
      null,
    );
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      ResponseCode: "404",
      ResponseMessage: "No such call: POST /api/api/login/CHECKUSER",
    });
  });

  it("rate-limits repeated attempts on one address", async () => {
    const limited = await startTestApp({ loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await limited.call(
          "POST",
          "/api/api/Login/CheckUser",
          { Email: "admin@example.com", Password: "x" },
          null,
        );
        statuses.push(r.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("bearer token", () => {
  it("is required: no token, a forged token and an expired token get 401", async () => {
    const none = await t.call("GET", "/api/api/User/GetAccessRight/1", undefined, null);
    expect(none.status).toBe(401);
    const forged = await t.call("GET", "/api/api/User/GetAccessRight/1", undefined, "abc.def.ghi");
    expect(forged.status).toBe(401);
    const expired = t.app.jwt.sign(
      { UserId: 1, RoleId: 1, UserName: "x", SessionVersion: 1 },
      { expiresIn: -10 },
    );
    expect((await t.call("GET", "/api/api/User/GetAccessRight/1", undefined, expired)).status).toBe(401);
  });

  it("gives another user's menu to nobody", async () => {
    const res = await t.call("GET", "/api/api/User/GetUserMenu/999");
    expect(res.body.ResponseCode).toBe("403");
  });
});

describe("User/GetUserMenu", () => {
  it("shows only the pages the role may view, under their groups", async () => {
    const user = await addUser("menu@example.com", "Menu123");
    const token = await t.login("menu@example.com", "Menu123");
    const empty = await t.call<unknown[]>(
      "GET",
      `/api/api/User/GetUserMenu/${user.userId}`,
      undefined,
      token,
    );
    expect(empty.body.ResponseData).toEqual([]);
    const admin = await t.call<
      Array<{ ActionName: string; Children: Array<{ ActionName: string; Path: string }> }>
    >("GET", "/api/api/User/GetUserMenu/1");
    const groups = admin.body.ResponseData.map((e) => e.ActionName);
    expect(groups).toEqual(["dashboard", "masters", "mapping", "transactions", "reports"]);
    const masters = admin.body.ResponseData[1].Children.map((c) => c.Path);
    expect(masters).toContain("/masters/warehouse-master");
  });
});

describe("User/ChangePassword", () => {
  it("changes the password after checking the old one", async () => {
    const user = await addUser("change@example.com", "Old123");
    const token = await t.login("change@example.com", "Old123");
    const wrongOld = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: user.userId, OldPassword: "Bad123", NewPassword: "New123" },
      token,
    );
    expect(wrongOld.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: authMessages.oldPasswordWrong,
    });
    const same = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: user.userId, OldPassword: "Old123", NewPassword: "Old123" },
      token,
    );
    expect(same.body.ResponseMessage).toBe(authMessages.oldNewSame);
    const weak = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: user.userId, OldPassword: "Old123", NewPassword: "alllower1" },
      token,
    );
    expect(weak.body.ResponseMessage).toBe(authMessages.passwordRule);
    const done = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: user.userId, OldPassword: "Old123", NewPassword: "New123" },
      token,
    );
    expect(done.body).toMatchObject({ ResponseCode: "200", ResponseMessage: authMessages.passwordChanged });
    await expect(t.login("change@example.com", "Old123")).rejects.toThrow();
    await expect(t.login("change@example.com", "New123")).resolves.toBeTruthy();
  });

  it("refuses to change somebody else's password", async () => {
    const res = await t.call("POST", "/api/api/User/ChangePassword", {
      UserId: 999,
      OldPassword: "Admin123",
      NewPassword: "New123",
    });
    expect(res.body.ResponseCode).toBe("403");
  });
});

describe("Login/ForgotPassword and ResetPassword", () => {
  it("mails a link that resets the password once, then no more", async () => {
    await addUser("forgot@example.com", "Before123");
    const mailed = smtp.nextMail();
    const res = await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "forgot@example.com" }, null);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: authMessages.resetMailSent });
    const mail = await mailed;
    expect(mail.to).toEqual(["forgot@example.com"]);
    const token = resetLinkIn(mail.raw);

    const mismatch = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: token, NewPassword: "After123", ConfirmPassword: "Other123" },
      null,
    );
    expect(mismatch.body.ResponseMessage).toBe(authMessages.confirmPasswordMismatch);
    const reset = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: token, NewPassword: "After123", ConfirmPassword: "After123" },
      null,
    );
    expect(reset.body).toMatchObject({ ResponseCode: "200", ResponseMessage: authMessages.resetDone });
    await expect(t.login("forgot@example.com", "After123")).resolves.toBeTruthy();

    const again = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: token, NewPassword: "Third123", ConfirmPassword: "Third123" },
      null,
    );
    expect(again.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.resetLinkInvalid });
    await expect(t.login("forgot@example.com", "After123")).resolves.toBeTruthy();
  });

  it("does not reveal whether an address exists, and mails nothing for an unknown one", async () => {
    await addUser("known@example.com", "Known123");
    const before = smtp.mails.length;
    const res = await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "nobody@example.com" }, null);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: authMessages.resetMailSent });
    // Reset requests are handled in order: once the known address's mail is out, the unknown one is done.
    const mailed = smtp.nextMail();
    await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "known@example.com" }, null);
    expect((await mailed).to).toEqual(["known@example.com"]);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it("refuses an expired link", async () => {
    const user = await addUser("late@example.com", "Late123");
    const mailed = smtp.nextMail();
    await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "late@example.com" }, null);
    const token = resetLinkIn((await mailed).raw);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.userId));
    const res = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: token, NewPassword: "After123", ConfirmPassword: "After123" },
      null,
    );
    expect(res.body.ResponseMessage).toBe(authMessages.resetLinkInvalid);
    await expect(t.login("late@example.com", "Late123")).resolves.toBeTruthy();
  });

  it("validates the email like sign-in does", async () => {
    const res = await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "bad" }, null);
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.emailInvalid });
  });
});
