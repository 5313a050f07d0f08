import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { packetInStateMessage, recallMessages, recallText, scanBoxLabels } from "@wms/domain";
import { anEmptyBin, apiCall, apiToken, sentToday, signIn, slipsOf, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

interface Raised {
  RequisitionId: number;
  RequisitionNo: string;
}

/**
 * Through the real calls: 10 of an RM on an MRN, in packets of 4, 4 and 2 put away; a frame job (2 frames of 2
 * RM each) issued the first packet and reported; its 2 frames received and put away, issued to a chair job of 2
 * whose serials are mapped. The other two RM packets stay in their bin.
 */
async function plantTheChain(request: Parameters<typeof apiToken>[0], retry: number) {
  const token = await apiToken(request);
  const call = <T>(path: string, body?: unknown) => apiCall<T>(request, token, path, body);
  const suffix = retry === 0 ? "" : `-R${retry}`;
  const names = { rm: `RCL-RM${suffix}`, frame: `RCL-FRAME${suffix}`, chair: `RCL-CHAIR${suffix}` };
  const mrnId = 990_971 + retry;
  const today = sentToday();
  await call("Import/Products", [
    { ProductCode: names.rm, ProductDescription: "Recall tube", ProductTypeId: 3, UOM: "NOS" },
    { ProductCode: names.frame, ProductDescription: "Recall frame", ProductTypeId: 2, UOM: "NOS" },
    { ProductCode: names.chair, ProductDescription: "Recall chair", ProductTypeId: 1, UOM: "NOS" },
  ]);
  await call("Import/Boms", [
    { ParentProductCode: names.frame, ComponentProductCode: names.rm, Quantity: 2 },
    { ParentProductCode: names.chair, ComponentProductCode: names.frame, Quantity: 1 },
  ]);
  await call("Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: "SUP-STEEL",
      Type: "RM",
      MRNDate: today,
      ProductCode: names.rm,
      RequestedQty: 10,
      ReceivedQty: 10,
      UOM: "NOS",
    },
  ]);
  const [line] = await call<Array<{ MrnLineId: number }>>(`PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`);
  await call("PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 4 },
  ]);
  const rm = (await slipsOf(request, token, mrnId)).map((s) => s.QRData);
  const rmBin = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: mrnId,
    BinId: rmBin.BinId,
    storeItems: rm.map((QRCode) => ({ QRCode })),
  });
  await call("Import/Orders", [
    { OrderNo: `RCL-ORD-FRAME${suffix}`, OrderDate: today, ProductCode: names.frame, Qty: 4 },
    { OrderNo: `RCL-ORD-CHAIR${suffix}`, OrderDate: today, ProductCode: names.chair, Qty: 2 },
  ]);
  const [shift] = await call<Array<{ ShiftId: number }>>("ActivityReporting/GetShifts");
  const frameJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: `RCL-ORD-FRAME${suffix}`,
    Qty: 2,
  });
  await call("StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: frameJob.RequisitionNo,
    storeItems: [{ QRCode: rm[0] }],
  });
  await call("ActivityReporting/CreateActivityReportingIntermediate", {
    RequisitionNo: frameJob.RequisitionNo,
    ShiftId: shift.ShiftId,
    Operator: "Mohan Rao",
    Stage: "Start",
    storeItems: [{ ProductCode: names.rm, Quantity: 4 }],
  });
  const frames = await call<Array<{ QRCode: string }>>("ProductionReceipt/CreateProductionReceipt", {
    RequisitionNo: frameJob.RequisitionNo,
    Qty: 2,
    PiecesPerPacket: 1,
  });
  const frameBin = await anEmptyBin(request, token);
  await call("RawMaterialInward/UpdateBinInwardMaterialStock", {
    RequisitionNo: frameJob.RequisitionNo,
    BinId: frameBin.BinId,
    storeItems: frames.map((f) => ({ QRCode: f.QRCode })),
  });
  const chairJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: `RCL-ORD-CHAIR${suffix}`,
    Qty: 2,
  });
  await call("StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: chairJob.RequisitionNo,
    storeItems: frames.map((f) => ({ QRCode: f.QRCode })),
  });
  await call("ActivityReporting/CreateActivityReportingAssembly", {
    RequisitionNo: chairJob.RequisitionNo,
    ShiftId: shift.ShiftId,
    Operator: "Ravi Kumar",
    Stage: "Start",
    storeItems: [{ ProductCode: names.frame, Quantity: 2 }],
  });
  const fromNo = (await call<number>("FinalProduction/GetMaxNo")) + 1;
  await call("FinalProduction/CreateFinalProduction", {
    RequisitionId: chairJob.RequisitionId,
    FromNo: fromNo,
    ToNo: fromNo + 1,
    Qty: 2,
  });
  // A second frame job, to try the held packets on after the recall.
  const nextFrameJob = await call<Raised>("RaiseRequisition/CreateRaiseRequisition", {
    OrderNO: `RCL-ORD-FRAME${suffix}`,
    Qty: 2,
  });
  return { mrnId, rm, rmBin: rmBin.ColAddress, frameJob, chairJob, nextFrameJob, fromNo };
}

test("recall an MRN whose material went through a frame job into chair serials: preview, confirm by keyboard at 360 x 640, issue refused naming the recall, the report PDF lists the serial range", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const chain = await plantTheChain(page.request, testInfo.retry);
  const range = `${chain.fromNo}-${chain.fromNo + 1}`;
  await signIn(page);

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Transactions" }).click();
  await page.getByRole("link", { name: "Recall" }).click();
  await expect(page).toHaveURL(/\/transactions\/recall$/);
  const box = page.getByLabel(recallText.scanLabel);
  await expect(box).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(String(chain.mrnId));
  await page.keyboard.press("Enter");

  const preview = page.getByRole("region", { name: "Recall preview" });
  await expect(preview.getByRole("heading", { name: `MRN ${chain.mrnId}` })).toBeVisible({ timeout: 30_000 });
  const serials = preview.getByRole("table").first();
  await expect(preview.getByText(range, { exact: true })).toBeVisible();
  await expect(serials).toBeVisible();
  await expect(preview.getByText(chain.chairJob.RequisitionNo).first()).toBeVisible();
  await expect(preview.getByText(chain.frameJob.RequisitionNo).first()).toBeVisible();
  for (const code of chain.rm.slice(1)) {
    const row = preview.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText(chain.rmBin);
    await expect(row).toContainText("In bin");
  }
  await expect(preview.getByRole("row").filter({ hasText: chain.rm[0] })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await preview.getByRole("button", { name: recallText.confirm }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog").filter({ hasText: recallText.confirmTitle });
  await expect(dialog.getByLabel(recallText.reasonLabel)).toBeFocused();
  await page.keyboard.type("supplier reports cracked tubes");
  await page.keyboard.press("Enter");
  const title = new RegExp(`^Recall \\d+: MRN ${chain.mrnId}$`);
  const opened = page
    .getByRole("dialog")
    .filter({ has: page.locator(".ant-modal-title", { hasText: title }) });
  await expect(opened).toBeVisible({ timeout: 30_000 });
  const recallId = Number(
    /Recall (\d+)/.exec((await opened.locator(".ant-modal-title").textContent()) ?? "")?.[1],
  );
  expect(recallId).toBeGreaterThan(0);
  // The two RM packets in the bin and the two chairs Final Production packed (one serial a packet).
  await expect(toast(page, "Success Message", recallMessages.opened(recallId, 4))).toBeVisible();
  await expect(opened.getByRole("row").filter({ hasText: chain.rm[1] })).toContainText("On hold (Recall)");

  const download = page.waitForEvent("download");
  await opened.getByRole("button", { name: recallText.pdf }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Recall_${recallId}_.*\\.pdf$`));
  const bytes = readFileSync((await pdf.path()) ?? "").toString("latin1");
  expect(bytes).toContain(range);
  expect(bytes).toContain(chain.rm[1]);
  expect(bytes).toContain(chain.rmBin);
  await page.keyboard.press("Escape");
  await expect(opened).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `MRN ${chain.mrnId}` })).toContainText("Open");

  await page.goto("/transactions/store-requisition-issue");
  const issueBox = page.getByLabel(scanBoxLabels.issue);
  await expect(issueBox).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(chain.nextFrameJob.RequisitionNo);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row").filter({ hasText: "RCL-RM" }).first()).toBeVisible();
  await page.keyboard.type(chain.rm[1]);
  await page.keyboard.press("Enter");
  await expect(
    toast(page, "Warn Message", packetInStateMessage(chain.rm[1], "OnHold", "Recall", recallId)),
  ).toBeVisible();
});
