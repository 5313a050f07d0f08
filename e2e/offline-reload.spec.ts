import { expect } from "@playwright/test";
import { scanBoxLabels } from "@wms/domain";
import { signIn, test } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/** The scan screens, none of them opened before going offline: the service worker must have precached them. */
const scanScreens = [
  {
    path: "/transactions/store-requisition-issue",
    box: scanBoxLabels.issue,
    chunk: "store-requisition-issue",
  },
  { path: "/transactions/raw-material-inward", box: scanBoxLabels.inward, chunk: "raw-material-inward" },
  {
    path: "/transactions/activity-reporting-intermediate",
    box: "Scan Requisition No",
    chunk: "activity-reporting-intermediate",
  },
  { path: "/transactions/return", box: "Scan QR Code", chunk: "return-page" },
];

test("after a first load online, a reload offline opens every scan screen and the dashboard from the service worker's precache", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // The worker installed (its precache filled) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const shell = await caches.open(names.find((n) => n.startsWith("wms-shell-")) ?? "none");
    return Promise.all(
      (await shell.keys()).map(async (r) => ({
        path: new URL(r.url).pathname,
        type: (await shell.match(r))?.headers.get("content-type") ?? "",
      })),
    );
  });
  // every file the list names is in the build: the server's page fallback would answer a missing one with HTML
  expect(cached.filter((file) => file.path.endsWith(".js") && !file.type.includes("javascript"))).toEqual([]);
  // beside the screens, the outbox's refused actions and sign-out question, which the shell opens offline too, and
  // the dashboard a sign-in lands on, with the Ant Design frame it opens in
  for (const chunk of [
    ...scanScreens.map((s) => s.chunk),
    "needs-attention",
    "sign-out-dialog",
    "dashboard-page",
    "ant-frame",
  ])
    expect(
      cached.map((file) => file.path),
      chunk,
    ).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)));

  // Only the worker's caches may answer offline: the browser's HTTP cache would hide a file missing from them.
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await context.setOffline(true);
  // Offline reaches the worker's own fetches too: anything not cached fails.
  expect(
    await page.evaluate(() =>
      fetch("/assets/not-in-the-build.js").then(
        () => "answered",
        () => "failed",
      ),
    ),
  ).toBe("failed");
  for (const { path, box } of scanScreens) {
    const answer = await page.goto(path);
    expect(answer?.fromServiceWorker(), path).toBe(true);
    await expect(page.getByRole("textbox", { name: box }).first()).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByRole("textbox", { name: box }).first()).toBeVisible({ timeout: 30_000 });
  }
  // The landing page too, its chunk loaded at sign-in before the worker controlled the page: the shell says offline.
  await page.goto("/dashboard");
  await page.reload();
  await expect(page.getByText("Bin Location", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  await context.setOffline(false);
});
