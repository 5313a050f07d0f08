import {
  formatSentDate,
  inboundMessages,
  packetsPerCommandMax,
  packetsToPutAwayMax,
  pageSizeMax,
  pagingMessages,
  plantDayOf,
  stockMessages,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, cartons, packets, products, stockLedger, suppliers } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type InwardReportRow, materialInwardReportBatches } from "./inward-report.js";
import { keepReceiptDaysIn } from "./receipt-days.js";

let t: TestApp;
let binIds: number[] = [];
let cartonId = 0;

interface MrnRow {
  MrnLineId: number;
  ReceivedQty: number;
  ApprovedQty: number;
  IsApprove: boolean;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(suppliers).values(
    ["SUP-A", "SUP-B"].map((code) => ({
      supplierName: code,
      supplierCode: code,
      firmName: code,
      mobNo: "9000000000",
      email: `${code}@example.com`,
      shippingAddress: "Plant road",
    })),
  );
  await t.db.insert(products).values([
    { productCd: "RM-1", productDscrptn: "Steel tube", productTypeId: 3, uom: "KG" },
    { productCd: "RM-2", productDscrptn: "Screw", productTypeId: 3, uom: "NOS" },
  ]);
  binIds = (
    await t.db
      .insert(bins)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          rowName: "A",
          rowNo: 1,
          colNo: i + 1,
          colAddress: `A-${String(i + 1).padStart(2, "0")}`,
          height: 10,
          width: 10,
          length: 10,
        })),
      )
      .returning({ id: bins.binId })
  ).map((b) => b.id);
  [{ cartonId }] = await t.db
    .insert(cartons)
    .values({ cartonName: "Medium", height: 5, width: 5, length: 5 })
    .returning({ cartonId: cartons.cartonId });
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

let nextMrn = 100;
/** Imports an MRN of one line per product (received = given) and answers its id. */
async function receive(
  lines: Array<{ code: string; requested: number; received: number }>,
  supplier = "SUP-A",
) {
  const mrnId = nextMrn++;
  const res = await t.call(
    "POST",
    "/api/api/Import/Mrns",
    lines.map((l) => ({
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: supplier,
      Type: "Purchase",
      MRNDate: "11/20/2026",
      ProductCode: l.code,
      RequestedQty: l.requested,
      ReceivedQty: l.received,
      UOM: l.code === "RM-2" ? "NOS" : "KG",
    })),
  );
  expect(res.body.ResponseCode).toBe("200");
  return mrnId;
}

async function rowsOf(mrnId: number) {
  return (await t.call<MrnRow[]>("GET", `/api/api/PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`)).body
    .ResponseData;
}

/** Receives and approves one line of `qty` in packets of `pieces`; answers the MRN id and packet codes. */
async function approvedMrn(qty: number, pieces: number) {
  const mrnId = await receive([{ code: "RM-1", requested: qty, received: qty }]);
  const [row] = await rowsOf(mrnId);
  const res = await t.call<Array<{ QRCode: string; Qty: number }>>(
    "POST",
    "/api/api/PurchaseOrder/UpdatePoDetails",
    [
      {
        MRNID: mrnId,
        MrnLineId: row.MrnLineId,
        ApprovedQty: qty,
        PiecesPerPacket: pieces,
        CartonId: cartonId,
      },
    ],
  );
  expect(res.body.ResponseCode).toBe("200");
  return { mrnId, codes: res.body.ResponseData.map((p) => p.QRCode) };
}

const putAway = (MRNID: number, BinId: number, codes: string[]) =>
  t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID,
    BinId,
    storeItems: codes.map((QRCode) => ({ QRCode })),
  });

describe("PurchaseOrder/UpdatePoDetails", () => {
  it("approves, rejects the rest, and makes ceil(approved / pieces) packets, the last holding the remainder, and the rejects' Rejected packets", async () => {
    const mrnId = await receive([{ code: "RM-1", requested: 120, received: 100 }]);
    const [row] = await rowsOf(mrnId);
    const res = await t.call<Array<{ QRCode: string; Qty: number; Rejected?: boolean }>>(
      "POST",
      "/api/api/PurchaseOrder/UpdatePoDetails",
      [
        {
          MRNID: mrnId,
          MrnLineId: row.MrnLineId,
          ApprovedQty: 95.5,
          PiecesPerPacket: 30,
          RejectedRemark: "dented",
        },
      ],
    );
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.map((p) => [p.Qty, p.Rejected ?? false])).toEqual([
      [30, false],
      [30, false],
      [30, false],
      [5.5, false],
      [4.5, true],
    ]);
    expect(new Set(res.body.ResponseData.map((p) => p.QRCode)).size).toBe(5);
    const [after] = await rowsOf(mrnId);
    expect(after).toMatchObject({ IsApprove: true, ApprovedQty: 95.5, RejectedQty: 4.5, TotalSlip: 4 });
    const ledger = await t.db.select().from(stockLedger).where(eq(stockLedger.reason, "qualityCheck"));
    expect(ledger.filter((l) => l.reference === `MRN ${mrnId}`)).toHaveLength(4);
  });

  it("refuses a second approval of the same MRN line", async () => {
    const { mrnId } = await approvedMrn(10, 5);
    const [row] = await rowsOf(mrnId);
    const again = await t.call("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
      { MRNID: mrnId, MrnLineId: row.MrnLineId, ApprovedQty: 10, PiecesPerPacket: 5 },
    ]);
    expect(again.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: inboundMessages.alreadyApproved,
    });
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(packets)
      .where(eq(packets.mrnLineId, row.MrnLineId));
    expect(count[0].n).toBe(2);
  });

  it("needs pieces per packet, a remark for rejects, and no more than received", async () => {
    const mrnId = await receive([{ code: "RM-1", requested: 10, received: 10 }]);
    const [row] = await rowsOf(mrnId);
    const submit = (r: object) =>
      t.call("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
        { MRNID: mrnId, MrnLineId: row.MrnLineId, ...r },
      ]);
    expect((await submit({ ApprovedQty: 10, PiecesPerPacket: 0 })).body.ResponseMessage).toBe(
      inboundMessages.insertPacketQty,
    );
    expect((await submit({ ApprovedQty: 8, PiecesPerPacket: 5 })).body.ResponseMessage).toBe(
      inboundMessages.insertRemark,
    );
    expect((await submit({ ApprovedQty: 11, PiecesPerPacket: 5 })).body.ResponseMessage).toBe(
      inboundMessages.approvedAboveReceived,
    );
    expect((await submit({ ApprovedQty: "x", PiecesPerPacket: 5 })).body.ResponseCode).toBe("400");
    expect((await t.call("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [])).body.ResponseMessage).toBe(
      inboundMessages.noData,
    );
    expect((await rowsOf(mrnId))[0].IsApprove).toBe(false);
  });

  it("makes at most 10,000 packets of a line: 100 at 0.001 a packet is refused and nothing is written", async () => {
    const mrnId = await receive([{ code: "RM-1", requested: 100, received: 100 }]);
    const [row] = await rowsOf(mrnId);
    const submit = (PiecesPerPacket: number) =>
      t.call<Array<{ QRCode: string }>>("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
        { MRNID: mrnId, MrnLineId: row.MrnLineId, ApprovedQty: 100, PiecesPerPacket },
      ]);
    expect((await submit(0.001)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockMessages.tooManyPackets,
    });
    const written = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(packets)
      .where(eq(packets.mrnLineId, row.MrnLineId));
    expect(written[0].n).toBe(0);
    expect((await rowsOf(mrnId))[0].IsApprove).toBe(false);
    const atTheBound = await submit(0.01);
    expect(atTheBound.body.ResponseCode).toBe("200");
    expect(atTheBound.body.ResponseData).toHaveLength(packetsPerCommandMax);
  });
});

describe("RawMaterialInward/CheckRMExists", () => {
  it("answers a fresh packet, refuses an unknown code and another MRN's packet", async () => {
    const { mrnId, codes } = await approvedMrn(20, 10);
    const fresh = await t.call<Array<{ QRCode: string; Qty: number }>>(
      "POST",
      "/api/api/RawMaterialInward/CheckRMExists",
      {
        MRNID: mrnId,
        QRCode: codes[0],
      },
    );
    expect(fresh.body.ResponseCode).toBe("200");
    expect(fresh.body.ResponseData[0]).toMatchObject({ QRCode: codes[0], Qty: 10, ProductCode: "RM-1" });
    const unknown = await t.call("POST", "/api/api/RawMaterialInward/CheckRMExists", {
      MRNID: mrnId,
      QRCode: "NOPE",
    });
    expect(unknown.body.ResponseMessage).toBe("QR code NOPE not found.");
    const other = await t.call("POST", "/api/api/RawMaterialInward/CheckRMExists", {
      MRNID: mrnId + 1000,
      QRCode: codes[0],
    });
    expect(other.body.ResponseMessage).toBe(inboundMessages.packetOfOtherMrn);
  });

  it("answers 400 with the existing item once the packet is inward", async () => {
    const { mrnId, codes } = await approvedMrn(20, 10);
    expect((await putAway(mrnId, binIds[0], codes)).body.ResponseCode).toBe("200");
    const res = await t.call<Array<{ QRCode: string; ColAddress: string }>>(
      "POST",
      "/api/api/RawMaterialInward/CheckRMExists",
      {
        MRNID: mrnId,
        QRCode: codes[1],
      },
    );
    expect(res.body.ResponseCode).toBe("400");
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({ QRCode: codes[1], ColAddress: "A-01" }),
    ]);
  });

  it("answers each of many scans at once by its own packet, those read together included", async () => {
    const { mrnId, codes } = await approvedMrn(40, 1);
    const [inward, ...fresh] = codes;
    expect((await putAway(mrnId, binIds[22], [inward])).body.ResponseCode).toBe("200");
    const scanned = [...fresh, ...fresh.slice(0, 5), inward, "NOPE-1", "NOPE-2"];
    const answers = await Promise.all(
      scanned.map((code) =>
        t.call<Array<{ QRCode: string; Status: string }>>(
          "POST",
          "/api/api/RawMaterialInward/CheckRMExists",
          {
            MRNID: mrnId,
            QRCode: code,
          },
        ),
      ),
    );
    expect(
      answers.map((a) => [a.body.ResponseCode, a.body.ResponseData?.map((r) => r.QRCode) ?? null]),
    ).toEqual(
      scanned.map((code) =>
        code.startsWith("NOPE") ? ["400", null] : [code === inward ? "400" : "200", [code]],
      ),
    );
  });
});

describe("RawMaterialInward/GetPacketsToPutAway", () => {
  const toPutAway = (body: unknown) =>
    t.call<Array<{ QRCode: string; Status: string; Qty: number }>>(
      "POST",
      "/api/api/RawMaterialInward/GetPacketsToPutAway",
      body,
    );

  it("lists the MRN's packets still waiting for a bin, oldest first: none put away, none of another MRN", async () => {
    const { mrnId, codes } = await approvedMrn(30, 10);
    await approvedMrn(10, 10);
    expect((await putAway(mrnId, binIds[5], [codes[1]])).body.ResponseCode).toBe("200");
    const answer = await toPutAway({ MRNID: mrnId });
    expect(answer.body.ResponseCode).toBe("200");
    expect(answer.body.ResponseData.map((p) => [p.QRCode, p.Status, p.Qty])).toEqual([
      [codes[0], "Packed", 10],
      [codes[2], "Packed", 10],
    ]);
  });

  it("lists at most packetsToPutAwayMax packets of a lot", async () => {
    const { codes } = await approvedMrn(packetsToPutAwayMax + 1, 1);
    const mrnId = Number(codes[0].split("-")[0]);
    const answer = await toPutAway({ MRNID: mrnId });
    expect(answer.body.ResponseData.map((p) => p.QRCode)).toEqual(codes.slice(0, packetsToPutAwayMax));
  });

  it("refuses a request naming no lot, or an unknown requisition, with a clear message", async () => {
    expect((await toPutAway({})).body.ResponseMessage).toBe(stockMessages.enterMrnOrRequisition);
    expect((await toPutAway({ RequisitionNo: "REQ999999" })).body.ResponseMessage).toBe(
      stockMessages.requisitionNotFound,
    );
  });
});

describe("RawMaterialInward/UpdateBinInwardMaterialStock", () => {
  it("puts the packets into the bin, makes it Full, and writes one ledger row per packet", async () => {
    const { mrnId, codes } = await approvedMrn(30, 10);
    const res = await putAway(mrnId, binIds[1], codes);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: { Packets: 3, ColAddress: "A-02" } });
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, binIds[1]));
    expect(bin.colStatus).toBe(true);
    const placed = await t.db.select().from(packets).where(eq(packets.binId, binIds[1]));
    expect(placed.map((p) => p.status)).toEqual(["InBin", "InBin", "InBin"]);
    const rows = await t.db.select().from(stockLedger).where(eq(stockLedger.toBinId, binIds[1]));
    expect(rows).toHaveLength(3);
    const location = await t.call<Array<{ QRCode: string }>>(
      "GET",
      "/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=rm-1",
    );
    expect(location.body.ResponseData.map((r) => r.QRCode)).toEqual(expect.arrayContaining(codes));
  });

  it("refuses a bin that is not empty, an inactive bin, and a packet put away before", async () => {
    const first = await approvedMrn(10, 10);
    const second = await approvedMrn(10, 10);
    await putAway(first.mrnId, binIds[2], first.codes);
    expect((await putAway(second.mrnId, binIds[2], second.codes)).body.ResponseMessage).toBe(
      inboundMessages.binNotEmpty,
    );
    await t.db.update(bins).set({ isActive: false }).where(eq(bins.binId, binIds[3]));
    expect((await putAway(second.mrnId, binIds[3], second.codes)).body.ResponseMessage).toBe(
      inboundMessages.binInactive,
    );
    expect((await putAway(first.mrnId, binIds[4], first.codes)).body.ResponseMessage).toBe(
      inboundMessages.packetAlreadyInward,
    );
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, binIds[4]));
    expect(bin.colStatus).toBe(false);
  });

  it("lets exactly one of many racing put-aways of one packet win", async () => {
    const { mrnId, codes } = await approvedMrn(10, 10);
    const targets = binIds.slice(10, 18);
    const answers = await Promise.all(targets.map((b) => putAway(mrnId, b, codes)));
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const full = await t.db.select().from(bins).where(sql`${bins.binId} in ${targets} and ${bins.colStatus}`);
    expect(full).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(stockLedger)
      .where(sql`${stockLedger.reason} = 'putAway' and ${stockLedger.toBinId} in ${targets}`);
    expect(moves).toHaveLength(1);
  });

  it("lets exactly one of many racing put-aways into one bin win", async () => {
    // One import runs at a time on an instance: the MRNs come in one after another, the put-aways race.
    const mrns = [];
    for (let i = 0; i < 8; i++) mrns.push(await approvedMrn(5, 5));
    const bin = binIds[20];
    const answers = await Promise.all(mrns.map((m) => putAway(m.mrnId, bin, m.codes)));
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(1);
    const inBin = await t.db.select().from(packets).where(eq(packets.binId, bin));
    expect(inBin).toHaveLength(1);
    const moves = await t.db.select().from(stockLedger).where(eq(stockLedger.toBinId, bin));
    expect(moves).toHaveLength(1);
  });

  it("keeps every bin Full exactly when it holds a packet", async () => {
    const mismatched = await t.db.execute(sql`
      select b.bin_id from bins b
      where b.col_status <> exists (select 1 from packets p where p.bin_id = b.bin_id)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe("PurchaseOrder/GetProductBinLocation", () => {
  it("answers at most pageSizeMax packets of the product, the oldest inward first", async () => {
    const before = await t.call<Array<{ QRCode: string }>>(
      "GET",
      "/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=RM-2",
    );
    expect(before.body.ResponseData).toEqual([]);
    const mrnId = await receive([{ code: "RM-2", requested: pageSizeMax + 1, received: pageSizeMax + 1 }]);
    const [row] = await rowsOf(mrnId);
    const approved = await t.call<Array<{ QRCode: string }>>(
      "POST",
      "/api/api/PurchaseOrder/UpdatePoDetails",
      [
        {
          MRNID: mrnId,
          MrnLineId: row.MrnLineId,
          ApprovedQty: pageSizeMax + 1,
          PiecesPerPacket: 1,
          CartonId: cartonId,
        },
      ],
    );
    const codes = approved.body.ResponseData.map((p) => p.QRCode);
    expect((await putAway(mrnId, binIds[27], codes)).body.ResponseCode).toBe("200");
    const location = await t.call<Array<{ QRCode: string }>>(
      "GET",
      "/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=RM-2",
    );
    expect(location.body.ResponseData.map((r) => r.QRCode)).toEqual(codes.slice(0, pageSizeMax));
  });
});

describe("RawMaterialInward/GetBinsForInward", () => {
  it("answers bins from the first row with an empty bin on, or from the row asked for, by row and column", async () => {
    await t.db.insert(bins).values(
      [1, 2].map((colNo) => ({
        rowName: "Z",
        rowNo: 26,
        colNo,
        colAddress: `Z-${colNo}`,
        height: 10,
        width: 10,
        length: 10,
      })),
    );
    type Bin = { RowName: string; ColAddress: string };
    const call = (body: object) => t.call<Bin[]>("POST", "/api/api/RawMaterialInward/GetBinsForInward", body);
    const first = (await call({})).body.ResponseData;
    expect([...new Set(first.map((b) => b.RowName))]).toEqual(["A", "Z"]);
    const z = (await call({ RowName: "Z" })).body.ResponseData;
    expect(z.map((b) => b.ColAddress)).toEqual(["Z-1", "Z-2"]);
    const rows = await t.call<Array<{ RowName: string; EmptyBins: number }>>(
      "POST",
      "/api/api/RawMaterialInward/GetBinRowsForInward",
      {},
    );
    expect(rows.body.ResponseData.map((r) => r.RowName)).toEqual(["A", "Z"]);
    expect(rows.body.ResponseData[1].EmptyBins).toBe(2);
  });
});

describe("MaterialInwardReport/GetMaterialInwardReport", () => {
  it("sums what was put away per product, supplier and day, and all rows with PageSize -1", async () => {
    const d = formatSentDate(plantDayOf(new Date(), t.config.timeZone));
    const res = await t.call<Array<{ ProductCode: string; TotalQty: number; TotalRows: number }>>(
      "POST",
      "/api/api/MaterialInwardReport/GetMaterialInwardReport",
      { FromDate: d, ToDate: d, PageSize: -1, First: 1, SortOrder: "DESC" },
    );
    expect(res.body.ResponseCode).toBe("200");
    const total = (
      await t.db
        .select({ q: sql<string>`sum(qty)` })
        .from(stockLedger)
        .where(eq(stockLedger.reason, "putAway"))
    )[0].q;
    expect(res.body.ResponseData.reduce((s, r) => s + r.TotalQty, 0)).toBeCloseTo(Number(total), 3);
  });

  it("buckets by the plant's day: the day's bounds and CreatedDate are days in WMS_TIMEZONE", async () => {
    const { mrnId, codes } = await approvedMrn(7, 7);
    expect((await putAway(mrnId, binIds[29], codes)).body.ResponseCode).toBe("200");
    const now = new Date();
    const report = (day: string) =>
      t.call<Array<{ ProductCode: string; CreatedDate: string; TotalQty: number }>>(
        "POST",
        "/api/api/MaterialInwardReport/GetMaterialInwardReport",
        { FromDate: formatSentDate(day), ToDate: formatSentDate(day), PageSize: -1, First: 1 },
      );
    const saved = t.config.timeZone;
    try {
      // These two zones are 25 hours apart, so any instant falls on different days in them.
      for (const [zone, other] of [
        ["Pacific/Kiritimati", "Pacific/Pago_Pago"],
        ["Pacific/Pago_Pago", "Pacific/Kiritimati"],
      ]) {
        t.config.timeZone = zone;
        const today = plantDayOf(now, zone);
        const rows = (await report(today)).body.ResponseData;
        expect(rows.map((r) => r.CreatedDate)).toEqual(rows.map(() => today));
        expect(rows.some((r) => r.ProductCode === "RM-1" && r.TotalQty >= 7)).toBe(true);
        expect((await report(plantDayOf(now, other))).body.ResponseData).toEqual([]);
      }
    } finally {
      t.config.timeZone = saved;
    }
  });

  it(`keeps an MRN dated "03/09/2025" on the plant's 9 March (TZ=${process.env.TZ ?? "unset"})`, async () => {
    const res = await t.call("POST", "/api/api/Import/Mrns", [
      {
        MRNID: 9032025,
        PONumber: "PO-MARCH",
        SupplierCode: "SUP-A",
        Type: "Purchase",
        MRNDate: "03/09/2025",
        ProductCode: "RM-1",
        RequestedQty: 1,
        ReceivedQty: 1,
        UOM: "KG",
      },
    ]);
    expect(res.body.ResponseCode).toBe("200");
    const [row] = await rowsOf(9032025);
    expect((row as unknown as { MRNDate: string }).MRNDate).toBe("2025-03-09");
    const list = await t.call<Array<{ MRNID: number; MRNDate: string }>>(
      "POST",
      "/api/api/PurchaseOrder/GetAllPoDetails",
      { SearchValue: "9032025", PageSize: 5, First: 1 },
    );
    expect(list.body.ResponseData.map((r) => [r.MRNID, r.MRNDate])).toEqual([[9032025, "2025-03-09"]]);
  });

  describe("its export (PageSize -1)", () => {
    const exported = pageSizeMax + 5;
    const today = () => formatSentDate(plantDayOf(new Date(), t.config.timeZone));
    const query = (extra: object = {}) => ({
      FromDate: today(),
      ToDate: today(),
      SearchValue: "EXP-",
      First: 1,
      SortOrder: "DESC",
      ...extra,
    });
    const exportRows = (extra: object = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/api/MaterialInwardReport/GetMaterialInwardReport",
        headers: { authorization: `Bearer ${token}` },
        payload: query({ PageSize: -1, ...extra }),
      });
    let token = "";

    beforeAll(async () => {
      token = await t.login();
      const codes = Array.from({ length: exported }, (_, i) => `EXP-${String(i + 1).padStart(3, "0")}`);
      await t.db
        .insert(products)
        .values(
          codes.map((code) => ({ productCd: code, productDscrptn: code, productTypeId: 3, uom: "NOS" })),
        );
      const mrnId = nextMrn++;
      const imported = await t.call(
        "POST",
        "/api/api/Import/Mrns",
        codes.map((code) => ({
          MRNID: mrnId,
          PONumber: `PO-${mrnId}`,
          SupplierCode: "SUP-B",
          Type: "Purchase",
          MRNDate: "11/20/2026",
          ProductCode: code,
          RequestedQty: 2,
          ReceivedQty: 2,
          UOM: "NOS",
        })),
      );
      expect(imported.body.ResponseCode).toBe("200");
      const approved = await t.call<Array<{ QRCode: string }>>(
        "POST",
        "/api/api/PurchaseOrder/UpdatePoDetails",
        (await rowsOf(mrnId)).map((row) => ({
          MRNID: mrnId,
          MrnLineId: row.MrnLineId,
          ApprovedQty: 2,
          PiecesPerPacket: 2,
          CartonId: cartonId,
        })),
      );
      expect(approved.body.ResponseCode).toBe("200");
      const placed = await putAway(
        mrnId,
        binIds[28],
        approved.body.ResponseData.map((p) => p.QRCode),
      );
      expect(placed.body.ResponseCode).toBe("200");
    });

    it("answers every row, more than one page holds, without TotalRows, in the list's order", async () => {
      const res = await exportRows();
      const rows = res.json() as { ResponseCode: string; ResponseData: Array<Record<string, unknown>> };
      expect(rows.ResponseCode).toBe("200");
      expect(rows.ResponseData).toHaveLength(exported);
      expect(rows.ResponseData.every((r) => !("TotalRows" in r) && r.TotalQty === 2)).toBe(true);
      const codes = rows.ResponseData.map((r) => String(r.ProductCode));
      expect(new Set(codes).size).toBe(exported);
      const byProductCode = await exportRows({ SortColumn: "ProductCode", SortOrder: "ASC" });
      const ascending = (byProductCode.json() as { ResponseData: InwardReportRow[] }).ResponseData;
      expect(ascending.map((r) => r.ProductCode)).toEqual([...codes].sort());
    });

    it("is streamed: a chunked body, the rows read in batches each after the previous batch's last row", async () => {
      const res = await exportRows();
      expect(res.headers["transfer-encoding"]).toBe("chunked");
      expect(res.headers["content-length"]).toBeUndefined();
      const range = { from: plantDayOf(new Date(), t.config.timeZone), timeZone: t.config.timeZone };
      for (const sort of [{}, { SortColumn: "ProductCode", SortOrder: "ASC" }, { SortColumn: "TotalQty" }]) {
        const batches: InwardReportRow[][] = [];
        for await (const batch of materialInwardReportBatches(
          t.db,
          { ...query(sort), PageSize: null } as never,
          { ...range, to: range.from },
          40,
        ))
          batches.push(batch);
        expect(batches.map((b) => b.length)).toEqual([40, 40, exported - 80]);
        const whole = (await exportRows(sort)).json() as { ResponseData: InwardReportRow[] };
        expect(batches.flat()).toEqual(whole.ResponseData);
      }
    });

    it("a page is its slice of the export's order, by any sort column, with a search or none, from the day totals or the quarter hours, and carries the report's total", async () => {
      const saved = t.config.timeZone;
      try {
        // Day totals kept in the server's zone, then in another (the report then sums the quarter hours).
        for (const kept of [saved, saved === "UTC" ? "Asia/Kolkata" : "UTC"]) {
          await keepReceiptDaysIn(t.db, kept);
          for (const sort of [
            { SortColumn: "ProductCode", SortOrder: "ASC" },
            { SortColumn: "ProductCode", SortOrder: "DESC" },
            { SortColumn: "SupplierCode", SortOrder: "ASC" },
            { SortColumn: "TotalQty", SortOrder: "DESC" },
            { SortColumn: "CreatedDate", SortOrder: "ASC" },
            { SortColumn: "TotalQty", SortOrder: "ASC", SearchValue: "" },
            { SortColumn: "TotalQty", SortOrder: "DESC", SearchValue: "" },
            { SortColumn: "CreatedDate", SortOrder: "DESC", SearchValue: "" },
            { SortColumn: "ProductCode", SortOrder: "ASC", SearchValue: "" },
          ]) {
            const whole = (await exportRows(sort)).json() as { ResponseData: InwardReportRow[] };
            const page = await t.call<Array<InwardReportRow & { TotalRows: number }>>(
              "POST",
              "/api/api/MaterialInwardReport/GetMaterialInwardReport",
              { ...query(sort), First: 21, PageSize: 10 },
            );
            expect(page.body.ResponseData.map(({ TotalRows, ...row }) => row)).toEqual(
              whole.ResponseData.slice(20, 30),
            );
            expect(whole.ResponseData.length).toBeGreaterThanOrEqual(exported);
            expect(page.body.ResponseData.every((r) => r.TotalRows === whole.ResponseData.length)).toBe(true);
          }
        }
      } finally {
        await keepReceiptDaysIn(t.db, saved);
      }
    });

    it("searches the supplier's code as well as the product's", async () => {
      const bySupplier = (await exportRows({ SearchValue: "sup-b" })).json() as {
        ResponseData: InwardReportRow[];
      };
      const exportedCodes = bySupplier.ResponseData.filter((r) => r.ProductCode.startsWith("EXP-"));
      expect(exportedCodes).toHaveLength(exported);
      expect(bySupplier.ResponseData.every((r) => r.SupplierCode === "SUP-B")).toBe(true);
    });

    it("a page is at most pageSizeMax rows: PageSize above it (or 0) is refused, -1 only exports", async () => {
      for (const PageSize of [pageSizeMax + 1, 0, -2]) {
        const res = await t.call("POST", "/api/api/MaterialInwardReport/GetMaterialInwardReport", {
          ...query(),
          PageSize,
        });
        expect(res.body).toMatchObject({
          ResponseCode: "400",
          ResponseMessage: pagingMessages.exportPageSizeOutOfRange,
        });
      }
      const page = await t.call<unknown[]>("POST", "/api/api/MaterialInwardReport/GetMaterialInwardReport", {
        ...query(),
        PageSize: pageSizeMax,
      });
      expect(page.body.ResponseData).toHaveLength(pageSizeMax);
    });
  });

  it("answers the spec's date messages", async () => {
    const report = (FromDate?: string, ToDate?: string) =>
      t.call("POST", "/api/api/MaterialInwardReport/GetMaterialInwardReport", { FromDate, ToDate });
    expect((await report(undefined, "11/21/2026")).body.ResponseMessage).toBe(inboundMessages.selectFromDate);
    expect((await report("11/22/2026", "11/21/2026")).body.ResponseMessage).toBe(
      inboundMessages.fromBeforeTo,
    );
    expect((await report("xx", "11/21/2026")).body.ResponseMessage).toBe(inboundMessages.onlyDate);
  });
});

describe("stock ledger", () => {
  it("refuses to change or delete a ledger row", async () => {
    await expect(t.db.update(stockLedger).set({ qty: "0" })).rejects.toThrow();
    await expect(t.db.delete(stockLedger)).rejects.toThrow();
  });
});
