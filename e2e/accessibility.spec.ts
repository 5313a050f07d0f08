import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./support";

/** Every route of the shell, read from the route table the app itself uses. */
const shellPaths = [
  ...readFileSync(path.join(import.meta.dirname, "../web/src/app/routes.tsx"), "utf8").matchAll(
    /path: "([^"]+)"/g,
  ),
].map((m) => m[1]);

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "handheld", viewport: { width: 360, height: 640 } },
];

async function violations(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const { name, viewport } of sizes) {
  test(`axe finds no WCAG 2 A/AA violation on any route, ${name} (${viewport.width} x ${viewport.height}), each page has one h1, and no page is wider than the screen`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    expect(shellPaths.length).toBeGreaterThan(30);
    await page.goto("/login");
    expect(await violations(page), "/login").toEqual([]);
    await signIn(page);
    for (const route of shellPaths) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      expect.soft(await violations(page), route).toEqual([]);
      await expect.soft(page.locator("h1"), route).toHaveCount(1);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), route)
        .toBeLessThanOrEqual(viewport.width);
    }
  });
}
