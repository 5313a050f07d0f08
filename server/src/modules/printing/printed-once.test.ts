import { productTypeIds } from "@wms/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printJobs } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { aZplPrinter, testPrinter } from "./test-printer.test-support.js";

let t: TestApp;
let plant: Plant;
let printer: Awaited<ReturnType<typeof testPrinter>>;
let zebraId: number;

const qrOf = (job: string) => /\^BQN,2,\d+\^FH\^FDQA,([^^]*)\^FS/.exec(job)?.[1];

/**
 * Makes the next write to the print log fail once with `sqlState`, as a conflicting transaction would: by then the
 * printer has taken the labels, so the print's transaction is retried after the send.
 */
async function failNextLog(name: string, sqlState: string) {
  await t.db.execute(sql.raw(`create sequence ${name}`));
  await t.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if nextval('${name}') = 1 then
          raise exception 'the print log conflicted' using errcode = '${sqlState}';
        end if;
        return null;
      end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger ${name} before insert on print_jobs for each statement execute function ${name}()`,
    ),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  printer = await testPrinter();
  plant = await makePlant(t.db);
  zebraId = await aZplPrinter(t, printer.port, { PrinterName: "Retry Zebra" });
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

describe("a print retried after the printer took its labels", () => {
  it("sends each packet's label once and logs it once when the log hits a serialization failure", async () => {
    const rm = await plant.product("ONCE-RM", productTypeIds.rm);
    const made = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 3, count: 2 });
    const codes = made.map((p) => p.qrCode);
    await failNextLog("fail_packet_log", "40001");
    const before = printer.jobs.length;
    const res = await t.call("POST", "/api/api/Printing/PrintPacketSlips", {
      PrinterId: zebraId,
      QRCodes: codes,
      Reason: "",
    });
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 2, Reprints: 0 } });
    await printer.settled();
    expect(printer.jobs.slice(before).map(qrOf)).toEqual(codes);
    for (const packet of made) {
      const logged = await t.db
        .select({ reprint: printJobs.reprint })
        .from(printJobs)
        .where(eq(printJobs.packetId, packet.packetId));
      expect(logged).toEqual([{ reprint: false }]);
    }
  });

  it("sends a BOM slip once and logs it once when the log hits a deadlock", async () => {
    const fg = await plant.product("ONCE-FG", productTypeIds.fg, []);
    const { requisitionNo } = await plant.requisition(fg, 2);
    await failNextLog("fail_slip_log", "40P01");
    const before = printer.jobs.length;
    const res = await t.call("POST", "/api/api/Printing/PrintBomSlip", {
      PrinterId: zebraId,
      RequisitionNo: requisitionNo,
      Reason: "",
    });
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 1, Reprints: 0 } });
    await printer.settled();
    expect(printer.jobs.slice(before).map(qrOf)).toEqual([requisitionNo]);
    const logged = await t.db
      .select({ reprint: printJobs.reprint })
      .from(printJobs)
      .where(and(eq(printJobs.label, "bom-slip"), eq(printJobs.document, requisitionNo)))
      .orderBy(asc(printJobs.printJobId));
    expect(logged).toEqual([{ reprint: false }]);
  });
});
