import { expect, type Page, type Request } from "@playwright/test";
import { productionMessages, scanBoxLabels } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  type PlantNames,
  packedInOnes,
  plantNames,
  raiseRequisition,
  signIn,
  test,
  toast,
} from "./support";

/** The QR codes Pick-Up sends, in the order it sends them. */
const issuedCodes = (request: Request) =>
  (request.postDataJSON() as { storeItems: Array<{ QRCode: string }> }).storeItems.map((s) => s.QRCode);

/**
 * A keyboard-wedge scanner in a hurry: each code's keys and Enter sent at once, the next code 30 ms
 * later. Straight to Chromium's input (Playwright's keyboard waits a round trip a key, slower than a wedge).
 */
async function wedgeBurst(page: Page, codes: string[]) {
  const input = await page.context().newCDPSession(page);
  const key = (type: "keyDown" | "keyUp", key: string, text?: string, keyCode?: number) =>
    input.send("Input.dispatchKeyEvent", {
      type,
      key,
      text,
      unmodifiedText: text,
      code: keyCode ? key : undefined,
      windowsVirtualKeyCode: keyCode,
    });
  for (const code of codes) {
    const keys = [...code].flatMap((c) => [key("keyDown", c, c), key("keyUp", c)]);
    keys.push(key("keyDown", "Enter", "\r", 13), key("keyUp", "Enter", undefined, 13));
    await Promise.all(keys);
    await page.waitForTimeout(30);
  }
  await input.detach();
}

/**
 * A requisition needing `count` units, 1 of the RM a unit, and `count` packets of 1 of the RM put away:
 * every packet is needed. The online burst below and the offline one (issue 24 item 3, on the offline
 * issue screen) build their scene with this, and check with `expectScannedInOrder` and `expectIssuedOnce`.
 */
async function aRequisitionOfPacketsOfOne(page: Page, names: PlantNames, count: number) {
  const token = await apiToken(page.request);
  const packets = await packedInOnes(page.request, token, names, count);
  expect(packets).toHaveLength(count);
  const bin = await anEmptyBin(page.request, token);
  await apiCall(page.request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: names.mrnId,
    BinId: bin.BinId,
    storeItems: packets.map((QRCode) => ({ QRCode })),
  });
  const RequisitionNo = await raiseRequisition(page.request, token, names.orderNo, count);
  return { token, packets, RequisitionNo };
}

/** Keeps every text the scan box's status line shows, as it changes; answers a reader of what it said, in order. */
async function recordStatusLine(page: Page) {
  const status = page.locator(".scan-box").getByRole("status");
  await status.evaluate((line) => {
    const shown: string[] = [];
    Object.assign(window, { statusShown: shown });
    new MutationObserver(() => shown.push(line.textContent ?? "")).observe(line, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return {
    status,
    /** Every text shown, "waiting" counts included. */
    shown: () => page.evaluate(() => (window as unknown as { statusShown: string[] }).statusShown),
    /** The outcomes said, each once, in order (the waiting count and "Checking…" dropped). */
    async outcomes() {
      return (await this.shown())
        .map((text) => text.replace(/(\d+ waiting|Checking…)$/, ""))
        .filter((text, i, all) => text !== all[i - 1] && text !== "Ready to scan");
    },
  };
}

/** Issue's scanned list holds exactly these packets, in this order, and the RM's BOM line is met. */
async function expectScannedInOrder(page: Page, rm: string, order: string[]) {
  const bomLine = page.getByRole("row").filter({ hasText: rm }).first();
  await expect(bomLine).toContainText(`${order.length}.000`);
  await expect(bomLine).toHaveClass(/issue-line-success/);
  const scannedRows = page.locator(".issue-scanned tbody tr.lines-table-row");
  await expect(scannedRows).toHaveCount(order.length);
  expect(await scannedRows.locator("td:first-child").allTextContents()).toEqual(order);
}

/** Through the API: each packet went to the requisition once, whole, and is Issued. */
async function expectIssuedOnce(page: Page, token: string, RequisitionNo: string, packets: string[]) {
  const issued = await apiCall<Array<{ QRCode: string; Quantity: number }>>(
    page.request,
    token,
    `Return/GetFGReturn/${RequisitionNo}`,
  );
  expect(issued.map((r) => r.QRCode).sort()).toEqual([...packets].sort());
  expect(issued.every((r) => r.Quantity === 1)).toBe(true);
  for (const code of [packets[0], packets[packets.length - 1]]) {
    const history = await apiCall<{ Packet: { Status: string } }>(
      page.request,
      token,
      `Stock/GetPacketHistory/${encodeURIComponent(code)}`,
    );
    expect(history.Packet.Status).toBe("Issued");
  }
}

/**
 * The scans of a burst: the requisition, its packets in an order of their own (not the slips'), and the
 * first packet again, which must be refused once.
 */
function burstOf(RequisitionNo: string, packets: string[]) {
  const order = [...packets].reverse();
  return { order, scans: [RequisitionNo, ...order, order[0]] };
}

test("20 scans typed 30 ms apart into Issue's scan box are all answered, in order, each once", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("BURST", 991_751, testInfo.retry);
  const { token, packets, RequisitionNo } = await aRequisitionOfPacketsOfOne(page, names, 18);
  const { order, scans } = burstOf(RequisitionNo, packets);
  expect(scans).toHaveLength(20);

  // What the screen asked the server, in the order asked.
  const looked: string[] = [];
  page.on("request", (request) => {
    if (
      /\/api\/api\/(JobSchedule\/GetBomToIssue|StoreRequisitionIssue\/GetPacketToIssue)$/i.test(request.url())
    ) {
      const body = request.postDataJSON() as { RequisitionNo?: string; QRCode?: string };
      looked.push(body.RequisitionNo ?? body.QRCode ?? "");
    }
  });

  await signIn(page);
  await page.goto("/transactions/store-requisition-issue");
  await expect(page.getByLabel(scanBoxLabels.issue)).toBeFocused({ timeout: 30_000 });
  const line = await recordStatusLine(page);
  // A slow network (150 ms an answer): each scan arrives while the ones before it are being answered.
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await wedgeBurst(page, scans);

  // The status line ends on the last scan's outcome: the repeated packet is refused, once.
  await expect(line.status).toHaveText(`${order[0]}${productionMessages.alreadyScanned}`, {
    timeout: 30_000,
  });
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // scans arrived while others were answered and waited their turn
  expect((await line.shown()).some((text) => /\d+ waiting$/.test(text))).toBe(true);
  // and the status line said what happened to each scan in turn
  expect(await line.outcomes()).toEqual([
    ...[RequisitionNo, ...order].map((code) => `${code}Scan taken`),
    `${order[0]}${productionMessages.alreadyScanned}`,
  ]);
  await expect(toast(page, "Warn Message", productionMessages.alreadyScanned)).toHaveCount(1);
  // the BOM first (its first scan), then every packet once, in scan order; the repeat is refused without a lookup
  expect(looked).toEqual([RequisitionNo, ...order]);
  await expectScannedInOrder(page, names.rm, order);

  const issue = page.waitForRequest(/\/api\/api\/StoreRequisitionIssue\/IssueRMStore$/i);
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(toast(page, "Success Message", "RM issued to production successfully.")).toBeVisible();
  expect(issuedCodes(await issue)).toEqual(order);
  await expectIssuedOnce(page, token, RequisitionNo, packets);
});
