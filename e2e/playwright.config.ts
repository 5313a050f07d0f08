import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Workers, each with a server and database of its own (e2e/server.mjs): two in CI, one by default. */
const servers = Number(process.env.E2E_SERVERS ?? (process.env.CI ? 2 : 1));

/** The system Chromium (never a downloaded one): CHROMIUM_PATH or the usual install paths. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: servers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "../test-results/e2e.json" }]] : [["list"]],
  outputDir: "../test-results/e2e",
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node e2e/server.mjs",
    cwd: "..",
    // each worker waits for its own server too (e2e/support.ts)
    url: `http://localhost:${port + servers - 1}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { E2E_PORT: String(port), E2E_SERVERS: String(servers) },
  },
});
