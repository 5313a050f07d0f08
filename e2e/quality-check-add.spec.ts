import { expect } from "@playwright/test";
import { apiCall, apiToken, sentToday, signIn, test, toast } from "./support";

const rm = "E2E-RM-PARTIAL";
const mrnId = 990_401;

test("Partially Received -> Add records the rest of the delivery as a new line that gets its own quality check", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request);
  await apiCall(page.request, token, "Import/Products", [
    { ProductCode: rm, ProductDescription: "E2E partial", ProductTypeId: 3, UOM: "NOS" },
  ]);
  await apiCall(page.request, token, "Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: "PO-E2E-PARTIAL",
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentToday(),
      ProductCode: rm,
      RequestedQty: 10,
      ReceivedQty: 6,
      UOM: "NOS",
    },
  ]);
  await signIn(page);
  await page.goto("/transactions/quality-check");
  await page.getByLabel("MRN ID", { exact: true }).fill(String(mrnId));
  await page.getByRole("button", { name: "Go" }).click();
  const dialog = page.locator(".ant-modal").filter({ hasText: "Quality Check" });
  await expect(dialog.getByText("Partially Received")).toBeVisible();

  await dialog.getByRole("button", { name: `Add ${rm}` }).click();
  const add = page.getByRole("dialog", { name: "Add Received Qty" });
  const qty = add.getByLabel("Received Qty");
  await expect(qty).toHaveValue("4");
  await qty.fill("5");
  await qty.press("Enter");
  await expect(
    toast(page, "Warn Message", "Received qty should not be greater than the qty still to receive."),
  ).toBeVisible();
  await qty.fill("3");
  await qty.press("Enter");
  await expect(
    toast(page, "Success Message", "Received qty added. Check its quality on the new line."),
  ).toBeVisible();

  // Two deliveries of the product: the first stays Partially Received without Add; the newest takes the next one.
  await expect(dialog.getByRole("row").filter({ hasText: rm })).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: `Add ${rm}` })).toHaveCount(1);
  const pieces = dialog.getByLabel(`Pieces per packet ${rm}`);
  await pieces.nth(0).fill("3");
  await pieces.nth(1).fill("3");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Success Message", "Quality check submitted successfully.")).toBeVisible();

  const slips = await apiCall<Array<{ Qty: number }>>(page.request, token, "RmQrCodeGeneration/PrintQrByPo", {
    MRN_ID: mrnId,
  });
  expect(slips.map((s) => s.Qty)).toEqual([3, 3, 3]);
});
