import {
  formatSentDate,
  type HeldPacketRow,
  type MadePacket,
  packetInStateMessage,
  type StockHoldDone,
  stockHoldMessages,
} from "@wms/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, mrnLines, packets, products, stockLedger, suppliers, users } from "../../db/schema/index.js";
import { adminEmail } from "../../seed/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "../import/service.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("HS-RM", 3);
  fg = await plant.product("HS-FG", 1);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const api = "/api/api/StockHold/";
const hold = (QRCodes: string[], Reason = "Damaged", Remark = "torn box") =>
  t.call<StockHoldDone>("POST", `${api}HoldPackets`, { QRCodes, Reason, Remark });
const release = (QRCodes: string[]) =>
  t.call<StockHoldDone>("POST", `${api}ReleasePackets`, { QRCodes, Remark: "" });
const scrap = (QRCodes: string[], Reason = "Expired") =>
  t.call<StockHoldDone>("POST", `${api}ScrapPackets`, { QRCodes, Reason, Remark: "past date" });
const accept = (QRCodes: string[]) =>
  t.call<StockHoldDone>("POST", `${api}AcceptRejected`, { QRCodes, Remark: "usable after all" });
const returnToSupplier = (QRCodes: string[]) =>
  t.call<StockHoldDone>("POST", `${api}ReturnToSupplier`, { QRCodes, Remark: "debit note 7" });
const heldList = (body: Record<string, unknown>) =>
  t.call<HeldPacketRow[]>("POST", `${api}GetHeldPackets`, {
    PageNo: 1,
    First: 1,
    PageSize: 10,
    SortColumn: "QRCode",
    SortOrder: "ASC",
    ...body,
  });
const issue = (RequisitionNo: string, codes: string[]) =>
  t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo,
    storeItems: codes.map((QRCode) => ({ QRCode })),
  });

/** `count` packets of `qty` of the plant's RM put away together in a new bin (null: left Packed). */
const stock = (count: number, qty = 5, binId?: number | null) =>
  receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty, count, binId });

const packetsOf = (codes: string[]) =>
  t.db
    .select({
      qrCode: packets.qrCode,
      status: packets.status,
      binId: packets.binId,
      holdReason: packets.holdReason,
      holdRemark: packets.holdRemark,
      qty: packets.qty,
    })
    .from(packets)
    .where(inArray(packets.qrCode, codes))
    .orderBy(asc(packets.packetId));
const binFull = async (binId: number) =>
  (await t.db.select({ full: bins.colStatus }).from(bins).where(eq(bins.binId, binId)))[0].full;
const stockIsTrue = async () => expect(await stockProblems(t.db)).toEqual([]);

/** An MRN of one line of the RM, `received`, quality-checked with `approved` in packets of `pieces` (through the API). */
async function checked(received: number, approved: number, pieces: number) {
  const [product] = await t.db.select().from(products).where(eq(products.productId, rm));
  const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.supplierId, plant.supplierId));
  const mrnId = 900_000 + Math.floor(Math.random() * 90_000);
  await importRecords(
    t.db,
    "Mrns",
    [
      {
        MRNID: mrnId,
        PONumber: `PO-${mrnId}`,
        SupplierCode: supplier.supplierCode,
        Type: "Local",
        MRNDate: formatSentDate(new Date()),
        ProductCode: product.productCd,
        RequestedQty: received,
        ReceivedQty: received,
        UOM: product.uom,
      },
    ],
    null,
  );
  const [line] = await t.db.select().from(mrnLines).where(eq(mrnLines.mrnId, mrnId));
  const res = await t.call<MadePacket[]>("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
    {
      MRNID: mrnId,
      MrnLineId: line.mrnLineId,
      ApprovedQty: approved,
      PiecesPerPacket: pieces,
      RejectedRemark: "dented",
    },
  ]);
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return { mrnId, lineId: line.mrnLineId, made: res.body.ResponseData };
}
const rejectsOf = (made: MadePacket[]) => made.filter((p) => p.Rejected).map((p) => p.QRCode);

describe("StockHold/HoldPackets", () => {
  it("puts packets in a bin on hold keeping their bin (still Full, its detail listing them held), with the reason and remark, a ledger row each", async () => {
    const [a, b] = await stock(2);
    const res = await hold([a.qrCode, b.qrCode]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: stockHoldMessages.held });
    expect(res.body.ResponseData.Changed).toBe(2);
    expect(res.body.ResponseData.Packets.map((p) => [p.QRCode, p.Status, p.HoldReason])).toEqual([
      [a.qrCode, "OnHold", "Damaged"],
      [b.qrCode, "OnHold", "Damaged"],
    ]);
    expect(res.body.ResponseData.Packets[0].ColAddress).not.toBeNull();
    expect(await packetsOf([a.qrCode, b.qrCode])).toEqual([
      expect.objectContaining({
        status: "OnHold",
        binId: a.binId,
        holdReason: "Damaged",
        holdRemark: "torn box",
      }),
      expect.objectContaining({
        status: "OnHold",
        binId: a.binId,
        holdReason: "Damaged",
        holdRemark: "torn box",
      }),
    ]);
    expect(await binFull(a.binId!)).toBe(true);
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, a.binId!));
    const inBin = await t.call<Array<{ QRCode: string; Status: string; HoldReason: string | null }>>(
      "GET",
      `/api/api/Dashboard/GetBinDeatails?BinLocation=${encodeURIComponent(bin.colAddress)}`,
    );
    expect(inBin.body.ResponseData.map((r) => [r.QRCode, r.Status, r.HoldReason])).toEqual([
      [a.qrCode, "OnHold", "Damaged"],
      [b.qrCode, "OnHold", "Damaged"],
    ]);
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.packetId, a.packetId), eq(stockLedger.reason, "hold")));
    expect(ledger).toEqual([
      expect.objectContaining({
        fromStatus: "InBin",
        fromBinId: a.binId,
        toStatus: "OnHold",
        toBinId: a.binId,
        qty: "5.000",
        reference: "Damaged: torn box",
      }),
    ]);
    await stockIsTrue();
  });

  it("holds a packet not yet put away (Packed, no bin), and any reason of the set, Lost included", async () => {
    const [p] = await stock(1, 5, null);
    expect((await hold([p.qrCode], "Lost")).body.ResponseCode).toBe("200");
    expect(await packetsOf([p.qrCode])).toEqual([
      expect.objectContaining({ status: "OnHold", binId: null, holdReason: "Lost" }),
    ]);
    await stockIsTrue();
  });

  it("refuses a packet in another state by name, state and reason with its code, changing nothing (not even the others)", async () => {
    const [fine, held] = await stock(2);
    expect((await hold([held.qrCode], "Recall")).body.ResponseCode).toBe("200");
    const res = await hold([fine.qrCode, held.qrCode]);
    expect(res.body).toEqual({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(held.qrCode, "OnHold", "Recall"),
      ResponseData: { QRCode: held.qrCode },
    });
    expect(res.body.ResponseMessage).toBe(`Packet ${held.qrCode} is on hold (Recall).`);
    expect((await packetsOf([fine.qrCode]))[0].status).toBe("InBin");

    const [gone] = await stock(1);
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [gone.qrCode]);
    expect((await hold([gone.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(gone.qrCode, "Issued", null),
      ResponseData: { QRCode: gone.qrCode },
    });
    await stockIsTrue();
  });

  it("refuses an unknown code with its code, a reason outside the set and no packets", async () => {
    const [p] = await stock(1);
    expect((await hold([p.qrCode, "NO-SUCH"])).body).toEqual({
      ResponseCode: "400",
      ResponseMessage: "QR code NO-SUCH not found.",
      ResponseData: { QRCode: "NO-SUCH" },
    });
    expect((await hold([p.qrCode], "Broken")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockHoldMessages.chooseReason,
    });
    expect((await hold([])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockHoldMessages.scanPackets,
    });
    expect((await packetsOf([p.qrCode]))[0].status).toBe("InBin");
  });

  it("makes issue refuse the held packet, by scan and by IssueRMStore, naming the hold; released, it issues", async () => {
    const [p] = await stock(1);
    await hold([p.qrCode], "QualitySuspect");
    const refusal = `Packet ${p.qrCode} is on hold (QualitySuspect).`;
    const scanned = await t.call("POST", "/api/api/StoreRequisitionIssue/GetPacketToIssue", {
      QRCode: p.qrCode,
    });
    expect(scanned.body).toMatchObject({ ResponseCode: "400", ResponseMessage: refusal });
    const { requisitionNo } = await plant.requisition(fg, 1);
    expect((await issue(requisitionNo, [p.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: refusal,
      ResponseData: { QRCode: p.qrCode },
    });
    expect((await packetsOf([p.qrCode]))[0].status).toBe("OnHold");
    expect((await release([p.qrCode])).body.ResponseCode).toBe("200");
    expect((await issue(requisitionNo, [p.qrCode])).body.ResponseCode).toBe("200");
    await stockIsTrue();
  });
});

describe("StockHold/ReleasePackets", () => {
  it("returns a held packet to InBin in its bin, one held before put-away to Packed; the reason is cleared", async () => {
    const [inBin] = await stock(1);
    const [packed] = await stock(1, 5, null);
    await hold([inBin.qrCode, packed.qrCode]);
    const res = await release([inBin.qrCode, packed.qrCode]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: stockHoldMessages.released });
    const byCode = new Map(res.body.ResponseData.Packets.map((p) => [p.QRCode, p]));
    expect(byCode.get(inBin.qrCode)).toMatchObject({ Status: "InBin", HoldReason: null });
    expect(byCode.get(packed.qrCode)).toMatchObject({ Status: "Packed", HoldReason: null, ColAddress: null });
    const after = new Map((await packetsOf([inBin.qrCode, packed.qrCode])).map((p) => [p.qrCode, p]));
    expect(after.get(inBin.qrCode)).toMatchObject({ status: "InBin", binId: inBin.binId, holdReason: null });
    expect(after.get(packed.qrCode)).toMatchObject({ status: "Packed", binId: null, holdReason: null });
    await stockIsTrue();
  });

  it("refuses a packet that is not on hold, changing nothing", async () => {
    const [held, free] = await stock(2);
    await hold([held.qrCode]);
    expect((await release([held.qrCode, free.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(free.qrCode, "InBin", null),
      ResponseData: { QRCode: free.qrCode },
    });
    expect((await packetsOf([held.qrCode]))[0].status).toBe("OnHold");
  });
});

describe("StockHold/ScrapPackets", () => {
  it("scraps packets out of their bin; the bin empties only when its last packet leaves", async () => {
    const [a, b] = await stock(2);
    expect((await scrap([a.qrCode])).body.ResponseCode).toBe("200");
    expect(await binFull(a.binId!)).toBe(true);
    const res = await scrap([b.qrCode], "Damaged");
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: stockHoldMessages.scrapped });
    expect(res.body.ResponseData.Packets).toEqual([
      expect.objectContaining({ QRCode: b.qrCode, Status: "Scrapped", ColAddress: null }),
    ]);
    expect(await binFull(a.binId!)).toBe(false);
    expect(await packetsOf([a.qrCode, b.qrCode])).toEqual([
      expect.objectContaining({ status: "Scrapped", binId: null, holdReason: "Expired" }),
      expect.objectContaining({ status: "Scrapped", binId: null, holdReason: "Damaged" }),
    ]);
    await stockIsTrue();
  });

  it("scraps held, packed and rejected packets; a held packet's bin empties with it", async () => {
    const [held] = await stock(1);
    await hold([held.qrCode]);
    const [packed] = await stock(1, 5, null);
    const { made } = await checked(10, 6, 3);
    const [rejected] = rejectsOf(made);
    const res = await scrap([held.qrCode, packed.qrCode, rejected]);
    expect(res.body.ResponseData.Changed).toBe(3);
    expect(await binFull(held.binId!)).toBe(false);
    expect((await packetsOf([held.qrCode, packed.qrCode, rejected])).map((p) => p.status)).toEqual([
      "Scrapped",
      "Scrapped",
      "Scrapped",
    ]);
    await stockIsTrue();
  });

  it("refuses a scrapped or issued packet, changing nothing", async () => {
    const [a, b] = await stock(2);
    await scrap([a.qrCode]);
    expect((await scrap([b.qrCode, a.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: `Packet ${a.qrCode} is scrapped.`,
      ResponseData: { QRCode: a.qrCode },
    });
    expect((await packetsOf([b.qrCode]))[0].status).toBe("InBin");
    expect(await binFull(b.binId!)).toBe(true);
    await stockIsTrue();
  });
});

describe("PurchaseOrder/UpdatePoDetails: rejected quantity", () => {
  it("becomes Rejected packets of the line, of the approved packets' size, their own codes, made from nothing by quality check", async () => {
    const { mrnId, lineId, made } = await checked(23, 15, 4);
    expect(made.map((p) => [p.QRCode, p.Qty, p.Rejected ?? false])).toEqual([
      [`${mrnId}-${lineId}-001`, 4, false],
      [`${mrnId}-${lineId}-002`, 4, false],
      [`${mrnId}-${lineId}-003`, 4, false],
      [`${mrnId}-${lineId}-004`, 3, false],
      [`${mrnId}-${lineId}-R001`, 4, true],
      [`${mrnId}-${lineId}-R002`, 4, true],
    ]);
    const rows = await t.db
      .select({ status: packets.status, binId: packets.binId, mrnLineId: packets.mrnLineId })
      .from(packets)
      .where(eq(packets.mrnLineId, lineId))
      .orderBy(asc(packets.packetId));
    expect(rows.map((r) => r.status)).toEqual([
      "Packed",
      "Packed",
      "Packed",
      "Packed",
      "Rejected",
      "Rejected",
    ]);
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .innerJoin(packets, eq(packets.packetId, stockLedger.packetId))
      .where(and(eq(packets.mrnLineId, lineId), eq(packets.status, "Rejected")));
    expect(
      ledger.map((l) => [l.stock_ledger.reason, l.stock_ledger.fromStatus, l.stock_ledger.toStatus]),
    ).toEqual([
      ["qualityCheck", null, "Rejected"],
      ["qualityCheck", null, "Rejected"],
    ]);
    expect(ledger[0].stock_ledger.reference).toBe(`MRN ${mrnId} rejected: dented`);
    const slips = await t.call<Array<{ QRData: string; Rejected?: boolean }>>(
      "POST",
      "/api/api/RmQrCodeGeneration/GetQrById",
      { storeItems: [lineId] },
    );
    expect(slips.body.ResponseData.filter((s) => s.Rejected).map((s) => s.QRData)).toEqual(rejectsOf(made));
    await stockIsTrue();
  });

  it("makes no rejected packet when everything is approved", async () => {
    const { made } = await checked(8, 8, 4);
    expect(rejectsOf(made)).toEqual([]);
  });
});

describe("StockHold/AcceptRejected", () => {
  it("put-away refuses a rejected packet; accepted, it is Packed and goes into a bin", async () => {
    const { mrnId, made } = await checked(10, 6, 3);
    const [rejected] = rejectsOf(made);
    const bin = await makeBin(t.db);
    const putAway = () =>
      t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
        MRNID: mrnId,
        BinId: bin.binId,
        storeItems: [{ QRCode: rejected }],
      });
    const refusal = `Packet ${rejected} is rejected at quality check.`;
    expect((await putAway()).body).toMatchObject({ ResponseCode: "400", ResponseMessage: refusal });
    const checkedScan = await t.call("POST", "/api/api/RawMaterialInward/CheckRMExists", {
      MRNID: mrnId,
      QRCode: rejected,
    });
    expect(checkedScan.body).toMatchObject({ ResponseCode: "400", ResponseMessage: refusal });
    expect(await binFull(bin.binId)).toBe(false);

    const res = await accept([rejected]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: stockHoldMessages.accepted });
    expect(res.body.ResponseData.Packets).toEqual([
      expect.objectContaining({ QRCode: rejected, Status: "Packed" }),
    ]);
    expect((await putAway()).body.ResponseCode).toBe("200");
    expect((await packetsOf([rejected]))[0]).toMatchObject({ status: "InBin", binId: bin.binId });
    expect(await binFull(bin.binId)).toBe(true);
    await stockIsTrue();
  });

  it("refuses a packet that is not rejected", async () => {
    const [p] = await stock(1);
    expect((await accept([p.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(p.qrCode, "InBin", null),
      ResponseData: { QRCode: p.qrCode },
    });
  });
});

describe("StockHold/ReturnToSupplier", () => {
  /** What is on hand of the RM: the quantity of its packets in an on-hand state. */
  const onHand = async () =>
    (
      await t.db
        .select({ qty: packets.qty })
        .from(packets)
        .where(
          and(eq(packets.productId, rm), inArray(packets.status, ["Packed", "InBin", "OnHold", "Rejected"])),
        )
    ).reduce((sum, p) => sum + Number(p.qty), 0);

  it("sends rejected packets back: they leave on-hand stock, their quantity kept as what was returned", async () => {
    const { made } = await checked(10, 4, 4);
    const rejected = rejectsOf(made);
    expect(rejected).toHaveLength(2);
    const before = await onHand();
    const res = await returnToSupplier(rejected);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: stockHoldMessages.returnedToSupplier,
      ResponseData: { Changed: 2 },
    });
    expect(await onHand()).toBeCloseTo(before - 6, 3);
    expect((await packetsOf(rejected)).map((p) => [p.status, p.qty])).toEqual([
      ["ReturnedToSupplier", "4.000"],
      ["ReturnedToSupplier", "2.000"],
    ]);
    expect((await returnToSupplier(rejected)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: `Packet ${rejected[0]} is returned to its supplier.`,
    });
    await stockIsTrue();
  });

  it("refuses a packet in a bin, changing nothing", async () => {
    const [p] = await stock(1);
    expect((await returnToSupplier([p.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(p.qrCode, "InBin", null),
    });
    expect((await packetsOf([p.qrCode]))[0].status).toBe("InBin");
  });
});

describe("StockHold/GetHeldPackets", () => {
  it("lists held and rejected packets a page at a time, filtered by state, searched by code, product, bin or MRN, with since when and by whom", async () => {
    const tag = await plant.product("HS-LIST", 3);
    const mine = await receiveStock(t.db, { productId: tag, supplierId: plant.supplierId, qty: 2, count: 3 });
    const beforeHold = Date.now();
    await hold(
      mine.map((p) => p.qrCode),
      "Recall",
      "lot recalled",
    );
    const afterHold = Date.now();
    const search = "HS-LIST";
    const [admin] = await t.db
      .select({ userName: users.userName })
      .from(users)
      .where(eq(users.email, adminEmail));
    const all = await heldList({ SearchValue: search });
    expect(all.body.ResponseCode).toBe("200");
    expect(all.body.ResponseData.map((r) => r.QRCode)).toEqual(mine.map((p) => p.qrCode).sort());
    expect(all.body.ResponseData[0]).toMatchObject({
      ProductCode: "HS-LIST",
      Qty: 2,
      Status: "OnHold",
      HoldReason: "Recall",
      HoldRemark: "lot recalled",
      MRNID: mine[0].mrnId,
      SupplierCode: expect.any(String),
      SinceBy: admin.userName,
      TotalRows: 3,
    });
    // the hold's own time: the instant the hold call was made in, not a stale or default one
    const since = new Date(String(all.body.ResponseData[0].Since)).getTime();
    expect(since).toBeGreaterThanOrEqual(beforeHold);
    expect(since).toBeLessThanOrEqual(afterHold);

    const page2 = await heldList({ SearchValue: search, PageNo: 2, First: 3, PageSize: 2 });
    expect(page2.body.ResponseData.map((r) => [r.QRCode, r.TotalRows])).toEqual([
      [mine.map((p) => p.qrCode).sort()[2], 3],
    ]);
    expect((await heldList({ SearchValue: search, Status: "Rejected" })).body.ResponseData).toEqual([]);
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, mine[0].binId!));
    expect((await heldList({ SearchValue: bin.colAddress })).body.ResponseData).toHaveLength(3);
    expect((await heldList({ SearchValue: String(mine[0].mrnId) })).body.ResponseData).toHaveLength(3);
    expect((await heldList({ SearchValue: mine[1].qrCode })).body.ResponseData).toHaveLength(1);

    const { mrnId, made } = await checked(5, 3, 3);
    const rejected = await heldList({ Status: "Rejected", SearchValue: String(mrnId) });
    expect(rejected.body.ResponseData.map((r) => [r.QRCode, r.Status, r.HoldReason, r.ColAddress])).toEqual([
      [rejectsOf(made)[0], "Rejected", null, null],
    ]);
    const byQtyDesc = await heldList({ SearchValue: search, SortColumn: "Qty", SortOrder: "DESC" });
    expect(byQtyDesc.body.ResponseData).toHaveLength(3);
  });

  it("drops a packet from the list once released or scrapped", async () => {
    const [a, b] = await stock(2);
    await hold([a.qrCode, b.qrCode]);
    await release([a.qrCode]);
    await scrap([b.qrCode]);
    expect((await heldList({ SearchValue: a.qrCode })).body.ResponseData).toEqual([]);
    expect((await heldList({ SearchValue: b.qrCode })).body.ResponseData).toEqual([]);
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("StockHold/HoldPackets racing an issue", () => {
    it("exactly one of a hold and an issue of the same packet wins; the other answers '400' and changes nothing", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 6; round++) {
        const [p] = await stock(1);
        const { requisitionNo } = await plant.requisition(fg, 1);
        const holding = t.app.inject({
          method: "POST",
          url: `${api}HoldPackets`,
          headers: { authorization: `Bearer ${token}` },
          payload: { QRCodes: [p.qrCode], Reason: "Damaged", Remark: "" },
        });
        const issuing = second.inject({
          method: "POST",
          url: "/api/api/StoreRequisitionIssue/IssueRMStore",
          headers: { authorization: `Bearer ${token}` },
          payload: { RequisitionNo: requisitionNo, storeItems: [{ QRCode: p.qrCode }] },
        });
        const [held, issued] = (await Promise.all([holding, issuing])).map((r) => r.json().ResponseCode);
        expect([held, issued].sort()).toEqual(["200", "400"]);
        const [after] = await packetsOf([p.qrCode]);
        expect(after.status).toBe(held === "200" ? "OnHold" : "Issued");
        const reasons = (
          await t.db
            .select({ reason: stockLedger.reason })
            .from(stockLedger)
            .where(eq(stockLedger.packetId, p.packetId))
        ).map((r) => r.reason);
        expect(reasons).toEqual(["qualityCheck", "putAway", held === "200" ? "hold" : "issueToProduction"]);
        expect(await binFull(p.binId!)).toBe(held === "200");
      }
      await stockIsTrue();
    });
  });
