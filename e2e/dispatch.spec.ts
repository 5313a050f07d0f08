import { expect } from "@playwright/test";
import { dispatchScanMessages, dispatchScanText } from "@wms/domain";
import { fgInStock, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

test("dispatch by wedge scans at 360 x 640: the order, a packet of 3 split to the line's 2, vehicle and invoice, the delivery note", async ({
  page,
  request,
}) => {
  const { names, packets, fromNo } = await fgInStock(request, "DSPE", { perPacket: 3, made: 4, ordered: 2 });
  expect(packets.map((p) => p.Qty)).toEqual([3, 1]);
  await signIn(page);
  await page.goto("/transactions/dispatch");
  const box = page.getByLabel(dispatchScanText.scanLabel);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(names.order);
  await page.keyboard.press("Enter");
  await expect(page.getByText(dispatchScanText.scanPacketsNext(names.order))).toBeVisible({
    timeout: 30_000,
  });

  await expect(box).toBeFocused();
  await page.keyboard.type(packets[0].QRCode);
  await page.keyboard.press("Enter");
  const list = page.locator(".dispatch-packets");
  await expect(list.getByText(dispatchScanText.split(2, 3))).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(`${fromNo}-${fromNo + 2}`)).toBeVisible();
  const line = page.locator(".dispatch-lines").getByRole("row").filter({ hasText: names.fg });
  await expect(line.locator("td").last()).toHaveText("0");
  await expect(box).toBeFocused();

  // The line is met: the next packet is refused by name, not listed.
  await page.keyboard.type(packets[1].QRCode);
  await page.keyboard.press("Enter");
  await expect(
    toast(page, "Warn Message", dispatchScanMessages.lineComplete(packets[1].QRCode, names.fg)),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel(dispatchScanText.vehicleNo).fill("MH14XY4321");
  await page.getByLabel(dispatchScanText.documentNo).fill(`INV-${names.order}`);
  await page.getByRole("button", { name: dispatchScanText.confirm }).click();
  await expect(
    toast(page, "Success Message", dispatchScanMessages.dispatched(2, 1, names.order)),
  ).toBeVisible({ timeout: 30_000 });
  // The split's rest stays in stock under a new code, offered to label.
  await expect(page.getByText(dispatchScanText.rests)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: dispatchScanText.deliveryNote }).click();
  expect((await download).suggestedFilename()).toMatch(/^DeliveryNote_\d+_INV-DSPE-SO-.*\.pdf$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
