import {
  type AgeBandField,
  ageBandOf,
  formatSentDate,
  type PlantDay,
  plantDayOf,
  plantDaysAgo,
  productionCalls,
  type StockAgeingRow,
  stockOnHandMessages,
} from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boms, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

/**
 * A plant day walked as the floor does it (issue 34 items 1 and 2, issue 33's floor time), the test keeping its own
 * record: which lot each packet is of and the day that lot was received, and the floor time of what it sent later.
 */

/** A command as the outbox sends it: its own Idempotency-Key and, when given, the floor time. */
async function send(t: TestApp, token: string, path: string, body: unknown, doneAt?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/api/${path}`,
    payload: body as never,
    headers: {
      authorization: `Bearer ${token}`,
      "idempotency-key": `k-${Math.random().toString(16).slice(2)}`,
      ...(doneAt ? { "x-done-at": doneAt } : {}),
    },
  });
  return res.json() as { ResponseCode: string; ResponseMessage: string; ResponseData: unknown };
}

/** The instant a plant clock in `timeZone` shows `hhmm` on `day`. */
function instantOn(day: PlantDay, hhmm: string, timeZone: string): string {
  const asUtc = Date.parse(`${day}T${hhmm}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(asUtc))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return new Date(asUtc - (wall - asUtc)).toISOString();
}

describe("lots received 70 days apart and put away the same day", () => {
  let t: TestApp;
  let plant: Plant;
  let requisitionNo: string;
  /** The record: each packet's lot receipt day and quantity, as received. */
  const lots = {
    older: { day: plantDaysAgo(70), codes: [] as string[] },
    newer: { day: "", codes: [] as string[] },
  };
  const binOf = new Map<string, string>();
  let rm = 0;

  const scan = (QRCode: string, PickedQRCodes: string[] = []) =>
    t.call<Array<{ FifoWarning: string | null }>>("POST", "/api/api/StoreRequisitionIssue/GetPacketToIssue", {
      QRCode,
      PickedQRCodes,
    });

  beforeAll(async () => {
    t = await startTestApp({ fifo: "warn", stockCheckMinutes: 0 });
    plant = await makePlant(t.db);
    rm = await plant.product("PD-RM", 3);
    // A job needing 2 of it, so issuing a packet of 5 splits it.
    const [fg] = await t.db
      .insert(products)
      .values({ productCd: "PD-FG", productDscrptn: "Plant day FG", productTypeId: 1, uom: "NOS" })
      .returning();
    await t.db
      .insert(boms)
      .values({ parentProductId: fg.productId, componentProductId: rm, qtyPerUnit: "2" });
    requisitionNo = (await plant.requisition(fg.productId, 1)).requisitionNo;
    lots.newer.day = plantDayOf(new Date(), t.config.timeZone);
    // The newer lot is put away first, the older (checked late) after it: put-away order says nothing of age.
    for (const [lot, count] of [
      [lots.newer, 1],
      [lots.older, 2],
    ] as const) {
      const bin = await makeBin(t.db);
      const made = await receiveStock(t.db, {
        productId: rm,
        supplierId: plant.supplierId,
        qty: 5,
        count,
        binId: bin.binId,
        mrnDate: lot.day,
      });
      for (const p of made) {
        lot.codes.push(p.qrCode);
        binOf.set(p.qrCode, bin.colAddress);
      }
    }
  });
  afterAll(() => t.close());

  it("FIFO names a packet of the older lot when the newer is scanned, and nothing when the older is", async () => {
    const [first] = lots.older.codes;
    expect((await scan(lots.newer.codes[0])).body.ResponseData[0].FifoWarning).toBe(
      stockOnHandMessages.fifoOlder(first, binOf.get(first)!),
    );
    for (const code of lots.older.codes)
      expect((await scan(code)).body.ResponseData[0].FifoWarning).toBeNull();
  });

  it("a pick list with two packets of one lot draws no warning; a picked packet is never named", async () => {
    const [first, second] = lots.older.codes;
    expect((await scan(second, [first])).body.ResponseData[0].FifoWarning).toBeNull();
    expect((await scan(lots.newer.codes[0], [first])).body.ResponseData[0].FifoWarning).toBe(
      stockOnHandMessages.fifoOlder(second, binOf.get(second)!),
    );
    expect((await scan(lots.newer.codes[0], [first, second])).body.ResponseData[0].FifoWarning).toBeNull();
  });

  it("Stock Ageing bands each lot by its receipt day, not by its put-away", async () => {
    const res = await t.call<StockAgeingRow[]>("POST", "/api/api/Reports/GetStockAgeing", {
      First: 1,
      PageSize: 10,
      SortOrder: "ASC",
      SearchValue: "PD-RM",
    });
    const [row] = res.body.ResponseData;
    const age = (day: PlantDay) => (Date.parse(lots.newer.day) - Date.parse(day)) / 86_400_000;
    const expected: Record<AgeBandField, number> = { Days0To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0 };
    expected[ageBandOf(age(lots.older.day))] += 5 * lots.older.codes.length;
    expected[ageBandOf(age(lots.newer.day))] += 5 * lots.newer.codes.length;
    expect(row).toMatchObject({ ...expected, TotalQty: 15, Packets: 3, OldestDays: age(lots.older.day) });
    expect(expected.Days61To90).toBe(10);
  });

  it("a split keeps its lot's receipt day: the rest of an older packet is still the older lot", async () => {
    const [first] = lots.older.codes;
    const issued = await t.call<Array<{ QRCode: string }>>(
      "POST",
      "/api/api/StoreRequisitionIssue/IssueRMStore",
      {
        RequisitionNo: requisitionNo,
        storeItems: [{ QRCode: first }],
      },
    );
    expect(issued.body.ResponseCode).toBe("200");
    const [rest] = issued.body.ResponseData;
    expect((await scan(rest.QRCode)).body.ResponseData[0].FifoWarning).toBeNull();
    expect((await scan(lots.newer.codes[0])).body.ResponseData[0].FifoWarning).not.toBeNull();
  });
});

describe.each(["Asia/Kolkata", "America/New_York"])(
  "a report done at 23:55 and sent at 00:05 (%s)",
  (timeZone) => {
    let t: TestApp;
    let plant: Plant;
    let token: string;
    let yesterday: PlantDay;
    let doneAt: string;
    const days = () => ({
      yesterday: formatSentDate(yesterday),
      today: formatSentDate(plantDayOf(new Date(), timeZone)),
    });

    beforeAll(async () => {
      t = await startTestApp({ timeZone, stockCheckMinutes: 0 });
      plant = await makePlant(t.db);
      token = await t.login();
      yesterday = plantDayOf(new Date(Date.now() - 86_400_000), timeZone);
      doneAt = instantOn(yesterday, "23:55", timeZone);
    });
    afterAll(() => t.close());

    it("is 23:55 on the plant's yesterday", () => {
      expect(plantDayOf(new Date(doneAt), timeZone)).toBe(yesterday);
      expect(plantDayOf(new Date(Date.parse(doneAt) + 10 * 60_000), timeZone)).not.toBe(yesterday);
    });

    it("a put-away: the inward report counts it on its floor day, and its Bin Inward Date is its floor time", async () => {
      const rm = await plant.product("FD-RM", 3);
      const [packet] = await receiveStock(t.db, {
        productId: rm,
        supplierId: plant.supplierId,
        qty: 7,
        binId: null,
      });
      const bin = await makeBin(t.db);
      const body = { MRNID: packet.mrnId, BinId: bin.binId, storeItems: [{ QRCode: packet.qrCode }] };
      expect(
        await send(t, token, "RawMaterialInward/UpdateBinInwardMaterialStock", body, doneAt),
      ).toMatchObject({
        ResponseCode: "200",
      });
      const inward = (day: string) =>
        t.call<Array<{ TotalQty: number }>>("POST", "/api/api/MaterialInwardReport/GetMaterialInwardReport", {
          FromDate: day,
          ToDate: day,
          SearchValue: "FD-RM",
          PageSize: -1,
          First: 1,
          SortOrder: "ASC",
        });
      expect((await inward(days().yesterday)).body.ResponseData.map((r) => r.TotalQty)).toEqual([7]);
      expect((await inward(days().today)).body.ResponseData).toEqual([]);
      const located = await t.call<Array<{ QRCode: string; CreatedDate: string }>>(
        "GET",
        "/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=FD-RM",
      );
      expect(new Date(located.body.ResponseData[0].CreatedDate).toISOString()).toBe(doneAt);
    });

    it("an activity report: Consumption & Yield shows its job on its floor day, not on the day it arrived", async () => {
      const rm = await plant.product("FC-RM", 3);
      const fg = await plant.product("FC-FG", 1);
      const job = await plant.requisition(fg, 1);
      await plant.issue(job.requisitionId, rm, 2);
      const body = {
        RequisitionNo: job.requisitionNo,
        ShiftId: plant.shiftId,
        Operator: "Meera",
        Stage: "Start",
        storeItems: [{ ProductCode: "FC-RM", Quantity: 1 }],
      };
      expect(await send(t, token, productionCalls.activity.assembly.create.path, body, doneAt)).toMatchObject(
        {
          ResponseCode: "200",
        },
      );
      const consumption = (day: string) =>
        t.call<Array<{ RequisitionNo: string; ConsumedQty: number }>>(
          "POST",
          "/api/api/Reports/GetConsumption",
          {
            FromDate: day,
            ToDate: day,
            First: 1,
            PageSize: 100,
            SortOrder: "ASC",
          },
        );
      const onYesterday = (await consumption(days().yesterday)).body.ResponseData;
      expect(
        onYesterday.filter((r) => r.RequisitionNo === job.requisitionNo).map((r) => r.ConsumedQty),
      ).toContain(1);
      // Today the job is listed for its issue (done today), each of its lines with nothing consumed on this day.
      const onToday = (await consumption(days().today)).body.ResponseData;
      const consumedToday = onToday
        .filter((r) => r.RequisitionNo === job.requisitionNo)
        .map((r) => r.ConsumedQty);
      expect(new Set(consumedToday)).toEqual(new Set([0]));
    });

    it("a production receipt: its lot is received on its floor day (a day old in Stock Ageing today)", async () => {
      const made = await plant.product("FP-INT", 2);
      const job = await plant.requisition(made, 2);
      const body = { RequisitionNo: job.requisitionNo, Qty: 2, PiecesPerPacket: 1 };
      expect(await send(t, token, "ProductionReceipt/CreateProductionReceipt", body, doneAt)).toMatchObject({
        ResponseCode: "200",
      });
      const ageing = await t.call<StockAgeingRow[]>("POST", "/api/api/Reports/GetStockAgeing", {
        First: 1,
        PageSize: 10,
        SortOrder: "ASC",
        SearchValue: "FP-INT",
      });
      const today = plantDayOf(new Date(), timeZone);
      expect(ageing.body.ResponseData).toMatchObject([
        { TotalQty: 2, Packets: 2, OldestDays: (Date.parse(today) - Date.parse(yesterday)) / 86_400_000 },
      ]);
    });
  },
);
