import { expect, type Locator, type Page } from "@playwright/test";
import { productionMessages, scanBoxLabels } from "@wms/domain";
import { apiToken, plantNames, plantTheOrder, raiseRequisition, signIn, test, toast } from "./support";

const handheld = { width: 360, height: 640 };

/** Two boxes on the screen share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("a box is not on the screen");
  const overlap =
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

/** One thumb: the scan box and the camera are large enough to touch, and the screen's actions sit on the
 * screen's lowest third, wholly on it, at once and after a scroll, each at least 48 px high. */
async function expectOneThumb(page: Page, scanBox: Locator, actions: string[]) {
  for (const control of [scanBox, page.getByRole("button", { name: "Scan with camera" })])
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  for (const scrolled of [false, true]) {
    if (scrolled) await page.mouse.wheel(0, 400);
    for (const name of actions) {
      const at = await page.getByRole("button", { name, exact: true }).boundingBox();
      expect(at, name).not.toBeNull();
      if (!at) continue;
      expect(at.height, name).toBeGreaterThanOrEqual(48);
      expect(at.y, `${name} on the lowest third`).toBeGreaterThanOrEqual((handheld.height * 2) / 3);
      expect(at.y + at.height, `${name} on the screen`).toBeLessThanOrEqual(handheld.height);
      expect(at.x + at.width, `${name} on the screen`).toBeLessThanOrEqual(handheld.width);
    }
  }
}

test.use({ viewport: handheld });

test("Issue at 360 x 640: BOM, remaining and scanned qty fit without a sideways scroll, a message never covers the scan box or the scanned list, and Pick-Up is in a thumb's reach", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("HANDHELD", 990_901, testInfo.retry);
  const [packet] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const RequisitionNo = await raiseRequisition(page.request, token, names.orderNo, 3);
  await signIn(page);
  await page.goto("/transactions/store-requisition-issue");
  const box = page.getByLabel(scanBoxLabels.issue);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.fill(RequisitionNo);
  await box.press("Enter");
  const line = page.getByRole("row").filter({ hasText: names.rm }).first();
  await expect(line).toContainText("4.500");

  // Every column of the BOM grid is inside the screen, and neither the grid nor the page scrolls sideways.
  const bom = page.locator(".issue-bom");
  for (const title of ["Bom Qty", "Remaining Qty", "Scanned Qty"]) {
    const header = bom.getByRole("columnheader", { name: title });
    const at = await header.boundingBox();
    expect(at, title).not.toBeNull();
    expect((at?.x ?? 0) + (at?.width ?? 0), title).toBeLessThanOrEqual(handheld.width);
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  const cells = line.getByRole("cell");
  await expect(cells.nth(1)).toHaveText("4.500");
  await expect(cells.nth(2)).toHaveText("4.500");
  await expect(cells.nth(3)).toHaveText("0.000");
  for (const cell of [cells.nth(1), cells.nth(2), cells.nth(3)])
    await expect(cell).toBeInViewport({ ratio: 1 });
  const grid = bom.locator(".lines-table-scroll");
  const { scrollWidth, clientWidth } = await grid.evaluate((g) => ({
    scrollWidth: g.scrollWidth,
    clientWidth: g.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(handheld.width);

  // A scanned packet, then the same packet again: the warning shows, and covers neither box nor list.
  await box.fill(packet);
  await box.press("Enter");
  await expect(line).toContainText("0.500");
  await box.fill(packet);
  await box.press("Enter");
  const warning = toast(page, "Warn Message", productionMessages.alreadyScanned);
  await expect(warning).toBeVisible();
  await expectApart(warning, box);
  await expectApart(warning, page.locator(".scan-box"));
  const scannedList = page.locator(".issue-scanned");
  await expect(scannedList.getByRole("row").filter({ hasText: packet })).toBeVisible();
  await expectApart(warning, scannedList);
  await expectApart(warning, bom);
  await expect(box).toBeFocused();

  await expectOneThumb(page, box, ["Pick-Up", "Reset"]);
  // Nothing at the page's end stays behind the bar: scrolled to the end, the footer is above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectApart(page.locator(".app-footer"), page.locator(".scan-actions"));
  await expectApart(scannedList, page.locator(".scan-actions"));
});

for (const screen of [
  {
    path: "/transactions/raw-material-inward",
    box: scanBoxLabels.inward,
    actions: ["Select Bin Location", "Reset"],
  },
  { path: "/transactions/activity-reporting-intermediate", box: "Scan Requisition No", actions: ["Submit"] },
  { path: "/transactions/activity-reporting-assembly", box: "Scan Requisition No", actions: ["Submit"] },
  { path: "/transactions/return", box: "Scan QR Code", actions: ["Return"] },
]) {
  test(`${screen.path} at 360 x 640: one thumb reaches the scan box, the camera and ${screen.actions.join(", ")}`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(screen.path);
    const box = page.getByRole("textbox", { name: screen.box }).first();
    await expect(box).toBeFocused({ timeout: 30_000 });
    await expectOneThumb(page, box, screen.actions);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      handheld.width,
    );
  });
}

test("the login screen at 360 x 640 fits the screen, its controls large enough to touch", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(handheld.width);
  for (const control of [
    page.getByLabel("Email Id"),
    page.getByLabel("Password", { exact: true }),
    page.getByRole("button", { name: "Show password" }),
    page.getByRole("button", { name: "LOGIN" }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
});
