import { expect, type Page } from "@playwright/test";
import {
  type CountDetail,
  cycleCountText,
  type PacketHistory,
  productionCalls,
  scanBoxLabels,
  shellText,
  stockMessages,
  stockTransferText,
} from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  chooseOption,
  confirmation,
  confirmYes,
  plantNames,
  plantTheOrder,
  raiseRequisition,
  signIn,
  test,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

type BinPacket = { QRCode: string; ColAddress: string | null };

/** Types into the focused scan box as a wedge scanner does: the text, then Enter. */
async function wedge(page: Page, label: string, typed: string) {
  await expect(page.getByLabel(label)).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
}

/** The bin a packet is in, as the API says. */
const binOf = async (page: Page, token: string, QRCode: string) =>
  (await apiCall<BinPacket[]>(page.request, token, "StockTransfer/GetPacket", { QRCode }))[0].ColAddress ??
  "";

/** The outbox's banner (the scan box's status line says "(1 waiting)." too). */
const banner = (page: Page) => page.getByRole("status").filter({ hasText: /waiting$/ });

test("a move done offline: a packet loaded before and one never seen ('To verify') into a bin; 1 waiting; back online both are in the bin, with their floor time", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("OFFXFER", 991_901, testInfo.retry);
  const [seen, unseen] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const binPackets = (address: string) =>
    apiCall<BinPacket[]>(page.request, token, "StockTransfer/GetBinPackets", { BinAddress: address });
  const source = await binOf(page, token, seen);
  const target = await anEmptyBin(page.request, token);
  await signIn(page);

  await page.goto("/transactions/stock-transfer");
  const list = page.locator(".stock-transfer-list");
  // Online: the packet's details are loaded (and kept on the device), then the list is cleared.
  await wedge(page, scanBoxLabels.transfer, seen);
  await expect(list.getByRole("row").filter({ hasText: seen })).toContainText(source);
  await page.getByRole("button", { name: "Reset" }).click();

  await context.setOffline(true);
  await page.getByLabel(scanBoxLabels.transfer).focus();
  await wedge(page, scanBoxLabels.transfer, seen);
  await expect(list.getByRole("row").filter({ hasText: seen })).toContainText(source);
  await wedge(page, scanBoxLabels.transfer, unseen);
  await expect(list.getByRole("row").filter({ hasText: unseen })).toContainText(shellText.toVerify);
  await wedge(page, scanBoxLabels.transfer, target.ColAddress);
  const confirm = confirmation(page).filter({ hasText: stockTransferText.confirmTitle });
  await expect(confirm.getByRole("button", { name: "Yes" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  await expect(list.getByRole("row").filter({ hasText: seen })).toHaveCount(0);
  expect(await binPackets(target.ColAddress).catch(() => [])).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await binPackets(target.ColAddress).catch(() => [])).map((p) => p.QRCode).sort(), {
      timeout: 45_000,
    })
    .toEqual([seen, unseen].sort());
  await expect(banner(page)).toHaveCount(0);
  const history = await apiCall<PacketHistory>(page.request, token, `Stock/GetPacketHistory/${seen}`);
  const move = history.Ledger.find((l) => l.Reason === "move");
  expect(move).toMatchObject({ FromBin: source, ToBin: target.ColAddress });
  expect(move?.DoneAt).not.toBeNull();
});

test("a move queued offline whose packet someone else moved meanwhile comes back into Needs attention with the server's message, and it is not moved twice", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("OFFXFER-C", 991_931, testInfo.retry);
  const [packet] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const source = await binOf(page, token, packet);
  const mine = await anEmptyBin(page.request, token);
  await signIn(page);
  await page.goto("/transactions/stock-transfer");
  await wedge(page, scanBoxLabels.transfer, packet);
  await expect(
    page.locator(".stock-transfer-list").getByRole("row").filter({ hasText: packet }),
  ).toContainText(source);

  await context.setOffline(true);
  await wedge(page, scanBoxLabels.transfer, mine.ColAddress);
  await confirmYes(page);
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  // Meanwhile another store person moves the packet there first.
  await apiCall(page.request, token, "StockTransfer/MovePackets", {
    QRCodes: [packet],
    ToBinAddress: mine.ColAddress,
  });

  await context.setOffline(false);
  const attention = page.getByRole("status").filter({ hasText: shellText.outboxConflicts(1) });
  await expect(attention).toBeVisible({ timeout: 45_000 });
  await attention.getByRole("button", { name: shellText.outboxConflicts(1) }).click();
  await expect(page.getByRole("dialog")).toContainText(stockMessages.movedSinceScan(packet));
  const history = await apiCall<PacketHistory>(page.request, token, `Stock/GetPacketHistory/${packet}`);
  expect(history.Ledger.filter((l) => l.Reason === "move")).toHaveLength(1);
  expect(await binOf(page, token, packet)).toBe(mine.ColAddress);
});

test("a count line recorded offline is listed 'To verify', waits, and is recorded on the count when the connection is back", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("OFFCOUNT", 991_911, testInfo.retry);
  const [counted] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const bin = await binOf(page, token, counted);
  await signIn(page, "store@example.com", "Store123");

  await page.goto("/transactions/cycle-count");
  await wedge(page, cycleCountText.scanBin, bin);
  const heading = page.getByText(`Counting bin ${bin}`);
  await expect(heading).toBeVisible();
  const countId = Number(/count (\d+)/.exec((await heading.textContent()) ?? "")?.[1]);

  await context.setOffline(true);
  await wedge(page, cycleCountText.scanPacket, counted);
  await expect(page.locator(".count-asking").getByText(cycleCountText.qtyOf(counted))).toBeVisible();
  await wedge(page, cycleCountText.scanPacket, "3");
  const line = page.locator(".count-lines").getByRole("row").filter({ hasText: counted });
  await expect(line).toContainText(shellText.toVerify);
  await expect(line).toContainText("3.000");
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));

  await context.setOffline(false);
  const countedLines = async () =>
    (await apiCall<CountDetail>(page.request, token, `CycleCount/GetCount/${countId}`)).Lines.map((l) => [
      l.QRCode,
      l.CountedQty,
    ]);
  await expect.poll(countedLines, { timeout: 45_000 }).toEqual([[counted, 3]]);
  await expect(banner(page)).toHaveCount(0);
});

test("an activity report done offline on a requisition loaded before is sent when the connection is back", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = plantNames("OFFACT", 991_921, testInfo.retry);
  const [packet] = await plantTheOrder(page.request, names);
  const token = await apiToken(page.request);
  const RequisitionNo = await raiseRequisition(page.request, token, names.orderNo, 2);
  await apiCall(page.request, token, "StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo,
    storeItems: [{ QRCode: packet }],
  });
  const unused = async () =>
    (
      await apiCall<Array<{ UnUsedQuantity: number }>>(
        page.request,
        token,
        productionCalls.activity.assembly.detail.path.replace(":no", RequisitionNo),
      )
    )[0].UnUsedQuantity;
  expect(await unused()).toBe(3);
  await signIn(page);

  await page.goto("/transactions/activity-reporting-assembly");
  const rmRow = page.getByRole("row").filter({ hasText: names.rm });
  // Online: the requisition's rows are loaded once (and kept on the device).
  await wedge(page, "Scan Requisition No", RequisitionNo);
  await expect(rmRow).toContainText("3");
  await page.getByRole("combobox", { name: "Shift" }).click();
  await page.keyboard.press("Escape");

  await context.setOffline(true);
  await page.getByLabel("Scan Requisition No").focus();
  await wedge(page, "Scan Requisition No", RequisitionNo);
  await expect(rmRow).toContainText("3");
  await chooseOption(page.getByRole("combobox", { name: "Shift" }), "A - 06:00 - 14:00");
  await page.getByLabel("Operator").fill("Asha");
  await chooseOption(page.getByRole("combobox", { name: "Stage" }), "Start");
  await page.getByLabel(`Quantity ${names.rm}`).fill("1");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  await expect(rmRow).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(unused, { timeout: 45_000 }).toBe(2);
  await expect(banner(page)).toHaveCount(0);
});
