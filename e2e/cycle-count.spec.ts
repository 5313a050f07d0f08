import { expect, type Page } from "@playwright/test";
import { cycleCountMessages as m, cycleCountText as text } from "@wms/domain";
import { apiCall, apiToken, packedInABin, plantNames, signIn, test, toast } from "./support";

const handheld = { width: 360, height: 640 };
test.use({ viewport: handheld });

/** Types into the focused scan box as a wedge scanner does: the text, then Enter. */
async function wedge(page: Page, label: string, typed: string) {
  const box = page.getByLabel(label);
  await expect(box).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
}

test("a bin counted at 360 x 640 by wedge: one packet missing, one qty wrong; the admin approves and the packet history shows the adjustments", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  // A bin holding packets of 4, 4 and 2, put away through the real calls.
  const names = plantNames("COUNT", 990_951, testInfo.retry);
  const token = await apiToken(page.request);
  const { slips, bin } = await packedInABin(page.request, token, names);
  const [right, wrong] = slips.filter((s) => s.Qty === 4).map((s) => s.QRData);
  const missing = slips.find((s) => s.Qty === 2)!.QRData;

  // The store keeper counts: the bin's label, then each packet and its qty, all typed into the one scan box.
  await signIn(page, "store@example.com", "Store123");
  await page.goto("/transactions/cycle-count");
  await wedge(page, text.scanBin, bin.ColAddress);
  await expect(page.getByText(`Counting bin ${bin.ColAddress}`)).toBeVisible();
  for (const [code, qty] of [
    [right, "4"],
    [wrong, "3"],
  ]) {
    await wedge(page, text.scanPacket, code);
    await expect(page.locator(".count-asking").getByText(text.qtyOf(code))).toBeVisible();
    await wedge(page, text.scanPacket, qty);
    await expect(page.locator(".count-lines").getByText(code)).toBeVisible();
  }
  // Blind: no system quantity of the missing packet (2) on the screen while counting.
  await expect(page.locator(".count-lines")).not.toContainText("2.000");
  await page.getByRole("button", { name: "Submit Count" }).click();
  await expect(page.getByRole("button", { name: "Submit", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const counted = page.locator(".ant-modal").filter({ hasText: `bin ${bin.ColAddress}` });
  await expect(counted.locator(".count-variances")).toContainText("Missing");
  await expect(counted.locator(".count-variances")).toContainText("Qty differs");
  // The counter has no Edit right: no approval for them.
  await expect(counted.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const countTitle = (await counted.locator(".ant-modal-title").textContent()) ?? "";
  const countId = /Count (\d+)/.exec(countTitle)?.[1] ?? "";
  expect(countId).not.toBe("");

  // The admin (another user) opens the count from the list and approves it.
  const context = await browser.newContext({ baseURL, viewport: handheld });
  const admin = await context.newPage();
  await signIn(admin);
  await admin.goto("/transactions/cycle-count");
  await admin.getByLabel("Global search").fill(bin.ColAddress);
  await admin.getByRole("button", { name: countId, exact: true }).click();
  const dialog = admin.locator(".ant-modal").filter({ hasText: `Count ${countId}` });
  await expect(dialog.getByText("Awaiting approval")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByRole("button", { name: "Approve" }).last()).toBeFocused();
  await admin.keyboard.press("Enter");
  await expect(toast(admin, "Success Message", "Count approved: 2 adjustment(s) posted")).toBeVisible();
  await expect(dialog.locator(".count-variances").getByText("Posted")).toHaveCount(2);

  // Each adjusted packet's history shows the count's adjustment.
  for (const code of [wrong, missing]) {
    await dialog.getByRole("button", { name: code }).click();
    const history = admin.locator(".ant-modal").filter({ hasText: `Packet History - ${code}` });
    await expect(history.getByRole("cell", { name: "Cycle count adjustment" })).toBeVisible();
    await expect(history.getByRole("cell", { name: `Count ${countId}` })).toBeVisible();
    await history.getByRole("button", { name: "Close" }).click();
    await expect(history).toBeHidden();
  }
  await context.close();
});

test("typos in the count box at 360 x 640: -5 and 12.3456 are refused with why and never taken for a packet; the packet asked is then counted", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("COUNTTYPO", 990_961, testInfo.retry);
  const token = await apiToken(page.request);
  const { slips, bin } = await packedInABin(page.request, token, names);
  const code = slips.find((s) => s.Qty === 4)!.QRData;

  await signIn(page, "store@example.com", "Store123");
  await page.goto("/transactions/cycle-count");
  await wedge(page, text.scanBin, bin.ColAddress);
  const heading = page.getByText(`Counting bin ${bin.ColAddress}`);
  await expect(heading).toBeVisible();
  const countId = Number(/\(count (\d+)\)/.exec((await heading.textContent()) ?? "")?.[1]);
  await wedge(page, text.scanPacket, code);
  const asking = page.locator(".count-asking");
  await expect(asking.getByText(text.qtyOf(code))).toBeVisible();
  for (const [typo, reason] of [
    ["-5", m.qtyNegative("-5")],
    ["12.3456", m.qtyDecimals("12.3456")],
  ]) {
    await wedge(page, text.scanPacket, typo);
    await expect(toast(page, "Warn Message", reason)).toBeVisible();
    // Still asking this packet's qty; the typo waits as no packet.
    await expect(asking.getByText(text.qtyOf(code))).toBeVisible();
    await expect(asking).not.toContainText("Waiting for qty");
  }
  await wedge(page, text.scanPacket, "4");
  await expect(page.locator(".count-lines").getByText(code)).toBeVisible();
  await expect(asking).toBeHidden();

  // The record, through the API: the packet counted 4 by the store keeper, once, and nothing else.
  const count = await apiCall<
    { Lines: Array<{ QRCode: string; CountedQty: number; RecordedBy: string }> } & {
      History: Array<{ Kind: string; QRCode: string | null; CountedQty: number | null }>;
    }
  >(page.request, token, `CycleCount/GetCount/${countId}`);
  expect(count.Lines.map((l) => [l.QRCode, l.CountedQty, l.RecordedBy])).toEqual([[code, 4, "Store Keeper"]]);
  expect(count.History.map((e) => [e.Kind, e.QRCode, e.CountedQty])).toEqual([["Recorded", code, 4]]);
});

test("a count's draft at 360 x 640: after a reload the bin goes on being counted and the packet asked for is asked again", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("COUNTDRAFT", 990_981, testInfo.retry);
  const token = await apiToken(page.request);
  const { slips, bin } = await packedInABin(page.request, token, names);
  const [first, second] = slips.filter((s) => s.Qty === 4).map((s) => s.QRData);

  await signIn(page, "store@example.com", "Store123");
  await page.goto("/transactions/cycle-count");
  await wedge(page, text.scanBin, bin.ColAddress);
  const heading = page.getByText(`Counting bin ${bin.ColAddress}`);
  await expect(heading).toBeVisible();
  const countId = Number(/\(count (\d+)\)/.exec((await heading.textContent()) ?? "")?.[1]);
  await wedge(page, text.scanPacket, first);
  await wedge(page, text.scanPacket, "4");
  await expect(page.locator(".count-lines").getByText(first)).toBeVisible();
  await wedge(page, text.scanPacket, second);
  const asking = page.locator(".count-asking");
  await expect(asking.getByText(text.qtyOf(second))).toBeVisible();

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(asking.getByText(text.qtyOf(second))).toBeVisible();
  await wedge(page, text.scanPacket, "3");
  await expect(page.locator(".count-lines").getByText(second)).toBeVisible();

  // The record, through the API: one count of the bin, both packets counted once, as typed.
  const count = await apiCall<{ Lines: Array<{ QRCode: string; CountedQty: number }> }>(
    page.request,
    token,
    `CycleCount/GetCount/${countId}`,
  );
  expect(count.Lines.map((l) => [l.QRCode, l.CountedQty]).sort()).toEqual(
    [
      [first, 4],
      [second, 3],
    ].sort(),
  );
});
