import { expect, type Page, type Request, test } from "@playwright/test";
import { productionMessages, scanBoxLabels } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  plantNames,
  receiveForAnOrder,
  signIn,
  slipsOf,
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

test("20 scans typed 30 ms apart into Issue's scan box are all answered, in order, each once", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("BURST", 990_801, testInfo.retry);
  const token = await apiToken(page.request);
  // 18 packets of 1 against a requisition of 18 units needing 1 each: every packet is needed
  await receiveForAnOrder(page.request, token, names, { perUnit: 1, received: 18, ordered: 18 });
  const [mrnLine] = await apiCall<Array<{ MrnLineId: number }>>(
    page.request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await apiCall(page.request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: mrnLine.MrnLineId, ApprovedQty: 18, PiecesPerPacket: 1 },
  ]);
  const packets = (await slipsOf(page.request, token, names.mrnId)).map((s) => s.QRData);
  expect(packets).toHaveLength(18);
  const bin = await anEmptyBin(page.request, token);
  await apiCall(page.request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: names.mrnId,
    BinId: bin.BinId,
    storeItems: packets.map((QRCode) => ({ QRCode })),
  });
  const { RequisitionNo } = await apiCall<{ RequisitionNo: string }>(
    page.request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: names.orderNo, Qty: 18 },
  );

  // The requisition, its 18 packets in an order of their own, and the first packet again: 20 scans.
  const order = [...packets].reverse();
  const scans = [RequisitionNo, ...order, order[0]];
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
  const box = page.getByLabel(scanBoxLabels.issue);
  await expect(box).toBeFocused({ timeout: 30_000 });
  const status = page.locator(".scan-box").getByRole("status");
  // every text the status line shows, kept by the page as it changes
  await status.evaluate((line) => {
    const shown: string[] = [];
    Object.assign(window, { statusShown: shown });
    new MutationObserver(() => shown.push(line.textContent ?? "")).observe(line, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
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
  await expect(status).toHaveText(`${order[0]}${productionMessages.alreadyScanned}`, { timeout: 30_000 });
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const shown = await page.evaluate(() => (window as unknown as { statusShown: string[] }).statusShown);
  // scans arrived while others were answered and waited their turn
  expect(shown.some((text) => /\d+ waiting$/.test(text))).toBe(true);
  // and the status line said what happened to each scan in turn
  const outcomes = shown
    .map((text) => text.replace(/(\d+ waiting|Checking…)$/, ""))
    .filter((text, i, all) => text !== all[i - 1] && text !== "Ready to scan");
  expect(outcomes).toEqual([
    ...[RequisitionNo, ...order].map((code) => `${code}Scan taken`),
    `${order[0]}${productionMessages.alreadyScanned}`,
  ]);
  await expect(toast(page, "Warn Message", productionMessages.alreadyScanned)).toHaveCount(1);
  // the BOM first (its first scan), then every packet once, in scan order; the repeat is refused without a lookup
  expect(looked).toEqual([RequisitionNo, ...order]);

  const bomLine = page.getByRole("row").filter({ hasText: names.rm }).first();
  await expect(bomLine).toContainText("18.000");
  await expect(bomLine).toHaveClass(/issue-line-success/);
  const scannedRows = page.locator(".ant-table-wrapper").nth(1).locator("tbody tr.ant-table-row");
  await expect(scannedRows).toHaveCount(18);
  expect(await scannedRows.locator("td:first-child").allTextContents()).toEqual(order);

  const issue = page.waitForRequest(/\/api\/api\/StoreRequisitionIssue\/IssueRMStore$/i);
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(toast(page, "Success Message", "RM issued to production successfully.")).toBeVisible();
  expect(issuedCodes(await issue)).toEqual(order);

  // Through the API: each of the 18 packets went to the requisition once, whole.
  const issued = await apiCall<Array<{ QRCode: string; Quantity: number }>>(
    page.request,
    token,
    `Return/GetFGReturn/${RequisitionNo}`,
  );
  expect(issued.map((r) => r.QRCode).sort()).toEqual([...packets].sort());
  expect(issued.every((r) => r.Quantity === 1)).toBe(true);
  for (const code of [order[0], order[17]]) {
    const history = await apiCall<{ Packet: { Status: string } }>(
      page.request,
      token,
      `Stock/GetPacketHistory/${encodeURIComponent(code)}`,
    );
    expect(history.Packet.Status).toBe("Issued");
  }
});
