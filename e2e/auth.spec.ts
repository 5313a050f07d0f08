import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { admin, e2eDataDir, signIn, test, toast } from "./support";

/**
 * Gives a demo user back the password the other specs sign in with. The page leaves the app first: a request of its
 * own meeting the session this change ends would reload it to /login as the test ends, and closing the context in
 * that navigation hung the teardown (CI, about once in 30 runs).
 */
async function restorePassword(page: Page, email: string, current: string, original: string) {
  await page.goto("about:blank");
  const request = page.request;
  const login = await (
    await request.post("/api/api/Login/CheckUser", { data: { Email: email, Password: current } })
  ).json();
  const { UserId, Token } = login.ResponseData[0].user;
  const changed = await request.post("/api/api/User/ChangePassword", {
    data: { UserId, OldPassword: current, NewPassword: original },
    headers: { authorization: `Bearer ${Token}` },
  });
  expect((await changed.json()).ResponseCode).toBe("200");
}

test.describe("login", () => {
  test("shows the spec's validation messages and refuses a wrong password with an Error Message toast", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("Welcome To Warehouse Management System")).toBeVisible();
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page.getByText("Please enter your email-id.")).toBeVisible();
    await expect(page.getByText("Please enter password")).toBeVisible();
    await page.getByLabel("Email Id").fill("not-an-email");
    await expect(page.getByText("Please enter valid email-id.")).toBeVisible();

    await page.getByLabel("Email Id").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong123");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(toast(page, "Error Message", "Invalid email-id or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("toggles the password's visibility", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Secret1");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("signs in to the dashboard, writes the session keys, and logout removes them", async ({ page }) => {
    await signIn(page);
    const keys = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(keys).toEqual(
      [
        "LoggedInUser",
        "UserData",
        "UserEmailData",
        "UserMobileData",
        "UserNameData",
        "UserRole",
        "assignedPermissionsForUser",
        "user",
      ].sort(),
    );
    await expect(page.getByText("Welcome Administrator")).toBeVisible();
    await expect(page.getByText(/Copyright © 2022/)).toBeVisible();
    await page.getByText("Welcome Administrator").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("LoggedInUser"))).toBeNull();
    await page.goto("/masters/warehouse-master");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });
});

test.describe("shell", () => {
  test("the menu lists the role's pages and leads to them; unknown paths fall back to the dashboard", async ({
    page,
  }) => {
    await signIn(page);
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await menu.getByRole("button", { name: "Masters" }).click();
    await menu.getByRole("link", { name: "Warehouse Master" }).click();
    await expect(page).toHaveURL(/\/masters\/warehouse-master$/);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a role with fewer pages sees a shorter menu", async ({ page }) => {
    await signIn(page, "operator@example.com", "Oper123");
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await expect(menu.getByRole("button", { name: "Transactions" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Masters" })).toHaveCount(0);
  });

  test("the header darkens once the page is scrolled past 74 px", async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId("app-header")).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 200);
    });
    await expect(page.getByTestId("app-header")).toHaveClass(/app-header-dark/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId("app-header")).not.toHaveClass(/app-header-dark/);
  });
});

test.describe("passwords", () => {
  test("change password checks the rules, then ends the session and returns to login", async ({ page }) => {
    await signIn(page, "store@example.com", "Store123");
    await page.getByText("Welcome Store Keeper").click();
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("store@example.com")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter old password.")).toBeVisible();
    await expect(page.getByText("Please enter new password.")).toBeVisible();
    await page.getByLabel("Old Password").fill("Store123");
    await page.getByLabel("New Password").fill("Store123");
    await expect(page.getByText("New password and old password should not be same.")).toBeVisible();
    await page.getByLabel("New Password").fill("weak");
    await expect(page.getByText(/Password should be minimum 4 characters long/)).toBeVisible();
    await page.getByLabel("New Password").fill("Store456");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Password changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await signIn(page, "store@example.com", "Store456");
    await restorePassword(page, "store@example.com", "Store456", "Store123");
  });

  test("forgot password mails a link that sets a new password", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(dialog.getByText("Please enter your email-id.")).toBeVisible();
    // the mail is written after the answer (the same work for known and unknown addresses): wait for it
    const outbox = path.join(e2eDataDir(), "outbox");
    const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.includes("operator")) : []);
    const before = mails().length;
    await dialog.getByLabel("Email Id").fill("operator@example.com");
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(toast(page, "Success Message", /password reset link has been sent/)).toBeVisible();
    await expect.poll(() => mails().length).toBeGreaterThan(before);
    const mail = mails().sort().at(-1)!;
    const raw = readFileSync(path.join(outbox, mail), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(raw)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel("New Password").fill("Oper456");
    await page.getByLabel("Confirm Password").fill("Oper456");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, "operator@example.com", "Oper456");
    await restorePassword(page, "operator@example.com", "Oper456", "Oper123");
  });
});
