import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";

export const admin = { email: "admin@example.com", password: "Admin123" };

/** The port of the server (and database) of the worker `parallelIndex` (e2e/server.mjs). */
const serverPort = (parallelIndex: number) => Number(process.env.E2E_PORT ?? 3100) + parallelIndex;

/** Every spec's `test`: its worker's own server as the base URL, waited for until it answers. */
export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    async ({ playwright }, use, workerInfo) => {
      const url = `http://localhost:${serverPort(workerInfo.parallelIndex)}`;
      const request = await playwright.request.newContext();
      await expect
        .poll(async () => (await request.get(`${url}/api/health`).catch(() => null))?.status(), {
          timeout: 180_000,
        })
        .toBe(200);
      await request.dispose();
      await use(url);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

/** The running test's server's data dir (its outbox of mails and its embedded database). */
export const e2eDataDir = () => `/tmp/wms-e2e-${serverPort(test.info().parallelIndex)}/data`;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.goto("/login");
  await page.getByLabel("Email Id").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Every route of the shell with its title (the page's h1), read from the route table the app itself uses. */
export const routeTable = readFileSync(join(import.meta.dirname, "../web/src/app/routes.tsx"), "utf8");
export const shellRoutes = [...routeTable.matchAll(/path: "([^"]+)",\s*title: "([^"]+)"/g)].map((m) => ({
  path: m[1],
  title: m[2],
}));

/** An init script: counts the page's API calls still on their way (the app's only way to the server is fetch). */
export const countCallsInFlight = () => {
  const w = window as unknown as { callsInFlight: number };
  w.callsInFlight = 0;
  const send = window.fetch;
  window.fetch = (...args) => {
    w.callsInFlight++;
    return send(...args).finally(() => w.callsInFlight--);
  };
};

/**
 * Opens a route of the shell as its menu does (the router follows the address, the shell stays loaded), then waits
 * until the screen has settled: its title is the h1, its chunk and its data have arrived (no loading state, no call
 * on its way), two frames in a row, so a call a just-rendered screen starts in its effects is seen. The page must
 * count its calls (`page.addInitScript(countCallsInFlight)` before it loads).
 */
export async function openInApp(page: Page, path: string) {
  const route = shellRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a route of the shell`);
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // up to 30 s: a test's first screens are compiled in a fresh browser context
  await page.waitForFunction(
    (title) => {
      const w = window as unknown as { callsInFlight: number; settledBefore?: boolean };
      const settled =
        document.querySelector("h1")?.textContent === title &&
        document.querySelector(".page-loading, .ant-spin-spinning") === null &&
        w.callsInFlight === 0;
      const twice = settled && w.settledBefore === true;
      w.settledBefore = settled && !twice;
      return twice;
    },
    route.title,
    { polling: "raf", timeout: 30_000 },
  );
}

/**
 * Types `text` into a grid's Global search and waits for its answer: every row shown holds the text and the grid is
 * at rest. A row ticked or clicked before that may be the unfiltered page's, drawn again as the search answers.
 */
export async function searchGrid(scope: Page | Locator, text: string) {
  await scope.getByLabel("Global search").fill(text);
  const rows = scope.locator(".ant-table-tbody > tr.ant-table-row");
  await expect(rows.filter({ hasText: text }).first()).toBeVisible();
  await expect(rows.filter({ hasNotText: text })).toHaveCount(0);
  await expect(scope.locator(".ant-spin-spinning")).toHaveCount(0);
}

/**
 * The open confirmation (the one that names `about`, when given; one closing may still be there) once it has zoomed
 * in: a click while it is still growing lands at the box's middle, beside its button (seen under CI load).
 */
export async function confirmAtRest(page: Page, about?: string) {
  const confirm = confirmation(page).filter(about === undefined ? {} : { hasText: about });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/ant-zoom-appear/);
  return confirm;
}

/** A yes-or-no question: Ant Design's confirm, or the light screens' `<dialog>` (which opens at rest, unanimated). */
export const confirmation = (page: Page) => page.locator(".ant-modal-confirm, dialog.confirm-dialog[open]");

/** Presses Yes on the open confirmation, once it is at rest. */
export async function confirmYes(page: Page, about?: string) {
  await (await confirmAtRest(page, about)).getByRole("button", { name: "Yes" }).click();
}

/** The dashboard's bin tiles of one bin location (the header's name is the addresses' prefix: A holds A-01, ...). */
export function binsOf(page: Page, location: string) {
  return page.locator(".bin-cell").filter({ hasText: new RegExp(`^${location.trim()}-`) });
}

/** The global toast with the given heading and text (on a handheld's scan screen, the message under the scan box). */
export function toast(
  page: Page,
  heading: "Success Message" | "Warn Message" | "Error Message",
  text: string | RegExp,
) {
  return page
    .locator(".ant-notification-notice, .light-toast, .scan-message")
    .filter({ hasText: heading })
    .filter({ hasText: text });
}

/**
 * Picks an option of the antd Select whose input is `control`: opens its list (or types `search` into
 * it), clicks the option and waits until the select shows it, trying again while the list moves under
 * the pointer (its options re-rendered as an answer arrives, under CI load a click can miss).
 */
export async function chooseOption(control: Locator, option: string | RegExp, search?: string) {
  const kind = await control.evaluate((e) =>
    e.tagName === "SELECT" ? "native" : e.classList.contains("light-search-select-input") ? "light" : "ant",
  );
  if (kind === "native") return chooseNative(control, option);
  if (kind === "light") return chooseFound(control, option, search ?? "");
  const select = control.locator(
    "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]",
  );
  const list = control.page().locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  const item = list.locator(".ant-select-item-option").filter({ hasText: option });
  await expect(async () => {
    if (!(await item.isVisible())) {
      if (search === undefined) await select.click();
      else await control.fill(search);
    }
    await item.click({ timeout: 5_000 });
    await expect(select.locator(".ant-select-content")).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A native <select> (LightSelect): its option once listed. */
async function chooseNative(control: Locator, option: string | RegExp) {
  const item = control.locator("option:not([disabled])").filter({ hasText: option }).first();
  await expect(item).toBeAttached({ timeout: 30_000 });
  await control.selectOption({ value: (await item.getAttribute("value")) ?? "" });
  await expect(control.locator("option:checked")).toHaveText(option);
}

/** A LightSearchSelect: the search typed, then the option it found clicked. */
async function chooseFound(control: Locator, option: string | RegExp, search: string) {
  const item = control.page().locator(".light-search-select-option").filter({ hasText: option });
  await expect(async () => {
    if (!(await item.isVisible())) await control.fill(search);
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs in over the API and answers the bearer token (for setting a scene through the real calls). */
export async function apiToken(request: APIRequestContext, email = admin.email, password = admin.password) {
  const login = await request.post("/api/api/Login/CheckUser", {
    data: { Email: email, Password: password },
  });
  return ((await login.json()) as { ResponseData: Array<{ user: { Token: string } }> }).ResponseData[0].user
    .Token;
}

/** One API call that must answer '200'; answers its ResponseData. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    body === undefined
      ? await request.get(`/api/api/${path}`, { headers })
      : await request.post(`/api/api/${path}`, { headers, data: body });
  const answer = (await res.json()) as { ResponseCode: string; ResponseMessage: string; ResponseData: T };
  expect(answer.ResponseCode, `${path}: ${answer.ResponseMessage}`).toBe("200");
  return answer.ResponseData;
}

/** An FG product made now (by import, then its FG packet size set): Final Production packs `perPacket` serials a packet. */
export async function anFgProduct(
  request: APIRequestContext,
  token: string,
  code: string,
  description: string,
  perPacket: number,
) {
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  await call("Import/Products", [
    { ProductCode: code, ProductDescription: description, ProductTypeId: 1, UOM: "NOS" },
  ]);
  const [product] = await call<Array<Record<string, unknown>>>("Product/GetProducts", {
    First: 1,
    PageSize: 10,
    SearchValue: code,
  });
  await call("Product/updateProduct", {
    ProductId: product.ProductId,
    ProductCd: code,
    ProductDscrptn: description,
    ProductTypeId: 1,
    ProductImg: "none",
    Level: "1",
    Revision: "A",
    UOM: "NOS",
    Value: "1",
    FGSerialsPerPacket: perPacket,
    IsActive: true,
  });
}

/** Names of this run's own records: a run (or a retry) never meets another's. */
export const runTag = () => Date.now().toString(36).toUpperCase();

/**
 * Through the real calls: an FG product packed 2 serials a packet, an order of `qty` for it and its requisition;
 * names `<prefix>-FG-`, `-C-` (a customer), `-SO-` (a sales order) and `-ORD-` (the job), each with this run's tag.
 */
export async function anFgJob(request: APIRequestContext, prefix: string, description: string, qty: number) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const tag = runTag();
  const names = {
    fg: `${prefix}-FG-${tag}`,
    customer: `${prefix}-C-${tag}`,
    order: `${prefix}-SO-${tag}`,
    job: `${prefix}-ORD-${tag}`,
  };
  await anFgProduct(request, token, names.fg, description, 2);
  await call("Import/Orders", [
    { OrderNo: names.job, OrderDate: sentToday(), ProductCode: names.fg, Qty: qty },
  ]);
  const job = await call<{ RequisitionId: number; RequisitionNo: string }>(
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: names.job, Qty: qty },
  );
  return { names, job, token, call };
}

/**
 * Through the real calls, with names of this run's own (`prefix`, then a tag): an FG product packed `perPacket`
 * serials a packet, `made` serials mapped and put away into an empty bin, and a customer's open order for `ordered`
 * of it. Answers the names, the packets made and the first serial.
 */
export async function fgInStock(
  request: APIRequestContext,
  prefix: string,
  { perPacket, made, ordered }: { perPacket: number; made: number; ordered: number },
) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const tag = Date.now().toString(36).toUpperCase();
  const names = {
    fg: `${prefix}-FG-${tag}`,
    customer: `${prefix}-C-${tag}`,
    order: `${prefix}-SO-${tag}`,
    job: `${prefix}-ORD-${tag}`,
  };
  await anFgProduct(request, token, names.fg, `${prefix} chair`, perPacket);
  await call("Import/Orders", [
    { OrderNo: names.job, OrderDate: sentToday(), ProductCode: names.fg, Qty: made },
  ]);
  const job = await call<{ RequisitionId: number; RequisitionNo: string }>(
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: names.job, Qty: made },
  );
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  const mapped = await call<{ Packets: Array<{ QRCode: string; Qty: number }> }>(
    "FinalProduction/CreateFinalProduction",
    { RequisitionId: job.RequisitionId, FromNo: fromNo, ToNo: fromNo + made - 1, Qty: made },
  );
  const bin = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    RequisitionNo: job.RequisitionNo,
    BinId: bin.BinId,
    storeItems: mapped.Packets.map((p) => ({ QRCode: p.QRCode })),
  });
  const orderId = await aCustomerOrder(request, token, names, ordered);
  return { names, packets: mapped.Packets, fromNo, orderId, call };
}

/** A customer (`names.customer`) made through the API, and its open order `names.order` for `ordered` FG units. */
export async function aCustomerOrder(
  request: APIRequestContext,
  token: string,
  names: { customer: string; order: string; fg: string },
  ordered: number,
) {
  await apiCall(request, token, "Customer/CreateCustomer", {
    CustomerCode: names.customer,
    CustomerName: `E2E ${names.customer}`,
    Address: "Chakan, Pune",
    GSTNumber: "",
  });
  const order = await apiCall<{ DispatchOrderId: number }>(
    request,
    token,
    "DispatchOrder/CreateDispatchOrder",
    {
      ErpOrderNo: names.order,
      CustomerCode: names.customer,
      PromisedDate: "12/31/2030",
      Lines: [{ ProductCode: names.fg, Qty: ordered }],
    },
  );
  return order.DispatchOrderId;
}

/** Today as the API takes dates (MM/DD/YYYY). */
export function sentToday() {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
}

export interface PlantNames {
  fg: string;
  rm: string;
  orderNo: string;
  mrnId: number;
}

/** A spec's plant names; a retry gets names and an MRN id of its own, since the first try's imports stay in the database. */
export function plantNames(prefix: string, mrnId: number, retry: number): PlantNames {
  const suffix = retry === 0 ? "" : `-R${retry}`;
  return {
    fg: `${prefix}-FG${suffix}`,
    rm: `${prefix}-RM${suffix}`,
    orderNo: `${prefix}-ORD${suffix}`,
    mrnId: mrnId + retry,
  };
}

/** An FG needing 1.5 of an RM a unit, 10 of the RM received on an MRN, and an order of 5 (nothing checked yet), unless told other amounts. */
export async function receiveForAnOrder(
  request: APIRequestContext,
  token: string,
  names: PlantNames,
  amounts = { perUnit: 1.5, received: 10, ordered: 5 },
) {
  const { fg, rm, orderNo, mrnId } = names;
  await apiCall(request, token, "Import/Products", [
    { ProductCode: fg, ProductDescription: `${fg} stool`, ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: rm, ProductDescription: `${rm} tube`, ProductTypeId: 3, UOM: "NOS" },
  ]);
  await apiCall(request, token, "Import/Boms", [
    { ParentProductCode: fg, ComponentProductCode: rm, Quantity: amounts.perUnit },
  ]);
  await apiCall(request, token, "Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentToday(),
      ProductCode: rm,
      RequestedQty: amounts.received,
      ReceivedQty: amounts.received,
      UOM: "NOS",
    },
  ]);
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: orderNo, OrderDate: sentToday(), ProductCode: fg, Qty: amounts.ordered },
  ]);
}

/** The packet slips of an MRN: code and qty. */
export const slipsOf = (request: APIRequestContext, token: string, mrnId: number) =>
  apiCall<Array<{ QRData: string; Qty: number }>>(request, token, "RmQrCodeGeneration/PrintQrByPo", {
    MRN_ID: mrnId,
  });

type InwardBin = { BinId: number; RowName: string; ColAddress: string; ColStatus: boolean };
const inwardBins = (request: APIRequestContext, token: string) =>
  apiCall<InwardBin[]>(request, token, "RawMaterialInward/GetBinsForInward", {});

/** The first empty bin offered for put-away; a new one (row E) when earlier specs have filled the demo's. */
export async function anEmptyBin(request: APIRequestContext, token: string) {
  const empty = (await inwardBins(request, token)).find((b) => !b.ColStatus);
  return empty ?? aNewBin(request, token);
}

/** A bin made now, so empty and offered for put-away: for a spec that needs bins no other put-away of it takes. */
export async function aNewBin(request: APIRequestContext, token: string) {
  const colNo = 1 + Math.floor(Math.random() * 99_000);
  const ColAddress = `E-${colNo}`;
  await apiCall(request, token, "BinMaster/CreateBin", {
    BinId: 0,
    RowName: "E",
    RowNo: 5,
    ColNo: colNo,
    ColAddress,
    StoreType: "",
    Height: 50,
    Width: 50,
    Length: 50,
    IsActive: true,
  });
  const made = (await inwardBins(request, token)).find((b) => b.ColAddress === ColAddress);
  if (!made) throw new Error(`bin ${ColAddress} was made but is not offered for put-away`);
  return made;
}

/** receiveForAnOrder, then approved in packets of 4, 4 and 2 (none put away); answers their slips. */
export async function packedForAnOrder(request: APIRequestContext, token: string, names: PlantNames) {
  await receiveForAnOrder(request, token, names);
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 4 },
  ]);
  return slipsOf(request, token, names.mrnId);
}

/** receiveForAnOrder of `count` units needing 1 each, approved in packets of 1 (none put away); answers their codes. */
export async function packedInOnes(
  request: APIRequestContext,
  token: string,
  names: PlantNames,
  count: number,
) {
  await receiveForAnOrder(request, token, names, { perUnit: 1, received: count, ordered: count });
  const [line] = await apiCall<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await apiCall(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: line.MrnLineId, ApprovedQty: count, PiecesPerPacket: 1 },
  ]);
  return (await slipsOf(request, token, names.mrnId)).map((s) => s.QRData);
}

/** Puts packets of the MRN away into an empty bin through the real call, as a store keeper does; answers the bin. */
export async function putAwayInAnEmptyBin(
  request: APIRequestContext,
  token: string,
  mrnId: number,
  codes: string[],
) {
  const bin = await anEmptyBin(request, token);
  await apiCall(request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: bin.BinId,
    storeItems: codes.map((QRCode) => ({ QRCode })),
  });
  return bin;
}

/** packedForAnOrder, then all put away in an empty bin; answers the slips and the bin. */
export async function packedInABin(request: APIRequestContext, token: string, names: PlantNames) {
  const slips = await packedForAnOrder(request, token, names);
  const codes = slips.map((s) => s.QRData);
  return { slips, bin: await putAwayInAnEmptyBin(request, token, names.mrnId, codes) };
}

/** packedForAnOrder, then put away; answers the two packets of 4. */
export async function plantTheOrder(request: APIRequestContext, names: PlantNames) {
  const { slips } = await packedInABin(request, await apiToken(request), names);
  return slips.filter((s) => s.Qty === 4).map((s) => s.QRData);
}

/** Raises a requisition for `qty` of the order, as Raise Requisition does; answers its number. */
export async function raiseRequisition(
  request: APIRequestContext,
  token: string,
  orderNo: string,
  qty: number,
) {
  const { RequisitionNo } = await apiCall<{ RequisitionNo: string }>(
    request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: orderNo, Qty: qty },
  );
  return RequisitionNo;
}
