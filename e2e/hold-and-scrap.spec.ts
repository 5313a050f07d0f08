import { expect } from "@playwright/test";
import { packetInStateMessage, scanBoxLabels, stockHoldMessages, stockHoldText } from "@wms/domain";
import { apiToken, plantNames, plantTheOrder, raiseRequisition, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

test("Hold & Scrap at 360 x 640 by keyboard: a held packet keeps its bin, and Issue to Production refuses its scan naming the hold", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("HOLD", 991_051, testInfo.retry);
  const [packet] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const RequisitionNo = await raiseRequisition(page.request, token, names.orderNo, 3);
  await signIn(page);

  await page.goto("/transactions/hold-and-scrap");
  const box = page.getByLabel(stockHoldText.scanLabel);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(packet);
  await page.keyboard.press("Enter");
  const scanned = page.getByRole("region", { name: "Scanned packets" });
  await expect(scanned.getByRole("row").filter({ hasText: packet })).toContainText("In bin");
  await expect(box).toBeFocused();

  // The camera button, then Hold; its dialog takes the reason and the remark, and Enter confirms.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hold", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(stockHoldText.confirm.hold);
  await expect(dialog.getByLabel(stockHoldText.reasonLabel)).toBeFocused();
  await page.keyboard.type("Damaged");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel(stockHoldText.remarkLabel)).toBeFocused();
  await page.keyboard.type("torn box");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Success Message", stockHoldMessages.held)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(scanned.getByRole("row").filter({ hasText: packet })).toContainText("On hold (Damaged)");
  await expect(box).toBeFocused();
  const heldRow = page.locator(".data-grid").getByRole("row").filter({ hasText: packet });
  await expect(heldRow).toContainText("torn box");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/transactions/store-requisition-issue");
  const issueBox = page.getByLabel(scanBoxLabels.issue);
  await expect(issueBox).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(RequisitionNo);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row").filter({ hasText: names.rm }).first()).toContainText("4.500");
  await page.keyboard.type(packet);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Warn Message", packetInStateMessage(packet, "OnHold", "Damaged"))).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: names.rm }).first()).toContainText("4.500");
});
