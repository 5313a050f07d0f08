import { type APIRequestContext, expect, type Page } from "@playwright/test";

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

/** A bearer token through the sign-in call. */
export async function apiToken(request: APIRequestContext, email = admin.email, password = admin.password) {
  const login = await request.post("/api/api/Login/CheckUser", {
    data: { Email: email, Password: password },
  });
  return ((await login.json()) as { ResponseData: Array<{ user: { Token: string } }> }).ResponseData[0].user
    .Token;
}

/** One API call (GET without a body, POST with one) that must answer '200'; its ResponseData. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    body === undefined
      ? await request.get(`/api/api/${path}`, { headers })
      : await request.post(`/api/api/${path}`, { headers, data: body });
  const answer = (await res.json()) as { ResponseCode: string; ResponseMessage: string; ResponseData: T };
  expect(answer.ResponseCode, `${path}: ${answer.ResponseMessage}`).toBe("200");
  return answer.ResponseData;
}

/** Today as the API takes dates (MM/DD/YYYY). */
export function sentToday() {
  const today = new Date();
  return `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;
}
