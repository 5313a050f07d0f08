import { expect } from "@playwright/test";
import { inboundMessages, scanBoxLabels, stockTransferMessages } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  confirmation,
  packedForAnOrder,
  plantNames,
  signIn,
  test,
  toast,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

type BinPacket = { QRCode: string; ColAddress: string | null };

test("at 360 x 640 by a keyboard wedge only: put-away chooses its bin by scanning the label, then two packets move to another bin by scan", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("XFER", 991_651, testInfo.retry);
  const token = await apiToken(page.request);
  const codes = (await packedForAnOrder(page.request, token, names)).map((s) => s.QRData);
  expect(codes).toHaveLength(3);
  const binPackets = (address: string) =>
    apiCall<BinPacket[]>(page.request, token, "StockTransfer/GetBinPackets", { BinAddress: address });
  const first = await anEmptyBin(page.request, token);
  await signIn(page);

  await test.step("put-away: MRN, packets, then the bin's label; Enter confirms; no Tab", async () => {
    await page.goto("/transactions/raw-material-inward");
    const box = page.getByLabel(scanBoxLabels.inward);
    await expect(box).toBeFocused({ timeout: 30_000 });
    for (const code of [String(names.mrnId), ...codes]) {
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      if (code !== String(names.mrnId)) await expect(page.getByRole("cell", { name: code })).toBeVisible();
      await expect(box).toHaveValue("");
    }
    await page.keyboard.type(first.ColAddress.toLowerCase());
    await page.keyboard.press("Enter");
    const confirm = confirmation(page).filter({ hasText: `(${first.ColAddress})` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Yes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Success Message", inboundMessages.putAwayDone)).toBeVisible();
    await expect(box).toBeFocused();
    expect((await binPackets(first.ColAddress)).map((p) => p.QRCode).sort()).toEqual([...codes].sort());
  });

  const target = await anEmptyBin(page.request, token);
  expect(target.BinId).not.toBe(first.BinId);
  const moving = codes.slice(0, 2);

  await test.step("move: two packets scanned, then the target bin's label; Enter confirms", async () => {
    await page.goto("/transactions/stock-transfer");
    const box = page.getByLabel(scanBoxLabels.transfer);
    await expect(box).toBeFocused({ timeout: 30_000 });
    const list = page.locator(".stock-transfer-list");
    for (const code of moving) {
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      await expect(list.getByText(code)).toBeVisible();
      await expect(box).toHaveValue("");
    }
    await expect(list.getByRole("row").filter({ hasText: first.ColAddress })).toHaveCount(2);
    await page.keyboard.type(target.ColAddress);
    await page.keyboard.press("Enter");
    const confirm = confirmation(page).filter({ hasText: target.ColAddress });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Yes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(stockTransferMessages.moved(2, target.ColAddress)).first()).toBeVisible();
    await expect(box).toBeFocused();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    expect((await binPackets(target.ColAddress)).map((p) => p.QRCode).sort()).toEqual([...moving].sort());
    expect((await binPackets(first.ColAddress)).map((p) => p.QRCode)).toEqual([codes[2]]);
  });
});
