import { expect } from "@playwright/test";
import { formatSentDate, scanBoxLabels, stockOnHandMessages } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  plantNames,
  raiseRequisition,
  receiveForAnOrder,
  signIn,
  slipsOf,
  test,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

test("FIFO at 360 x 640: scanning a newer lot on Issue names the older packet and its bin once; Stock on Hand shows the product's totals", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("FIFO", 991_151, testInfo.retry);
  const olderMrn = names.mrnId + 100;
  const token = await apiToken(page.request);
  await receiveForAnOrder(page.request, token, names);
  // An MRN received 70 days ago, checked late: put away after today's, it is still the older lot.
  await apiCall(page.request, token, "Import/Mrns", [
    {
      MRNID: olderMrn,
      PONumber: `PO-${olderMrn}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: formatSentDate(new Date(Date.now() - 70 * 86_400_000)),
      ProductCode: names.rm,
      RequestedQty: 10,
      ReceivedQty: 10,
      UOM: "NOS",
    },
  ]);
  /** The MRN approved in packets of 5 and put away into an empty bin: its codes and the bin. */
  const stock = async (mrnId: number) => {
    const [line] = await apiCall<Array<{ MrnLineId: number }>>(
      page.request,
      token,
      `PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`,
    );
    await apiCall(page.request, token, "PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 5 },
    ]);
    const slips = await slipsOf(page.request, token, mrnId);
    const bin = await anEmptyBin(page.request, token);
    await apiCall(page.request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
      MRNID: mrnId,
      BinId: bin.BinId,
      storeItems: slips.map((s) => ({ QRCode: s.QRData })),
    });
    return { codes: slips.map((s) => s.QRData), bin: bin.ColAddress };
  };
  const newer = await stock(names.mrnId);
  const older = await stock(olderMrn);
  const RequisitionNo = await raiseRequisition(page.request, token, names.orderNo, 2);

  await signIn(page);
  await page.goto("/transactions/store-requisition-issue");
  const box = page.getByLabel(scanBoxLabels.issue);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.fill(RequisitionNo);
  await box.press("Enter");
  await expect(page.getByRole("row").filter({ hasText: names.rm }).first()).toContainText("3.000");
  await box.fill(newer.codes[0]);
  await box.press("Enter");
  const warning = stockOnHandMessages.fifoOlder(older.codes[0], older.bin);
  await expect(page.locator(".scan-status").filter({ hasText: warning })).toBeVisible();
  // Said once: on the status line, not again as a message under the box or a toast.
  await expect(page.getByText(warning)).toHaveCount(1);
  // The scan is taken (warn, not strict) and the box keeps the focus for the next one.
  await expect(page.getByRole("row").filter({ hasText: newer.codes[0] })).toBeVisible();
  await expect(box).toBeFocused();

  await page.goto("/reports/stock-on-hand");
  const search = page.getByLabel("Global search");
  await search.click();
  await page.keyboard.type(names.rm);
  const row = page.getByRole("row").filter({ hasText: names.rm });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const cells = row.getByRole("cell");
  // Code, name, type, UOM, total 20, available (in bin) 20, on hold 0, rejected 0, packed 0, 4 packets.
  await expect(cells.nth(4)).toHaveText("20");
  await expect(cells.nth(5)).toHaveText("20");
  await expect(cells.nth(9)).toHaveText("4");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Drill by keyboard: the packets count is a button.
  await cells.nth(9).getByRole("button").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: older.codes[0] })).toBeVisible();
});
