import { expect } from "@playwright/test";
import { dispatchMessages } from "@wms/domain";
import { apiCall, apiToken, runTag, signIn, test, toast } from "./support";

test("a customer is added, a dispatch order CSV for it imported, and the order listed with its lines", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const names = { fg: `DSP-FG-${tag}`, customer: `DSP-C-${tag}`, order: `DSP-SO-${tag}` };
  const token = await apiToken(request);
  await apiCall(request, token, "Import/Products", [
    { ProductCode: names.fg, ProductDescription: "Dispatch chair", ProductTypeId: 1, UOM: "NOS" },
  ]);

  await signIn(page);
  await page.goto("/masters/customer-master");
  await page.getByRole("button", { name: "Add Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Customer" });
  await dialog.getByLabel("Customer Code").fill(names.customer);
  await dialog.getByLabel("Customer Name").fill("E2E Dispatch Works");
  await dialog.getByLabel("Address").fill("Chakan, Pune");
  await dialog.getByLabel("GST Number").fill("27AAPFU0939F1ZW");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText(/check character does not match/)).toBeVisible();
  await dialog.getByLabel("GST Number").fill("27AAPFU0939F1ZV");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Global search").fill(names.customer);
  await expect(page.getByRole("cell", { name: names.customer })).toBeVisible();

  await page.goto("/transactions/dispatch-orders");
  const csv = [
    "ErpOrderNo,CustomerCode,PromisedDate,ProductCode,Qty",
    `${names.order},${names.customer},12/15/2030,${names.fg},12`,
  ].join("\n");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "dispatch-orders.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(toast(page, "Success Message", dispatchMessages.imported(1, 0))).toBeVisible();

  await page.getByLabel("Global search").fill(names.order);
  const link = page.getByRole("button", { name: names.order });
  await expect(link).toBeVisible();
  await expect(page.getByText(`${names.customer}: E2E Dispatch Works`)).toBeVisible();
  await expect(page.getByText("0 / 12")).toBeVisible();
  await link.click();
  const order = page.getByRole("dialog", { name: `Dispatch order ${names.order}` });
  await expect(order.getByRole("cell", { name: names.fg })).toBeVisible();
  await expect(order.getByText("27AAPFU0939F1ZV")).toBeVisible();

  // The same file again: nothing new, the order reported as already there.
  await page.keyboard.press("Escape");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "dispatch-orders.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(toast(page, "Success Message", dispatchMessages.imported(0, 1))).toBeVisible();
});
