import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { scanBoxLabels } from "@wms/domain";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  chooseOption,
  searchGrid,
  sentToday,
  signIn,
  test,
  toast,
} from "./support";

interface Raised {
  RequisitionId: number;
  RequisitionNo: string;
}

/**
 * The plant day of the trace, through the real calls: wire and bolts received and put away; two
 * bracket jobs, each by its own operator and shift, each making one bracket packet; one stand job
 * using both brackets and the bolts, its Start by Kiran (shift A: one bracket, 2 bolts) and its End
 * by Lata (shift B: the other bracket, 2 bolts); the stand's serial mapped.
 */
async function plantTheDay(request: APIRequestContext, retry: number) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const suffix = retry === 0 ? "" : `-R${retry}`;
  const names = {
    wire: `E2E-TE-WIRE${suffix}`,
    bolt: `E2E-TE-BOLT${suffix}`,
    bracket: `E2E-TE-BRACKET${suffix}`,
    stand: `E2E-TE-STAND${suffix}`,
  };
  const wireMrn = 990_701 + retry * 10;
  const boltMrn = wireMrn + 1;
  const today = sentToday();
  await call("Import/Products", [
    { ProductCode: names.wire, ProductDescription: "E2E wire", ProductTypeId: 3, UOM: "NOS" },
    { ProductCode: names.bolt, ProductDescription: "E2E bolt", ProductTypeId: 3, UOM: "NOS" },
    { ProductCode: names.bracket, ProductDescription: "E2E bracket", ProductTypeId: 2, UOM: "NOS" },
    { ProductCode: names.stand, ProductDescription: "E2E stand", ProductTypeId: 1, UOM: "NOS" },
  ]);
  await call("Import/Boms", [
    { ParentProductCode: names.bracket, ComponentProductCode: names.wire, Quantity: 1 },
    { ParentProductCode: names.stand, ComponentProductCode: names.bracket, Quantity: 2 },
    { ParentProductCode: names.stand, ComponentProductCode: names.bolt, Quantity: 4 },
  ]);
  const receive = async (mrnId: number, product: string, supplier: string, qty: number) => {
    await call("Import/Mrns", [
      {
        MRNID: mrnId,
        PONumber: `PO-${mrnId}`,
        SupplierCode: supplier,
        Type: "RM",
        MRNDate: today,
        ProductCode: product,
        RequestedQty: qty,
        ReceivedQty: qty,
        UOM: "NOS",
      },
    ]);
    const [line] = await call<Array<{ MrnLineId: number }>>(`PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`);
    const [packet] = await call<Array<{ QRCode: string }>>("PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: qty, PiecesPerPacket: qty },
    ]);
    const bin = await anEmptyBin(request, token);
    await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
      MRNID: mrnId,
      BinId: bin.BinId,
      storeItems: [{ QRCode: packet.QRCode }],
    });
    return packet.QRCode;
  };
  let wire = await receive(wireMrn, names.wire, "SUP-STEEL", 10);
  const bolt = await receive(boltMrn, names.bolt, "SUP-FAST", 4);
  await call("Import/Orders", [
    { OrderNo: `E2E-TE-ORD-BRACKET${suffix}`, OrderDate: today, ProductCode: names.bracket, Qty: 2 },
    { OrderNo: `E2E-TE-ORD-STAND${suffix}`, OrderDate: today, ProductCode: names.stand, Qty: 1 },
  ]);
  const shifts = await call<Array<{ ShiftId: number; ShiftName: string }>>("ActivityReporting/GetShifts");
  const shift = (name: string) => shifts.find((s) => s.ShiftName === name)?.ShiftId;
  const report = (
    kind: string,
    RequisitionNo: string,
    Stage: string,
    Operator: string,
    ShiftName: string,
    items: Record<string, number>,
  ) =>
    call(`ActivityReporting/CreateActivityReporting${kind}`, {
      RequisitionNo,
      ShiftId: shift(ShiftName),
      Operator,
      Stage,
      storeItems: Object.entries(items).map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
    });

  const bracketJobs: Raised[] = [];
  const bracketPackets: string[] = [];
  for (const [operator, shiftName] of [
    ["Asha Bracket", "A"],
    ["Mohan Bracket", "B"],
  ]) {
    const job = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
      OrderNO: `E2E-TE-ORD-BRACKET${suffix}`,
      Qty: 1,
    });
    const [rest] = await call<Array<{ QRCode: string }>>("StoreRequisitionIssue/IssueRMStore", {
      RequisitionNo: job.RequisitionNo,
      storeItems: [{ QRCode: wire }],
    });
    wire = rest.QRCode;
    await report("Intermediate", job.RequisitionNo, "Start", operator, shiftName, { [names.wire]: 1 });
    const [made] = await call<Array<{ QRCode: string }>>("ProductionReceipt/CreateProductionReceipt", {
      RequisitionNo: job.RequisitionNo,
      Qty: 1,
      PiecesPerPacket: 1,
    });
    const bin = await anEmptyBin(request, token);
    await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.RequisitionNo,
      BinId: bin.BinId,
      storeItems: [{ QRCode: made.QRCode }],
    });
    bracketJobs.push(job);
    bracketPackets.push(made.QRCode);
  }

  const standJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: `E2E-TE-ORD-STAND${suffix}`,
    Qty: 1,
  });
  await call("StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: standJob.RequisitionNo,
    storeItems: [...bracketPackets, bolt].map((QRCode) => ({ QRCode })),
  });
  await report("Assembly", standJob.RequisitionNo, "Start", "Kiran", "A", {
    [names.bracket]: 1,
    [names.bolt]: 2,
  });
  await report("Assembly", standJob.RequisitionNo, "End", "Lata", "B", {
    [names.bracket]: 1,
    [names.bolt]: 2,
  });
  const serial = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  await call("FinalProduction/CreateFinalProduction", {
    RequisitionId: standJob.RequisitionId,
    FromNo: serial,
    ToNo: serial,
    Qty: 1,
  });
  return { names, bracketJobs, bracketPackets, standJob, serial, wireLeft: wire, bolt };
}

const scanInto = async (page: Page, label: string, text: string) => {
  const box = page.getByLabel(label);
  await box.pressSequentially(text);
  await box.press("Enter");
};

test("every stage as it happened: the End tab shows the End operator's rows, a drill shows only the job that made that bracket, an End with nothing left is recorded and shown", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const day = await plantTheDay(page.request, testInfo.retry);
  await signIn(page);

  // The End operator finds nothing left to use: the stage is still recorded, with quantities 0.
  await page.goto("/transactions/activity-reporting-assembly");
  await chooseOption(
    page.getByRole("combobox", { name: "Order" }),
    new RegExp(` - ${day.standJob.RequisitionNo}$`),
    day.standJob.RequisitionNo,
  );
  await expect(page.getByRole("row").filter({ hasText: day.names.bolt })).toBeVisible();
  await chooseOption(page.getByRole("combobox", { name: "Shift" }), "B - 14:00 - 22:00");
  await page.getByLabel("Operator").fill("Suresh Nothing");
  await chooseOption(page.getByRole("combobox", { name: "Stage" }), "End");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Success Message", "Activity reported successfully.")).toBeVisible();

  await page.goto("/reports/fg-traceability-report");
  await scanInto(page, "Scan Product", String(day.serial));
  await expect(page.getByTestId("trace-job").first()).toContainText(`Job ${day.standJob.RequisitionNo}`);
  const start = page.getByRole("tabpanel", { name: "Start Stage" });
  await expect(start.getByRole("row").filter({ hasText: "Kiran" })).toHaveCount(2);
  await expect(start.getByRole("row").filter({ hasText: day.bracketPackets[0] })).toContainText("1.000");
  await expect(start.getByRole("row").filter({ hasText: "Lata" })).toHaveCount(0);

  await page.getByRole("tab", { name: "End Stage" }).click();
  const end = page.getByRole("tabpanel", { name: "End Stage" });
  const lataBracket = end.getByRole("row").filter({ hasText: day.bracketPackets[1] });
  await expect(lataBracket).toContainText("Lata");
  await expect(lataBracket).toContainText("B");
  await expect(end.getByRole("row").filter({ hasText: day.bolt }).filter({ hasText: "Lata" })).toContainText(
    "2.000",
  );
  const nothing = end.getByRole("row").filter({ hasText: "Suresh Nothing" });
  await expect(nothing).toHaveCount(2);
  for (const row of await nothing.all()) await expect(row).toContainText("0.000");

  // Each bracket row drills into the job that made that packet, never its sibling.
  for (const [n, tab] of [
    [0, start],
    [1, end],
  ] as const) {
    const stage = n === 0 ? "Start" : "End";
    await page.getByRole("tab", { name: `${stage} Stage` }).click();
    await tab
      .getByRole("row")
      .filter({ hasText: day.bracketPackets[n] })
      .getByRole("button", { name: day.names.bracket })
      .click();
    const detail = page.getByRole("dialog").filter({ hasText: `RM Detail (${stage} Stage)` });
    await expect(detail.getByTestId("trace-job")).toContainText(`Job ${day.bracketJobs[n].RequisitionNo}`);
    await expect(detail.getByRole("row").filter({ hasText: day.names.wire })).toHaveCount(1);
    await expect(
      detail.getByRole("row").filter({ hasText: n === 0 ? "Asha Bracket" : "Mohan Bracket" }),
    ).toHaveCount(1);
    await expect(detail.getByText(n === 0 ? "Mohan Bracket" : "Asha Bracket")).toHaveCount(0);
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
  }

  // A product code does not guess: it lists the bracket jobs, newest first, to pick one.
  await page.getByRole("tab", { name: "Start Stage" }).click();
  await scanInto(page, "Scan Product", day.names.bracket);
  await expect(page.getByText("Select a job of this product to trace.")).toBeVisible();
  const picks = page.getByRole("button", { name: /^REQ\d+$/ });
  await expect(picks).toHaveText([day.bracketJobs[1].RequisitionNo, day.bracketJobs[0].RequisitionNo]);
  await picks.first().click();
  await expect(page.getByTestId("trace-job").first()).toContainText(
    `Job ${day.bracketJobs[1].RequisitionNo}`,
  );
  await expect(start.getByRole("row").filter({ hasText: "Mohan Bracket" })).toHaveCount(1);
});

test("the specification's words: a packet scanned on Issue before any document, and a pasted non-number on Raise Requisition", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = testInfo.retry === 0 ? "" : `-R${testInfo.retry}`;
  const token = await apiToken(page.request);
  await apiCall(page.request, token, "Import/Orders", [
    { OrderNo: `E2E-TE-ORD-PASTE${suffix}`, OrderDate: sentToday(), ProductCode: "FG-CHAIR-01", Qty: 5 },
  ]);
  await signIn(page);

  await page.goto("/transactions/store-requisition-issue");
  await scanInto(page, scanBoxLabels.issue, "5004-5-001");
  await expect(toast(page, "Warn Message", "Please enter requisition number.")).toBeVisible();

  await page.goto("/transactions/raise-requisition");
  await searchGrid(page, `E2E-TE-ORD-PASTE${suffix}`);
  await page
    .getByRole("row")
    .filter({ hasText: `E2E-TE-ORD-PASTE${suffix}` })
    .getByRole("checkbox")
    .check();
  await page.getByLabel("Approved Qty").fill("12a");
  await page.getByRole("button", { name: "Generate Requisition" }).click();
  await expect(toast(page, "Warn Message", "Please enter only numeric value.")).toBeVisible();
});
