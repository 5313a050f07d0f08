import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { customerReachText, recallText } from "@wms/domain";
import { anEmptyBin, apiCall, apiToken, sentToday, signIn, test } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

interface Packed {
  QRCode: string;
  Qty: number;
}

/**
 * Through the real calls, with names of this run's own: an RM lot (an MRN of 4, one packet) issued to a stool job of
 * 4 (one RM a stool); its 4 serials mapped (a packet each) and put away; 2 dispatched to a customer, 2 left in stock.
 */
async function lotShippedToACustomer(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const tag = Date.now().toString(36).toUpperCase();
  const names = {
    rm: `RCC-RM-${tag}`,
    fg: `RCC-FG-${tag}`,
    job: `RCC-ORD-${tag}`,
    customer: `RCC-C-${tag}`,
    order: `RCC-SO-${tag}`,
  };
  const mrnId = 600_000_000 + Math.floor(Math.random() * 300_000_000);
  await call("Import/Products", [
    { ProductCode: names.fg, ProductDescription: "Recall stool", ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: names.rm, ProductDescription: "Recall leg", ProductTypeId: 3, UOM: "NOS" },
  ]);
  await call("Import/Boms", [{ ParentProductCode: names.fg, ComponentProductCode: names.rm, Quantity: 1 }]);
  await call("Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentToday(),
      ProductCode: names.rm,
      RequestedQty: 4,
      ReceivedQty: 4,
      UOM: "NOS",
    },
  ]);
  const [line] = await call<Array<{ MrnLineId: number }>>(`PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`);
  await call("PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 4, PiecesPerPacket: 4 },
  ]);
  const [slip] = await call<Array<{ QRData: string }>>("RmQrCodeGeneration/PrintQrByPo", { MRN_ID: mrnId });
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: (await anEmptyBin(request, token)).BinId,
    storeItems: [{ QRCode: slip.QRData }],
  });
  await call("Import/Orders", [
    { OrderNo: names.job, OrderDate: sentToday(), ProductCode: names.fg, Qty: 4 },
  ]);
  const job = await call<{ RequisitionId: number; RequisitionNo: string }>(
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: names.job, Qty: 4 },
  );
  await call("StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: job.RequisitionNo,
    storeItems: [{ QRCode: slip.QRData }],
  });
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  const mapped = await call<{ Packets: Packed[] }>("FinalProduction/CreateFinalProduction", {
    RequisitionId: job.RequisitionId,
    FromNo: fromNo,
    ToNo: fromNo + 3,
    Qty: 4,
  });
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    RequisitionNo: job.RequisitionNo,
    BinId: (await anEmptyBin(request, token)).BinId,
    storeItems: mapped.Packets.map((p) => ({ QRCode: p.QRCode })),
  });
  await call("Customer/CreateCustomer", {
    CustomerCode: names.customer,
    CustomerName: "Recall Receiving Works",
    Address: "Bhosari, Pune",
    GSTNumber: "",
    ContactPerson: "Anita Joshi",
  });
  const order = await call<{ DispatchOrderId: number }>("DispatchOrder/CreateDispatchOrder", {
    ErpOrderNo: names.order,
    CustomerCode: names.customer,
    PromisedDate: "12/31/2030",
    Lines: [{ ProductCode: names.fg, Qty: 2 }],
  });
  await call("Dispatch/CreateDispatch", {
    DispatchOrderId: order.DispatchOrderId,
    VehicleNo: "MH14RC0001",
    DocumentNo: `DN-${names.order}`,
    Packets: mapped.Packets.slice(0, 2).map((p) => ({ QRCode: p.QRCode, Qty: p.Qty })),
  });
  return { names, mrnId, fromNo, shipped: mapped.Packets.slice(0, 2).map((p) => p.QRCode) };
}

test("the recall of an RM lot whose units were dispatched lists the customer with serials and quantities at 360 x 640; the customers CSV downloads", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lot = await lotShippedToACustomer(page.request);
  await signIn(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Transactions" }).click();
  await page.getByRole("link", { name: "Recall" }).click();
  await expect(page).toHaveURL(/\/transactions\/recall$/);
  // the menu closed (its animation over) leaves the focus in the scan box, not on the Menu button
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expect(page.getByLabel(recallText.scanLabel)).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(String(lot.mrnId));
  await page.keyboard.press("Enter");

  const preview = page.getByRole("region", { name: "Recall preview" });
  await expect(preview.getByRole("heading", { name: `MRN ${lot.mrnId}` })).toBeVisible({ timeout: 30_000 });
  const customers = preview.getByRole("region", { name: customerReachText.customers });
  const customer = customers
    .getByRole("table", { name: customerReachText.customers })
    .getByRole("row")
    .filter({ hasText: lot.names.customer });
  await expect(customer).toContainText("Anita Joshi");
  await expect(customer.locator("td").nth(1)).toHaveText("2");
  const packets = customers.getByRole("table", { name: customerReachText.dispatched });
  for (const [i, code] of lot.shipped.entries()) {
    const row = packets.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText(`${customerReachText.columns.serials} ${lot.fromNo + i}`);
    await expect(row).toContainText(`DN-${lot.names.order}`);
    await expect(row.locator("td").last()).toHaveText("1");
  }
  await expect(preview.getByText(`${recallText.counts.ToHold}:`, { exact: false })).toContainText("2");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const download = page.waitForEvent("download");
  await preview.getByRole("button", { name: customerReachText.csv }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^Customers_MRN_${lot.mrnId}_.*\\.csv$`));
  const text = readFileSync((await csv.path()) ?? "", "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = text.trim().split("\r\n");
  expect(rows).toHaveLength(3);
  // rows follow the packet codes as text (F100 before F99), so each is looked for, not taken by position
  for (const [i, code] of lot.shipped.entries())
    expect(rows.slice(1)).toContainEqual(expect.stringContaining(`"${code}",1,"${lot.fromNo + i}"`));
  expect(rows[1]).toContain(`"${lot.names.customer}","Recall Receiving Works","Anita Joshi"`);
});
