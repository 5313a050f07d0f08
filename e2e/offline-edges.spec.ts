import { type APIRequestContext, expect, type Page, type Route } from "@playwright/test";
import { inboundMessages, type PacketHistory, scanBoxLabels, shellText, stockMessages } from "@wms/domain";
import {
  aNewBin,
  apiCall,
  apiToken,
  confirmYes,
  packedForAnOrder,
  plantNames,
  signIn,
  test,
} from "./support";

// The floor's edges of issue 33: no answer, a page not ours, two users on one handheld, two tabs.
test.use({ viewport: { width: 360, height: 640 } });

const store = { email: "store@example.com", password: "Store123" };
const putAwayCall = /RawMaterialInward\/UpdateBinInwardMaterialStock$/i;

/** An MRN approved in packets of 4, 4 and 2, none put away, and a new empty bin for each put-away asked. */
async function packedMrn(request: APIRequestContext, prefix: string, mrnId: number, retry: number, bins = 1) {
  const names = plantNames(prefix, mrnId, retry);
  const token = await apiToken(request);
  const codes = (await packedForAnOrder(request, token, names)).map((s) => s.QRData);
  const madeBins = [];
  for (let n = 0; n < bins; n++) madeBins.push(await aNewBin(request, token));
  return { names, token, codes, bins: madeBins };
}

const historyOf = (request: APIRequestContext, token: string, code: string) =>
  apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`);

const signedInAs = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem("user") ?? "null") as { Token: string; UserName: string },
  );

/** Opens put-away (after the service worker took the page) and loads the MRN online, kept on the device. */
async function openPutAway(page: Page, mrnId: number) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const bins = page.waitForResponse(/StockTransfer\/GetBinAddresses/i);
  await page.goto("/transactions/raw-material-inward");
  await bins;
  await scanIn(page, String(mrnId));
  await expect(page.getByText(`MRN ${mrnId}: scan its packets`)).toBeVisible();
}

async function scanIn(page: Page, code: string) {
  const box = page.getByLabel(scanBoxLabels.inward);
  await box.fill(code);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

/** Scans the packets (none: those scanned already) and the bin's label and confirms; answers once the screen said it was kept offline. */
async function putAway(page: Page, codes: string[], binAddress: string) {
  for (const code of codes) {
    await scanIn(page, code);
    await expect(page.getByRole("row").filter({ hasText: code })).toBeVisible();
  }
  const onScreen = page.getByRole("row").filter({ hasText: codes[0] ?? binAddress });
  await scanIn(page, binAddress);
  await confirmYes(page, `(${binAddress})`);
  await expect(
    page.locator(".scan-message, .ant-notification-notice").filter({ hasText: "Saved offline" }).first(),
  ).toBeVisible({ timeout: 45_000 });
  await expect(onScreen).toHaveCount(0);
}

const banner = (page: Page) => page.locator(".outbox-banner");

async function logout(page: Page) {
  await page.locator(".app-user").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/** Signs out a user with nothing waiting (the menu opened again should the dashboard's first render close it). */
async function logoutWithNothingWaiting(page: Page) {
  await expect(async () => {
    await logout(page);
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The put-aways the packets went through, each with who did it. */
async function putAwaysOf(request: APIRequestContext, token: string, codes: string[]) {
  const rows = [];
  for (const code of codes) {
    const history = await historyOf(request, token, code);
    rows.push(...history.Ledger.filter((l) => l.Reason === "putAway").map((l) => ({ code, ...l })));
  }
  return rows;
}

test("a packet a queued put-away takes is refused at once on Put-away and Stock Transfer, naming its MRN; sent, it is put away once", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, token, codes, bins } = await packedMrn(request, "EDGEQUEUED", 992_161, testInfo.retry);
  await signIn(page);
  await openPutAway(page, names.mrnId);

  await context.setOffline(true);
  await putAway(page, [codes[0]], bins[0].ColAddress);
  await scanIn(page, String(names.mrnId));
  await expect(page.getByText(`MRN ${names.mrnId}: scan its packets`)).toBeVisible();
  const refusal = stockMessages.packetInQueuedPutAway(codes[0], `MRN ${names.mrnId}`);
  const said = page.locator(".scan-message, .ant-notification-notice").filter({ hasText: refusal });
  await scanIn(page, codes[0]);
  await expect(said.first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: codes[0] })).toHaveCount(0);

  await page.goto("/transactions/stock-transfer");
  const transferBox = page.getByLabel(scanBoxLabels.transfer);
  await transferBox.fill(codes[0]);
  await transferBox.press("Enter");
  await expect(said.first()).toBeVisible();
  await expect(page.locator(".stock-transfer tbody tr").filter({ hasText: codes[0] })).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
  const done = await putAwaysOf(request, token, codes);
  expect(done.map((l) => [l.code, l.ToBin])).toEqual([[codes[0], bins[0].ColAddress]]);
});

test("a put-away whose call never answers is queued with its key, and sent once when the link is back", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { names, token, codes, bins } = await packedMrn(request, "EDGEHANG", 992_101, testInfo.retry);
  await signIn(page);
  await openPutAway(page, names.mrnId);

  // a dead spot: the request leaves, no answer ever comes back (until released)
  const held: Route[] = [];
  const keys: string[] = [];
  let hanging = true;
  await page.route(putAwayCall, (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (hanging) held.push(route);
    else route.continue();
  });
  await putAway(page, codes, bins[0].ColAddress);
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  expect((await historyOf(request, token, codes[0])).Packet.Status).toBe("Packed");

  // released: what was held reaches the server, and the outbox sends the same action again with its key
  hanging = false;
  for (const route of held) route.continue().catch(() => {});
  await expect(banner(page)).toBeHidden({ timeout: 60_000 });
  expect(new Set(keys).size).toBe(1);
  const done = await putAwaysOf(request, token, codes);
  expect(done.map((l) => [l.code, l.ToBin])).toEqual(codes.map((c) => [c, bins[0].ColAddress]));
});

test("a Wi-Fi login page answering 200 HTML is no answer: the put-away is queued, retried, and applied once", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, token, codes, bins } = await packedMrn(request, "EDGEPORTAL", 992_111, testInfo.retry);
  await signIn(page);
  await openPutAway(page, names.mrnId);

  // the portal answers every API call (the health check too) until the user signs in to the Wi-Fi
  let portal = true;
  const keys: string[] = [];
  await page.route(/\/api\//, (route) => {
    if (putAwayCall.test(route.request().url())) keys.push(route.request().headers()["idempotency-key"]);
    if (!portal) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<html><body>Sign in to Guest Wi-Fi</body></html>",
    });
  });
  for (const code of codes) await scanIn(page, code);
  // the device's kept list answered the scans: no red "cannot be reached" for data it had
  await expect(page.getByRole("row").filter({ hasText: codes[2] })).toBeVisible();
  await expect(page.locator(".ant-notification-notice-error")).toHaveCount(0);
  await scanIn(page, bins[0].ColAddress);
  await confirmYes(page);
  await expect(
    page.locator(".scan-message, .ant-notification-notice").filter({ hasText: "Saved offline" }).first(),
  ).toBeVisible();
  // the outbox tries while the portal still answers: no answer, so it stays waiting with its key
  await expect.poll(() => keys.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  await expect(banner(page)).not.toContainText(shellText.outboxNeedsAttention);
  expect((await historyOf(request, token, codes[0])).Packet.Status).toBe("Packed");

  portal = false;
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  const done = await putAwaysOf(request, token, codes);
  expect(done.map((l) => [l.code, l.ToBin])).toEqual(codes.map((c) => [c, bins[0].ColAddress]));
});

test("two users on one handheld: store's queued put-aways kept at sign-out, never sent under admin, sent as store on store's next sign-in", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { names, token, codes, bins } = await packedMrn(request, "EDGEUSERS", 992_121, testInfo.retry, 2);
  await signIn(page, store.email, store.password);
  const storeUser = await signedInAs(page);
  await openPutAway(page, names.mrnId);

  await context.setOffline(true);
  await putAway(page, codes.slice(0, 2), bins[0].ColAddress);
  await scanIn(page, String(names.mrnId));
  await expect(page.getByText(`MRN ${names.mrnId}: scan its packets`)).toBeVisible();
  // the device checks new work against its own queue: the first put-away already takes bins[0]
  await scanIn(page, codes[2]);
  await scanIn(page, bins[0].ColAddress);
  await expect(
    page
      .locator(".scan-message, .ant-notification-notice")
      .filter({ hasText: inboundMessages.binTakenByQueued(bins[0].ColAddress, `MRN ${names.mrnId}`) })
      .first(),
  ).toBeVisible();
  await putAway(page, [], bins[1].ColAddress);
  await expect(banner(page)).toContainText(shellText.outboxWaiting(2));

  // back online on a slow link: the first send is under way (held) when store signs out
  const sent: string[] = [];
  const held: Route[] = [];
  await page.route(putAwayCall, (route) => {
    sent.push(route.request().headers().authorization ?? "");
    if (held.length === 0) held.push(route);
    else route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
  await logout(page);
  const asking = page.getByRole("dialog").filter({ hasText: shellText.signOutWaitingBody });
  await expect(asking).toContainText(shellText.signOutWaitingTitle(2));
  await asking.getByRole("button", { name: shellText.signOutKeep }).click();
  await expect(page).toHaveURL(/\/login$/);
  held[0].continue().catch(() => {});

  // admin on the same handheld: nothing of store's is sent, and admin's banner has nothing of store's
  await signIn(page);
  const adminUser = await signedInAs(page);
  await expect(banner(page)).toBeHidden();
  expect(sent.filter((auth) => auth === `Bearer ${adminUser.Token}`)).toEqual([]);

  // store again: the rest goes, in store's session, and the ledger says store
  await logoutWithNothingWaiting(page);
  await signIn(page, store.email, store.password);
  await expect
    .poll(async () => (await historyOf(request, token, codes[2])).Packet.Status, { timeout: 60_000 })
    .toBe("InBin");
  await expect(banner(page)).toBeHidden();
  expect(sent.filter((auth) => auth === `Bearer ${adminUser.Token}`)).toEqual([]);
  const done = await putAwaysOf(request, token, codes);
  expect(done.map((l) => [l.code, l.ToBin, l.UserName])).toEqual([
    [codes[0], bins[0].ColAddress, storeUser.UserName],
    [codes[1], bins[0].ColAddress, storeUser.UserName],
    [codes[2], bins[1].ColAddress, storeUser.UserName],
  ]);
});

test("two tabs queueing at once: both actions are kept and each is applied once", async ({
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const first = await packedMrn(request, "EDGETABS-A", 992_131, testInfo.retry);
  const second = await packedMrn(request, "EDGETABS-B", 992_141, testInfo.retry);
  const tabs = [await context.newPage(), await context.newPage()];
  const lots = [first, second];
  for (const [n, tab] of tabs.entries()) {
    await tab.setViewportSize({ width: 360, height: 640 });
    await signIn(tab);
    await openPutAway(tab, lots[n].names.mrnId);
  }
  await context.setOffline(true);
  await Promise.all(tabs.map((tab, n) => putAway(tab, lots[n].codes, lots[n].bins[0].ColAddress)));
  for (const tab of tabs) await expect(banner(tab)).toContainText(shellText.outboxWaiting(2));

  await context.setOffline(false);
  for (const tab of tabs) await expect(banner(tab)).toBeHidden({ timeout: 60_000 });
  for (const lot of lots) {
    const done = await putAwaysOf(request, lot.token, lot.codes);
    expect(done.map((l) => [l.code, l.ToBin])).toEqual(lot.codes.map((c) => [c, lot.bins[0].ColAddress]));
  }
});
