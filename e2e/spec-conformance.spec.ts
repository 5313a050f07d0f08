import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  chooseOption,
  searchGrid,
  sentToday,
  signIn,
  slipsOf,
  test,
  toast,
} from "./support";

// Every word of the specification that a walk through the screens found missing (issue 11).
test.describe.configure({ mode: "serial" });

const fg = "E2E-FG-SPEC";
const rm = "E2E-RM-SPEC";
const orderNo = "E2E-ORD-SPEC";
const mrnId = 990_011;
const packetsInBin = 25;

interface Plant {
  token: string;
  binId: number;
  binAddress: string;
  issuedRequisition: string;
  openRequisition: string;
}
let plant: Plant;

/**
 * An FG needing 1 RM a unit; 25 RM packets of 1 put away in one bin; an order of 10 with a
 * requisition of 2 fully issued (two packets) and one of 1 not issued yet.
 */
async function plantTheData(request: APIRequestContext): Promise<Plant> {
  const token = await apiToken(request);
  await apiCall(request, token, "Import/Products", [
    { ProductCode: fg, ProductDescription: "E2E spec table", ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: rm, ProductDescription: "E2E spec leg", ProductTypeId: 3, UOM: "NOS" },
  ]);
  await apiCall(request, token, "Import/Boms", [
    { ParentProductCode: fg, ComponentProductCode: rm, Quantity: 1 },
  ]);
  await apiCall(request, token, "Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: "PO-E2E-SPEC",
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentToday(),
      ProductCode: rm,
      RequestedQty: packetsInBin,
      ReceivedQty: packetsInBin,
      UOM: "NOS",
    },
  ]);
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: packetsInBin, PiecesPerPacket: 1 },
  ]);
  const slips = await slipsOf(request, token, mrnId);
  const empty = await anEmptyBin(request, token);
  await apiCall(request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: empty.BinId,
    storeItems: slips.map((s) => ({ QRCode: s.QRData })),
  });
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: orderNo, OrderDate: sentToday(), ProductCode: fg, Qty: 10 },
  ]);
  const issued = await apiCall<{ RequisitionNo: string }>(
    request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: orderNo, Qty: 2 },
  );
  await apiCall(request, token, "StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: issued.RequisitionNo,
    storeItems: slips.slice(0, 2).map((s) => ({ QRCode: s.QRData })),
  });
  const open = await apiCall<{ RequisitionNo: string }>(
    request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO: orderNo,
      Qty: 1,
    },
  );
  return {
    token,
    binId: empty.BinId,
    binAddress: empty.ColAddress,
    issuedRequisition: issued.RequisitionNo,
    openRequisition: open.RequisitionNo,
  };
}

/** Opens the dashboard row of a bin and answers its tile. */
async function binTile(page: Page, address: string) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: address.split("-")[0], exact: true }).click();
  return page.locator(".bin-cell").filter({ hasText: address });
}

test.beforeAll(async ({ request }) => {
  plant = await plantTheData(request);
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("View Order: a Product Detail dialog (Order No, Quantity)", async ({ page }) => {
  await page.goto("/transactions/view-requisition");
  await searchGrid(page, plant.openRequisition);
  const row = page.getByRole("row").filter({ hasText: plant.openRequisition });
  await row.getByRole("button", { name: orderNo }).click();
  const dialog = page.getByRole("dialog", { name: "Product Detail" });
  await expect(dialog.getByRole("columnheader", { name: "Order No" })).toBeVisible();
  await expect(dialog.getByRole("columnheader", { name: "Quantity" })).toBeVisible();
  await expect(dialog.getByRole("row").filter({ hasText: orderNo })).toContainText(fg);
});

test("Bin Data List: page sizes 20 and 50 show 20 and all 25 packets", async ({ page }) => {
  await (await binTile(page, plant.binAddress)).click();
  const dialog = page.locator(".ant-modal").filter({ hasText: `Bin Data List: ${plant.binAddress}` });
  const left = packetsInBin - 2;
  await expect(dialog.locator(".ant-pagination-total-text")).toHaveText(`Showing 1 to 10 of ${left}`);
  for (const [size, last] of [
    [20, 20],
    [50, left],
  ]) {
    await dialog.locator(".ant-pagination-options .ant-select").click();
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: `${size} / page` })
      .click();
    await expect(dialog.locator(".ant-pagination-total-text")).toHaveText(`Showing 1 to ${last} of ${left}`);
    await expect(dialog.locator("tbody tr.ant-table-row")).toHaveCount(last);
  }
});

test("Bin detail answering a non-200 code shows a warning (Warn Message)", async ({ page, request }) => {
  const tile = await binTile(page, plant.binAddress);
  await apiCall(request, plant.token, `BinMaster/InActiveRow/${plant.binId}/false`);
  try {
    await tile.click();
    await expect(toast(page, "Warn Message", "Record not found.")).toBeVisible();
    await expect(page.locator(".ant-notification-notice").filter({ hasText: "Error Message" })).toHaveCount(
      0,
    );
  } finally {
    await apiCall(request, plant.token, `BinMaster/InActiveRow/${plant.binId}/true`);
  }
});

for (const [path, title] of [
  ["/masters/bin-master", "Bin Master"],
  ["/masters/carton-size-master", "Carton Size Master"],
]) {
  test(`${title}: rejecting the Active / InActive confirmation shows 'Rejected / You have rejected'`, async ({
    page,
  }) => {
    await page.goto(path);
    const first = page.locator("tbody tr.ant-table-row").first();
    const before = await first.getByRole("switch").getAttribute("aria-checked");
    await first.getByRole("switch").click();
    const confirm = page
      .locator(".ant-modal-confirm")
      .filter({ hasText: "Are you sure you want to Active / InActive?" });
    await confirm.getByRole("button", { name: "No" }).click();
    const rejected = page
      .locator(".ant-notification-notice")
      .filter({ hasText: "Rejected" })
      .filter({ hasText: "You have rejected" });
    await expect(rejected).toBeVisible();
    await expect(first.getByRole("switch")).toHaveAttribute("aria-checked", before ?? "true");
    await expect(rejected).toBeHidden({ timeout: 5000 });
  });
}

test.describe("in an en-US browser", () => {
  test.use({ locale: "en-US" });

  test("Shift times are entered and shown HH:mm, 24-hour; typing 2130 gives 21:30", async ({ page }) => {
    await page.goto("/masters/shift-master");
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "C", exact: true }) });
    const original = (await row.getByRole("cell").nth(1).textContent()) ?? "22:00";
    const setStart = async (typed: string, shown: string) => {
      await row.getByTestId("edit-row").click();
      const dialog = page.getByRole("dialog", { name: "Shift" });
      const start = dialog.getByLabel("Start Time");
      await start.fill("");
      await start.pressSequentially(typed);
      await expect(start).toHaveValue(shown);
      await dialog.getByRole("button", { name: "Update" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(shown, { timeout: 5000 });
    };
    await setStart("2130", "21:30");
    await expect(row).not.toContainText(/PM|AM/);
    await setStart(original.replace(":", ""), original);
  });
});

test("User: Password and Confirm Password are required", async ({ page }) => {
  await page.goto("/masters/user-master");
  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "User" });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter user name.")).toBeVisible();
  await expect(dialog.getByText("Please enter password", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(
      "Password should be minimum 4 characters long, 1 uppercase & 1 lowercase character with 1 number.",
    ),
  ).toBeVisible();
});

test("Report dates: 'Please enter only date.' and 'To date must be greater than from date.'", async ({
  page,
}) => {
  await page.goto("/reports/material-inward-report");
  const from = page.getByLabel("From Date");
  await from.click();
  await from.fill("not a date");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Error Message", "Please enter only date.").first()).toBeVisible();

  await page.reload();
  const to = page.getByLabel("To Date");
  await to.click();
  await to.fill("01/01/2020");
  await to.press("Enter");
  await expect(toast(page, "Error Message", "To date must be greater than from date.")).toBeVisible();
  await expect(toast(page, "Error Message", "From date must be less than to date.")).toHaveCount(0);
});

test.describe("grids: paginator 'Showing {first} to {last} of {totalRecords}', a global search of what is shown, 'No data found.'", () => {
  /** The grid under `scope` pages, searches its shown cells only, and says 'No data found.' when nothing matches. */
  async function checkGrid(scope: ReturnType<Page["locator"]>, shownText: string) {
    await expect(scope.locator(".ant-pagination-total-text").first()).toHaveText(/^Showing 1 to \d+ of \d+$/);
    const search = scope.getByLabel("Global search").first();
    await search.fill(shownText);
    await expect(scope.locator("tbody tr.ant-table-row").first()).toContainText(shownText);
    await search.fill("true");
    await expect(scope.getByText("No data found.", { exact: true }).first()).toBeVisible();
    await search.fill("");
  }

  test("View Order, Raise Requisition, Final Production", async ({ page }) => {
    await page.goto("/transactions/view-requisition");
    await checkGrid(page.locator("main"), plant.openRequisition);
    await page.goto("/transactions/raise-requisition");
    await checkGrid(page.locator("main"), orderNo);
    await page.goto("/transactions/final-production");
    await checkGrid(page.locator("main"), "ORD-9003");
  });

  test("both Activity grids", async ({ page }) => {
    await page.goto("/transactions/activity-reporting-assembly");
    await expect(page.locator("main").getByText("No data found.", { exact: true })).toBeVisible();
    await chooseOption(
      page.getByRole("combobox", { name: "Order" }),
      `${orderNo} - ${plant.issuedRequisition}`,
      orderNo,
    );
    await checkGrid(page.locator("main"), rm);
    await page.goto("/transactions/activity-reporting-intermediate");
    await expect(page.locator("main").getByText("No data found.", { exact: true })).toBeVisible();
    await expect(page.locator("main").getByLabel("Global search")).toBeVisible();
  });

  test("Return and the Traceability tabs", async ({ page }) => {
    await page.goto("/reports/fg-traceability-report");
    const scan = page.getByLabel("Scan Product");
    await scan.fill("1");
    await scan.press("Enter");
    await checkGrid(page.getByRole("tabpanel"), "INT-FRAME-01");
    await page.getByRole("tab", { name: "End Stage" }).click();
    await checkGrid(page.getByRole("tabpanel"), "RM-SCREW-01");

    await page.goto("/transactions/return");
    await expect(page.locator("main").getByText("No data found.", { exact: true })).toBeVisible();
    await expect(page.locator("main").getByLabel("Global search")).toBeVisible();
  });
});

test("Return, FG mode: selection cleared and disabled; the returned packets' codes with their slips", async ({
  page,
}) => {
  await page.goto("/transactions/return");
  const scan = page.getByLabel("Scan QR Code");
  await scan.fill(plant.issuedRequisition);
  await scan.press("Enter");
  const row = page.locator("tbody tr.lines-table-row").filter({ hasText: rm });
  await expect(row).toHaveCount(2);
  await row.first().getByRole("checkbox").check();
  await expect(row.first().getByRole("checkbox")).toBeChecked();
  await page.getByText("FG Return").click();
  for (const box of await page.locator("tbody").getByRole("checkbox").all()) {
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
  await page.getByRole("button", { name: "Return", exact: true }).click();
  await expect(toast(page, "Success Message", "Returned to stock successfully.")).toBeVisible();
  const returned = page.getByRole("dialog", { name: "Returned Packets" });
  await expect(returned.locator("tbody tr.ant-table-row")).toHaveCount(2);
  await expect(returned.locator("tbody tr.ant-table-row").first()).toContainText(rm);
  await expect(returned.locator("tbody tr.ant-table-row").first()).toContainText("1.000");
  const slip = page.waitForEvent("download");
  await returned.getByRole("button", { name: "Print All" }).click();
  expect((await slip).suggestedFilename()).toMatch(/^Slip_.*\.pdf$/);
});

test("Issue to Production: the Order List pages on the server and offers only what can still be issued", async ({
  page,
}) => {
  await page.goto("/transactions/store-requisition-issue");
  const listCall = page.waitForRequest(/StoreRequisitionIssue\/GetRequisitionsToIssue/);
  await page.getByRole("button", { name: "Order List" }).click();
  const body = (await listCall).postDataJSON() as { PageSize: number; First: number };
  expect(body).toMatchObject({ PageSize: 10, First: 1 });
  const dialog = page.getByRole("dialog", { name: "Order List" });
  await expect(dialog.locator(".ant-pagination-total-text")).toHaveText(/^Showing 1 to \d+ of \d+$/);
  await dialog.getByLabel("Global search").fill(orderNo);
  await expect(dialog.locator("tbody tr.ant-table-row")).toHaveCount(1);
  await expect(dialog.locator("tbody tr.ant-table-row")).toContainText(plant.openRequisition);
  await dialog.getByRole("button", { name: "Select" }).click();
  await expect(page.getByText(`Requisition No: ${plant.openRequisition}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `E2E spec leg (${rm})` })).toBeVisible();
});
