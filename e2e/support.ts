import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const admin = { email: "admin@example.com", password: "Admin123" };
export const e2eDataDir = `/tmp/wms-e2e-${process.env.E2E_PORT ?? "3100"}/data`;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.goto("/login");
  await page.getByLabel("Email Id").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The global toast with the given heading and text. */
export function toast(
  page: Page,
  heading: "Success Message" | "Warn Message" | "Error Message",
  text: string | RegExp,
) {
  return page.locator(".ant-notification-notice").filter({ hasText: heading }).filter({ hasText: text });
}

/** A bearer token of the demo admin, for setting up data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/api/Login/CheckUser", {
    data: { Email: admin.email, Password: admin.password },
  });
  return ((await login.json()) as { ResponseData: Array<{ user: { Token: string } }> }).ResponseData[0].user
    .Token;
}

/** One API call that must answer '200'; its ResponseData. */
export async function call<T>(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const res =
    body === undefined
      ? await request.get(`/api/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
      : await request.post(`/api/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data: body });
  const answer = (await res.json()) as { ResponseCode: string; ResponseMessage: string; ResponseData: T };
  expect(answer.ResponseCode, `${path}: ${answer.ResponseMessage}`).toBe("200");
  return answer.ResponseData;
}

const today = new Date();
/** Today as the API takes dates: MM/DD/YYYY. */
export const sentDate = `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;

export interface PlantNames {
  fg: string;
  rm: string;
  orderNo: string;
  mrnId: number;
}

/** An FG needing 1.5 of an RM a unit, 10 of the RM received on an MRN, and an order of 5 (nothing checked yet). */
export async function receiveForAnOrder(request: APIRequestContext, token: string, names: PlantNames) {
  const { fg, rm, orderNo, mrnId } = names;
  await call(request, token, "Import/Products", [
    { ProductCode: fg, ProductDescription: `${fg} stool`, ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: rm, ProductDescription: `${rm} tube`, ProductTypeId: 3, UOM: "NOS" },
  ]);
  await call(request, token, "Import/Boms", [
    { ParentProductCode: fg, ComponentProductCode: rm, Quantity: 1.5 },
  ]);
  await call(request, token, "Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: sentDate,
      ProductCode: rm,
      RequestedQty: 10,
      ReceivedQty: 10,
      UOM: "NOS",
    },
  ]);
  await call(request, token, "Import/Orders", [
    { OrderNo: orderNo, OrderDate: sentDate, ProductCode: fg, Qty: 5 },
  ]);
}

/** The packet slips of an MRN: code and qty. */
export const slipsOf = (request: APIRequestContext, token: string, mrnId: number) =>
  call<Array<{ QRData: string; Qty: number }>>(request, token, "RmQrCodeGeneration/PrintQrByPo", {
    MRN_ID: mrnId,
  });

/** The first empty bin offered for put-away. */
export async function anEmptyBin(request: APIRequestContext, token: string) {
  const bins = await call<Array<{ BinId: number; ColAddress: string; ColStatus: boolean }>>(
    request,
    token,
    "RawMaterialInward/GetBinsForInward",
    {},
  );
  const empty = bins.find((b) => !b.ColStatus);
  if (!empty) throw new Error("no empty bin in the demo plant");
  return empty;
}

/** receiveForAnOrder, then approved in packets of 4, 4 and 2 and put away; answers the two packets of 4. */
export async function plantTheOrder(request: APIRequestContext, names: PlantNames) {
  const token = await adminToken(request);
  await receiveForAnOrder(request, token, names);
  const [line] = await call<Array<{ MrnLineId: number }>>(
    request,
    token,
    `PurchaseOrder/GetPoDetailsByMRNID/${names.mrnId}`,
  );
  await call(request, token, "PurchaseOrder/UpdatePoDetails", [
    { MRNID: names.mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 4 },
  ]);
  const slips = await slipsOf(request, token, names.mrnId);
  const bin = await anEmptyBin(request, token);
  await call(request, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: names.mrnId,
    BinId: bin.BinId,
    storeItems: slips.map((s) => ({ QRCode: s.QRData })),
  });
  return slips.filter((s) => s.Qty === 4).map((s) => s.QRData);
}
