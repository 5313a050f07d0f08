import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { chooseOption, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

const noWiderThanScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

test("a warehouse edit shows in its History and on the Audit Trail, on a 360 x 640 screen", async ({
  page,
}) => {
  const renamed = `Audited ${Date.now() % 100000}`;
  await signIn(page);
  await page.goto("/masters/warehouse-master");
  const row = page.locator("tbody tr.ant-table-row").first();
  await expect(row).toBeVisible();
  const code = ((await row.locator("td").first().textContent()) ?? "").trim();

  await row.getByRole("button", { name: "Edit" }).click();
  const form = page.locator(".ant-modal").filter({ has: page.locator("form") });
  const name = form.getByLabel("Name");
  const before = await name.inputValue();
  await name.fill(renamed);
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Success Message", "Record updated successfully.")).toBeVisible();

  const edited = page.locator("tbody tr.ant-table-row").filter({ hasText: code });
  await edited.getByRole("button", { name: "History" }).click();
  const history = page.locator(".ant-modal").filter({ hasText: `History - ${code}` });
  await expect(history).toBeVisible();
  const updated = history.locator("tr.ant-table-row").filter({ hasText: "Updated" }).first();
  await expect(updated).toContainText("Administrator");
  await updated.getByRole("button", { name: /expand row/i }).click();
  const fields = history.locator('tr[data-row-key="WarehouseName"]');
  await expect(fields).toContainText(before);
  await expect(fields).toContainText(renamed);
  await noWiderThanScreen(page);
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  await page.goto("/reports/audit-trail");
  await expect(page.getByText("Audit Trail").first()).toBeVisible();
  await chooseOption(page.getByRole("combobox", { name: "Entity" }), "Warehouse");
  const listed = page.locator("tbody tr.ant-table-row").filter({ hasText: "Updated" }).first();
  await expect(listed).toContainText("Warehouse");
  await listed.getByRole("button", { name: /expand row/i }).click();
  await expect(page.locator('tr[data-row-key="WarehouseName"]').first()).toContainText(renamed);
  await noWiderThanScreen(page);
  expect(await axeViolations(page)).toEqual([]);

  // The menu offers the page under Reports (the demo Admin holds every page) and leads to it.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Reports" }).click();
  await menu.getByRole("link", { name: "Audit Trail" }).click();
  await expect(page).toHaveURL(/\/reports\/audit-trail$/);
});
