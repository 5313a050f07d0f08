import { expect, type Page } from "@playwright/test";
import { chooseOption, signIn, test, toast } from "./support";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const dialog = (page: Page) => page.locator(".ant-modal").filter({ has: page.locator("form") });

test.describe("master screens", () => {
  test("warehouse lifecycle: add, edit, deactivate with confirmation", async ({ page }) => {
    await signIn(page);
    await page.goto("/masters/warehouse-master");
    await expect(page.getByText("Showing 1 to 2 of 2")).toBeVisible();

    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Fields marked as (*) are required.")).toBeVisible();
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter warehouse code.")).toBeVisible();
    await expect(page.getByText("Please enter warehouse name.")).toBeVisible();
    await expect(page.getByText("Please enter warehouse address.")).toBeVisible();

    await dialog(page).getByLabel("Warehouse Code").fill("WH-E2E");
    await dialog(page).getByLabel("Name").fill("E2E Store");
    await dialog(page).getByLabel("Address").fill("Chakan, Pune");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Record saved successfully.")).toBeVisible();
    const row = page.locator("tr").filter({ hasText: "WH-E2E" });
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: "Edit" }).click();
    await expect(dialog(page).getByLabel("Warehouse Code")).toHaveValue("WH-E2E");
    await expect(page.getByRole("checkbox", { name: "Is Active" })).toBeChecked();
    await dialog(page).getByLabel("Name").fill("E2E Store Renamed");
    await dialog(page).getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Success Message", "Record updated successfully.")).toBeVisible();
    await expect(page.locator("tr").filter({ hasText: "E2E Store Renamed" })).toBeVisible();

    const switchOf = page.locator("tr").filter({ hasText: "WH-E2E" }).getByRole("switch");
    await switchOf.click();
    await expect(page.locator(".ant-modal-confirm-title")).toHaveText("Are you sure you want to InActive?");
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(switchOf).toBeDisabled();
    await expect(switchOf).not.toBeChecked();
    await expect(page.locator("tr").filter({ hasText: "WH-E2E" })).toBeVisible();
  });

  test("printer master: a ZPL printer needs its host; saved, it is listed with its label size", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/masters/printer-master");
    await page.getByRole("button", { name: "Add Printer" }).click();
    const name = `Zebra E2E ${Date.now()}`;
    await dialog(page).getByLabel("Printer Name").fill(name);
    await chooseOption(dialog(page).getByLabel("Kind"), "ZPL (thermal, sent by the server)");
    await dialog(page).getByLabel("Label Width (mm)").fill("30");
    await dialog(page).getByLabel("Label Height (mm)").fill("25");
    await chooseOption(dialog(page).getByLabel("Resolution (dpi)"), "203 dpi");
    await dialog(page).getByLabel("Warehouse / Station").fill("Receiving dock");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(
      dialog(page).getByText("Please enter the printer's host name or IP address", { exact: false }),
    ).toBeVisible();
    await dialog(page).getByLabel("Host (ZPL)").fill("192.168.1.50");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Record saved successfully.")).toBeVisible();
    const row = page.locator("tr").filter({ hasText: name });
    await expect(row).toContainText("30 x 25");
    await expect(row).toContainText("9100");
  });

  test("bin master pages on the server, 5 rows at a time", async ({ page }) => {
    await signIn(page);
    await page.goto("/masters/bin-master");
    // the demo plant's 24 bins and any other specs on this server made
    const firstPage = page.getByText(/^Showing 1 to 5 of \d+$/);
    await expect(firstPage).toBeVisible();
    const total = Number((await firstPage.textContent())?.replace(/^.* of /, ""));
    expect(total).toBeGreaterThanOrEqual(24);
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(5);
    await page.locator(".ant-pagination-next").click();
    await expect(page.getByText(`Showing 6 to 10 of ${total}`)).toBeVisible();
    await page.getByLabel("Global search").fill("D-0");
    await expect(page.getByText("Showing 1 to 5 of 6")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Bin" })).toBeVisible();
  });

  test("product master pages on the server by 5 (5/10/20); Esc in Add with typed data asks before discarding", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/masters/product-master");
    await expect(page.locator(".ant-pagination-total-text")).toHaveText(/^Showing 1 to 5 of \d+$/);
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(5);
    await page.locator(".ant-pagination-options .ant-select").click();
    await expect(page.locator(".ant-select-item-option")).toHaveText(["5 / page", "10 / page", "20 / page"]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add" }).click();
    await dialog(page).getByLabel("Product Code").fill("RM-TYPED-01");
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-modal-confirm-title")).toHaveText("Discard your changes?");
    await page.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog(page).getByLabel("Product Code")).toHaveValue("RM-TYPED-01");
    await expect(dialog(page).getByLabel("Product Code")).toBeFocused();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: "Discard" }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("product image upload shows the image in the dialog and the table", async ({ page }) => {
    await signIn(page);
    await page.goto("/masters/product-master");
    await page.getByRole("button", { name: "Add" }).click();
    await dialog(page).getByLabel("Product Code").fill("RM-E2E-01");
    await dialog(page).getByLabel("Product Description").fill("E2E test tube");
    await chooseOption(dialog(page).getByLabel("Product Type"), /^RM$/);
    await dialog(page).getByLabel("UOM").fill("NOS");
    await dialog(page).getByLabel("Value", { exact: true }).fill("5");
    await dialog(page).getByLabel("Level").fill("2");
    await dialog(page).getByLabel("Revision").fill("A");

    await dialog(page)
      .locator("input[type=file]")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await expect(toast(page, "Warn Message", "Only image format is accepted.")).toBeVisible();

    await dialog(page)
      .locator("input[type=file]")
      .setInputFiles({ name: "tube.png", mimeType: "image/png", buffer: png });
    await expect(dialog(page).getByRole("img", { name: "Product" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Record saved successfully.")).toBeVisible();
    const image = page.locator("tr").filter({ hasText: "RM-E2E-01" }).getByRole("img", { name: "Product" });
    await expect(image).toBeVisible();
    const src = await image.getAttribute("src");
    expect(src).toMatch(/^\/uploads\/products\//);
    expect((await page.request.get(src!)).status()).toBe(200);
  });

  test("the permission dialog changes what a second user sees and may do", async ({ page, browser }) => {
    await signIn(page);
    await page.goto("/masters/role-master");
    await page
      .locator("tr")
      .filter({ hasText: "Operator" })
      .getByRole("button", { name: "Edit Permission" })
      .click();
    await page.getByRole("checkbox", { name: "View Warehouse Master" }).check();
    await page.getByRole("checkbox", { name: "Update Warehouse Master" }).check();
    await page.locator(".ant-modal").getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Permissions updated successfully.")).toBeVisible();

    const operator = await (await browser.newContext()).newPage();
    await signIn(operator, "operator@example.com", "Oper123");
    await operator.getByRole("button", { name: "Masters" }).click();
    await expect(operator.getByRole("link", { name: "Warehouse Master" })).toBeVisible();
    await expect(operator.getByRole("link", { name: "Bin Master" })).toHaveCount(0);
    await operator.goto("/masters/warehouse-master");
    await expect(operator.locator("tr").filter({ hasText: "WH-MAIN" })).toBeVisible({ timeout: 30_000 });
    await expect(operator.getByRole("button", { name: "Add" })).toHaveCount(0);
    await expect(
      operator.locator("tr").filter({ hasText: "WH-MAIN" }).getByRole("button", { name: "Edit" }),
    ).toBeVisible();
  });
});
