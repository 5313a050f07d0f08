/**
 * `npm run bench:floor`: the floor as a handheld sees it. The built app (as e2e starts it: a fresh embedded
 * database with the demo plant, or a fresh PostgreSQL one), Chromium at 360 x 640 signed in as the demo Admin, and the time from a
 * scan's Enter to the frame painting that scan's outcome on the status line, for a put-away packet scan
 * and an issue scan, while 4 other clients load the server's hot lookups and lists; then the time the
 * outbox takes to send 200 issues queued offline. Figures printed, nothing asserted.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, chromium, type Page, request } from "@playwright/test";
import { inboundCalls, productionCalls, scanBoxLabels } from "@wms/domain";
import autocannon, { type Request as CannonRequest } from "autocannon";
import playwrightConfig, { chromiumPath } from "../e2e/playwright.config.js";
import {
  anEmptyBin,
  apiCall,
  apiToken,
  packedInOnes,
  plantNames,
  raiseRequisition,
  signIn,
} from "../e2e/support.js";
import { freshDatabase } from "./generate.js";
import { listQuery, pick } from "./lists.js";
import { figureOf } from "./measure.js";
import { waitHealthy } from "./memory.js";
import { type Figure, figureLine } from "./section.js";

/** Scans measured on each screen, after `warmUpScans` that are not counted (the screen's chunks and JIT). */
const scans = Number(process.env.BENCH_FLOOR_SCANS ?? 100);
const warmUpScans = 5;
/** Actions queued offline whose sync is timed. */
const queuedActions = Number(process.env.BENCH_FLOOR_QUEUED ?? 200);
/** The other clients loading the server meanwhile. */
const loadClients = Number(process.env.BENCH_FLOOR_CLIENTS ?? 4);
const port = Number(process.env.BENCH_FLOOR_PORT ?? 3295);
const baseUrl = `http://localhost:${port}`;

/**
 * The plant through the app's own calls: an MRN whose packets wait for put-away, and a lot put away whose
 * packets two requisitions take (one scanned on Issue, one issued by the queued actions).
 */
async function plant(api: APIRequestContext, token: string) {
  const perScreen = warmUpScans + scans;
  const putAway = plantNames("FLOOR-PUT", 880_001, 0);
  const toPutAway = await packedInOnes(api, token, putAway, perScreen);
  const issue = plantNames("FLOOR-ISSUE", 880_002, 0);
  const inStock = await packedInOnes(api, token, issue, perScreen + queuedActions);
  const bin = await anEmptyBin(api, token);
  await apiCall(api, token, "RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: issue.mrnId,
    BinId: bin.BinId,
    storeItems: inStock.map((QRCode) => ({ QRCode })),
  });
  return {
    putAwayMrn: putAway.mrnId,
    toPutAway,
    scanned: {
      requisitionNo: await raiseRequisition(api, token, issue.orderNo, perScreen),
      packets: inStock.slice(0, perScreen),
    },
    queued: {
      requisitionNo: await raiseRequisition(api, token, issue.orderNo, queuedActions),
      packets: inStock.slice(perScreen),
    },
  };
}

/** The other clients: each in turn looks up a packet for put-away and for issue, and pages the MRN and requisition lists. */
function loadTheServer(token: string, putAwayMrn: number, putAwayCodes: string[], issueCodes: string[]) {
  const latencies: number[] = [];
  let errors = 0;
  const post = (def: { path: string }, body: () => unknown) => ({
    method: "POST",
    path: `/api/api/${def.path}`,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    setupRequest: (req: CannonRequest) => ({ ...req, body: JSON.stringify(body()) }),
    onResponse: (status: number, responseBody: string) => {
      if (status !== 200 || !/"ResponseCode":"200"/.test(responseBody)) errors++;
    },
  });
  const instance = autocannon({
    url: baseUrl,
    connections: loadClients,
    duration: 3600,
    requests: [
      post(inboundCalls.checkRMExists, () => ({ MRNID: putAwayMrn, QRCode: pick(putAwayCodes) })),
      post(productionCalls.issue.getPacketToIssue, () => ({ QRCode: pick(issueCodes) })),
      post(inboundCalls.getAllPoDetails, () => listQuery(["MRNDate", "MRNID", "PONumber", "Type"], () => "")),
      post(productionCalls.issue.getRequisitionsToIssue, () => listQuery(["RequisitionNo"], () => "")),
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const started = performance.now();
  return {
    /** Stops the load and answers its figure. */
    async stop(): Promise<Figure> {
      const seconds = (performance.now() - started) / 1000;
      instance.stop();
      await instance;
      return floorFigure(
        `${loadClients} other clients: lookups and lists (HTTP)`,
        latencies,
        errors,
        seconds,
      );
    },
  };
}

/** The figure of latencies measured over `seconds` (no CPU or checkpoints read: the server is not the bench's child here). */
const floorFigure = (label: string, latencies: number[], errors: number, seconds: number): Figure =>
  figureOf("Floor", label, [{ latencies, errors, seconds, checkpoints: 0 }]);

/** What one scan took: Enter to feedback, the API calls it made (their round trips, summed), its outcome. */
interface ScanTiming {
  ms: number;
  callMs: number;
  outcome: string;
}

/**
 * Types one scan into the box and answers the milliseconds from its Enter (the key event's own time) to
 * the first frame after the status line shows that code's outcome (not "Checking…"), with the round
 * trips of the calls it made (from the browser's resource timing) and the outcome.
 */
async function timedScan(page: Page, box: ReturnType<Page["getByLabel"]>, code: string) {
  await box.fill(code);
  await page.evaluate((code) => {
    const line = document.querySelector(".scan-box [role=status]");
    if (!line) throw new Error("no status line under the scan box");
    let enter = 0;
    const shown = () =>
      line.querySelector(".scan-status-code")?.textContent === code &&
      !line.querySelector(".scan-status-waiting");
    const timing = new Promise<ScanTiming>((resolve) => {
      document.addEventListener(
        "keydown",
        (e) => {
          if (e.key === "Enter") enter = e.timeStamp;
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (!enter || !shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const ms = performance.now() - enter;
          const calls = performance
            .getEntriesByType("resource")
            .filter((e) => e.name.includes("/api/api/") && e.startTime >= enter);
          // a full buffer (250 entries) would record no more
          performance.clearResourceTimings();
          resolve({
            ms,
            callMs: calls.reduce((total, e) => total + e.duration, 0),
            outcome: line.className.replace(/.*scan-status-/, ""),
          });
        });
      });
      observer.observe(line, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    Object.assign(window, { scanTiming: timing });
  }, code);
  await box.press("Enter");
  return page.evaluate(() => (window as unknown as { scanTiming: Promise<ScanTiming> }).scanTiming);
}

/**
 * Opens a scan screen, loads its document by a scan, then times each packet scan (the warm-up scans not
 * counted): the figure from Enter to feedback, and the part of it spent in the API call.
 */
async function scanScreen(
  page: Page,
  label: string,
  screen: string,
  boxLabel: string,
  document: string,
  packets: string[],
) {
  await page.goto(screen);
  const box = page.getByLabel(boxLabel);
  await box.waitFor();
  const loaded = await timedScan(page, box, document);
  if (loaded.outcome !== "success")
    throw new Error(`${label}: loading ${document} answered ${loaded.outcome}`);
  const latencies: number[] = [];
  const callLatencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  for (const [i, code] of packets.entries()) {
    const { ms, callMs, outcome } = await timedScan(page, box, code);
    if (i < warmUpScans) continue;
    latencies.push(ms);
    callLatencies.push(callMs);
    if (outcome !== "success") refused++;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    floorFigure(`scan to feedback: ${label}`, latencies, refused, seconds),
    floorFigure(`  of which its call's round trip`, callLatencies, refused, seconds),
  ];
}

/** What the sync took: from 'online' to the last answer, the sends' round trips summed, each command's state. */
interface Synced {
  ms: number;
  callMs: number;
  states: string[];
}

/**
 * Writes the issues into the signed-in user's outbox while the browser is offline (as the app's IndexedDB
 * adapter keeps them), then answers the milliseconds from the 'online' event to the last one answered done.
 */
async function syncOfQueued(page: Page, context: BrowserContext, requisitionNo: string, packets: string[]) {
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === "wms-outbox"));
  await context.setOffline(true);
  const commands = packets.map((QRCode, i) => ({
    operationId: productionCalls.issue.issueRMStore.operationId,
    input: { RequisitionNo: requisitionNo, storeItems: [{ QRCode }] },
    idempotencyKey: `bench-floor-${Date.now()}-${i}`,
    doneAt: new Date().toISOString(),
  }));
  await page.evaluate(async (commands) => {
    const userId = (JSON.parse(sessionStorage.getItem("user") ?? "{}") as { UserId: number }).UserId;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("wms-outbox");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction("commands", "readwrite");
    for (const c of commands)
      tx.objectStore("commands").add({ ...c, userId, state: "waiting", message: null });
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    const states = () =>
      new Promise<string[]>((resolve) => {
        const all = db.transaction("commands").objectStore("commands").getAll();
        all.onsuccess = () => resolve((all.result as Array<{ state: string }>).map((c) => c.state));
      });
    // room for every send's timing (the browser keeps 250 by default)
    performance.setResourceTimingBufferSize(commands.length + 100);
    performance.clearResourceTimings();
    const synced = new Promise<Synced>((resolve) =>
      window.addEventListener(
        "online",
        async () => {
          const started = performance.now();
          for (;;) {
            const now = await states();
            if (now.every((s) => s === "done" || s === "conflict"))
              return resolve({
                ms: performance.now() - started,
                callMs: performance
                  .getEntriesByType("resource")
                  .filter((e) => e.name.includes("/IssueRMStore"))
                  .reduce((total, e) => total + e.duration, 0),
                states: now,
              });
            await new Promise((r) => setTimeout(r, 20));
          }
        },
        { once: true },
      ),
    );
    Object.assign(window, { outboxSynced: synced });
  }, commands);
  await context.setOffline(false);
  return page.evaluate(() => (window as unknown as { outboxSynced: Promise<Synced> }).outboxSynced);
}

/** BENCH_FLOOR_DATABASE_URL: the app on PostgreSQL, in this database, dropped and made again empty at each run. */
const postgresUrl = process.env.BENCH_FLOOR_DATABASE_URL;
if (postgresUrl) await freshDatabase(postgresUrl);

// The app as e2e runs it (e2e/server.mjs: web and server built, fresh data dir, demo seed), on its own port.
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../e2e/server.mjs")], {
  env: { ...process.env, E2E_PORT: String(port), ...(postgresUrl ? { E2E_DATABASE_URL: postgresUrl } : {}) },
  stdio: ["ignore", "ignore", "inherit"],
});
const browser = await (async () => {
  await waitHealthy(baseUrl);
  return chromium.launch({ executablePath: chromiumPath, args: playwrightConfig.use?.launchOptions?.args });
})();
try {
  const api = await request.newContext({ baseURL: baseUrl });
  const token = await apiToken(api);
  const floor = await plant(api, token);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 640 } });
  // tsx compiles the bench keeping function names (a __name helper), and page.evaluate sends that code to the page.
  await context.addInitScript({ content: "window.__name = (f) => f;" });
  const page = await context.newPage();
  await signIn(page);

  console.log(
    `\nFloor      ${postgresUrl ? "PostgreSQL" : "embedded PGlite"}, Chromium at 360 x 640, ${scans} scans a screen (after ${warmUpScans} not counted), ${loadClients} other clients loading the server; goal p95 <= 150 ms`,
  );
  // BENCH_FLOOR_CLIENTS=0: the same scans with no other load, to see what the load costs
  const load =
    loadClients === 0 ? null : loadTheServer(token, floor.putAwayMrn, floor.toPutAway, floor.scanned.packets);
  const figures = [
    ...(await scanScreen(
      page,
      "put-away packet (Material Inward)",
      "/transactions/raw-material-inward",
      scanBoxLabels.inward,
      String(floor.putAwayMrn),
      floor.toPutAway,
    )),
    ...(await scanScreen(
      page,
      "issue packet (Issue to Production)",
      "/transactions/store-requisition-issue",
      scanBoxLabels.issue,
      floor.scanned.requisitionNo,
      floor.scanned.packets,
    )),
  ];
  const sync = await syncOfQueued(page, context, floor.queued.requisitionNo, floor.queued.packets);
  if (load) figures.push(await load.stop());
  for (const f of figures) console.log(figureLine(f));

  const issued = await apiCall<Array<{ QRCode: string }>>(
    api,
    token,
    `Return/GetFGReturn/${floor.queued.requisitionNo}`,
  );
  const done = sync.states.filter((s) => s === "done").length;
  console.log(
    `Floor      sync of ${queuedActions} issues queued offline, from 'online' to the last answered: ${(sync.ms / 1000).toFixed(1)} s (${(sync.ms / queuedActions).toFixed(1)} ms an action, of which ${(sync.callMs / queuedActions).toFixed(1)} ms its call's round trip; ${done} done, ${sync.states.length - done} conflicts; ${issued.length} packets issued, by the API)`,
  );
  await api.dispose();
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
