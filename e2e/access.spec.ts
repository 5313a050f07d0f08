import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("the Store demo user opens Issue to Production and reads its Order List (issue 11)", async ({
  page,
}) => {
  await signIn(page, "store@example.com", "Store123");
  await page.goto("/transactions/store-requisition-issue");
  await page.getByRole("button", { name: "Order List" }).click();
  const orderList = page.getByRole("dialog", { name: "Order List" });
  await expect(
    orderList
      .getByRole("row")
      .filter({ hasText: /REQ\d+/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText("You do not have permission for this action.")).toHaveCount(0);
});
