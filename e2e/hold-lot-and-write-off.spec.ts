import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { stockHoldMessages, stockHoldText, type WriteOffRow } from "@wms/domain";
import {
  admin,
  apiCall,
  apiToken,
  chooseOption,
  packedInABin,
  plantNames,
  signIn,
  test,
  toast,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });

const t = stockHoldText;
type PacketState = { Packet: { Status: string; HoldReason: string | null } };

/** The packets of an MRN of 10 (4, 4 and 2) put away in one empty bin; answers their codes and the bin's address. */
async function inABin(
  request: APIRequestContext,
  token: string,
  prefix: string,
  mrnId: number,
  retry: number,
) {
  const names = plantNames(prefix, mrnId, retry);
  const { slips, bin } = await packedInABin(request, token, names);
  return { names, codes: slips.map((s) => s.QRData), address: bin.ColAddress };
}

const stateOf = async (request: APIRequestContext, token: string, code: string) => {
  const { Packet } = await apiCall<PacketState>(request, token, `Stock/GetPacketHistory/${code}`);
  return { Status: Packet.Status, HoldReason: Packet.HoldReason };
};

/** A second administrator: the one who approves what the first asked for. */
async function anotherAdmin(request: APIRequestContext, retry: number) {
  const login = await request.post("/api/api/Login/CheckUser", {
    data: { Email: admin.email, Password: admin.password },
  });
  const { RoleId } = ((await login.json()) as { ResponseData: Array<{ user: { RoleId: number } }> })
    .ResponseData[0].user;
  const other = {
    email: `approver-wo${retry}@example.com`,
    password: "Appr123",
    name: `E2E Approver ${retry}`,
  };
  await apiCall(request, await apiToken(request), "User/CreateUser", {
    UserId: 0,
    UserName: other.name,
    UserTypeId: 1,
    RoleId,
    Email: other.email,
    MobileNo: `98765${String(40_000 + retry).padStart(5, "0")}`,
    Password: other.password,
    ConfirmPassword: other.password,
  });
  return other;
}

async function openView(page: Page, view: string) {
  await page.goto("/transactions/hold-and-scrap");
  await page
    .getByRole("radiogroup", { name: "Hold and scrap view" })
    .getByText(view, { exact: true })
    .click();
}

test("Hold & Scrap at 360 x 640: a lot held by its MRN with a reason and released the same way", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request);
  const { names, codes } = await inABin(page.request, token, "LOTH", 991_071, testInfo.retry);
  await signIn(page);
  await openView(page, t.views.lot);

  const lot = page.getByRole("region", { name: t.views.lot });
  await lot.getByLabel(t.lot.mrnLabel, { exact: true }).fill(String(names.mrnId));
  await lot.getByRole("button", { name: t.lot.preview }).click();
  const preview = lot.getByRole("region", { name: "What the lot holds" });
  await expect(preview).toContainText(t.lot.toHold(3, 10));
  await chooseOption(preview.getByLabel(t.reasonLabel), "Expired");
  await preview.getByLabel(t.remarkLabel).fill("past shelf life");
  await preview.getByRole("button", { name: t.lot.hold }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.lot.confirmHold(3));
  await dialog.getByRole("button", { name: t.lot.hold }).click();
  await expect(preview).toContainText(t.lot.held(3, "Expired"));
  await expect(preview).toContainText(t.lot.toHold(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const code of codes)
    expect(await stateOf(page.request, token, code)).toEqual({ Status: "OnHold", HoldReason: "Expired" });

  // The packets view lists them held, with the reason. On a handheld the hold's toast lies over the view switch
  // (and the pointer on it keeps it open): the store keeper closes it first.
  await page
    .getByRole("alert")
    .filter({ hasText: "put on hold" })
    .getByRole("button", { name: "Close" })
    .click();
  await page
    .getByRole("radiogroup", { name: "Hold and scrap view" })
    .getByText(t.views.packets, { exact: true })
    .click();
  for (const code of codes)
    await expect(page.locator(".data-grid").getByRole("row").filter({ hasText: code })).toContainText(
      "Expired",
    );

  await page
    .getByRole("radiogroup", { name: "Hold and scrap view" })
    .getByText(t.views.lot, { exact: true })
    .click();
  await lot.getByLabel(t.lot.mrnLabel, { exact: true }).fill(String(names.mrnId));
  await lot.getByRole("button", { name: t.lot.preview }).click();
  await expect(preview).toContainText(t.lot.held(3, "Expired"));
  await chooseOption(preview.getByLabel(t.reasonLabel), "Expired");
  await preview.getByRole("button", { name: t.lot.release }).click();
  await expect(dialog).toContainText(t.lot.confirmRelease("Expired"));
  await dialog.getByRole("button", { name: t.lot.release }).click();
  await expect(preview).toContainText(t.lot.toHold(3, 10));
  for (const code of codes)
    expect(await stateOf(page.request, token, code)).toEqual({ Status: "InBin", HoldReason: null });
});

test("Hold & Scrap at 360 x 640: a packet a count found missing is written off by one user, approved by another, never by its requester", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await apiToken(page.request);
  const other = await anotherAdmin(page.request, testInfo.retry);
  const otherToken = await apiToken(page.request, other.email, other.password);
  const { codes, address } = await inABin(page.request, token, "WOFF", 991_081, testInfo.retry);
  const [missing, ...found] = codes;

  // A blind count finds two of the three packets; someone other than the counter approves it: the third is Lost.
  const { CountId } = await apiCall<{ CountId: number }>(page.request, token, "CycleCount/StartCount", {
    BinAddress: address,
  });
  const slips = await apiCall<Array<{ QRData: string; Qty: number }>>(
    page.request,
    token,
    "RmQrCodeGeneration/PrintQrByPo",
    { MRN_ID: plantNames("WOFF", 991_081, testInfo.retry).mrnId },
  );
  const qtyOf = new Map(slips.map((s) => [s.QRData, s.Qty]));
  await apiCall(page.request, token, "CycleCount/RecordCount", {
    CountId,
    Lines: found.map((QRCode) => ({ QRCode, Qty: qtyOf.get(QRCode) })),
  });
  await apiCall(page.request, token, "CycleCount/SubmitCount", { CountId });
  await apiCall(page.request, otherToken, "CycleCount/ApproveCount", { CountId });
  expect(await stateOf(page.request, token, missing)).toEqual({ Status: "OnHold", HoldReason: "Lost" });

  // The administrator asks for its write-off by scan, then cannot approve their own request.
  await signIn(page);
  await openView(page, t.views.writeOffs);
  const panel = page.getByRole("region", { name: t.views.writeOffs });
  const box = panel.getByLabel(t.writeOff.scanLabel);
  await box.click();
  await page.keyboard.type(missing);
  await page.keyboard.press("Enter");
  await expect(panel.locator(".ant-tag").filter({ hasText: missing })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await panel.getByLabel(t.remarkLabel).fill("not found at the count");
  await panel.getByRole("button", { name: t.writeOff.request }).click();
  const row = panel.locator(".data-grid").getByRole("row").filter({ hasText: missing });
  await expect(row).toContainText("Pending");
  const [requested] = await apiCall<WriteOffRow[]>(page.request, token, "StockHold/GetWriteOffs", {
    First: 1,
    PageSize: 10,
    SortOrder: "DESC",
    SearchValue: missing,
    Status: "Pending",
  });
  expect(requested.QRCodes).toEqual([missing]);
  await expect(
    toast(page, "Success Message", stockHoldMessages.writeOffRequested(requested.WriteOffId)),
  ).toBeVisible();
  await row.getByRole("button", { name: t.writeOff.approve }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.writeOff.confirmApprove(requested.WriteOffId));
  await dialog.getByRole("button", { name: t.writeOff.approve }).click();
  await expect(panel.locator(".ant-alert-error")).toContainText(stockHoldMessages.writeOffOwnRequest);
  await expect(row).toContainText("Pending");
  expect(await stateOf(page.request, token, missing)).toEqual({ Status: "OnHold", HoldReason: "Lost" });

  // Another user approves it: the packet is scrapped as Lost; the two found stay in their bin.
  await signIn(page, other.email, other.password);
  await openView(page, t.views.writeOffs);
  const theirRow = panel.locator(".data-grid").getByRole("row").filter({ hasText: missing });
  await theirRow.getByRole("button", { name: t.writeOff.approve }).click();
  await dialog.getByRole("button", { name: t.writeOff.approve }).click();
  await expect(dialog).toBeHidden();
  await expect(theirRow).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [decided] = await apiCall<WriteOffRow[]>(page.request, token, "StockHold/GetWriteOffs", {
    First: 1,
    PageSize: 10,
    SortOrder: "DESC",
    SearchValue: missing,
    Status: "Approved",
  });
  expect(decided).toMatchObject({
    WriteOffId: requested.WriteOffId,
    Status: "Approved",
    Packets: 1,
    Qty: qtyOf.get(missing),
    QRCodes: [missing],
    Remark: "not found at the count",
    DecidedBy: other.name,
  });
  expect(decided.RequestedBy).not.toBe(other.name);
  expect(await stateOf(page.request, token, missing)).toEqual({ Status: "Scrapped", HoldReason: "Lost" });
  for (const code of found)
    expect(await stateOf(page.request, token, code)).toEqual({ Status: "InBin", HoldReason: null });
});
