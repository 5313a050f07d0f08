import { expect } from "@playwright/test";
import { scanBoxLabels } from "@wms/domain";
import { plantNames, plantTheOrder, searchGrid, signIn, test, toast } from "./support";

test("a whole order: requisition, BOM slip, issue by scanning with a split, and the split packet's reprint", async ({
  page,
  request,
}, testInfo) => {
  const names = plantNames("E2E-ISSUE", 990_001, testInfo.retry);
  const { rm, orderNo } = names;
  const [fullPacket, splitPacket] = await plantTheOrder(request, names);
  await signIn(page);

  await page.goto("/transactions/raise-requisition");
  await page.getByRole("button", { name: "Generate Requisition" }).click();
  await expect(
    toast(page, "Warn Message", "Please select any order to move forword raise requisition"),
  ).toBeVisible();
  await searchGrid(page, orderNo);
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
  await searchGrid(page, orderNo);
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
  const scan = page.getByLabel(scanBoxLabels.issue);
  await scan.fill(requisitionNo);
  await scan.press("Enter");
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();
  const line = page.getByRole("row").filter({ hasText: rm }).first();
  await expect(line).toContainText("4.500");
  await expect(line).toHaveClass(/issue-line-warning/);

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
