import { mastersMessages, printingMessages } from "@wms/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { poolOf } from "../../db/client.js";
import { printJobs } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { createZplPrinter, testPrinter } from "./test-printer.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let printer: Awaited<ReturnType<typeof testPrinter>>;
let zebraId: number;

const createPrinter = (body: Record<string, unknown>) => createZplPrinter(t, printer.port, body);
const print = (PrinterId: number, QRCodes: string[], Reason = "") =>
  t.call<{ Sent: number; Reprints: number }>("POST", "/api/api/Printing/PrintPacketSlips", {
    PrinterId,
    QRCodes,
    Reason,
  });

beforeAll(async () => {
  t = await startTestApp();
  printer = await testPrinter();
  plant = await makePlant(t.db);
  rm = await plant.product("PR-RM", 3);
  const zebra = await createPrinter({});
  expect(zebra.body.ResponseCode, zebra.body.ResponseMessage).toBe("200");
  zebraId = zebra.body.ResponseData.PrinterId;
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

describe("Printer/CreatePrinter", () => {
  it("wants a host for a ZPL printer, a known resolution and a sane label size; a PDF printer needs no host", async () => {
    const noHost = await createPrinter({ PrinterName: "No host", Host: "" });
    expect(noHost.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: mastersMessages.printerHostRequired,
    });
    const badHost = await createPrinter({ PrinterName: "Bad host", Host: "dock zebra; rm -rf" });
    expect(badHost.body.ResponseMessage).toBe(mastersMessages.printerHostInvalid);
    const dpi = await createPrinter({ PrinterName: "Odd dpi", Dpi: 250 });
    expect(dpi.body.ResponseMessage).toBe(mastersMessages.printerDpiRequired);
    const size = await createPrinter({ PrinterName: "Huge", LabelWidthMm: 1000 });
    expect(size.body.ResponseMessage).toBe(mastersMessages.labelSizeInvalid);
    const twice = await createPrinter({ PrinterName: "dock ZEBRA" });
    expect(twice.body.ResponseMessage).toBe(mastersMessages.printerNameTaken);
    const pdf = await createPrinter({ PrinterName: "Office laser", Kind: "PDF", Host: "" });
    expect(pdf.body.ResponseCode).toBe("200");
  });
});

describe("Printing/PrintPacketSlips", () => {
  it("sends exactly one job a packet to the printer, each the packet's slip, and logs who printed it", async () => {
    const made = await receiveStock(t.db, {
      productId: rm,
      supplierId: plant.supplierId,
      qty: 4,
      count: 3,
      rejected: 1,
    });
    const codes = made.map((p) => p.qrCode);
    const before = printer.jobs.length;
    const res = await print(zebraId, codes);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 4, Reprints: 0 } });
    await printer.untilJobs(before + 4);
    const jobs = printer.jobs.slice(before);
    expect(jobs).toHaveLength(4);
    for (const job of jobs) expect(job.match(/\^XA/g)).toHaveLength(1);
    const qrOf = (job: string) => /\^BQN,2,\d+\^FH\^FDQA,([^^]*)\^FS/.exec(job)?.[1];
    expect(jobs.map(qrOf).sort()).toEqual([...codes].sort());
    const rejectedJob = jobs.find((job) => qrOf(job) === made.find((p) => p.rejected)?.qrCode);
    expect(rejectedJob).toContain("^FDREJECTED^FS");
    expect(jobs.filter((job) => job.includes("REJECTED"))).toHaveLength(1);
    expect(jobs[0]).toContain(`^FDMRN ${made[0]?.mrnId}^FS`);
    const logged = await t.db
      .select({ reprint: printJobs.reprint, printedBy: printJobs.printedBy, reason: printJobs.reason })
      .from(printJobs)
      .where(eq(printJobs.packetId, made[0]!.packetId));
    expect(logged).toEqual([{ reprint: false, printedBy: 1, reason: "" }]);
  });

  it("refuses a reprint without a reason, naming the packets; with one it sends one job each and logs the reason", async () => {
    const made = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 2, count: 2 });
    const codes = made.map((p) => p.qrCode);
    const start = printer.jobs.length;
    expect((await print(zebraId, [codes[0]!])).body.ResponseCode).toBe("200");
    await printer.untilJobs(start + 1);
    const noReason = await print(zebraId, codes);
    expect(noReason.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: printingMessages.reasonForReprint,
      ResponseData: { QRCodes: [codes[0]] },
    });
    const again = await print(zebraId, codes, "Label torn at put-away");
    expect(again.body.ResponseData).toEqual({ Sent: 2, Reprints: 1 });
    await printer.untilJobs(start + 3);
    expect(printer.jobs).toHaveLength(start + 3);
    const log = await t.db
      .select({ reprint: printJobs.reprint, reason: printJobs.reason })
      .from(printJobs)
      .where(eq(printJobs.packetId, made[0]!.packetId))
      .orderBy(asc(printJobs.printJobId));
    expect(log).toEqual([
      { reprint: false, reason: "" },
      { reprint: true, reason: "Label torn at put-away" },
    ]);
  });

  it("refuses unknown packets, a PDF printer and a printer that does not answer, sending and logging nothing", async () => {
    const [packet] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 1 });
    const unknown = await print(zebraId, [packet!.qrCode, "NO-SUCH-PACKET"]);
    expect(unknown.body).toMatchObject({
      ResponseCode: "400",
      ResponseData: { QRCodes: ["NO-SUCH-PACKET"] },
    });
    const pdf = await createPrinter({ PrinterName: "Shop laser", Kind: "PDF", Host: "" });
    const toPdf = await print(pdf.body.ResponseData.PrinterId, [packet!.qrCode]);
    expect(toPdf.body.ResponseMessage).toBe(printingMessages.printerIsPdf);
    const closed = await testPrinter();
    await closed.close();
    const gone = await createPrinter({ PrinterName: "Unplugged", Port: closed.port });
    const toGone = await print(gone.body.ResponseData.PrinterId, [packet!.qrCode]);
    expect(toGone.body.ResponseCode).toBe("400");
    expect(toGone.body.ResponseMessage).toContain(
      `${printingMessages.printerUnreachable} Unplugged at 127.0.0.1:${closed.port}`,
    );
    const logged = await t.db.select().from(printJobs).where(eq(printJobs.packetId, packet!.packetId));
    expect(logged).toEqual([]);
  });
});

describe("Printing/PrintPacketSlips: two first prints of one packet at once", () => {
  /**
   * Runs `both` with the print log locked until two statements wait for a lock (on PostgreSQL: without the label's
   * lock both would have read "not printed before" by then); PGlite runs one transaction at a time.
   */
  async function withLogHeld<T>(both: () => Promise<T>): Promise<T> {
    const pool = poolOf(t.db);
    if (!onPostgres || !pool) return both();
    const holder = await pool.connect();
    try {
      await holder.query("begin");
      await holder.query("lock table print_jobs in share mode");
      const answers = both();
      await vi.waitFor(
        async () => {
          const { rows } = await pool.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          expect(rows[0].n).toBe(2);
        },
        { timeout: 10_000 },
      );
      await holder.query("commit");
      return await answers;
    } finally {
      holder.release();
    }
  }

  it("makes one the first print and refuses the other as a reprint without a reason", async () => {
    const [packet] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 1 });
    const code = packet!.qrCode;
    const start = printer.jobs.length;
    const answers = await withLogHeld(() => Promise.all([print(zebraId, [code]), print(zebraId, [code])]));
    const codes = answers.map((a) => a.body.ResponseCode).sort();
    expect(codes).toEqual(["200", "400"]);
    expect(answers.find((a) => a.body.ResponseCode === "200")?.body.ResponseData).toEqual({
      Sent: 1,
      Reprints: 0,
    });
    expect(answers.find((a) => a.body.ResponseCode === "400")?.body).toMatchObject({
      ResponseMessage: printingMessages.reasonForReprint,
      ResponseData: { QRCodes: [code] },
    });
    const logged = await t.db
      .select({ reprint: printJobs.reprint, reason: printJobs.reason })
      .from(printJobs)
      .where(eq(printJobs.packetId, packet!.packetId));
    expect(logged).toEqual([{ reprint: false, reason: "" }]);
    await printer.untilJobs(start + 1);
    expect(printer.jobs).toHaveLength(start + 1);
  });
});

describe("Printing/PrintBinLabels", () => {
  it("sends one job a bin, its address as the QR put-away scans, in any case typed; an unknown bin is refused", async () => {
    const bin = await makeBin(t.db);
    const before = printer.jobs.length;
    const res = await t.call("POST", "/api/api/Printing/PrintBinLabels", {
      PrinterId: zebraId,
      ColAddresses: [bin.colAddress.toLowerCase()],
    });
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 1 } });
    await printer.untilJobs(before + 1);
    expect(printer.jobs[before]).toContain(`^FDQA,${bin.colAddress}^FS`);
    const unknown = await t.call("POST", "/api/api/Printing/PrintBinLabels", {
      PrinterId: zebraId,
      ColAddresses: ["NO-SUCH-BIN"],
    });
    expect(unknown.body).toMatchObject({
      ResponseCode: "400",
      ResponseData: { ColAddresses: ["NO-SUCH-BIN"] },
    });
    expect(printer.jobs).toHaveLength(before + 1);
  });
});
