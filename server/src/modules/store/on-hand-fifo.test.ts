import {
  daysFrom,
  type FifoMode,
  stockOnHandMessages as m,
  plantDayOf,
  plantDaysAgo,
  productionMessages,
} from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets } from "../../db/schema/index.js";
import { startTestApp } from "../../test/harness.js";
import { plantWithStock } from "../production/issue-fixture.js";
import { holdPackets } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";

/**
 * An app with WMS_FIFO = `fifo`, a requisition, and two RM1 packets: a newer lot (MRN of today) put away first in one
 * bin, then an older lot (MRN of 70 days ago) put away in another. FIFO goes by the lots' receipt, not by put-away.
 */
async function fifoPlant(fifo: FifoMode) {
  const t = await startTestApp({ fifo, stockCheckMinutes: 0 });
  const plant = await plantWithStock(t.db, fifo);
  const oldBin = await plant.bin();
  const newBin = await plant.bin();
  const newer = await plant.packet(plant.rm1.productId, plant.s1.supplierId, "1", newBin.binId);
  const older = await plant.packet(
    plant.rm1.productId,
    plant.s1.supplierId,
    "1",
    oldBin.binId,
    plantDaysAgo(70),
  );
  const order = await plant.order("FIFO", plant.fg.productId, 1);
  const raised = await t.call<{ RequisitionNo: string }>(
    "POST",
    "/api/api/RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO: order.orderNo,
      Qty: 1,
    },
  );
  const scan = (QRCode: string, PickedQRCodes?: string[]) =>
    t.call<Array<{ QRCode: string; FifoWarning: string | null }>>(
      "POST",
      "/api/api/StoreRequisitionIssue/GetPacketToIssue",
      { QRCode, PickedQRCodes },
    );
  const issue = (codes: string[], PickedQRCodes?: string[]) =>
    t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
      RequisitionNo: raised.body.ResponseData.RequisitionNo,
      storeItems: codes.map((QRCode) => ({ QRCode })),
      PickedQRCodes,
    });
  const statusOf = async (qrCode: string) =>
    (await t.db.select({ status: packets.status }).from(packets).where(eq(packets.qrCode, qrCode)))[0].status;
  const requisitionNo = raised.body.ResponseData.RequisitionNo;
  return { t, plant, oldBin, newBin, older, newer, requisitionNo, scan, issue, statusOf };
}

describe("PurchaseOrder/GetProductBinLocation", () => {
  let f: Awaited<ReturnType<typeof fifoPlant>>;
  beforeAll(async () => {
    f = await fifoPlant("warn");
  });
  afterAll(() => f.t.close());

  it("lists the oldest lot first and suggests it, the oldest packet available, though put away last", async () => {
    const res = await f.t.call<Array<{ QRCode: string; ColAddress: string; Suggested: boolean }>>(
      "GET",
      `/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=${f.plant.rm1.productCd}`,
    );
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({ QRCode: f.older.qrCode, ColAddress: f.oldBin.colAddress, Suggested: true }),
      expect.objectContaining({ QRCode: f.newer.qrCode, ColAddress: f.newBin.colAddress, Suggested: false }),
    ]);
  });

  it("names each packet's lot receipt day and answers the plant's FIFO rule, so the device applies FIFO offline", async () => {
    const res = await f.t.call<Array<{ QRCode: string; ReceivedOn: string }>>(
      "GET",
      `/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=${f.plant.rm1.productCd}`,
    );
    const today = plantDayOf(new Date(), f.t.config.timeZone);
    expect(res.body.ResponseData.map((r) => [r.QRCode, r.ReceivedOn])).toEqual([
      [f.older.qrCode, plantDaysAgo(70)],
      [f.newer.qrCode, today],
    ]);
    const rule = await f.t.call<{ Fifo: FifoMode }>("GET", "/api/api/StoreRequisitionIssue/GetFifoRule");
    expect(rule.body.ResponseData).toEqual({ Fifo: "warn" });
  });

  it("Stock on Hand ages the product from its oldest lot's receipt day (the MRN of 70 days ago), not its put-away today", async () => {
    const res = await f.t.call<
      Array<{ ProductCode: string; OldestInwardDate: string; OldestReceivedOn: string; AgeDays: number }>
    >("POST", "/api/api/StockOnHand/GetByProduct", {
      First: 1,
      PageSize: 10,
      SearchValue: f.plant.rm1.productCd,
    });
    const [row] = res.body.ResponseData;
    const received = plantDaysAgo(70);
    expect(row).toMatchObject({
      ProductCode: f.plant.rm1.productCd,
      OldestReceivedOn: received,
      AgeDays: daysFrom(received, plantDayOf(new Date(), f.t.config.timeZone)),
    });
    expect(row.AgeDays).toBeGreaterThanOrEqual(69);
    // Bin Inward Date stays the put-away time: both lots went into their bins today.
    expect(plantDayOf(new Date(row.OldestInwardDate), f.t.config.timeZone)).toBe(
      plantDayOf(new Date(), f.t.config.timeZone),
    );
  });

  it("WMS_FIFO=warn: scanning a newer packet names the older one and its bin, and the issue goes ahead", async () => {
    const newer = await f.scan(f.newer.qrCode);
    expect(newer.body.ResponseCode).toBe("200");
    expect(newer.body.ResponseData[0].FifoWarning).toBe(m.fifoOlder(f.older.qrCode, f.oldBin.colAddress));
    expect((await f.scan(f.older.qrCode)).body.ResponseData[0].FifoWarning).toBeNull();
    // The older packet already in the pick list (or queued for the requisition) is never named.
    expect((await f.scan(f.newer.qrCode, [f.older.qrCode])).body.ResponseData[0].FifoWarning).toBeNull();
    expect((await f.issue([f.newer.qrCode])).body.ResponseCode).toBe("200");
    expect(await f.statusOf(f.newer.qrCode)).toBe("Issued");
  });
});

describe("PurchaseOrder/GetProductBinLocation with a held packet", () => {
  let f: Awaited<ReturnType<typeof fifoPlant>>;
  beforeAll(async () => {
    f = await fifoPlant("warn");
  });
  afterAll(() => f.t.close());

  it("lists a held packet in its bin with its state and reason, never suggests it, and suggests the oldest available one", async () => {
    await holdPackets(f.t.db, { QRCodes: [f.older.qrCode], Reason: "QualitySuspect", Remark: "" }, null);
    const res = await f.t.call<
      Array<{ QRCode: string; Status: string; HoldReason: string | null; Suggested: boolean }>
    >("GET", `/api/api/PurchaseOrder/GetProductBinLocation?ProductCode=${f.plant.rm1.productCd}`);
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({
        QRCode: f.older.qrCode,
        Status: "OnHold",
        HoldReason: "QualitySuspect",
        Suggested: false,
      }),
      expect.objectContaining({ QRCode: f.newer.qrCode, Status: "InBin", HoldReason: null, Suggested: true }),
    ]);
    expect((await f.scan(f.newer.qrCode)).body.ResponseData[0].FifoWarning).toBeNull();
  });
});

describe("WMS_FIFO=strict", () => {
  let f: Awaited<ReturnType<typeof fifoPlant>>;
  beforeAll(async () => {
    f = await fifoPlant("strict");
  });
  afterAll(() => f.t.close());

  it("refuses the scan and the issue of a newer packet, naming the older one, and changes nothing", async () => {
    const refusal = m.fifoRefused(f.newer.qrCode, f.older.qrCode, f.oldBin.colAddress);
    expect((await f.scan(f.newer.qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: refusal,
    });
    expect((await f.issue([f.newer.qrCode])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: refusal,
      ResponseData: { QRCode: f.newer.qrCode, QRCodes: [f.newer.qrCode] },
    });
    expect(await f.statusOf(f.newer.qrCode)).toBe("InBin");
    expect(await stockProblems(f.t.db)).toEqual([]);
  });

  it("takes the newer packet when the older one is already picked for the requisition (queued on the device)", async () => {
    expect((await f.scan(f.newer.qrCode, [f.older.qrCode])).body.ResponseCode).toBe("200");
    expect((await f.issue([f.newer.qrCode], [f.older.qrCode])).body.ResponseCode).toBe("200");
    expect(await f.statusOf(f.newer.qrCode)).toBe("Issued");
    expect(await f.statusOf(f.older.qrCode)).toBe("InBin");
  });
});

describe("WMS_FIFO=strict, issued together", () => {
  let f: Awaited<ReturnType<typeof fifoPlant>>;
  beforeAll(async () => {
    f = await fifoPlant("strict");
  });
  afterAll(() => f.t.close());

  it("takes the newer packet issued together with the older one", async () => {
    expect((await f.scan(f.older.qrCode)).body.ResponseData[0].FifoWarning).toBeNull();
    const res = await f.issue([f.newer.qrCode, f.older.qrCode]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: productionMessages.issued });
    expect(await f.statusOf(f.newer.qrCode)).toBe("Issued");
    expect(await f.statusOf(f.older.qrCode)).toBe("Issued");
  });
});

describe("WMS_FIFO=off", () => {
  let f: Awaited<ReturnType<typeof fifoPlant>>;
  beforeAll(async () => {
    f = await fifoPlant("off");
  });
  afterAll(() => f.t.close());

  it("says nothing of an older packet and issues the newer one", async () => {
    const newer = await f.scan(f.newer.qrCode);
    expect(newer.body.ResponseCode).toBe("200");
    expect(newer.body.ResponseData[0].FifoWarning).toBeNull();
    expect((await f.issue([f.newer.qrCode])).body.ResponseCode).toBe("200");
  });
});

/** Two issues queued offline for one requisition, sent by the outbox in queue order with their floor times. */
describe("WMS_FIFO=strict, two issues queued offline for one requisition", () => {
  const queuedSend = async (
    f: Awaited<ReturnType<typeof fifoPlant>>,
    code: string,
    PickedQRCodes: string[],
    minutesAgo: number,
  ) => {
    const token = await f.t.login();
    const res = await f.t.app.inject({
      method: "POST",
      url: "/api/api/StoreRequisitionIssue/IssueRMStore",
      payload: { RequisitionNo: f.requisitionNo, storeItems: [{ QRCode: code }], PickedQRCodes },
      headers: {
        authorization: `Bearer ${token}`,
        "idempotency-key": `queued-${code}`,
        "x-done-at": new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    });
    return res.json() as { ResponseCode: string; ResponseMessage: string };
  };

  it("the first queued (the older lot) is never refused for the later one, and the later one follows it", async () => {
    const f = await fifoPlant("strict");
    try {
      // Queued first with nothing queued before it; the second names the first as queued for the requisition.
      expect(await queuedSend(f, f.older.qrCode, [], 20)).toMatchObject({ ResponseCode: "200" });
      expect(await queuedSend(f, f.newer.qrCode, [f.older.qrCode], 10)).toMatchObject({
        ResponseCode: "200",
      });
      expect([await f.statusOf(f.older.qrCode), await f.statusOf(f.newer.qrCode)]).toEqual([
        "Issued",
        "Issued",
      ]);
      expect(await stockProblems(f.t.db)).toEqual([]);
    } finally {
      await f.t.close();
    }
  });

  it("a newer packet queued first goes through when the older one is queued for the same requisition", async () => {
    const f = await fifoPlant("strict");
    try {
      expect(await queuedSend(f, f.newer.qrCode, [f.older.qrCode], 20)).toMatchObject({
        ResponseCode: "200",
      });
      expect(await queuedSend(f, f.older.qrCode, [f.newer.qrCode], 10)).toMatchObject({
        ResponseCode: "200",
      });
      expect([await f.statusOf(f.older.qrCode), await f.statusOf(f.newer.qrCode)]).toEqual([
        "Issued",
        "Issued",
      ]);
    } finally {
      await f.t.close();
    }
  });
});
