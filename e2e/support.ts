import { expect, type Page } from "@playwright/test";

export const admin = { email: "admin@example.com", password: "Admin123" };
export const e2eDataDir = `/tmp/wms-e2e-${process.env.E2E_PORT ?? "3100"}/data`;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.goto("/login");
  await page.getByLabel("Email Id").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The global toast with the given heading and text. */
export function toast(
  page: Page,
  heading: "Success Message" | "Warn Message" | "Error Message",
  text: string | RegExp,
) {
  return page.locator(".ant-notification-notice").filter({ hasText: heading }).filter({ hasText: text });
}
