import { renameSync, writeFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { scanBoxLabels } from "@wms/domain";
import QRCode from "qrcode";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  confirmation,
  type PlantNames,
  plantNames,
  receiveForAnOrder,
  searchGrid,
  signIn,
  slipsOf,
  test,
  toast,
} from "./support";

const handheld = { width: 360, height: 640 };

/** No page-level horizontal scroll: the page is no wider than the screen. */
async function expectFits(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(handheld.width);
}

/** After every step the page fits the screen and the scan box has the focus, ready for the next scan. */
async function expectReady(page: Page, box: Locator) {
  await expectFits(page);
  await expect(box).toBeFocused();
}

/** How a code reaches the scan screen's handler. */
type Scan = (page: Page, code: string) => Promise<void>;

/** What a keyboard-wedge scanner does: types the code into whatever has the focus, then presses Enter. */
const wedgeScan: Scan = async (page, code) => {
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
};

/** A Y4M video (what Chromium's fake camera plays) showing one QR code, black on white, as the slips encode it. */
function qrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const width = 640;
  const height = 480;
  const scale = Math.floor((height - 80) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c))
        for (let y = 0; y < scale; y++)
          luma.fill(
            0,
            (top + r * scale + y) * width + left + c * scale,
            (top + r * scale + y) * width + left + (c + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  // written aside and renamed into place, so a capture still closing never reads a half-written file
  writeFileSync(
    `${file}.next`,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(10).fill(frame),
    ]),
  );
  renameSync(`${file}.next`, file);
}

/** Keeps every camera stream a page opens, to count them and see that each was released (its light off). */
function watchTheCamera() {
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  const streams: MediaStream[] = [];
  Object.assign(window, { cameraStreams: streams });
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    streams.push(stream);
    return stream;
  };
}

/** How many times the page opened the camera, and how many of its tracks are still live. */
const cameraUse = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams;
    const tracks = streams.flatMap((s) => s.getTracks());
    return { opened: streams.length, live: tracks.filter((t) => t.readyState === "live").length };
  });

/**
 * Shows the code to Chromium's fake camera and reads it through the box's camera button and dialog.
 * The fake camera opens its file afresh each time a capture starts, so rewriting the file before
 * each open feeds the next code to the same browser.
 */
function cameraScan(video: string): Scan {
  return async (page, code) => {
    const { opened } = await cameraUse(page);
    qrVideo(code, video);
    await page.getByRole("button", { name: "Scan with camera" }).click();
    // opened once more, read, and released: the dialog stops the camera when it closes
    await expect.poll(() => cameraUse(page), { timeout: 30_000 }).toEqual({ opened: opened + 1, live: 0 });
    await expect(page.getByRole("dialog", { name: /with camera$/ })).toBeHidden();
  };
}

/** Touch targets of a scan screen are at least 44 px high. */
async function expectTouchable(...controls: Locator[]) {
  for (const control of controls)
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Reaches a control by the keyboard (focus, never a click) and presses a key on it. */
async function press(control: Locator, key = "Enter") {
  await control.focus();
  await control.press(key);
}

async function requisitionOf(page: Page, orderNo: string) {
  const token = await apiToken(page.request);
  const rows = await apiCall<Array<{ OrderNo: string; RequisitionNo: string }>>(
    page.request,
    token,
    `RaiseRequisition/GetViewRequisitionData?SearchValue=${encodeURIComponent(orderNo)}`,
  );
  const row = rows.find((r) => r.OrderNo === orderNo);
  if (!row) throw new Error(`no requisition of ${orderNo}`);
  return row.RequisitionNo;
}

/**
 * Quality check, slips, put-away, requisition, issue with a split, activity reporting, return and trace,
 * signed in, every scan made with `scanWith` and everything else by the keyboard (focus, never a click).
 */
async function theWholeFlow(page: Page, names: PlantNames, scanWith: Scan) {
  const token = await apiToken(page.request);
  /** A scan, and the status line under the scan box shows the code that was read. */
  const scan = async (code: string) => {
    await scanWith(page, code);
    await expect(page.locator(".scan-box").getByRole("status")).toContainText(code);
  };
  await expectFits(page);

  // Quality check: scan the MRN id, the dialog opens; Enter in it submits.
  await page.goto("/transactions/quality-check");
  const mrnBox = page.getByLabel("MRN ID", { exact: true });
  await expectReady(page, mrnBox);
  await scan(String(names.mrnId));
  const dialog = page.getByRole("dialog", { name: "Quality Check" });
  const pieces = dialog.getByLabel(`Pieces per packet ${names.rm}`);
  await pieces.fill("4");
  await expectFits(page);
  await pieces.press("Enter");
  await expect(toast(page, "Success Message", "Quality check submitted successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectReady(page, mrnBox);

  // Slips: scan the MRN id to show its lines, tick them with Space, print with Enter.
  await page.goto("/transactions/rm-qr-code-generation");
  const slipBox = page.getByLabel("Enter MRN ID To Print", { exact: true });
  await expectReady(page, slipBox);
  await scan(String(names.mrnId));
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await expectReady(page, slipBox);
  await press(page.locator("thead .ant-checkbox-input"), "Space");
  const download = page.waitForEvent("download");
  await press(page.getByRole("button", { name: "Print" }));
  expect((await download).suggestedFilename()).toMatch(/^Slip_.*\.pdf$/);
  await expectReady(page, slipBox);

  // Put-away: one box takes the MRN id, then every packet; the bin dialog fits the screen.
  const codes = (await slipsOf(page.request, token, names.mrnId)).map((s) => s.QRData);
  const bin = await anEmptyBin(page.request, token);
  await page.goto("/transactions/raw-material-inward");
  const inwardBox = page.getByLabel(scanBoxLabels.inward);
  await expectReady(page, inwardBox);
  await scan(String(names.mrnId));
  await expect(page.getByRole("cell", { name: `${names.rm}` }).first()).toBeVisible();
  await expectReady(page, inwardBox);
  for (const code of codes) {
    await scan(code);
    await expect(page.getByRole("cell", { name: code })).toBeVisible();
    await expectReady(page, inwardBox);
  }
  await press(page.getByRole("button", { name: "Select Bin Location" }));
  await press(page.getByRole("button", { name: `Bin ${bin.ColAddress} Empty` }));
  const confirmLocation = page.getByRole("button", { name: "Confirm Location" });
  await expect(confirmLocation).toBeInViewport();
  await expectFits(page);
  await press(confirmLocation);
  const yes = confirmation(page).getByRole("button", { name: "Yes" });
  await expect(yes).toBeFocused();
  await press(yes);
  await expect(toast(page, "Success Message", "Material inward successfully.")).toBeVisible();
  await expect(page.getByRole("cell", { name: codes[0] })).toHaveCount(0);
  await expectReady(page, inwardBox);

  // Raise a requisition of 3: Space ticks the order, Enter in Approved Qty generates it.
  await page.goto("/transactions/raise-requisition");
  await searchGrid(page, names.orderNo);
  await press(page.getByRole("checkbox", { name: `Select ${names.orderNo}` }), "Space");
  const approved = page.getByLabel("Approved Qty");
  await approved.fill("3");
  await approved.press("Enter");
  await expect(toast(page, "Success Message", "Requisition raised successfully.")).toBeVisible();
  await expectFits(page);
  const requisitionNo = await requisitionOf(page, names.orderNo);

  // Issue: the requisition loads its BOM, the next scans are packets (never an order lookup), one is split.
  await page.goto("/transactions/store-requisition-issue");
  const issueBox = page.getByLabel(scanBoxLabels.issue);
  await expectReady(page, issueBox);
  await scan(requisitionNo);
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();
  const line = page.getByRole("row").filter({ hasText: names.rm }).first();
  await expect(line).toContainText("4.500");
  await expectReady(page, issueBox);
  await expectTouchable(
    issueBox,
    page.getByRole("button", { name: "Scan with camera" }),
    page.getByRole("button", { name: "Pick-Up" }),
    page.getByRole("button", { name: "Order List" }),
  );
  const [whole, split] = codes;
  await scan(whole);
  await expect(line).toContainText("0.500");
  await expect(page.getByText(`Requisition No: ${requisitionNo}`)).toBeVisible();
  await expectReady(page, issueBox);
  await scan(split);
  await expect(line).toHaveClass(/issue-line-success/);
  await expectReady(page, issueBox);
  await press(page.getByRole("button", { name: "Pick-Up" }));
  await expect(toast(page, "Success Message", "RM issued to production successfully.")).toBeVisible();
  const broken = page.getByRole("dialog", { name: "Broken QR Codes" });
  await expect(broken.getByRole("row").filter({ hasText: "3.500" })).toBeVisible();
  await expectFits(page);
  await page.keyboard.press("Escape");
  await expect(broken).toBeHidden();
  await expectReady(page, issueBox);

  // Activity reporting: the requisition slip's scan loads it; Enter in a quantity submits.
  await page.goto("/transactions/activity-reporting-assembly");
  const activityBox = page.getByLabel("Scan Requisition No", { exact: true });
  await expectReady(page, activityBox);
  await scan(requisitionNo);
  const quantity = page.getByLabel(`Quantity ${names.rm}`);
  await expect(quantity).toBeVisible();
  await expectReady(page, activityBox);
  await press(page.getByRole("combobox", { name: "Shift" }), "ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByLabel("Operator").fill("Asha");
  await press(page.getByRole("combobox", { name: "Stage" }), "ArrowDown");
  await page.keyboard.press("Enter");
  await quantity.fill("1");
  await quantity.press("Enter");
  await expect(toast(page, "Success Message", "Activity reported successfully.")).toBeVisible();
  await expect(quantity).toHaveCount(0);
  await expectReady(page, activityBox);

  // Return: a packet loads its requisition's rows; scanning it again ticks its row; Enter on Return.
  await page.goto("/transactions/return");
  const returnBox = page.getByLabel("Scan QR Code", { exact: true });
  await expectReady(page, returnBox);
  await scan(whole);
  const returnRow = page.getByRole("row").filter({ hasText: names.rm }).first();
  await expect(returnRow).toBeVisible();
  await expectReady(page, returnBox);
  await scan(whole);
  await expect(
    page
      .getByRole("row")
      .filter({ has: page.getByRole("checkbox", { checked: true }) })
      .first(),
  ).toBeVisible();
  await expectReady(page, returnBox);
  await press(page.getByRole("button", { name: "Return", exact: true }));
  await expect(toast(page, "Success Message", "Returned to stock successfully.")).toBeVisible();
  // the returned packet's slip is offered for printing; Escape closes it and the box takes the next scan
  const returned = page.getByRole("dialog", { name: "Returned Packets" });
  await expect(returned).toContainText(names.rm);
  await page.keyboard.press("Escape");
  await expect(returned).toBeHidden();
  await expectReady(page, returnBox);

  // Trace: the requisition's rows, with the box ready for the next scan.
  await page.goto("/reports/fg-traceability-report");
  const traceBox = page.getByLabel("Scan Product", { exact: true });
  await expectReady(page, traceBox);
  await scan(requisitionNo);
  await expect(page.getByText(names.fg).first()).toBeVisible();
  // the activity was reported at the first stage offered, Start
  await expect(
    page
      .getByRole("tabpanel", { name: "Start Stage" })
      .getByRole("row")
      .filter({ hasText: names.rm })
      .first(),
  ).toBeVisible();
  await expectReady(page, traceBox);
  await expectFits(page);
}

test.describe("made for the floor", () => {
  test.use({ viewport: handheld, actionTimeout: 15_000 });

  test("the whole flow at 360 x 640 by keyboard: check, slips, put-away, requisition, issue with a split, report, return, trace", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const names = plantNames("FLOOR", 990_201, testInfo.retry);
    await receiveForAnOrder(page.request, await apiToken(page.request), names);
    await signIn(page);

    // The menu is a drawer behind the menu button; choosing a screen closes it.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await page.keyboard.press("Escape");

    await theWholeFlow(page, names, wedgeScan);
  });

  test("the same flow at 360 x 640 through Chromium's fake camera: every scan is a QR code read by the camera button", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    const names = plantNames("CAMFLOW", 990_601, testInfo.retry);
    const video = testInfo.outputPath("camera.y4m");
    // the fake camera takes its frame size from the file when the browser starts
    qrVideo(String(names.mrnId), video);
    const launch = testInfo.project.use.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: handheld, permissions: ["camera"] });
      context.setDefaultTimeout(15_000);
      await context.addInitScript(watchTheCamera);
      const page = await context.newPage();
      await receiveForAnOrder(page.request, await apiToken(page.request), names);
      await signIn(page);
      await theWholeFlow(page, names, cameraScan(video));
    } finally {
      await browser.close();
    }
  });
});
