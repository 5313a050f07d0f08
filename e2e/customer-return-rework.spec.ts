import { expect, type Page } from "@playwright/test";
import { type CustomerReturnDone, customerReachText, stockHoldMessages, stockHoldText } from "@wms/domain";
import { anEmptyBin, anFgJob, type apiToken, chooseOption, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/**
 * Through the real calls: an FG job of 2 serials (one packet) mapped, put away and dispatched to a customer, and one
 * serial sent back: the return packet on hold (CustomerReturn).
 */
async function returnedUnit(request: Parameters<typeof apiToken>[0]) {
  const { names, job, token, call } = await anFgJob(request, "RWKE", "Reworked fan", 2);
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  const mapped = await call<{ Packets: Array<{ QRCode: string }> }>("FinalProduction/CreateFinalProduction", {
    FGMappingId: 0,
    RequisitionId: job.RequisitionId,
    FromNo: fromNo,
    ToNo: fromNo + 1,
    Qty: 2,
  });
  const packet = mapped.Packets[0].QRCode;
  const bin = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    RequisitionNo: job.RequisitionNo,
    BinId: bin.BinId,
    storeItems: [{ QRCode: packet }],
  });
  await call("Customer/CreateCustomer", {
    CustomerCode: names.customer,
    CustomerName: "E2E Rework Works",
    Address: "Chakan, Pune",
    GSTNumber: "",
  });
  const order = await call<{ DispatchOrderId: number }>("DispatchOrder/CreateDispatchOrder", {
    ErpOrderNo: names.order,
    CustomerCode: names.customer,
    PromisedDate: "12/31/2030",
    Lines: [{ ProductCode: names.fg, Qty: 2 }],
  });
  const sent = await call<{ DispatchId: number }>("Dispatch/CreateDispatch", {
    DispatchOrderId: order.DispatchOrderId,
    VehicleNo: "MH14XY4321",
    DocumentNo: `DN-${names.order}`,
    Packets: [{ QRCode: packet, Qty: 2 }],
  });
  const back = await call<CustomerReturnDone>("CustomerReturn/CreateCustomerReturn", {
    DispatchId: sent.DispatchId,
    Reason: "Noisy motor",
    Scans: [String(fromNo)],
  });
  return { names, job, serial: fromNo, returned: back.Packets[0].QRCode };
}

const wedge = async (page: Page, label: string, text: string) => {
  const box = page.getByLabel(label);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
};

test("a customer return reworked from Hold & Scrap at 360 x 640: back to its job, mapped again, its serial's history says so", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { names, job, serial, returned } = await returnedUnit(request);
  await signIn(page);

  // Hold & Scrap: the returned packet scanned, on hold as CustomerReturn; Rework sends it back to its job.
  await page.goto("/transactions/hold-and-scrap");
  await wedge(page, stockHoldText.scanLabel, returned);
  const scanned = page.getByRole("region", { name: "Scanned packets" });
  const row = scanned.getByRole("row").filter({ hasText: returned });
  await expect(row).toContainText("On hold (CustomerReturn)", { timeout: 30_000 });
  await page.getByRole("button", { name: stockHoldText.actionLabels.rework, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(stockHoldText.confirm.rework);
  await dialog.getByLabel(stockHoldText.remarkLabel).fill("New motor");
  await dialog.getByRole("button", { name: stockHoldText.actionLabels.rework }).click();
  await expect(toast(page, "Success Message", stockHoldMessages.reworked)).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText("Reworked");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Final Production of the job, full already, maps the reworked serial again: one new FG packet.
  await page.goto("/transactions/final-production");
  await page.getByRole("button", { name: "Add FG Mapping" }).click({ timeout: 60_000 });
  const mapping = page.getByRole("dialog", { name: "Add FG Mapping" });
  await chooseOption(
    mapping.getByLabel("Requisition"),
    `${names.job} - ${job.RequisitionNo}`,
    job.RequisitionNo,
  );
  await mapping.getByLabel("FromNo").fill(String(serial));
  await mapping.getByLabel("Quantity").fill("1");
  await mapping.getByRole("button", { name: "Save" }).click();
  const packed = page.getByRole("dialog", { name: "FG Packets" });
  await expect(packed.getByText(new RegExp(`^${job.RequisitionNo}-F\\d+$`))).toHaveCount(1, {
    timeout: 30_000,
  });
  await packed.getByRole("button", { name: "Close" }).first().click();

  // The serial's trace: returned, reworked on its job, mapped again, in that order.
  await page.goto("/reports/fg-traceability-report");
  await wedge(page, "Scan Product", String(serial));
  const history = page.getByRole("region", { name: customerReachText.serialHistory });
  const events = customerReachText.serialEvent;
  await expect(history.getByRole("listitem")).toHaveCount(5, { timeout: 30_000 });
  expect(await history.getByRole("listitem").locator("strong").allTextContents()).toEqual([
    events.Mapped,
    events.Dispatched,
    events.Returned,
    events.Reworked,
    events.MappedAgain,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
