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
  // up to 30 s: the first route of a run is opened in a fresh browser context, nothing compiled or cached yet
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 30_000 });
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The routes in runs of 10, each run a test of its own signed in once: the file's tests spread over the workers
 * (all 100 page checks in one test took 6.5 min of one worker in CI, the other worker idle for most of it).
 */
const perRun = 10;
const runs = Array.from({ length: Math.ceil(shellPaths.length / perRun) }, (_, i) =>
  shellPaths.slice(i * perRun, (i + 1) * perRun),
);
test.describe.configure({ mode: "parallel" });

test("the routes checked are read from the app's route table", () => {
  expect(shellPaths.length).toBeGreaterThan(30);
});

for (const { name, viewport } of sizes) {
  test(`axe finds no WCAG 2 A/AA violation on the login page, ${name} (${viewport.width} x ${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/login");
    expect(await violations(page), "/login").toEqual([]);
  });
  for (const routes of runs)
    test(`axe finds no WCAG 2 A/AA violation on ${routes[0]} to ${routes.at(-1)}, ${name} (${viewport.width} x ${viewport.height}), each page has one h1, and no page is wider than the screen`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await signIn(page);
      // the service worker active, its precache done: a route opened first does not wait on the install's downloads
      await page.evaluate(() => navigator.serviceWorker.ready);
      for (const route of routes) {
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
