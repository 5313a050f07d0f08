import { expect } from "@playwright/test";
import { apiCall, apiToken, signIn, test } from "./support";

type Row = Record<string, string | number>;

test("Data Import: a file with a bad row is refused by its line and saves nothing; fixed, it imports", async ({
  page,
  request,
}) => {
  const tag = `IMP${Date.now() % 1_000_000}`;
  const [parent, frame, tube] = [`${tag}-FG`, `${tag}-FRAME`, `${tag}-TUBE`];
  const token = await apiToken(request);
  await apiCall(request, token, "Import/Products", [
    { ProductCode: parent, ProductDescription: "Chair", ProductTypeId: 1, UOM: "NOS" },
    { ProductCode: frame, ProductDescription: "Frame", ProductTypeId: 2, UOM: "NOS" },
    { ProductCode: tube, ProductDescription: "Tube", ProductTypeId: 3, UOM: "KG" },
  ]);
  const bomsOfParent = async () =>
    (await apiCall<Row[]>(request, token, "Import/Export/Boms")).filter(
      (r) => r.ParentProductCode === parent,
    );

  await signIn(page);
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Masters" }).click();
  await menu.getByRole("link", { name: "Data Import" }).click();
  await expect(page).toHaveURL(/\/masters\/data-import$/);

  await page.getByRole("combobox", { name: "Kind" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "BOM lines" }).click();
  await expect(page.getByText("ParentProductCode, ComponentProductCode, Quantity")).toBeVisible();

  const file = (rows: string[]) => ({
    name: "boms.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["ParentProductCode,ComponentProductCode,Quantity", ...rows].join("\r\n")),
  });
  const upload = page.locator("input[type=file]");
  await upload.setInputFiles(file([`${parent},${frame},1`, `${parent},${tag}-NOPE,2`]));
  const refused = page.getByRole("table");
  await expect(
    refused.getByRole("row").filter({ hasText: `Unknown product code ${tag}-NOPE.` }),
  ).toContainText("3");
  await expect(page.getByText("Import failed. Nothing was saved; correct the rows below.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
  expect(await bomsOfParent()).toEqual([]);

  await upload.setInputFiles(file([`${parent},${frame},1`, `${parent},${tube},2.5`]));
  await expect(page.getByText("2 rows checked: no errors. Nothing has been saved yet.")).toBeVisible();
  expect(await bomsOfParent()).toEqual([]);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("2 rows imported as BOM lines.")).toBeVisible();
  expect(await bomsOfParent()).toEqual([
    { ParentProductCode: parent, ComponentProductCode: frame, Quantity: 1 },
    { ParentProductCode: parent, ComponentProductCode: tube, Quantity: 2.5 },
  ]);
});
