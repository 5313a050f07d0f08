import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { scanBoxLabels } from "@wms/domain";
import { anEmptyBin, apiCall, apiToken, confirmYes, sentToday, signIn, test, toast } from "./support";

const foam = "E2E-GEN-FOAM";
const seat = "E2E-GEN-SEAT";
const chair = "E2E-GEN-CHAIR";
const mrnId = 990_501;
const seatOperator = "Meera Seatmaker";
const chairOperator = "Ravi Assembler";

interface Raised {
  RequisitionId: number;
  RequisitionNo: string;
}

/**
 * Through the real calls: foam received on an MRN, checked and put away; a seat job (2 seats of 2
 * foam each) raised, issued its foam and reported by its operator; a chair order of 2 raised.
 */
async function plantTheJobs(request: APIRequestContext) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const today = sentToday();
  await call("Import/Products", [
    { ProductCode: foam, ProductDescription: "E2E foam", ProductTypeId: 3, UOM: "NOS" },
    { ProductCode: seat, ProductDescription: "E2E seat", ProductTypeId: 2, UOM: "NOS" },
    { ProductCode: chair, ProductDescription: "E2E chair", ProductTypeId: 1, UOM: "NOS" },
  ]);
  await call("Import/Boms", [
    { ParentProductCode: seat, ComponentProductCode: foam, Quantity: 2 },
    { ParentProductCode: chair, ComponentProductCode: seat, Quantity: 1 },
  ]);
  await call("Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: "PO-E2E-GEN",
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: today,
      ProductCode: foam,
      RequestedQty: 10,
      ReceivedQty: 10,
      UOM: "NOS",
    },
  ]);
  const [line] = await call<Array<{ MrnLineId: number }>>(`PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`);
  const [foamPacket] = await call<Array<{ QRCode: string }>>("PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 10 },
  ]);
  const empty = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: empty.BinId,
    storeItems: [{ QRCode: foamPacket.QRCode }],
  });
  await call("Import/Orders", [
    { OrderNo: "E2E-ORD-SEAT", OrderDate: today, ProductCode: seat, Qty: 2 },
    { OrderNo: "E2E-ORD-CHAIR", OrderDate: today, ProductCode: chair, Qty: 2 },
  ]);
  const seatJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: "E2E-ORD-SEAT",
    Qty: 2,
  });
  await call("StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: seatJob.RequisitionNo,
    storeItems: [{ QRCode: foamPacket.QRCode }],
  });
  const [shift] = await call<Array<{ ShiftId: number }>>("ActivityReporting/GetShifts");
  await call("ActivityReporting/CreateActivityReportingIntermediate", {
    RequisitionNo: seatJob.RequisitionNo,
    ShiftId: shift.ShiftId,
    Operator: seatOperator,
    Stage: "Start",
    storeItems: [{ ProductCode: foam, Quantity: 4 }],
  });
  const chairJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: "E2E-ORD-CHAIR",
    Qty: 2,
  });
  return { call, seatJob, chairJob, shiftId: shift.ShiftId };
}

const scanInto = async (page: Page, label: string, text: string) => {
  const box = page.getByLabel(label);
  await box.pressSequentially(text);
  await box.press("Enter");
};

test("seat output received, put away, issued to a chair; the chair's serial traces to the seat job's operator and the foam's MRN, and where-used finds it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { call, seatJob, chairJob, shiftId } = await plantTheJobs(page.request);
  await signIn(page);

  // Production receipt (in the menu under Transactions): the seat job's 2 seats enter stock as 2 packets of 1.
  await page.getByRole("button", { name: "Transactions" }).click();
  await page.getByRole("link", { name: "Production Receipt" }).click();
  await expect(page).toHaveURL(/\/transactions\/production-receipt$/);
  await scanInto(page, "Scan Requisition No", seatJob.RequisitionNo.toLowerCase());
  await expect(page.getByText(`${seat} - E2E seat`)).toBeVisible();
  await page.getByLabel("Qty", { exact: true }).fill("3");
  await page.getByLabel("Pieces per packet").fill("1");
  await page.getByLabel("Pieces per packet").press("Enter");
  await expect(
    toast(
      page,
      "Warn Message",
      "Received qty should not be greater than the qty of the requisition still to receive.",
    ),
  ).toBeVisible();
  await page.getByLabel("Qty", { exact: true }).fill("2");
  await page.getByLabel("Qty", { exact: true }).press("Enter");
  await expect(toast(page, "Success Message", "Production receipt saved successfully.")).toBeVisible();
  const newPackets = page.getByRole("row").filter({ hasText: `${seatJob.RequisitionNo}-P` });
  await expect(newPackets).toHaveCount(2);
  const seatCodes = (await newPackets.locator("td:nth-child(2)").allTextContents()).map((c) => c.trim());
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print All" }).click();
  expect((await download).suggestedFilename()).toMatch(/^Slip_.*\.pdf$/);

  // Put-away by scanning the producing requisition, then its packets.
  await page.goto("/transactions/raw-material-inward");
  await scanInto(page, scanBoxLabels.inward, seatJob.RequisitionNo);
  await expect(page.getByText(`Produced by Requisition No: ${seatJob.RequisitionNo}`)).toBeVisible();
  for (const code of seatCodes) {
    await scanInto(page, scanBoxLabels.inward, code);
    await expect(page.getByRole("cell", { name: code })).toBeVisible();
  }
  // earlier specs may have filled every bin: one is made then, and the dialog opens at it
  await anEmptyBin(page.request, await apiToken(page.request));
  await page.getByRole("button", { name: "Select Bin Location" }).click();
  const emptyBin = page.getByRole("button", { name: /^Bin .* Empty$/ }).first();
  const seatBin = (await emptyBin.textContent())?.trim() ?? "";
  await emptyBin.click();
  await page.getByRole("button", { name: "Confirm Location" }).click();
  await confirmYes(page);
  await expect(toast(page, "Success Message", "Material inward successfully.")).toBeVisible();

  // The dashboard's Bin Data List opens a seat packet's history: produced by the seat job, put away.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: seatBin.split("-")[0], exact: true }).click();
  await page.locator("button.bin-full").filter({ hasText: seatBin }).click();
  const binData = page.locator(".ant-modal").filter({ hasText: `Bin Data List: ${seatBin}` });
  await binData.getByRole("button", { name: seatCodes[0] }).click();
  const binHistory = page.getByRole("dialog").filter({ hasText: `Packet History - ${seatCodes[0]}` });
  await expect(binHistory.getByRole("cell", { name: "Production receipt" })).toBeVisible();
  await expect(binHistory.getByRole("cell", { name: "Put away" })).toBeVisible();
  await expect(binHistory.getByText(`Produced by ${seatJob.RequisitionNo}`)).toBeVisible();

  // Issue the seats to the chair job by scanning; Product Location opens a packet's history too.
  await page.goto("/transactions/store-requisition-issue");
  await scanInto(page, scanBoxLabels.issue, chairJob.RequisitionNo);
  await page.getByRole("button", { name: seat }).click();
  const location = page.getByRole("dialog", { name: "Product Location" });
  await location.getByRole("button", { name: seatCodes[1] }).click();
  const locationHistory = page.getByRole("dialog").filter({ hasText: `Packet History - ${seatCodes[1]}` });
  await expect(locationHistory.getByRole("cell", { name: "Put away" })).toBeVisible();
  await locationHistory.getByRole("button", { name: "Close" }).click();
  await location.getByRole("button", { name: "Close" }).click();
  await expect(location).toBeHidden();
  for (const code of seatCodes) {
    await scanInto(page, scanBoxLabels.issue, code);
    await expect(page.getByRole("cell", { name: code })).toBeVisible();
  }
  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(toast(page, "Success Message", "RM issued to production successfully.")).toBeVisible();

  // The chair job is reported and its serials mapped.
  await call("ActivityReporting/CreateActivityReportingAssembly", {
    RequisitionNo: chairJob.RequisitionNo,
    ShiftId: shiftId,
    Operator: chairOperator,
    Stage: "Start",
    storeItems: [{ ProductCode: seat, Quantity: 2 }],
  });
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  await call("FinalProduction/CreateFinalProduction", {
    RequisitionId: chairJob.RequisitionId,
    FromNo: fromNo,
    ToNo: fromNo + 1,
    Qty: 2,
  });

  // Trace the chair's serial: its seats, then into the seat job (its operator) and the foam's MRN.
  await page.goto("/reports/fg-traceability-report");
  await scanInto(page, "Scan Product", String(fromNo + 1));
  const seatRow = page.getByRole("row").filter({ hasText: seatCodes[0] });
  await expect(seatRow).toContainText(chairOperator);
  await expect(seatRow).toContainText(`Produced by ${seatJob.RequisitionNo}`);
  await seatRow.getByRole("button", { name: seat }).click();
  const detail = page.getByRole("dialog").filter({ hasText: "RM Detail (Start Stage)" });
  const foamRow = detail.getByRole("row").filter({ hasText: foam });
  await expect(foamRow).toContainText(seatOperator);
  await expect(foamRow).toContainText(String(mrnId));

  // The foam packet's history: received, put away, issued to the seat job.
  await foamRow.getByRole("button", { name: /^\d+-/ }).click();
  const history = page.getByRole("dialog").filter({ hasText: "Packet History" });
  await expect(history.getByRole("cell", { name: "Quality check" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Issue to production" })).toBeVisible();
  await history.getByRole("button", { name: "Close" }).click();
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  // Where-used from the MRN finds the chair job and its serials.
  await page.getByRole("tab", { name: "Where Used" }).click();
  await scanInto(page, "Scan MRN ID, PO Number or Packet", String(mrnId));
  const chairUse = page.getByRole("row").filter({ hasText: chairJob.RequisitionNo }).first();
  await expect(chairUse).toContainText(`${fromNo} - ${fromNo + 1}`);
  await expect(page.getByRole("row").filter({ hasText: seatJob.RequisitionNo }).first()).toBeVisible();
});

test("Production Receipt is in the permission tree: giving it to the Store role puts it in a store person's menu", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto("/masters/role-master");
  await page
    .locator("tr")
    .filter({ hasText: "Store" })
    .getByRole("button", { name: "Edit Permission" })
    .click();
  await page.getByRole("checkbox", { name: "View Production Receipt" }).check();
  await page.getByRole("checkbox", { name: "Add Production Receipt" }).check();
  await page.locator(".ant-modal").getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Success Message", "Permissions updated successfully.")).toBeVisible();

  const store = await (await browser.newContext()).newPage();
  await signIn(store, "store@example.com", "Store123");
  await store.getByRole("button", { name: "Transactions" }).click();
  await store.getByRole("link", { name: "Production Receipt" }).click();
  await expect(store.getByRole("button", { name: "Receive" })).toBeEnabled();
});
