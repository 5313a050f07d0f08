import { expect, test } from "@playwright/test";
import { scanBoxLabels, stockOnHandMessages } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  plantNames,
  raiseRequisition,
  receiveForAnOrder,
  sentToday,
  signIn,
  slipsOf,
  toast,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

test("FIFO at 360 x 640: scanning a newer lot on Issue names the older packet and its bin; Stock on Hand shows the product's totals", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = plantNames("FIFO", 991_151, testInfo.retry);
  const newerMrn = names.mrnId + 100;
  const token = await apiToken(page.request);
  await receiveForAnOrder(page.request, token, names);
  await apiCall(page.request, token, "Import/Mrns", [
    {
      MRNID: newerMrn,
      PONumber: `PO-${newerMrn}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentToday(),
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
  const older = await stock(names.mrnId);
  const newer = await stock(newerMrn);
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
  await expect(
    toast(page, "Warn Message", stockOnHandMessages.fifoOlder(older.codes[0], older.bin)),
  ).toBeVisible();
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
