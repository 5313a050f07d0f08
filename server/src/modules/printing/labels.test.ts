import { type DispatchDone, printingMessages, productTypeIds } from "@wms/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printJobs, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant } from "../stock/plant.test-support.js";
import { aZplPrinter, testPrinter } from "./test-printer.test-support.js";

let t: TestApp;
let plant: Plant;
let printer: Awaited<ReturnType<typeof testPrinter>>;
let zebraId: number;

const qrOf = (job: string) => /\^BQN,2,\d+\^FH\^FDQA,([^^]*)\^FS/.exec(job)?.[1];

beforeAll(async () => {
  t = await startTestApp();
  printer = await testPrinter();
  plant = await makePlant(t.db);
  zebraId = await aZplPrinter(t, printer.port, {
    PrinterName: "Packing Zebra",
    LabelWidthMm: 100,
    LabelHeightMm: 60,
    Station: "Packing",
  });
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

/** An FG product packed 5 serials a packet, `qty` of its serials mapped at Final Production: the job and packets. */
async function produce(code: string, qty: number) {
  const productId = await plant.product(code, productTypeIds.fg, []);
  await t.db.update(products).set({ fgSerialsPerPacket: 5 }).where(eq(products.productId, productId));
  const job = await plant.requisition(productId, qty);
  const max = await t.call<number>("GET", "/api/api/FinalProduction/GetMaxNo");
  const FromNo = max.body.ResponseData + 1;
  const mapped = await t.call<{ Packets: Array<{ QRCode: string; Qty: number }> }>(
    "POST",
    "/api/api/FinalProduction/CreateFinalProduction",
    { FGMappingId: 0, RequisitionId: job.requisitionId, FromNo, ToNo: FromNo + qty - 1, Qty: qty },
  );
  expect(mapped.body.ResponseCode, mapped.body.ResponseMessage).toBe("200");
  return { job, FromNo, packets: mapped.body.ResponseData.Packets };
}

const logOf = (label: "bom-slip" | "delivery-label", document: string) =>
  t.db
    .select({ reprint: printJobs.reprint, reason: printJobs.reason })
    .from(printJobs)
    .where(and(eq(printJobs.label, label), eq(printJobs.document, document)))
    .orderBy(asc(printJobs.printJobId));

describe("FG packet labels", () => {
  it("go one job a packet, each showing its job, serials and production day, the packet's code as the QR", async () => {
    const { job, FromNo, packets } = await produce("LBL-FG-1", 8);
    const codes = packets.map((p) => p.QRCode);
    const before = printer.jobs.length;
    const res = await t.call("POST", "/api/api/Printing/PrintPacketSlips", {
      PrinterId: zebraId,
      QRCodes: codes,
      Reason: "",
    });
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 2, Reprints: 0 } });
    await printer.untilJobs(before + 2);
    const jobs = printer.jobs.slice(before);
    expect(jobs.map(qrOf)).toEqual(codes);
    expect(jobs[0]).toContain(`^FDJob ${job.requisitionNo}^FS`);
    expect(jobs[0]).toContain(`^FDSerials ${FromNo}-${FromNo + 4}^FS`);
    expect(jobs[1]).toContain(`^FDSerials ${FromNo + 5}-${FromNo + 7}^FS`);
    expect(jobs[1]).toContain("^FD3 NOS^FS");
    expect(jobs[0]).not.toContain("MRN");

    const again = await t.call("POST", "/api/api/Printing/PrintPacketSlips", {
      PrinterId: zebraId,
      QRCodes: [codes[1]],
      Reason: "Label scuffed at packing",
    });
    expect(again.body.ResponseData).toEqual({ Sent: 1, Reprints: 1 });
    await printer.untilJobs(before + 3);
    expect(printer.jobs).toHaveLength(before + 3);
  });

  it("are what the PDF draws: job, serials, quantity with UOM and day, only for produced packets", async () => {
    const { job, FromNo, packets } = await produce("LBL-FG-2", 5);
    const res = await t.call("POST", "/api/api/Printing/GetFgPacketLabels", {
      QRCodes: [packets[0]!.QRCode, "NO-SUCH-PACKET"],
    });
    expect(res.body.ResponseData).toEqual([
      {
        QRCode: packets[0]!.QRCode,
        QRSymbol: packets[0]!.QRCode,
        ProductCode: "LBL-FG-2",
        JobNo: job.requisitionNo,
        Serials: `${FromNo}-${FromNo + 4}`,
        Qty: 5,
        UOM: "NOS",
        ProducedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });
});

describe("Printing/PrintBomSlip", () => {
  it("sends one job, the requisition's QR; a second print needs a reason and is logged as a reprint", async () => {
    const productId = await plant.product("LBL-BOM-FG", productTypeIds.fg, []);
    const { requisitionNo } = await plant.requisition(productId, 4);
    const before = printer.jobs.length;
    const first = await t.call("POST", "/api/api/Printing/PrintBomSlip", {
      PrinterId: zebraId,
      RequisitionNo: requisitionNo.toLowerCase(),
      Reason: "",
    });
    expect(first.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 1, Reprints: 0 } });
    await printer.untilJobs(before + 1);
    expect(qrOf(printer.jobs[before]!)).toBe(requisitionNo);
    expect(printer.jobs[before]).toContain("^FDProduct: LBL-BOM-FG   Qty: 4^FS");

    const noReason = await t.call("POST", "/api/api/Printing/PrintBomSlip", {
      PrinterId: zebraId,
      RequisitionNo: requisitionNo,
      Reason: "",
    });
    expect(noReason.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: printingMessages.reasonForDocumentReprint,
    });
    const again = await t.call("POST", "/api/api/Printing/PrintBomSlip", {
      PrinterId: zebraId,
      RequisitionNo: requisitionNo,
      Reason: "Slip lost on the line",
    });
    expect(again.body.ResponseData).toEqual({ Sent: 1, Reprints: 1 });
    await printer.untilJobs(before + 2);
    expect(printer.jobs).toHaveLength(before + 2);
    expect(await logOf("bom-slip", requisitionNo)).toEqual([
      { reprint: false, reason: "" },
      { reprint: true, reason: "Slip lost on the line" },
    ]);
    const unknown = await t.call("POST", "/api/api/Printing/PrintBomSlip", {
      PrinterId: zebraId,
      RequisitionNo: "REQ999999",
      Reason: "",
    });
    expect(unknown.body.ResponseMessage).toBe(`${printingMessages.unknownRequisition} REQ999999`);
    expect(printer.jobs).toHaveLength(before + 2);
  });
});

describe("Printing/PrintDeliveryLabel", () => {
  it("sends one job for a confirmed dispatch: customer, note, packets and units, the note's number as the QR", async () => {
    const { job, packets } = await produce("LBL-DN-FG", 7);
    const bin = await makeBin(t.db);
    const put = await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: packets.map((p) => ({ QRCode: p.QRCode })),
    });
    expect(put.body.ResponseCode, put.body.ResponseMessage).toBe("200");
    const customer = await t.call("POST", "/api/api/Customer/CreateCustomer", {
      CustomerCode: "LBL-C1",
      CustomerName: "Label ^Customer~",
      Address: "Industrial estate, Pune",
      GSTNumber: "",
    });
    expect(customer.body.ResponseCode, customer.body.ResponseMessage).toBe("200");
    const order = await t.call<{ DispatchOrderId: number }>(
      "POST",
      "/api/api/DispatchOrder/CreateDispatchOrder",
      {
        ErpOrderNo: "SO-LBL-1",
        CustomerCode: "LBL-C1",
        PromisedDate: "12/31/2030",
        Lines: [{ ProductCode: "LBL-DN-FG", Qty: 7 }],
      },
    );
    expect(order.body.ResponseCode, order.body.ResponseMessage).toBe("200");
    const done = await t.call<DispatchDone>("POST", "/api/api/Dispatch/CreateDispatch", {
      DispatchOrderId: order.body.ResponseData.DispatchOrderId,
      VehicleNo: "MH12AB1234",
      DocumentNo: "DN/LBL/1",
      Packets: packets.map((p) => ({ QRCode: p.QRCode, Qty: p.Qty })),
    });
    expect(done.body.ResponseCode, done.body.ResponseMessage).toBe("200");
    const DispatchId = done.body.ResponseData.DispatchId;

    const before = printer.jobs.length;
    const first = await t.call("POST", "/api/api/Printing/PrintDeliveryLabel", {
      PrinterId: zebraId,
      DispatchId,
      Reason: "",
    });
    expect(first.body).toMatchObject({ ResponseCode: "200", ResponseData: { Sent: 1, Reprints: 0 } });
    await printer.untilJobs(before + 1);
    const label = printer.jobs[before]!;
    expect(qrOf(label)).toBe("DN/LBL/1");
    expect(label).toContain("^FDLabel _5ECustomer_7E^FS");
    expect(label).toContain("^FD2 packets^FS");
    expect(label).toContain("^FDQty 7^FS");
    expect(label).toContain(`^FDDispatch ${DispatchId}^FS`);

    const again = await t.call("POST", "/api/api/Printing/PrintDeliveryLabel", {
      PrinterId: zebraId,
      DispatchId,
      Reason: "Wet in the yard",
    });
    expect(again.body.ResponseData).toEqual({ Sent: 1, Reprints: 1 });
    await printer.untilJobs(before + 2);
    expect(printer.jobs).toHaveLength(before + 2);
    expect(await logOf("delivery-label", String(DispatchId))).toEqual([
      { reprint: false, reason: "" },
      { reprint: true, reason: "Wet in the yard" },
    ]);
  });
});
