import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type PacketHistory, scanBoxLabels, shellText } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  plantNames,
  raiseRequisition,
  receiveForAnOrder,
  signIn,
  slipsOf,
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
  await putAwayByApi(request, token, names.mrnId, codes.slice(0, putAway));
  const RequisitionNo = await raiseRequisition(request, token, names.orderNo, total);
  return { names, token, codes, RequisitionNo };
}

/** Puts packets of the MRN away into the first empty bin, as another store keeper would. */
async function putAwayByApi(request: APIRequestContext, token: string, mrnId: number, codes: string[]) {
  const bin = await anEmptyBin(request, token);
  await apiCall(request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: bin.BinId,
    storeItems: codes.map((QRCode) => ({ QRCode })),
  });
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

const scannedRows = (page: Page) => page.locator(".issue-scanned tbody tr.ant-table-row");
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
  await expect(page.locator(".issue-bom tbody tr.ant-table-row")).toContainText(["6.000"]);
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
  await putAwayByApi(request, token, names.mrnId, [codes[1]]);

  await context.setOffline(true);
  const remaining = page.locator(".issue-bom tbody tr.ant-table-row td").nth(2);
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
