import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { floorText, type PacketHistory, scanBoxLabels, shellText, stockMessages } from "@wms/domain";
import {
  apiCall,
  apiToken,
  plantNames,
  putAwayInAnEmptyBin,
  raiseRequisition,
  receiveForAnOrder,
  sentToday,
  signIn,
  slipsOf,
  test,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/**
 * `count` packets of `each`, the first `putAway` of them put away in a bin, and a requisition needing all of
 * them (1 of the RM a unit), set through the app's calls.
 */
async function requisitionWithStock(
  request: APIRequestContext,
  prefix: string,
  mrnId: number,
  retry: number,
  count: number,
  each: number,
  putAway = count,
) {
  const names = plantNames(prefix, mrnId, retry);
  const token = await apiToken(request);
  const total = count * each;
  await receiveForAnOrder(request, token, names, { perUnit: 1, received: total, ordered: total });
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: line.MrnLineId, ApprovedQty: total, PiecesPerPacket: each },
  ]);
  const codes = (await slipsOf(request, token, names.mrnId)).map((s) => s.QRData);
  await putAwayInAnEmptyBin(request, token, names.mrnId, codes.slice(0, putAway));
  const RequisitionNo = await raiseRequisition(request, token, names.orderNo, total);
  return { names, token, codes, RequisitionNo };
}

/** Signs in (the service worker ready, so a reload offline opens the screen) and loads the requisition online. */
async function loadRequisition(page: Page, requisitionNo: string) {
  await signIn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto("/transactions/store-requisition-issue");
  const box = page.getByLabel(scanBoxLabels.issue);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.fill(requisitionNo);
  await box.press("Enter");
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();
  return box;
}

const scannedRows = (page: Page) => page.locator(".issue-scanned tbody tr.lines-table-row");
const banner = (page: Page) => page.locator(".outbox-banner");

test("an issue by scan done offline waits through a reload and, back online, issues the packets once", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, token, codes, RequisitionNo } = await requisitionWithStock(
    request,
    "OFFISSUE",
    991_841,
    testInfo.retry,
    3,
    2,
  );
  const box = await loadRequisition(page, RequisitionNo);

  await context.setOffline(true);
  for (const code of codes) {
    await box.fill(code);
    await box.press("Enter");
    // taken with its details kept on the device, counted toward the BOM line
    await expect(scannedRows(page).filter({ hasText: code }).filter({ hasText: names.rm })).toBeVisible();
  }
  await expect(page.locator(".issue-bom tbody tr.lines-table-row")).toContainText(["6.000"]);
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(banner(page)).toHaveText(`${shellText.offline} · 1 waiting`);
  await expect(page.getByText(`Requisition No: ${RequisitionNo}`)).toHaveCount(0);

  await page.reload();
  await expect(banner(page)).toHaveText(`${shellText.offline} · 1 waiting`, { timeout: 30_000 });

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
  for (const code of codes) {
    const history = await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`);
    expect(history.Packet.Status).toBe("Issued");
    expect(history.Ledger.filter((l) => l.Reason === "issueToProduction")).toEqual([
      expect.objectContaining({ DoneAt: expect.any(String) }),
    ]);
  }
});

test("a packet in an issue queued offline is refused at once when scanned again, naming the requisition; sent, it is issued once", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token, codes, RequisitionNo } = await requisitionWithStock(
    request,
    "OFFQUEUED",
    991_941,
    testInfo.retry,
    1,
    2,
  );
  const box = await loadRequisition(page, RequisitionNo);
  await context.setOffline(true);
  await box.fill(codes[0]);
  await box.press("Enter");
  await expect(scannedRows(page).filter({ hasText: codes[0] })).toBeVisible();
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(banner(page)).toHaveText(`${shellText.offline} · 1 waiting`);

  // the requisition again, from the device's kept BOM: its packet is in the queued issue
  await box.fill(RequisitionNo);
  await box.press("Enter");
  await expect(page.getByText(`Requisition No: ${RequisitionNo}`)).toBeVisible();
  await box.fill(codes[0]);
  await box.press("Enter");
  await expect(
    page
      .locator(".scan-message, .ant-notification-notice")
      .filter({ hasText: stockMessages.packetInQueuedIssue(codes[0], RequisitionNo) })
      .first(),
  ).toBeVisible();
  await expect(scannedRows(page)).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
  const history = await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${codes[0]}`);
  expect(history.Packet.Status).toBe("Issued");
  expect(history.Ledger.filter((l) => l.Reason === "issueToProduction")).toHaveLength(1);
});

test("20 scans typed 30 ms apart into Issue's scan box while offline are all taken, in order", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, codes, RequisitionNo } = await requisitionWithStock(
    request,
    "OFFBURST",
    991_851,
    testInfo.retry,
    20,
    1,
  );
  expect(codes).toHaveLength(20);
  const box = await loadRequisition(page, RequisitionNo);
  await context.setOffline(true);
  const order = [...codes].reverse();
  for (const code of order) {
    await page.keyboard.insertText(code);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(30);
  }
  await expect(scannedRows(page)).toHaveCount(20, { timeout: 30_000 });
  expect(await scannedRows(page).locator("td:first-child strong").allTextContents()).toEqual(order);
  await expect(scannedRows(page).filter({ hasText: names.rm })).toHaveCount(20);
  await expect(box).toBeFocused();
  await context.setOffline(false);
});

test("a packet the device does not know is taken To verify, not counted; Pick-Up goes and the server checks it on sync", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, token, codes, RequisitionNo } = await requisitionWithStock(
    request,
    "OFFVERIFY",
    991_861,
    testInfo.retry,
    2,
    1,
    1,
  );
  const box = await loadRequisition(page, RequisitionNo);
  // put away after the BOM loaded: its details are not on the device
  await putAwayInAnEmptyBin(request, token, names.mrnId, [codes[1]]);

  await context.setOffline(true);
  const remaining = page.locator(".issue-bom tbody tr.lines-table-row td").nth(2);
  await box.fill(codes[0]);
  await box.press("Enter");
  await expect(scannedRows(page).filter({ hasText: codes[0] }).filter({ hasText: names.rm })).toBeVisible();
  await expect(remaining).toHaveText("1.000");
  await box.fill(codes[1]);
  await box.press("Enter");
  await expect(
    scannedRows(page).filter({ hasText: codes[1] }).filter({ hasText: shellText.toVerify }),
  ).toBeVisible();
  await expect(remaining).toHaveText("1.000");
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(banner(page)).toHaveText(`${shellText.offline} · 1 waiting`);

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
  for (const code of codes)
    expect(
      (await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`)).Packet.Status,
    ).toBe("Issued");
});

test("an offline issue refused for one packet another user issued first names it, and sends the other two", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { names, token, codes, RequisitionNo } = await requisitionWithStock(
    request,
    "OFFREFUSE",
    991_871,
    testInfo.retry,
    3,
    1,
  );
  const box = await loadRequisition(page, RequisitionNo);
  await context.setOffline(true);
  for (const code of codes) {
    await box.fill(code);
    await box.press("Enter");
    await expect(scannedRows(page).filter({ hasText: code }).filter({ hasText: names.rm })).toBeVisible();
  }
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(banner(page)).toHaveText(`${shellText.offline} · 1 waiting`);

  // meanwhile another store keeper issues the second packet to a requisition of another order
  const otherOrder = `${names.orderNo}-B`;
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: otherOrder, OrderDate: sentToday(), ProductCode: names.fg, Qty: 1 },
  ]);
  const other = await raiseRequisition(request, token, otherOrder, 1);
  await apiCall(request, token, "StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: other,
    storeItems: [{ QRCode: codes[1] }],
  });

  await context.setOffline(false);
  const attention = page.getByRole("button", { name: shellText.outboxConflicts(1) });
  await attention.click({ timeout: 45_000 });
  const drawer = page.locator(".ant-drawer-open");
  await expect(
    drawer.getByText(`Issue to Production · requisition ${RequisitionNo} · 3 packets`),
  ).toBeVisible();
  await expect(drawer.getByText(floorText.refusedPackets([codes[1]]))).toBeVisible();
  // no bin mends a packet gone to production
  await expect(drawer.getByRole("button", { name: shellText.outboxChooseBin })).toHaveCount(0);
  await drawer.getByRole("button", { name: floorText.sendRest(2) }).click();
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });

  const issuedTo = async (code: string) => {
    const history = await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`);
    expect(history.Packet.Status).toBe("Issued");
    return history.Ledger.filter((l) => l.Reason === "issueToProduction").map((l) => l.Reference);
  };
  expect(await issuedTo(codes[0])).toEqual([RequisitionNo]);
  expect(await issuedTo(codes[1])).toEqual([other]);
  expect(await issuedTo(codes[2])).toEqual([RequisitionNo]);
});

test("Issue at 360 px: a split packet's Issue Qty and Break Qty are on screen, no sideways scroll", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // one packet of 2 for a requisition needing 1: it splits
  const names = plantNames("ISSUEFIT", 991_881, testInfo.retry);
  const token = await apiToken(request);
  await receiveForAnOrder(request, token, names, { perUnit: 1, received: 2, ordered: 2 });
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 2, PiecesPerPacket: 2 },
  ]);
  const [code] = (await slipsOf(request, token, names.mrnId)).map((s) => s.QRData);
  await putAwayInAnEmptyBin(request, token, names.mrnId, [code]);
  const RequisitionNo = await raiseRequisition(request, token, names.orderNo, 1);

  const box = await loadRequisition(page, RequisitionNo);
  await box.fill(code);
  await box.press("Enter");
  const row = scannedRows(page).filter({ hasText: code });
  await expect(row).toBeVisible();
  const header = page.locator(".issue-scanned thead th");
  await expect(header).toHaveText(["Packet", "Issue Qty", "Break Qty"]);
  const cells = row.locator("td");
  await expect(cells.nth(1)).toHaveText("1.000");
  await expect(cells.nth(2)).toHaveText("1.000");
  for (const n of [1, 2]) {
    const box = await cells.nth(n).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`)).Packet.Status).toBe(
    "InBin",
  );
});
