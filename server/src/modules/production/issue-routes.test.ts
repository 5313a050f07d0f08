import { productionMessages as m } from "@wms/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets, requisitionIssues, requisitions, stockLedger } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { plantWithStock, stockAndLedger } from "./issue-fixture.js";

let t: TestApp;
let plant: Awaited<ReturnType<typeof plantWithStock>>;

beforeAll(async () => {
  t = await startTestApp();
  plant = await plantWithStock(t.db, "I");
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

interface Line {
  RMCode: string;
  Quantity: number;
  ScannedQty: number;
  RemainingQty: number;
  RequisitionNo: string;
}

/** An FG order and one requisition of `units` units: needs 2.5 RM1 and 1 RM2 a unit. */
async function requisitionOf(orderNo: string, units: number, productId = plant.fg.productId) {
  const order = await plant.order(orderNo, productId, units);
  const res = await t.call<{ RequisitionNo: string }>(
    "POST",
    "/api/api/RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO: order.orderNo,
      Qty: units,
    },
  );
  return { order, requisitionNo: res.body.ResponseData.RequisitionNo };
}

const bomToIssue = (body: unknown) => t.call<Line[]>("POST", "/api/api/JobSchedule/GetBomToIssue", body);
const issue = (RequisitionNo: string, codes: string[]) =>
  t.call<Array<{ QRCode: string; ProductCode: string; Qty: number }>>(
    "POST",
    "/api/api/StoreRequisitionIssue/IssueRMStore",
    {
      RequisitionNo,
      storeItems: codes.map((QRCode) => ({ QRCode })),
    },
  );

describe("JobSchedule/GetBomToIssue", () => {
  it("answers required = BOM qty x requisition qty, issued so far and remaining, by requisition or order", async () => {
    const { order, requisitionNo } = await requisitionOf("BOM-1", 2);
    const res = await bomToIssue({ RequisitionNo: requisitionNo });
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({ RMCode: plant.rm1.productCd, Quantity: 5, ScannedQty: 0, RemainingQty: 5 }),
      expect.objectContaining({ RMCode: plant.rm2.productCd, Quantity: 2, ScannedQty: 0, RemainingQty: 2 }),
    ]);
    const byOrder = await bomToIssue({ OrderNo: order.orderNo });
    expect(byOrder.body.ResponseData[0].RequisitionNo).toBe(requisitionNo);
  });

  it("answers 400 with the lines still loaded once everything is issued", async () => {
    const { requisitionNo } = await requisitionOf("BOM-2", 1, plant.intermediate.productId);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "1", b.binId);
    expect((await issue(requisitionNo, [p.qrCode])).body.ResponseCode).toBe("200");
    const res = await bomToIssue({ RequisitionNo: requisitionNo });
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.allIssued });
    expect(res.body.ResponseData).toEqual([expect.objectContaining({ ScannedQty: 1, RemainingQty: 0 })]);
  });

  it("asks for a number, and refuses unknown requisitions and orders", async () => {
    expect((await bomToIssue({})).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.enterRequisitionNo,
    });
    expect((await bomToIssue({ RequisitionNo: "REQ-NONE" })).body.ResponseMessage).toBe(
      m.requisitionNotFound,
    );
    const waiting = await plant.order("I-NO-REQ", plant.fg.productId, 1);
    expect((await bomToIssue({ OrderNo: waiting.orderNo })).body.ResponseMessage).toBe(m.noOpenRequisition);
  });

  it("asks for the requisition number when a packet (or any text that is no order) is scanned before a document", async () => {
    const packet = await plant.packet(
      plant.rm1.productId,
      plant.s1.supplierId,
      "1",
      (await plant.bin()).binId,
    );
    for (const OrderNo of [packet.qrCode, "ORD-NONE"])
      expect((await bomToIssue({ OrderNo })).body).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: m.enterRequisitionNo,
      });
  });
});

describe("StoreRequisitionIssue/GetPacketToIssue", () => {
  const scan = (QRCode: string) =>
    t.call("POST", "/api/api/StoreRequisitionIssue/GetPacketToIssue", { QRCode });

  it("answers a packet in a bin with product, supplier, qty and bin (no FIFO warning: no older packet of it)", async () => {
    const b = await plant.bin();
    const p = await plant.packet(plant.intermediate.productId, plant.s2.supplierId, "3.25", b.binId);
    expect((await scan(p.qrCode)).body.ResponseData).toEqual([
      {
        QRCode: p.qrCode,
        ProductCode: plant.intermediate.productCd,
        ProductName: "INT1 part",
        SupplierCode: plant.s2.supplierCode,
        Qty: 3.25,
        BinId: b.binId,
        ColAddress: b.colAddress,
        FifoWarning: null,
      },
    ]);
  });

  it("refuses an unknown QR code, a packet not in a bin and a blank scan", async () => {
    const [gone] = await plant.packetsInBin(plant.rm1.productId, plant.s1.supplierId, "1", null);
    expect((await scan("NOPE")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: "QR code NOPE not found.",
    });
    expect((await scan(gone.qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.packetNotInStock,
    });
    expect((await scan(" ")).body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.enterPacketQr });
  });
});

describe("StoreRequisitionIssue/IssueRMStore", () => {
  it("issues whole packets, empties a bin whose last packet leaves, and records the ledger", async () => {
    const { requisitionNo } = await requisitionOf("ISS-1", 1);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", b.binId);
    const res = await issue(requisitionNo, [p.qrCode]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.issued, ResponseData: [] });
    const [after] = await t.db.select().from(packets).where(eq(packets.packetId, p.packetId));
    expect(after).toMatchObject({ status: "Issued", binId: null, qty: "1.000" });
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, b.binId));
    expect(bin.colStatus).toBe(false);
    const rows = await t.db.select().from(stockLedger).where(eq(stockLedger.packetId, p.packetId));
    expect(rows.map((r) => r.reason)).toEqual(["qualityCheck", "putAway", "issueToProduction"]);
    const issued = await t.db
      .select()
      .from(requisitionIssues)
      .where(eq(requisitionIssues.packetId, p.packetId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ fromBinId: b.binId, qty: "1.000" });
  });

  it("splits a packet larger than the need: the rest stays in the bin as a new packet to reprint", async () => {
    const { requisitionNo } = await requisitionOf("ISS-2", 1);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "4.2", b.binId);
    const res = await issue(requisitionNo, [p.qrCode]);
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData).toEqual([
      { QRCode: expect.stringMatching(/^\d+-\d+-S\d+$/), ProductCode: plant.rm1.productCd, Qty: 1.7 },
    ]);
    const [rest] = await t.db
      .select()
      .from(packets)
      .where(eq(packets.qrCode, res.body.ResponseData[0].QRCode));
    expect(rest).toMatchObject({ status: "InBin", binId: b.binId, qty: "1.700", parentPacketId: p.packetId });
    const [parent] = await t.db.select().from(packets).where(eq(packets.packetId, p.packetId));
    expect(rest.mrnLineId, "the split keeps its lot").toBe(parent.mrnLineId);
    const [issuedPacket] = await t.db.select().from(packets).where(eq(packets.packetId, p.packetId));
    expect(issuedPacket).toMatchObject({ status: "Issued", qty: "2.500" });
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, b.binId));
    expect(bin.colStatus).toBe(true);
    const lines = await bomToIssue({ RequisitionNo: requisitionNo });
    expect(lines.body.ResponseData[0]).toMatchObject({ ScannedQty: 2.5, RemainingQty: 0 });
    const agree = await stockAndLedger(t.db, plant.rm1.productId);
    expect(agree.ledger).toBeCloseTo(agree.stock, 3);
  });

  it("empties a bin whose last packet left whole, and keeps Full the bins a split's rest stays in", async () => {
    const twoBins = await requisitionOf("ISS-SPLIT-BINS", 2);
    const [x, y] = [await plant.bin(), await plant.bin()];
    const whole = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "3", x.binId);
    const split = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "4.2", y.binId);
    expect((await issue(twoBins.requisitionNo, [whole.qrCode, split.qrCode])).body.ResponseCode).toBe("200");

    const oneBin = await requisitionOf("ISS-SPLIT-ONE-BIN", 1);
    const z = await plant.bin();
    const [wholeInZ, splitInZ] = await plant.packetsInBin(
      plant.rm1.productId,
      plant.s1.supplierId,
      "2",
      z.binId,
      2,
    );
    expect((await issue(oneBin.requisitionNo, [wholeInZ.qrCode, splitInZ.qrCode])).body.ResponseCode).toBe(
      "200",
    );

    const full = await t.db
      .select({ binId: bins.binId, full: bins.colStatus })
      .from(bins)
      .where(inArray(bins.binId, [x.binId, y.binId, z.binId]));
    expect(Object.fromEntries(full.map((b) => [b.binId, b.full]))).toEqual({
      [x.binId]: false,
      [y.binId]: true,
      [z.binId]: true,
    });
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("refuses a product no line still needs: Required qty is zero, and nothing changes", async () => {
    const { requisitionNo } = await requisitionOf("ISS-3", 1, plant.intermediate.productId);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", b.binId);
    const res = await issue(requisitionNo, [p.qrCode]);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: `Required qty is zero. ${plant.rm2.productCd} is not in this requisition's BOM.`,
    });
    const [after] = await t.db.select().from(packets).where(eq(packets.packetId, p.packetId));
    expect(after.status).toBe("InBin");
  });

  it("refuses a product already fully issued to the requisition, naming the requisition", async () => {
    const { requisitionNo } = await requisitionOf("ISS-3B", 1);
    const b = await plant.bin();
    const enough = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1000", b.binId);
    expect((await issue(requisitionNo, [enough.qrCode])).body.ResponseCode).toBe("200");
    const more = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", (await plant.bin()).binId);
    expect((await issue(requisitionNo, [more.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.fullyIssued(plant.rm2.productCd, requisitionNo),
    });
  });

  it("refuses a second supplier for one product, with the trailing space", async () => {
    const { requisitionNo } = await requisitionOf("ISS-4", 2);
    const b = await plant.bin();
    const p1 = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", b.binId);
    const p2 = await plant.packet(plant.rm2.productId, plant.s2.supplierId, "1", (await plant.bin()).binId);
    const res = await issue(requisitionNo, [p1.qrCode, p2.qrCode]);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: "Please scan same supplier qr code ",
    });
    const [after] = await t.db.select().from(packets).where(eq(packets.packetId, p1.packetId));
    expect(after.status).toBe("InBin");
  });

  it("refuses the same QR code twice in one issue", async () => {
    const { requisitionNo } = await requisitionOf("ISS-5", 2);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", b.binId);
    const res = await issue(requisitionNo, [p.qrCode, p.qrCode]);
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.alreadyScanned });
  });

  it("refuses a packet not in a bin, an unknown QR code, an unknown requisition and an empty scan", async () => {
    const { requisitionNo } = await requisitionOf("ISS-6", 2);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", b.binId);
    await issue(requisitionNo, [p.qrCode]);
    expect((await issue(requisitionNo, [p.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.packetNotInStock,
    });
    expect((await issue(requisitionNo, ["NOPE"])).body.ResponseMessage).toBe("QR code NOPE not found.");
    expect((await issue("REQ-NONE", [p.qrCode])).body.ResponseMessage).toBe(m.requisitionNotFound);
    expect((await issue(requisitionNo, [])).body.ResponseMessage).toBe(m.enterPacketQr);
    expect((await issue("", [p.qrCode])).body.ResponseMessage).toBe(m.enterRequisitionNo);
    const bad = await t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
      RequisitionNo: 5,
      storeItems: "x",
    });
    expect(bad.body.ResponseCode).toBe("400");
  });

  it("names in its data every packet refused for the reason, and issues none of the scan", async () => {
    const first = await requisitionOf("ISS-7", 4);
    const second = await requisitionOf("ISS-8", 4);
    const inBin = async () =>
      plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", (await plant.bin()).binId);
    const p1 = await inBin();
    const p2 = await inBin();
    const p3 = await inBin();
    expect((await issue(first.requisitionNo, [p1.qrCode, p3.qrCode])).body.ResponseCode).toBe("200");
    const refused = await issue(second.requisitionNo, [p1.qrCode, p2.qrCode, p3.qrCode]);
    expect(refused.body).toEqual({
      ResponseCode: "400",
      ResponseMessage: m.packetNotInStock,
      ResponseData: { QRCode: p1.qrCode, QRCodes: [p1.qrCode, p3.qrCode] },
    });
    const [left] = await t.db.select().from(packets).where(eq(packets.packetId, p2.packetId));
    expect(left.status).toBe("InBin");
  });

  it("parallel issues of the same packet: exactly one wins, stock and ledger agree", async () => {
    const first = await requisitionOf("PAR-1", 4);
    const second = await requisitionOf("PAR-2", 4);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "3", b.binId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        issue(i % 2 ? first.requisitionNo : second.requisitionNo, [p.qrCode]),
      ),
    );
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(1);
    const issued = await t.db
      .select()
      .from(requisitionIssues)
      .where(eq(requisitionIssues.packetId, p.packetId));
    expect(issued).toHaveLength(1);
    const agree = await stockAndLedger(t.db, plant.rm2.productId);
    expect(agree.ledger).toBeCloseTo(agree.stock, 3);
  });

  it("parallel issues against one requisition never exceed its requirement", async () => {
    const { requisitionNo } = await requisitionOf("PAR-3", 3);
    const b = await plant.bin();
    const ps = await plant.packetsInBin(plant.rm2.productId, plant.s1.supplierId, "1", b.binId, 8);
    const answers = await Promise.all(ps.map((p) => issue(requisitionNo, [p.qrCode])));
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(3);
    const [req] = await t.db.select().from(requisitions).where(eq(requisitions.requisitionNo, requisitionNo));
    const issued = await t.db
      .select()
      .from(requisitionIssues)
      .where(eq(requisitionIssues.requisitionId, req.requisitionId));
    expect(issued.reduce((s, r) => s + Number(r.qty), 0)).toBe(3);
    const left = await t.db
      .select()
      .from(packets)
      .where(
        inArray(
          packets.packetId,
          ps.map((p) => p.packetId),
        ),
      );
    expect(left.filter((p) => p.status === "InBin")).toHaveLength(5);
    const agree = await stockAndLedger(t.db, plant.rm2.productId);
    expect(agree.ledger).toBeCloseTo(agree.stock, 3);
  });

  it("parallel issues emptying one bin leave it Empty", async () => {
    const a = await requisitionOf("PAR-4", 1);
    const c = await requisitionOf("PAR-5", 1);
    const b = await plant.bin();
    const [p1, p2] = await plant.packetsInBin(plant.rm2.productId, plant.s1.supplierId, "1", b.binId, 2);
    const answers = await Promise.all([
      issue(a.requisitionNo, [p1.qrCode]),
      issue(c.requisitionNo, [p2.qrCode]),
    ]);
    expect(answers.map((x) => x.body.ResponseCode)).toEqual(["200", "200"]);
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, b.binId));
    expect(bin.colStatus).toBe(false);
  });
});

describe("StoreRequisitionIssue/GetRequisitionsToIssue", () => {
  const list = (body: Record<string, unknown>) =>
    t.call<Array<{ RequisitionNo: string; OrderNo: string; TotalRows: number }>>(
      "POST",
      "/api/api/StoreRequisitionIssue/GetRequisitionsToIssue",
      { PageNo: 1, First: 1, PageSize: 20, SortColumn: "RequisitionNo", SortOrder: "ASC", ...body },
    );

  it("offers only requisitions with something left to issue", async () => {
    const done = await requisitionOf("OL-DONE", 1, plant.intermediate.productId);
    const b = await plant.bin();
    const p = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "1", b.binId);
    expect((await issue(done.requisitionNo, [p.qrCode])).body.ResponseCode).toBe("200");
    const open = await requisitionOf("OL-OPEN", 1, plant.intermediate.productId);
    const res = await list({ SearchValue: "OL-" });
    expect(res.body.ResponseData.map((r) => r.RequisitionNo)).toEqual([open.requisitionNo]);
  });

  it("answers one page, searched on the server, every row carrying the total", async () => {
    const made = [
      await requisitionOf("PG-1", 1),
      await requisitionOf("PG-2", 1),
      await requisitionOf("PG-3", 1),
    ];
    const second = await list({ SearchValue: "pg-", PageNo: 2, First: 2, PageSize: 1 });
    expect(second.body.ResponseData).toEqual([
      expect.objectContaining({
        RequisitionNo: made[1].requisitionNo,
        OrderNo: made[1].order.orderNo,
        TotalRows: 3,
      }),
    ]);
  });
});
