import { expect } from "@playwright/test";
import { apiCall, apiToken, countCallsInFlight, openInApp, sentToday, signIn, test } from "./support";

test("the Store demo user opens Issue to Production and reads its Order List (issue 11)", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await apiCall(request, token, "Import/Orders", [
    { OrderNo: "E2E-ORD-ACCESS", OrderDate: sentToday(), ProductCode: "FG-STOOL-01", Qty: 2 },
  ]);
  const raised = await apiCall<{ RequisitionNo: string }>(
    request,
    token,
    "RaiseRequisition/CreateRaiseRequisition",
    { OrderNO: "E2E-ORD-ACCESS", Qty: 1 },
  );
  await signIn(page, "store@example.com", "Store123");
  await page.goto("/transactions/store-requisition-issue");
  await page.getByRole("button", { name: "Order List" }).click();
  const orderList = page.getByRole("dialog", { name: "Order List" });
  await orderList.getByPlaceholder("Search").fill(raised.RequisitionNo);
  await expect(orderList.getByRole("row").filter({ hasText: raised.RequisitionNo })).toBeVisible();
  await expect(page.getByText("You do not have permission for this action.")).toHaveCount(0);
});

for (const who of [
  { email: "store@example.com", password: "Store123" },
  { email: "operator@example.com", password: "Oper123" },
]) {
  test(`every page in ${who.email}'s menu opens without a permission refusal`, async ({ page }) => {
    test.setTimeout(240_000);
    const login = await (
      await page.request.post("/api/api/Login/CheckUser", {
        data: { Email: who.email, Password: who.password },
      })
    ).json();
    const { UserId, Token } = login.ResponseData[0].user;
    const menu = await (
      await page.request.get(`/api/api/User/GetUserMenu/${UserId}`, {
        headers: { authorization: `Bearer ${Token}` },
      })
    ).json();
    type Entry = { Path: string | null; Children: Entry[] };
    const paths = (menu.ResponseData as Entry[])
      .flatMap((e) => [e, ...e.Children])
      .map((e) => e.Path)
      .filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(3);
    await page.addInitScript(countCallsInFlight);
    await signIn(page, who.email, who.password);
    for (const path of paths) {
      const refused: string[] = [];
      const onResponse = (res: { status(): number; url(): string }) => {
        if (res.status() === 403) refused.push(res.url());
      };
      page.on("response", onResponse);
      await openInApp(page, path);
      page.off("response", onResponse);
      expect(refused, path).toEqual([]);
      await expect(page.getByText("You do not have permission for this action.")).toHaveCount(0);
    }
  });
}
