import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./support";

const handheld = { width: 360, height: 640 };
test.use({ viewport: handheld });

/** Opens a report from the side menu (behind the Menu button at this width), under Reports. */
async function openFromMenu(page: Page, label: string, path: RegExp) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Reports" }).click();
  await page.getByRole("link", { name: label }).click();
  await expect(page).toHaveURL(path);
}

/** Neither the page nor its card scrolls sideways: only the grid does, inside the screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(handheld.width);
  const card = await page.locator(".ant-card").first().boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(handheld.width);
}

/** Clicks Export, sees the progress, and answers the saved CSV's text. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  return readFileSync((await file.path())!, "utf8");
}

test("Consumption & Yield at 360 x 640 on the demo jobs: rows, chart, by shift, CSV", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, "Consumption & Yield", /\/reports\/consumption-report$/);

  // The demo's seat job: foam consumed on its own report, the chart drawn beside the grid.
  await page.getByRole("searchbox", { name: "Search" }).fill("ORD-9001");
  const foam = page.getByRole("row").filter({ hasText: "RM-FOAM-01" }).first();
  await expect(foam).toBeVisible({ timeout: 30_000 });
  await expect(foam).toContainText("ORD-9001");
  await expect(page.getByLabel("Consumption chart")).toBeVisible();
  await fitsTheScreen(page);

  const csv = await exportCsv(page);
  const [header, ...lines] = csv.trim().split("\r\n");
  expect(header).toContain('"Requisition","Order","Product","Component"');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((l) => l.includes('"ORD-9001"'))).toBe(true);
  expect(csv).not.toContain("TotalRows");

  // Summed by shift: the chair job's shift A used the seats, without the store's issue column.
  await page.getByText("By shift").click();
  // Other specs' jobs run in the same days: the seats' rows are found by their code, not by their place on a page.
  await page.getByRole("searchbox", { name: "Search" }).fill("INT-SEAT-01");
  const shiftA = page.getByRole("row").filter({ hasText: "INT-SEAT-01" }).first();
  await expect(shiftA).toBeVisible({ timeout: 30_000 });
  await expect(shiftA.getByRole("cell").first()).toHaveText("A");
  await expect(page.getByRole("columnheader", { name: "Issued" })).toHaveCount(0);
  await expect(page.getByLabel("Consumption chart")).toBeVisible();
  await fitsTheScreen(page);
});

test("Stock Ageing at 360 x 640 on the demo stock: rows, stacked chart, CSV", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, "Stock Ageing", /\/reports\/stock-ageing$/);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Stock ageing chart")).toBeVisible();
  await fitsTheScreen(page);

  const csv = await exportCsv(page);
  const [header, ...lines] = csv.trim().split("\r\n");
  expect(header).toBe(
    '"Product Code","Product Name","UOM","0-30 days","31-60 days","61-90 days","Over 90 days","Total Qty","Packets","Oldest (days)"',
  );
  expect(lines.length).toBeGreaterThanOrEqual(await rows.count());
});

test("the handheld menu closes on the screen chosen from it, and stays closed going back to where it was opened", async ({
  page,
}) => {
  await signIn(page);
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await openFromMenu(page, "Stock Ageing", /\/reports\/stock-ageing$/);
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
});
