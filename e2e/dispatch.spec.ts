import { expect } from "@playwright/test";
import { dispatchScanMessages, dispatchScanText } from "@wms/domain";
import { anEmptyBin, anFgProduct, apiCall, apiToken, sentToday, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/** Names of this run's own records: a run (or a retry) never meets another's. */
const runTag = () => Date.now().toString(36).toUpperCase();

interface Packed {
  QRCode: string;
  Qty: number;
}

/**
 * Through the real calls: an FG product packed 3 serials a packet, 4 serials mapped (packets of 3 and 1) and put
 * away; a customer's order for 2 of it.
 */
async function fgInStock(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const tag = runTag();
  const names = {
    fg: `DSPE-FG-${tag}`,
    customer: `DSPE-C-${tag}`,
    order: `DSPE-SO-${tag}`,
    job: `DSPE-ORD-${tag}`,
  };
  await anFgProduct(request, token, names.fg, "Dispatch chair", 3);
  await call("Import/Orders", [
    { OrderNo: names.job, OrderDate: sentToday(), ProductCode: names.fg, Qty: 4 },
  ]);
  const job = await call<{ RequisitionId: number; RequisitionNo: string }>(
    "RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO: names.job,
      Qty: 4,
    },
  );
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  const mapped = await call<{ Packets: Packed[] }>("FinalProduction/CreateFinalProduction", {
    RequisitionId: job.RequisitionId,
    FromNo: fromNo,
    ToNo: fromNo + 3,
    Qty: 4,
  });
  const bin = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    RequisitionNo: job.RequisitionNo,
    BinId: bin.BinId,
    storeItems: mapped.Packets.map((p) => ({ QRCode: p.QRCode })),
  });
  await call("Customer/CreateCustomer", {
    CustomerCode: names.customer,
    CustomerName: "E2E Dispatch Works",
    Address: "Chakan, Pune",
    GSTNumber: "",
  });
  await call("DispatchOrder/CreateDispatchOrder", {
    ErpOrderNo: names.order,
    CustomerCode: names.customer,
    PromisedDate: "12/31/2030",
    Lines: [{ ProductCode: names.fg, Qty: 2 }],
  });
  return { names, packets: mapped.Packets, fromNo };
}

test("dispatch by wedge scans at 360 x 640: the order, a packet of 3 split to the line's 2, vehicle and invoice, the delivery note", async ({
  page,
  request,
}) => {
  const { names, packets, fromNo } = await fgInStock(request);
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
