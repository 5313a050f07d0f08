import { expect } from "@playwright/test";
import { binsOf, signIn, test } from "./support";

test.describe("dashboard", () => {
  test("count boxes, bin location headers, and a full bin's Bin Data List", async ({ page }) => {
    await signIn(page);
    for (const label of ["Warehouse", "Total Bin", "Total Used Bin", "Empty Bin"]) {
      await expect(page.locator(".count-box").filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(page.locator(".count-box").filter({ hasText: "Total Bin" }).first()).toContainText("24");
    await page.getByRole("button", { name: "A", exact: true }).click();
    await expect(page.locator(".bin-cell").filter({ hasText: "A-01" })).toBeVisible();
    await expect(page.locator(".bin-cell")).toHaveCount(6);

    const full = page.locator("button.bin-full");
    const headers = await page
      .locator(".ant-card")
      .filter({ hasText: "Bin Location" })
      .getByRole("button")
      .all();
    for (const header of headers) {
      if ((await full.count()) > 0) break;
      await header.click();
      await expect(binsOf(page, (await header.textContent())!).first()).toBeVisible();
    }
    expect(await full.count(), "the demo seed puts stock away in some bins").toBeGreaterThan(0);
    const address = (await full.first().textContent())!;
    await full.first().click();
    const dialog = page.locator(".ant-modal").filter({ hasText: `Bin Data List: ${address}` });
    await expect(dialog).toBeVisible();
    for (const column of ["MRN_ID", "Packet No", "Product Code", "Supplier Code", "Qty"]) {
      await expect(dialog.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(dialog.locator("tbody tr.ant-table-row").first()).toBeVisible();
  });
});
