import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { packetInStateMessage, scanBoxLabels } from "@wms/domain";
import { admin, anEmptyBin, apiToken, chooseOption, confirmYes, signIn, test, toast } from "./support";

/** The demo MRN awaiting quality check with two lines (screws 400, steel sheet 50). */
const pendingMrn = 5007;

async function packetCodes(page: Page): Promise<string[]> {
  const login = await page.request.post("/api/api/Login/CheckUser", {
    data: { Email: admin.email, Password: admin.password },
  });
  const token = (await login.json()).ResponseData[0].user.Token as string;
  const answer = await page.request.post("/api/api/RmQrCodeGeneration/PrintQrByPo", {
    data: { MRN_ID: pendingMrn },
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()).ResponseData as Array<{ QRData: string }>).map((s) => s.QRData);
}

test.describe("inbound", () => {
  test("quality check, slips, put-away by scanning, the bin Full on the dashboard, and the inward report", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);

    // Quality check of a pending MRN.
    await page.goto("/transactions/quality-check");
    // Other specs' MRNs come first by date: the demo's pending one is found by searching for it.
    await page.getByLabel("Global Search").fill(String(pendingMrn));
    const list = page.locator(".ant-table-row").filter({ hasText: String(pendingMrn) });
    await expect(list).toContainText("Pending");
    await list.getByRole("button", { name: String(pendingMrn) }).click();
    const dialog = page.locator(".ant-modal").filter({ hasText: "Quality Check" });
    await expect(dialog.getByText("RM-SCREW-01", { exact: false })).toBeVisible();
    await dialog.getByLabel("Pieces per packet RM-SCREW-01").fill("100");
    await dialog.getByLabel("Pieces per packet RM-STEEL-02").fill("25");
    await dialog.getByLabel("Approved Qty RM-STEEL-02").fill("40");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Warn Message", "Please insert remark")).toBeVisible();
    await dialog.getByLabel("Rejected Remark RM-STEEL-02").fill("Bent sheets");
    await expect(dialog.getByRole("row").filter({ hasText: "RM-STEEL-02" })).toContainText("10");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Success Message", "Quality check submitted successfully.")).toBeVisible();
    await expect(list).toContainText("Completed");

    // Slips: nothing chosen warns; chosen rows give a PDF named Slip_<date time>.
    await page.goto("/transactions/rm-qr-code-generation");
    await page.getByLabel("Enter MRN ID To Print").fill(String(pendingMrn));
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.locator(".ant-table-row")).toHaveCount(2);
    await page.getByRole("button", { name: "Print" }).click();
    await expect(toast(page, "Warn Message", "Please select any checkbox to print.")).toBeVisible();
    await page.locator("thead .ant-checkbox-input").check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Print" }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Slip_.*\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Put-away: the scanner types the MRN id and each packet code, pressing Enter.
    // The 10 sheets rejected are a Rejected packet of their own, printed with the rest, never put away.
    const printed = await packetCodes(page);
    const rejected = printed.filter((code) => /-R\d+$/.test(code));
    const codes = printed.filter((code) => !rejected.includes(code));
    expect([codes.length, rejected.length]).toEqual([6, 1]);
    await page.goto("/transactions/raw-material-inward");
    const mrnBox = page.getByLabel(scanBoxLabels.inward);
    await mrnBox.pressSequentially(String(pendingMrn));
    await mrnBox.press("Enter");
    await expect(
      page.getByRole("cell", { name: "RM-SCREW-01" }).or(page.getByText("Screw")).first(),
    ).toBeVisible();
    const packetBox = mrnBox;
    for (const code of codes) {
      await packetBox.pressSequentially(code);
      await packetBox.press("Enter");
      await expect(page.getByRole("cell", { name: code })).toBeVisible();
      await expect(packetBox).toHaveValue("");
    }
    await packetBox.pressSequentially(codes[0]);
    await packetBox.press("Enter");
    await expect(toast(page, "Warn Message", "Packect already exist in below grid")).toBeVisible();
    await packetBox.pressSequentially(rejected[0]);
    await packetBox.press("Enter");
    await expect(
      toast(page, "Warn Message", packetInStateMessage(rejected[0], "Rejected", null)),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: rejected[0] })).toHaveCount(0);

    await page.getByRole("button", { name: "Select Bin Location" }).click();
    // the dialog opens at the first row with room; row A (all full in the demo) is picked from the rows
    await chooseOption(page.getByLabel("Bin row"), /^A \(/);
    await page.getByRole("button", { name: "Bin A-01 Full" }).click();
    await expect(toast(page, "Warn Message", "Selected Bin Location is not Empty")).toBeVisible();
    // an empty bin wherever earlier specs left one (else a new one of row E), its row picked from the rows
    const target = await anEmptyBin(page.request, await apiToken(page.request));
    await chooseOption(page.getByLabel("Bin row"), new RegExp(`^${target.RowName} \\(`));
    const chosen = target.ColAddress;
    await page.getByRole("button", { name: `Bin ${chosen} Empty` }).click();
    await page.getByRole("button", { name: "Confirm Location" }).click();
    await confirmYes(page);
    await expect(toast(page, "Success Message", "Material inward successfully.")).toBeVisible();
    await expect(page.getByRole("cell", { name: codes[0] })).toHaveCount(0);

    // The bin is Full on the dashboard.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: target.RowName, exact: true }).click();
    await expect(page.locator("button.bin-full").filter({ hasText: chosen })).toBeVisible();

    // The report shows today's inward and exports it as CSV.
    await page.goto("/reports/material-inward-report");
    await page.getByRole("button", { name: "Submit" }).click();
    // every spec's inward of the day is listed: sorted by quantity, largest first, the screws' hundreds lead
    const byQty = page.getByRole("columnheader", { name: /Total Quantity/ });
    await byQty.click();
    await expect(byQty).toHaveAttribute("aria-sort", "ascending");
    await byQty.click();
    await expect(byQty).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("cell", { name: "RM-SCREW-01" }).first()).toBeVisible();
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByText("Preparing export")).toBeVisible();
    const csv = readFileSync((await (await csvDownload).path())!, "utf8");
    // UTF-8 with the byte-order mark Excel needs to read it as UTF-8.
    expect(csv.split("\r\n")[0]).toBe('\uFEFF"ProductCode","SupplierCode","TotalQty","CreatedDate"');
    expect(csv).toContain('"RM-STEEL-02","SUP-FAST",40,');
    expect(csv).not.toContain("TotalRows");
  });
});
