import { authMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createMailer, type Mailer } from "../../platform/mail.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { tokenWithRights } from "../masters/test-support.js";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

const listWarehouses = (token: string) => t.call("GET", "/api/api/Warehouse/GetWarehouses", undefined, token);
const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.userId }).from(users).where(eq(users.email, email)))[0].id;
const resetLinkIn = (raw: string) =>
  /reset-password\?token=([\w-]+)/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))![1];

/** The user record as User/UpdateUser takes it, with `changes` applied. */
async function userBody(email: string, changes: Record<string, unknown>) {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  return {
    UserId: u.userId,
    UserName: u.userName,
    Email: u.email,
    MobileNo: u.mobileNo,
    UserTypeId: u.userTypeId,
    RoleId: u.roleId,
    IsActive: u.isActive,
    ...changes,
  };
}

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

describe("a session ends on its next call", () => {
  it("after the user changes their password", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "pw-change@example.com");
    const other = await t.login("pw-change@example.com", "Pass123");
    expect((await listWarehouses(other)).status).toBe(200);
    const changed = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: await userIdOf("pw-change@example.com"), OldPassword: "Pass123", NewPassword: "Newer123" },
      token,
    );
    expect(changed.body.ResponseCode).toBe("200");
    expect((await listWarehouses(other)).status).toBe(401);
    expect((await listWarehouses(token)).status).toBe(401);
    expect((await listWarehouses(await t.login("pw-change@example.com", "Newer123"))).status).toBe(200);
  });

  it("after a password reset", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "pw-reset@example.com");
    const mailed = smtp.nextMail();
    await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "pw-reset@example.com" }, null);
    const link = resetLinkIn((await mailed).raw);
    const reset = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: link, NewPassword: "Reset123", ConfirmPassword: "Reset123" },
      null,
    );
    expect(reset.body.ResponseCode).toBe("200");
    expect((await listWarehouses(token)).status).toBe(401);
  });

  it("after the user is deactivated", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "deactivated@example.com");
    expect((await listWarehouses(token)).status).toBe(200);
    await t.call("GET", `/api/api/User/InActiveRow/${await userIdOf("deactivated@example.com")}`);
    expect((await listWarehouses(token)).status).toBe(401);
    expect((await t.call("GET", `/api/api/User/GetUserMenu/1`, undefined, token)).status).toBe(401);
  });

  it("after the user is given another role", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "moved@example.com");
    const saved = await t.call(
      "POST",
      "/api/api/User/UpdateUser",
      await userBody("moved@example.com", { RoleId: 1 }),
    );
    expect(saved.body.ResponseCode).toBe("200");
    expect((await listWarehouses(token)).status).toBe(401);
  });

  it("after the user's role is deactivated, and nobody signing in again holds its rights", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "role-off@example.com");
    const [u] = await t.db.select().from(users).where(eq(users.email, "role-off@example.com"));
    const off = await t.call("GET", `/api/api/Role/InActiveRow/${u.roleId}`);
    expect(off.body.ResponseCode).toBe("200");
    expect((await listWarehouses(token)).status).toBe(401);
    const again = await t.login("role-off@example.com", "Pass123");
    expect((await listWarehouses(again)).status).toBe(403);
  });

  it("not for other users' changes", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "bystander@example.com");
    await tokenWithRights(t, "warehouse-master", ["view"], "changed@example.com");
    await t.call("GET", `/api/api/User/InActiveRow/${await userIdOf("changed@example.com")}`);
    expect((await listWarehouses(token)).status).toBe(200);
  });
});

describe("Login/ForgotPassword", () => {
  it("revokes the older link when a newer one is sent", async () => {
    await tokenWithRights(t, "warehouse-master", ["view"], "two-links@example.com");
    const first = smtp.nextMail();
    await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "two-links@example.com" }, null);
    const older = resetLinkIn((await first).raw);
    const second = smtp.nextMail();
    await t.call("POST", "/api/api/Login/ForgotPassword", { Email: "two-links@example.com" }, null);
    const newer = resetLinkIn((await second).raw);
    const withOlder = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: older, NewPassword: "Older123", ConfirmPassword: "Older123" },
      null,
    );
    expect(withOlder.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: authMessages.resetLinkInvalid,
    });
    const withNewer = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: newer, NewPassword: "Newer123", ConfirmPassword: "Newer123" },
      null,
    );
    expect(withNewer.body.ResponseCode).toBe("200");
  });

  it("answers a known address before any mail goes out, as it does an unknown one", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const holdingMailer: Mailer = {
      send: async (mail) => {
        await held;
        sent.push(mail.to);
      },
    };
    const slow = await startTestApp({ mailer: holdingMailer });
    try {
      const known = await slow.call(
        "POST",
        "/api/api/Login/ForgotPassword",
        { Email: "admin@example.com" },
        null,
      );
      const unknown = await slow.call(
        "POST",
        "/api/api/Login/ForgotPassword",
        { Email: "ghost@example.com" },
        null,
      );
      expect(known.body).toEqual(unknown.body);
      expect(sent).toEqual([]);
      release();
      await slow.app.close();
      expect(sent).toEqual(["admin@example.com"]);
    } finally {
      release();
      await slow.close();
    }
  });
});
