import { authMessages } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

let spec: TestApp;
let plant: TestApp;
beforeAll(async () => {
  spec = await startTestApp();
  plant = await startTestApp({ passwordMax: 64 });
});
afterAll(async () => {
  await spec.close();
  await plant.close();
});

/** A password of `n` characters that keeps the rule's letters and digit. */
const ofLength = (n: number, mark = "x") => `Ab1${mark.repeat(n - 3)}`;

async function createUser(t: TestApp, email: string, password: string) {
  const roles = await t.call<Array<{ RoleId: number }>>("GET", "/api/api/Role/GetRolesDDL");
  return t.call<{ UserId: number }>("POST", "/api/api/User/CreateUser", {
    UserId: 0,
    UserName: "Long Password",
    UserTypeId: 1,
    RoleId: roles.body.ResponseData[0]?.RoleId,
    Email: email,
    MobileNo: "9876543210",
    Password: password,
    ConfirmPassword: password,
  });
}

describe("Login/GetPasswordRule", () => {
  it("answers the specification's 4 to 10 by default and WMS_PASSWORD_MAX's most when set, signed in or not", async () => {
    const byDefault = await spec.call("GET", "/api/api/Login/GetPasswordRule", undefined, null);
    expect(byDefault.body.ResponseData).toEqual({ MinLength: 4, MaxLength: 10 });
    const raised = await plant.call("GET", "/api/api/Login/GetPasswordRule", undefined, null);
    expect(raised.body.ResponseData).toEqual({ MinLength: 4, MaxLength: 64 });
  });
});

describe("the specification's most of 10 characters, by default", () => {
  it("refuses an 11-character password at user save, password change and reset", async () => {
    const created = await createUser(spec, "eleven@example.com", ofLength(11));
    expect(created.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.passwordRule });
    const ten = await createUser(spec, "ten@example.com", ofLength(10));
    expect(ten.body.ResponseCode).toBe("200");
    const token = await spec.login("ten@example.com", ofLength(10));
    const change = await spec.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: ten.body.ResponseData.UserId, OldPassword: ofLength(10), NewPassword: ofLength(11) },
      token,
    );
    expect(change.body.ResponseMessage).toBe(authMessages.passwordRule);
    const reset = await spec.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: "a".repeat(43), NewPassword: ofLength(11), ConfirmPassword: ofLength(11) },
      null,
    );
    expect(reset.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.passwordRule });
  });
});

describe("WMS_PASSWORD_MAX=64", () => {
  it("saves, signs in with and changes to a 64-character password, and refuses 65", async () => {
    const tooLong = await createUser(plant, "sixty-five@example.com", ofLength(65));
    expect(tooLong.body).toMatchObject({ ResponseCode: "400", ResponseMessage: authMessages.passwordRule });
    const created = await createUser(plant, "long@example.com", ofLength(64));
    expect(created.body.ResponseCode).toBe("200");
    const token = await plant.login("long@example.com", ofLength(64));
    const change = await plant.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: created.body.ResponseData.UserId, OldPassword: ofLength(64), NewPassword: ofLength(64, "y") },
      token,
    );
    expect(change.body).toMatchObject({ ResponseCode: "200", ResponseMessage: authMessages.passwordChanged });
    await expect(plant.login("long@example.com", ofLength(64, "y"))).resolves.toBeTruthy();
  });

  it("lets a reset past the length check (an unknown link is then refused as such)", async () => {
    const reset = await plant.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: "a".repeat(43), NewPassword: ofLength(64), ConfirmPassword: ofLength(64) },
      null,
    );
    expect(reset.body.ResponseMessage).toBe(authMessages.resetLinkInvalid);
  });
});
