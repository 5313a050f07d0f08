import { expect, type Locator, type Page } from "@playwright/test";
import {
  authMessages,
  cycleCountText,
  floorText,
  inboundMessages,
  type PacketHistory,
  scanBoxLabels,
} from "@wms/domain";
import {
  admin,
  apiCall,
  apiToken,
  plantNames,
  plantTheOrder,
  raiseRequisition,
  receiveForAnOrder,
  sentToday,
  signIn,
  test,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/** Fills the login form wherever it shows and presses LOGIN. */
async function logIn(page: Page) {
  await page.getByLabel("Email Id").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
}

/**
 * Whether keys typed now reach the scan box: it has the focus, or the focus is on no field (a button, a tab, an
 * option) and no dialog is open, where a key typed goes into the box.
 */
const keysReachBox = (box: Locator) =>
  box.evaluate((input) => {
    const active = document.activeElement;
    if (active === input) return true;
    const dialogOpen =
      document.querySelector("dialog[open]") !== null ||
      [...document.querySelectorAll(".ant-modal-wrap")].some(
        (wrap) => getComputedStyle(wrap).display !== "none",
      );
    const field = active?.matches(
      "input:not([type='radio'], [type='checkbox'], [type='button'], [type='submit']), textarea, select, [contenteditable='true'], [role='combobox']",
    );
    return !dialogOpen && !field;
  });

/**
 * A wedge scanner's scan once the screen handed the keyboard back to its box (waited for, never given: under load
 * a closing dialog's animation or a reload after Receive ends later), typed as keys, then Enter. It must land in
 * the scan box: the box holds the whole code before Enter and is emptied by it.
 */
async function wedgeScan(page: Page, box: Locator, code: string) {
  await expect.poll(() => keysReachBox(box)).toBe(true);
  await typeScan(page, box, code);
}

/** Keys typed wherever the focus is, then Enter: the box must hold the whole code, and Enter empties it. */
async function typeScan(page: Page, box: Locator, code: string) {
  await page.keyboard.type(code);
  await expect(box).toHaveValue(code);
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue("");
}

test("signing in on /dashboard or on a scan screen shows it at once; offline, LOGIN says it needs the server", async ({
  page,
  context,
}) => {
  await page.goto("/dashboard");
  await logIn(page);
  await expect(page.getByRole("button", { name: "LOGIN" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator(".app-shell")).toBeVisible();

  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/transactions/stock-transfer");
  await logIn(page);
  await expect(page.getByLabel(scanBoxLabels.transfer)).toBeVisible();
  await expect(page).toHaveURL(/\/transactions\/stock-transfer$/);

  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/login");
  await context.setOffline(true);
  await logIn(page);
  await expect(page.getByText(floorText.signInNeedsServer)).toBeVisible();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeEnabled();
  await context.setOffline(false);
});

test("scans not yet confirmed come back after a reload and after an expired session's sign-in; nothing moved", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const [first, second] = await plantTheOrder(request, plantNames("DRAFT", 991_891, testInfo.retry));
  const token = await apiToken(request);
  const binOf = async (code: string) =>
    (await apiCall<PacketHistory>(request, token, `Stock/GetPacketHistory/${code}`)).Packet;
  const before = [await binOf(first), await binOf(second)];

  await signIn(page);
  await page.goto("/transactions/stock-transfer");
  const box = page.getByLabel(scanBoxLabels.transfer);
  const listed = (code: string) => page.locator(".stock-transfer tbody tr").filter({ hasText: code });
  await expect(box).toBeFocused();
  await wedgeScan(page, box, first);
  await expect(listed(first)).toBeVisible();

  await page.reload();
  await expect(listed(first)).toBeVisible();
  await expect(page.getByText(floorText.draftRestored(1))).toBeVisible();

  // the session ends mid-scan: the server answers 401 to the next scan
  await page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem("user") ?? "{}");
    sessionStorage.setItem("user", JSON.stringify({ ...user, Token: "expired" }));
  });
  await page.keyboard.type(second);
  await expect(box).toHaveValue(second);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(authMessages.sessionExpired)).toBeVisible();
  await logIn(page);
  await expect(page).toHaveURL(/\/transactions\/stock-transfer$/);
  await expect(listed(first)).toBeVisible();
  await expect(listed(second)).toBeVisible();

  expect([await binOf(first), await binOf(second)]).toEqual(before);
});

test("every scan screen takes a wedge scan into its box after opening, a dialog, an option, a tab and Receive", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("WEDGE", 992_021, testInfo.retry);
  const token = await apiToken(request);
  await receiveForAnOrder(request, token, names, { perUnit: 1, received: 2, ordered: 2 });
  const requisitionNo = await raiseRequisition(request, token, names.orderNo, 2);
  // Production Receipt takes an intermediate's output (finished goods enter stock at Final Production).
  const part = `${names.fg}-PART`;
  await apiCall(request, token, "Import/Products", [
    { ProductCode: part, ProductDescription: `${part} seat`, ProductTypeId: 2, UOM: "NOS" },
  ]);
  await apiCall(request, token, "Import/Boms", [
    { ParentProductCode: part, ComponentProductCode: names.rm, Quantity: 1 },
  ]);
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: `${names.orderNo}-PART`, OrderDate: sentToday(), ProductCode: part, Qty: 2 },
  ]);
  const partJobNo = await raiseRequisition(request, token, `${names.orderNo}-PART`, 2);
  await signIn(page);

  // opening a screen: keys typed at once, before its scan box is there, are never lost
  await page.goto("/transactions/stock-transfer");
  await typeScan(page, page.getByLabel(scanBoxLabels.transfer), "EQ000004");

  // Put-away: a warning said for a button (Select Bin Location with nothing scanned), then the MRN's scan
  await page.goto("/transactions/raw-material-inward");
  const putAwayBox = page.getByLabel(scanBoxLabels.inward);
  await expect(putAwayBox).toBeFocused();
  await page.getByRole("button", { name: "Select Bin Location" }).click();
  await expect(page.getByText(inboundMessages.scanPackedQr).first()).toBeVisible();
  await wedgeScan(page, putAwayBox, String(names.mrnId));
  await expect(page.getByText(`MRN ${names.mrnId}: scan its packets`)).toBeVisible();

  // Cycle count: a click on the page (no field), then a bin's scan
  await page.goto("/transactions/cycle-count");
  const countBox = page.getByLabel(cycleCountText.scanBin);
  await expect(countBox).toBeFocused();
  await page.getByRole("heading", { name: "Cycle Count" }).click();
  await wedgeScan(page, countBox, "NO-SUCH-BIN");

  // Activity reporting: a click on the page, then the requisition's scan loads it
  await page.goto("/transactions/activity-reporting-assembly");
  const activityBox = page.getByPlaceholder("Scan Requisition No");
  await expect(activityBox).toBeFocused();
  await page.locator(".page-title").click();
  await wedgeScan(page, activityBox, "NO-SUCH-REQUISITION");

  // Issue: the Order List dialog, closed
  await page.goto("/transactions/store-requisition-issue");
  const issueBox = page.getByLabel(scanBoxLabels.issue);
  await expect(issueBox).toBeFocused();
  await page.getByRole("button", { name: "Order List" }).click();
  const orderList = page.locator(".ant-modal").filter({ hasText: "Order List" });
  await expect(orderList).toBeVisible();
  await orderList.getByRole("button", { name: "Close" }).click();
  await expect(orderList).toBeHidden();
  await wedgeScan(page, issueBox, requisitionNo);
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();

  // Returns: the FG Return option
  await page.goto("/transactions/return");
  const returnBox = page.getByPlaceholder("Scan QR Code");
  await expect(returnBox).toBeFocused();
  await page.getByText("FG Return").click();
  await wedgeScan(page, returnBox, "NO-SUCH-FG");

  // Traceability: a tab
  await page.goto("/reports/fg-traceability-report");
  const traceBox = page.getByPlaceholder("Scan Product");
  await expect(traceBox).toBeFocused();
  await page.getByRole("tab", { name: "End Stage" }).click();
  await wedgeScan(page, traceBox, "NO-SUCH-PRODUCT");

  // Hold and scrap: a state option
  await page.goto("/transactions/hold-and-scrap");
  const holdBox = page.getByLabel("Scan Packet QR Code", { exact: true });
  await expect(holdBox).toBeFocused();
  await page.getByText("All", { exact: true }).click();
  await wedgeScan(page, holdBox, "NO-SUCH-PACKET");

  // Production Receipt: Receive from the qty field's Enter, then the next requisition's scan
  await page.goto("/transactions/production-receipt");
  const receiptBox = page.getByPlaceholder("Scan Requisition No");
  await expect(receiptBox).toBeFocused();
  await wedgeScan(page, receiptBox, partJobNo);
  await page.getByLabel("Qty", { exact: true }).fill("1");
  await page.getByLabel("Pieces per packet").fill("1");
  await page.getByLabel("Pieces per packet").press("Enter");
  await expect(page.getByRole("button", { name: "Print All" })).toBeEnabled();
  let downloads = 0;
  page.on("download", () => {
    downloads += 1;
  });
  await wedgeScan(page, receiptBox, partJobNo);
  await expect(page.getByText("Already Received")).toBeVisible();
  expect(downloads).toBe(0);
  const received = await apiCall<{ ReceivedQty: number }>(
    request,
    token,
    `ProductionReceipt/GetRequisitionToReceive/${partJobNo}`,
  );
  expect(received.ReceivedQty).toBe(1);
});

test("on a handheld a toast starts under the header: none of the header's buttons is covered", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/reports/material-inward-report");
  await page.getByLabel("From Date").fill("abc");
  // the calendar closed, so Submit is reachable
  await page.keyboard.press("Escape");
  await expect(page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)")).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  const notice = page.locator(".ant-notification-notice").filter({ hasText: inboundMessages.onlyDate });
  await expect(notice).toBeVisible();
  // Where it rests, not where its slide-in from the top passes.
  await notice.evaluate((el) =>
    Promise.all(
      el
        .closest(".ant-notification")!
        .getAnimations({ subtree: true })
        .map((a) => a.finished),
    ),
  );
  const toastBox = (await notice.boundingBox())!;
  const buttons = await page.getByTestId("app-header").getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const b = (await button.boundingBox())!;
    const apart =
      toastBox.y >= b.y + b.height ||
      toastBox.y + toastBox.height <= b.y ||
      toastBox.x >= b.x + b.width ||
      toastBox.x + toastBox.width <= b.x;
    expect(apart, `the toast covers the header's button at ${b.x},${b.y}`).toBe(true);
  }
});
