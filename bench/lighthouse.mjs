/**
 * `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets) on the dashboard and every scan screen, signed
 * in and cold: the app as e2e starts it (built, a fresh embedded database with the demo plant), the session kept in
 * the tab (sessionStorage), the HTTP cache, the service worker and its caches cleared before each page. Figures
 * printed, nothing asserted. Lighthouse is no dependency of the app (186 MB): `npm install --no-save lighthouse@12` first.
 */
import { spawn } from "node:child_process";
import path from "node:path";
// run by tsx (npm run bench:lighthouse): plain JS, since Lighthouse and its types are not installed with the app
import { chromiumPath } from "../e2e/playwright.config.ts";
import { waitHealthy } from "./memory.ts";

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3296);
const baseUrl = `http://localhost:${port}`;
/** The dashboard and the scan screens of issue 37, by path. */
const pages = [
  ["Dashboard", "/dashboard"],
  ["Raw Material Inward (put-away)", "/transactions/raw-material-inward"],
  ["Issue to Production", "/transactions/store-requisition-issue"],
  ["Stock Transfer", "/transactions/stock-transfer"],
  ["Cycle Count", "/transactions/cycle-count"],
  ["Hold & Scrap", "/transactions/hold-and-scrap"],
  ["Activity Reporting", "/transactions/activity-reporting-assembly"],
  ["Production Receipt", "/transactions/production-receipt"],
  ["Return RM & FG", "/transactions/return"],
  ["Dispatch", "/transactions/dispatch"],
  ["Customer Returns", "/transactions/customer-returns"],
];

const missing = "Lighthouse is not installed: npm install --no-save lighthouse@12 (it brings puppeteer-core)";
const { default: lighthouse } = await import("lighthouse").catch(() => {
  throw new Error(missing);
});
const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
const puppeteer = await import("puppeteer-core");

const server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../e2e/server.mjs")], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
await waitHealthy(baseUrl);
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.type("#login-email", "admin@example.com");
  await page.type("#login-password", "Admin123");
  await Promise.all([
    page.waitForFunction(() => location.pathname === "/dashboard"),
    page.keyboard.press("Enter"),
  ]);
  const cdp = await page.createCDPSession();
  console.log(
    `\nLighthouse ${baseUrl}, signed in as the demo Admin, cold (cache and service worker cleared)`,
  );
  console.log("preset   page                               score    LCP ms    TBT ms     CLS   JS KB");
  for (const [preset, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ])
    for (const [name, route] of pages) {
      await page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations())
          await registration.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
      });
      await cdp.send("Network.clearBrowserCache");
      const result = await lighthouse(
        `${baseUrl}${route}`,
        { logLevel: "error", disableStorageReset: true, onlyCategories: ["performance"] },
        config,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`No Lighthouse result for ${route}`);
      if (lhr.runtimeError)
        console.log(
          `${preset.padEnd(8)} ${name.padEnd(34)} ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        );
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = lhr.audits["network-requests"]?.details?.items
        ?.filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      console.log(
        `${preset.padEnd(8)} ${name.padEnd(34)} ${(lhr.categories.performance?.score ?? 0).toFixed(2).padStart(5)} ${audit("largest-contentful-paint").toFixed(0).padStart(9)} ${audit("total-blocking-time").toFixed(0).padStart(9)} ${audit("cumulative-layout-shift").toFixed(3).padStart(7)} ${((scripts ?? 0) / 1024).toFixed(1).padStart(7)}`,
      );
    }
} finally {
  await browser.close();
  server.kill();
}
