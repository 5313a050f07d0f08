import { expect, type Locator, test } from "@playwright/test";
import { productionMessages, scanBoxLabels } from "@wms/domain";
import { apiCall, apiToken, plantNames, plantTheOrder, signIn, toast } from "./support";

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

test.use({ viewport: handheld });

test("Issue at 360 x 640: BOM, remaining and scanned qty fit without a sideways scroll, and a message never covers the scan box or the scanned list", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("HANDHELD", 990_901, testInfo.retry);
  const [packet] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const { RequisitionNo } = await apiCall<{ RequisitionNo: string }>(
    page.request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: names.orderNo, Qty: 3 },
  );
  await signIn(page);
  await page.goto("/transactions/store-requisition-issue");
  const box = page.getByLabel(scanBoxLabels.issue);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.fill(RequisitionNo);
  await box.press("Enter");
  const line = page.getByRole("row").filter({ hasText: names.rm }).first();
  await expect(line).toContainText("4.500");

  // Every column of the BOM grid is inside the screen, and neither the grid nor the page scrolls sideways.
  const bom = page.locator(".ant-table-wrapper").first();
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
  for (const cell of [cells.nth(2), cells.nth(3)]) await expect(cell).toBeInViewport({ ratio: 1 });
  const sideways = await bom
    .locator(".ant-table-content")
    .evaluate((grid) => grid.scrollWidth - grid.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
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
  const scannedList = page.locator(".ant-table-wrapper").nth(1);
  await expect(scannedList.getByRole("row").filter({ hasText: packet })).toBeVisible();
  await expectApart(warning, scannedList);
  await expectApart(warning, bom);
  await expect(box).toBeFocused();

  // One thumb: the box, the camera and Pick-Up are large enough to touch.
  for (const control of [
    box,
    page.getByRole("button", { name: "Scan with camera" }),
    page.getByRole("button", { name: "Pick-Up" }),
  ])
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});
