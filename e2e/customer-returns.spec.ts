import { expect, type Page } from "@playwright/test";
import {
  customerReturnMessages,
  customerReturnText,
  scanBoxLabels,
  stockHoldMessages,
  stockHoldText,
} from "@wms/domain";
import {
  aCustomerOrder,
  anEmptyBin,
  anFgJob,
  chooseOption,
  confirmYes,
  signIn,
  test,
  toast,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

const wedge = async (page: Page, label: string, text: string) => {
  const box = page.getByLabel(label);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
};

test("FG put-away, dispatch and a customer return at 360 x 640: serials mapped, slips, put away by scan, on hand; one serial back on hold, released", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { names, job, token, call } = await anFgJob(request, "CRTE", "Returned chair", 3);
  await signIn(page);

  // (a) Final Production maps 3 serials: packed 2 and 1, their slips printed.
  await page.goto("/transactions/final-production");
  await page.getByRole("button", { name: "Add FG Mapping" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Add FG Mapping" });
  await chooseOption(
    dialog.getByLabel("Requisition"),
    `${names.job} - ${job.RequisitionNo}`,
    job.RequisitionNo,
  );
  await dialog.getByLabel("Quantity").fill("3");
  const fromNo = Number(await dialog.getByLabel("FromNo").inputValue());
  await dialog.getByRole("button", { name: "Save" }).click();
  const packed = page.getByRole("dialog", { name: "FG Packets" });
  const codeCells = packed.getByText(new RegExp(`^${job.RequisitionNo}-F\\d+$`));
  await expect(codeCells).toHaveCount(2, { timeout: 30_000 });
  const codes = await codeCells.allTextContents();
  // FG packets print FG labels (job, serials, production day), not receipt slips
  const labels = page.waitForEvent("download");
  await packed.getByRole("button", { name: "Print All" }).click();
  expect((await labels).suggestedFilename()).toMatch(/^FG_Labels_.*\.pdf$/);
  await packed.getByRole("button", { name: "Close" }).first().click();

  // Put away by scans: the job, its packets, the bin's label.
  const bin = await anEmptyBin(request, token);
  await page.goto("/transactions/raw-material-inward");
  await wedge(page, scanBoxLabels.inward, job.RequisitionNo);
  await expect(page.getByText(`Produced by Requisition No: ${job.RequisitionNo}`)).toBeVisible({
    timeout: 30_000,
  });
  for (const code of codes) {
    await wedge(page, scanBoxLabels.inward, code);
    await expect(page.getByRole("cell", { name: code })).toBeVisible();
  }
  await wedge(page, scanBoxLabels.inward, bin.ColAddress);
  await confirmYes(page);
  await expect(toast(page, "Success Message", "Material inward successfully.")).toBeVisible({
    timeout: 30_000,
  });

  await page.goto("/reports/stock-on-hand");
  await page.getByLabel("Global search").click();
  await page.keyboard.type(names.fg);
  const onHand = page.getByRole("row").filter({ hasText: names.fg });
  await expect(onHand).toHaveCount(1, { timeout: 30_000 });
  // Code, name, type, UOM, total 3, available (in bin) 3, ..., 2 packets.
  await expect(onHand.getByRole("cell").nth(5)).toHaveText("3");
  await expect(onHand.getByRole("cell").nth(9)).toHaveText("2");

  // (b) The packet of 2 dispatched to a customer (the Dispatch screen has its own spec).
  const orderId = await aCustomerOrder(request, token, names, 2);
  const note = `DN-${names.order}`;
  const sent = await call<{ DispatchId: number }>("Dispatch/CreateDispatch", {
    DispatchOrderId: orderId,
    VehicleNo: "MH14XY4321",
    DocumentNo: note,
    Packets: [{ QRCode: codes[0], Qty: 2 }],
  });

  // One serial comes back: the delivery note and the serial label by wedge, the reason, confirm.
  await page.goto("/transactions/customer-returns");
  await expect(page.getByRole("heading", { level: 1, name: customerReturnText.title })).toBeVisible({
    timeout: 30_000,
  });
  await wedge(page, customerReturnText.scanLabel, note);
  await expect(page.getByText(customerReturnText.scanUnitsNext(note))).toBeVisible({ timeout: 30_000 });
  // The serial still in stock was not in the dispatch: refused by name, not listed.
  await wedge(page, customerReturnText.scanLabel, String(fromNo + 2));
  await expect(
    toast(page, "Warn Message", customerReturnMessages.serialNotInDispatch(fromNo + 2, sent.DispatchId)),
  ).toBeVisible();
  await wedge(page, customerReturnText.scanLabel, String(fromNo + 1));
  const units = page.locator(".customer-returns-units");
  await expect(units.getByRole("row").filter({ hasText: codes[0] })).toContainText(String(fromNo + 1));
  await expect(page.getByLabel(customerReturnText.scanLabel)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel(customerReturnText.reason).fill("Squeaks");
  await page.getByRole("button", { name: customerReturnText.confirm }).click();
  await expect(toast(page, "Success Message", customerReturnMessages.received(1, 1))).toBeVisible({
    timeout: 30_000,
  });
  const returned =
    (await page.locator(".customer-returns-done .scanned-packets-code").first().textContent()) ?? "";
  expect(returned).toMatch(new RegExp(`^${job.RequisitionNo}-R\\d+$`));
  await expect(page.getByText(`${customerReturnText.returnedBefore}: ${fromNo + 1}`)).toBeVisible();

  // Hold & Scrap lists it on hold (CustomerReturn); released, it waits to be put away.
  await page.goto("/transactions/hold-and-scrap");
  await wedge(page, stockHoldText.scanLabel, returned);
  const scanned = page.getByRole("region", { name: "Scanned packets" });
  await expect(scanned.getByRole("row").filter({ hasText: returned })).toContainText(
    "On hold (CustomerReturn)",
  );
  await page.getByRole("button", { name: "Release", exact: true }).click();
  const release = page.getByRole("dialog");
  await release.getByRole("button", { name: "Release" }).click();
  await expect(toast(page, "Success Message", stockHoldMessages.released)).toBeVisible({ timeout: 30_000 });
  await expect(scanned.getByRole("row").filter({ hasText: returned })).toContainText(/Packed/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
