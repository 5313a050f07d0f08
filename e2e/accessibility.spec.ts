import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { countCallsInFlight, openInApp, routeTable, shellRoutes, signIn, test } from "./support";

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "handheld", viewport: { width: 360, height: 640 } },
];

/**
 * axe's checks in the page itself: the default mode finishes each analysis in a new blank page of the context
 * (1-3 s a route here), which only matters for cross-origin frames, and the app has none.
 */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The routes in runs of 10, each run a test of its own signed in once: the file's tests spread over the workers
 * (all 100 page checks in one test took 6.5 min of one worker in CI, the other worker idle for most of it).
 */
const perRun = 10;
const runs = Array.from({ length: Math.ceil(shellRoutes.length / perRun) }, (_, i) =>
  shellRoutes.slice(i * perRun, (i + 1) * perRun),
);
test.describe.configure({ mode: "parallel" });

test("the routes checked are every route of the app's route table, each with its title", () => {
  expect(shellRoutes.length).toBeGreaterThan(30);
  expect(shellRoutes.length).toBe([...routeTable.matchAll(/path: "/g)].length);
});

for (const { name, viewport } of sizes) {
  test(`axe finds no WCAG 2 A/AA violation on the login page, ${name} (${viewport.width} x ${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    expect(await violations(page), "/login").toEqual([]);
  });
  for (const routes of runs)
    test(`axe finds no WCAG 2 A/AA violation on ${routes[0].path} to ${routes.at(-1)?.path}, ${name} (${viewport.width} x ${viewport.height}), each page has one h1, and no page is wider than the screen`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.addInitScript(countCallsInFlight);
      await page.setViewportSize(viewport);
      await signIn(page);
      // the service worker active, its precache done: a route opened first does not wait on the install's downloads
      await page.evaluate(() => navigator.serviceWorker.ready);
      for (const route of routes) {
        await openInApp(page, route.path);
        expect.soft(await violations(page), route.path).toEqual([]);
        await expect.soft(page.locator("h1"), route.path).toHaveCount(1);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), route.path)
          .toBeLessThanOrEqual(viewport.width);
      }
    });
}
