import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./support";

/** The dashboard and every scan screen (issue 37: CLS <= 0.05 on every page). */
const pages = [
  "/dashboard",
  "/transactions/raw-material-inward",
  "/transactions/store-requisition-issue",
  "/transactions/stock-transfer",
  "/transactions/cycle-count",
  "/transactions/hold-and-scrap",
  "/transactions/activity-reporting-assembly",
  "/transactions/production-receipt",
  "/transactions/return",
  "/transactions/customer-returns",
];

/** The layout shifts the page made while opening and settling, summed as the browser reports them (CLS). */
async function layoutShift(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`no page shifts its layout by more than 0.05 while opening, ${viewport.width} x ${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signIn(page);
    for (const path of pages) {
      const shift = await layoutShift(page, path);
      expect.soft(shift, path).toBeLessThanOrEqual(0.05);
    }
  });
}
