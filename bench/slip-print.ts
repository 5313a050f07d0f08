/**
 * Quality Check submit to the last slip at the printer, for an MRN line of 100 packets: the app as `npm start` runs it
 * (embedded database, demo plant), a ZPL printer that is a TCP listener on localhost, times over HTTP.
 * Run: `npx tsx bench/slip-print.ts` (BENCH_PACKETS and BENCH_PORT change the packet count and the app's port).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitHealthy } from "./memory.js";

const packets = Number(process.env.BENCH_PACKETS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3791);
const base = `http://127.0.0.1:${port}/api/api`;

/** The test printer: every connection is one job; answers when the `count`th has arrived and when. */
async function testPrinter() {
  let jobs = 0;
  let lastAt = 0;
  const server = net.createServer((socket) => {
    socket.resume();
    socket.on("end", () => {
      jobs++;
      lastAt = performance.now();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    jobs: () => jobs,
    lastAt: () => lastAt,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let token = "";
async function post<T>(url: string, body: unknown, method = "POST"): Promise<T> {
  const res = await fetch(`${base}/${url}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: method === "GET" ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { ResponseCode: string; ResponseMessage: string; ResponseData: T };
  if (answer.ResponseCode !== "200")
    throw new Error(`${url}: ${answer.ResponseMessage} ${JSON.stringify(answer.ResponseData)}`);
  return answer.ResponseData;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "wms-bench-slips-"));
const app = spawn("npm", ["start"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  env: { ...process.env, DATABASE_URL: "", PORT: String(port), WMS_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const printer = await testPrinter();
try {
  await waitHealthy(`http://127.0.0.1:${port}`);
  [
    {
      user: { Token: token },
    },
  ] = await post<Array<{ user: { Token: string } }>>("Login/CheckUser", {
    Email: "admin@example.com",
    Password: "Admin123",
  });
  const { PrinterId } = await post<{ PrinterId: number }>("Printer/CreatePrinter", {
    PrinterId: 0,
    PrinterName: "Bench Zebra",
    Kind: "ZPL",
    Host: "127.0.0.1",
    Port: printer.port,
    LabelWidthMm: 30,
    LabelHeightMm: 25,
    Dpi: 203,
    Station: "Receiving",
  });
  const runs: Array<{ qc: number; print: number; total: number }> = [];
  for (let run = 0; run < 5; run++) {
    const mrnId = 990_000 + run;
    await post("Import/Mrns", [
      {
        MRNID: mrnId,
        PONumber: `PO-BENCH-${run}`,
        SupplierCode: "SUP-STEEL",
        Type: "Purchase",
        MRNDate: "11/20/2026",
        ProductCode: "RM-STEEL-01",
        RequestedQty: packets,
        ReceivedQty: packets,
        UOM: "MTR",
      },
    ]);
    const [line] = await post<Array<{ MrnLineId: number }>>(
      `PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`,
      null,
      "GET",
    );
    const before = printer.jobs();
    const start = performance.now();
    const made = await post<Array<{ QRCode: string }>>("PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: packets, PiecesPerPacket: 1 },
    ]);
    const checked = performance.now();
    const sent = await post<{ Sent: number }>("Printing/PrintPacketSlips", {
      PrinterId,
      QRCodes: made.map((p) => p.QRCode),
      Reason: "",
    });
    while (printer.jobs() - before < packets) await new Promise((resolve) => setImmediate(resolve));
    if (sent.Sent !== packets || made.length !== packets)
      throw new Error(`sent ${sent.Sent} of ${made.length}`);
    runs.push({ qc: checked - start, print: printer.lastAt() - checked, total: printer.lastAt() - start });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`${packets} packets, 5 runs (ms): ${runs.map((r) => r.total.toFixed(0)).join(", ")}`);
  console.log(
    `median: quality check ${median(runs.map((r) => r.qc)).toFixed(0)} ms, then slips ${median(runs.map((r) => r.print)).toFixed(0)} ms, submit to last slip ${median(runs.map((r) => r.total)).toFixed(0)} ms`,
  );
} finally {
  await printer.close();
  if (app.pid) process.kill(-app.pid, "SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
