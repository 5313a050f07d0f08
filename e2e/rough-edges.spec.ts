import { type APIRequestContext, expect } from "@playwright/test";
import { anEmptyBin, apiCall, apiToken, binsOf, signIn, test, toast } from "./support";

// The rough edges a user hits on the way (issue 11), where a browser can show them.

interface TreeRow {
  ActionName: string;
  IsView: boolean;
  Children: TreeRow[];
}

const viewer = { email: "e2e-viewer@example.com", password: "View123" };

/** A role that may only see View Order (no dashboard), and a user holding it. */
async function viewOrderOnlyUser(request: APIRequestContext) {
  const token = await apiToken(request);
  const role = await apiCall<{ RoleId: number }>(request, token, "Role/CreateRole", {
    RoleId: 0,
    RoleName: "E2E View Order Only",
    RoleDesc: "sees one page",
  });
  const tree = await apiCall<TreeRow[]>(request, token, `Permission/GetPagePermissionRoleID/${role.RoleId}`);
  const grant = (rows: TreeRow[]): TreeRow[] =>
    rows.map((r) => ({
      ...r,
      IsView: r.ActionName === "view-requisition" ? true : r.IsView,
      Children: grant(r.Children),
    }));
  await apiCall(request, token, "Permission/UpdatePagePermission", grant(tree));
  await apiCall(request, token, "User/CreateUser", {
    UserId: 0,
    UserName: "E2E Viewer",
    UserTypeId: 2,
    RoleId: role.RoleId,
    Email: viewer.email,
    MobileNo: "9876501234",
    Password: viewer.password,
    ConfirmPassword: viewer.password,
  });
}

const signInAs = async (page: import("@playwright/test").Page, email: string, password: string) => {
  await page.getByLabel("Email Id").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
};

test("a user without the Dashboard right lands on the first page they may see; a forbidden address says no access", async ({
  page,
  request,
}) => {
  await viewOrderOnlyUser(request);
  await page.goto("/login");
  await signInAs(page, viewer.email, viewer.password);
  await expect(page).toHaveURL(/\/transactions\/view-requisition$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/transactions\/view-requisition$/);
  await page.goto("/masters/bin-master");
  await expect(page.getByText("No access", { exact: true })).toBeVisible();
  await expect(page.getByText("Your role does not allow this page.", { exact: false })).toBeVisible();
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0);
});

test("session expiry says the session ended, and signing in returns to the page the user was on", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/masters/warehouse-master");
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  await page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem("user") ?? "{}");
    sessionStorage.setItem("user", JSON.stringify({ ...user, Token: "expired.token.value" }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText("Your session has expired. Please log in again.");
  await signInAs(page, "admin@example.com", "Admin123");
  await expect(page).toHaveURL(/\/masters\/warehouse-master$/);
});

test("dialogs focus their first field and give focus back on close", async ({ page }) => {
  await signIn(page);
  await page.goto("/masters/warehouse-master");
  const add = page.getByRole("button", { name: "Add" });
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Warehouse" });
  await expect(dialog.getByLabel("Warehouse Code")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test("a network failure says the server cannot be reached and keeps the input", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/masters/warehouse-master");
  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Warehouse" });
  await dialog.getByLabel("Warehouse Code").fill("WH-OFFLINE");
  await dialog.getByLabel("Name").fill("Offline store");
  await dialog.getByLabel("Address").fill("Plant road");
  await context.setOffline(true);
  try {
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Error Message", "The server cannot be reached.")).toBeVisible();
    await expect(page.getByText("Failed to fetch")).toHaveCount(0);
    await expect(dialog.getByLabel("Warehouse Code")).toHaveValue("WH-OFFLINE");
    await expect(dialog.getByLabel("Name")).toHaveValue("Offline store");
  } finally {
    await context.setOffline(false);
  }
});

test("a master's search matches only what is shown (never a flag or a date)", async ({ page }) => {
  await signIn(page);
  await page.goto("/masters/warehouse-master");
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  for (const hidden of ["true", String(new Date().getFullYear())]) {
    await page.getByLabel("Global search").fill(hidden);
    await expect(page.getByText("No data found.", { exact: true })).toBeVisible();
  }
});

test("server tables go back to page 1 after a sort or a page-size change", async ({ page }) => {
  await signIn(page);
  await page.goto("/masters/bin-master");
  const total = page.locator(".ant-pagination-total-text");
  await page.locator(".ant-pagination-item-2").click();
  await expect(total).toHaveText(/^Showing 6 to 10 of/);
  await page.getByRole("columnheader", { name: "Col Address" }).click();
  await expect(total).toHaveText(/^Showing 1 to 5 of/);
  await page.locator(".ant-pagination-item-2").click();
  await expect(total).toHaveText(/^Showing 6 to 10 of/);
  await page.locator(".ant-pagination-options .ant-select").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "10 / page" }).click();
  await expect(total).toHaveText(/^Showing 1 to 10 of/);
});

test("the inward report shows the last 7 days on opening", async ({ page }) => {
  await signIn(page);
  const report = page.waitForRequest(/MaterialInwardReport\/GetMaterialInwardReport/);
  await page.goto("/reports/material-inward-report");
  const body = (await report).postDataJSON() as { FromDate: string; ToDate: string };
  const days = (Date.parse(body.ToDate) - Date.parse(body.FromDate)) / 86_400_000;
  expect(days).toBe(7);
});

test("the quality-check dialog shows the MRN id, supplier and PO", async ({ page }) => {
  await signIn(page);
  await page.goto("/transactions/quality-check");
  const first = page.locator("tbody tr.ant-table-row").first();
  const mrnId = (await first.getByRole("cell").first().textContent())?.trim() ?? "";
  await first.getByRole("cell").first().getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Quality Check" });
  await expect(dialog.getByText("MRN Id")).toBeVisible();
  await expect(dialog.locator(".ant-descriptions")).toContainText(mrnId);
  await expect(dialog.getByText("Supplier Code").first()).toBeVisible();
  await expect(dialog.getByText("PO Number")).toBeVisible();
});

test("the menu shows 'Activity Reporting Intermediate' whole", async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Transactions" }).click();
  const label = menu.getByRole("link", { name: "Activity Reporting Intermediate" });
  await expect(label).toBeVisible();
  const cut = await label.evaluate(
    (el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis",
  );
  expect(cut).toBe(false);
});

test("full and empty bin tiles are the same size, and a legend says red is full", async ({ page }) => {
  // other specs on this worker's server may have filled the demo's empty bins: one is made then
  await anEmptyBin(page.request, await apiToken(page.request));
  await signIn(page);
  const sizes: Record<"full" | "empty", number[] | null> = { full: null, empty: null };
  await expect(page.getByRole("button", { name: "A", exact: true })).toBeVisible();
  const headers = await page
    .locator(".ant-card")
    .filter({ hasText: "Bin Location" })
    .getByRole("button")
    .all();
  for (const header of headers) {
    await header.click();
    await expect(binsOf(page, (await header.textContent())!).first()).toBeVisible();
    for (const kind of ["full", "empty"] as const) {
      const tile = page.locator(`.bin-cell.bin-${kind}`).first();
      if (sizes[kind] === null && (await tile.count()) > 0) {
        const box = await tile.boundingBox();
        sizes[kind] = box && [box.width, box.height];
      }
    }
    if (sizes.full && sizes.empty) break;
  }
  expect(sizes.full, "the demo plant has full and empty bins").not.toBeNull();
  expect(sizes.full).toEqual(sizes.empty);
  await expect(page.getByRole("note")).toContainText("Full");
  await expect(page.getByRole("note")).toContainText("Empty");
});
