import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiCall, apiToken, sentToday, signIn, toast } from "./support";

const sentDate = sentToday();
const fg = "E2E-FG-ISSUE";
const rm = "E2E-RM-ISSUE";
const orderNo = "E2E-ORD-ISSUE";
const mrnId = 990_001;

/** An FG needing 1.5 of an RM a unit; 10 of the RM received, approved in packets of 4, 4 and 2, put away; an order of 5. */
async function plantTheOrder(request: APIRequestContext) {
  const token = await apiToken(request);
  await apiCall(request, token, "Import/Products", [
    { ProductCode: fg, ProductDescription: "E2E stool", ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: rm, ProductDescription: "E2E tube", ProductTypeId: 3, UOM: "NOS" },
  ]);
  await apiCall(request, token, "Import/Boms", [
    { ParentProductCode: fg, ComponentProductCode: rm, Quantity: 1.5 },
  ]);
  await apiCall(request, token, "Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: "PO-E2E-1",
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentDate,
      ProductCode: rm,
      RequestedQty: 10,
      ReceivedQty: 10,
      UOM: "NOS",
    },
  ]);
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 4 },
  ]);
  const slips = await apiCall<Array<{ QRData: string; Qty: number }>>(
    request,
    token,
    "RmQrCodeGeneration/PrintQrByPo",
    {
      MRN_ID: mrnId,
    },
  );
  const bins = await apiCall<Array<{ BinId: number; ColStatus: boolean }>>(
    request,
    token,
    "RawMaterialInward/GetBinsForInward",
    {},
  );
  const empty = bins.find((b) => !b.ColStatus);
  if (!empty) throw new Error("no empty bin in the demo plant");
  await apiCall(request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: empty.BinId,
    storeItems: slips.map((s) => ({ QRCode: s.QRData })),
  });
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: orderNo, OrderDate: sentDate, ProductCode: fg, Qty: 5 },
  ]);
  return slips.filter((s) => s.Qty === 4).map((s) => s.QRData);
}

test("a whole order: requisition, BOM slip, issue by scanning with a split, and the split packet's reprint", async ({
  page,
  request,
}) => {
  const [fullPacket, splitPacket] = await plantTheOrder(request);
  await signIn(page);

  await page.goto("/transactions/raise-requisition");
  await page.getByRole("button", { name: "Generate Requisition" }).click();
  await expect(
    toast(page, "Warn Message", "Please select any order to move forword raise requisition"),
  ).toBeVisible();
  const orderRow = page.getByRole("row").filter({ hasText: orderNo });
  await orderRow.getByRole("checkbox").check();
  const approved = page.getByLabel("Approved Qty");
  await approved.pressSequentially("9x");
  await expect(approved).toHaveValue("9");
  await page.getByRole("button", { name: "Generate Requisition" }).click();
  await expect(
    toast(page, "Warn Message", "Approved qty shoud not be greater than remaining qty."),
  ).toBeVisible();
  await approved.fill("3");
  await page.getByRole("button", { name: "Generate Requisition" }).click();
  await expect(toast(page, "Success Message", "Requisition raised successfully.")).toBeVisible();
  await expect(orderRow).toContainText("2");

  await page.goto("/transactions/view-requisition");
  const requisitionRow = page.getByRole("row").filter({ hasText: orderNo }).first();
  const requisitionNo = (await requisitionRow.getByText(/^REQ\d+$/).textContent()) ?? "";
  await requisitionRow.getByRole("button", { name: "BOM Detail" }).click();
  await expect(page.getByRole("dialog").getByText("4.500")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await requisitionRow.getByRole("button", { name: "Print" }).click();
  const slip = page.getByRole("dialog", { name: "BOM Slip" });
  await expect(slip.getByText(requisitionNo)).toBeVisible();
  await expect(slip.getByRole("img", { name: `QR ${requisitionNo}` })).toBeVisible();
  const bomSlip = page.waitForEvent("download");
  await slip.getByRole("button", { name: "Download" }).click();
  expect((await bomSlip).suggestedFilename()).toBe("BOM_Slip.pdf");

  await page.goto("/transactions/store-requisition-issue");
  await page.getByLabel("Scan Requisition No").fill(requisitionNo);
  await page.getByLabel("Scan Requisition No").press("Enter");
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();
  const line = page.getByRole("row").filter({ hasText: rm }).first();
  await expect(line).toContainText("4.500");
  await expect(line).toHaveClass(/issue-line-warning/);

  const scan = page.getByLabel("Scan Packet QR Code");
  await scan.fill(fullPacket);
  await scan.press("Enter");
  await expect(line).toContainText("0.500");
  await scan.fill(fullPacket);
  await scan.press("Enter");
  await expect(toast(page, "Warn Message", "QR code already scanned using product code")).toBeVisible();
  await scan.fill(splitPacket);
  await scan.press("Enter");
  await expect(line).toHaveClass(/issue-line-success/);
  await expect(page.getByRole("row").filter({ hasText: splitPacket })).toContainText("3.500");

  await page.getByRole("button", { name: "Pick-Up" }).click();
  await expect(toast(page, "Success Message", "RM issued to production successfully.")).toBeVisible();
  const broken = page.getByRole("dialog", { name: "Broken QR Codes" });
  // The split-off packet keeps its lot (MRN line) in a fresh short code: <MRN>-<line>-S<id>.
  const lotKey = splitPacket.replace(/-\d+$/, "");
  await expect(broken.getByRole("row").filter({ hasText: new RegExp(`${lotKey}-S\\d+`) })).toContainText(
    "3.500",
  );
  const reprint = page.waitForEvent("download");
  await broken.getByRole("button", { name: "Print", exact: true }).click();
  expect((await reprint).suggestedFilename()).toMatch(/^Slip_.*\.pdf$/);
  await broken.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: rm })).toHaveCount(0);
});
