import { formatSentDate } from "@wms/domain";
import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mrnLines, products, receiptDayTotals, receiptTotals, stockLedger } from "../../db/schema/index.js";
import { deadlocksSeen } from "../../test/deadlocks.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "../import/service.js";
import { makeBin, makePlant, makeSupplier, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { qualityCheck } from "../stock/quality-check.js";
import { keepReceiptDaysIn } from "./receipt-days.js";

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const epoch = (at: unknown) => sql<number>`cast(extract(epoch from ${at}) as double precision)`;

/** The kept totals and the ledger's receipts summed per UTC quarter hour, product and supplier, both in key order. */
async function keptAndLedger() {
  const kept = await t.db
    .select({
      at: epoch(receiptTotals.quarterHour),
      productId: receiptTotals.productId,
      supplierId: receiptTotals.supplierId,
      qty: sql<string>`cast(${receiptTotals.qty} as text)`,
    })
    .from(receiptTotals)
    .orderBy(asc(receiptTotals.quarterHour), asc(receiptTotals.productId), asc(receiptTotals.supplierId));
  const quarterHour = sql`date_bin('15 minutes', ${stockLedger.at}, timestamptz '2000-01-01 00:00+00')`;
  const ledger = await t.db
    .select({
      at: epoch(quarterHour),
      productId: stockLedger.productId,
      supplierId: sql<number>`${stockLedger.receiptSupplierId}`,
      qty: sql<string>`cast(sum(${stockLedger.qty}) as text)`,
    })
    .from(stockLedger)
    .where(isNotNull(stockLedger.receiptSupplierId))
    .groupBy(quarterHour, stockLedger.productId, stockLedger.receiptSupplierId)
    .orderBy(quarterHour, stockLedger.productId, stockLedger.receiptSupplierId);
  return { kept, ledger };
}

/** The kept day totals, and the kept quarter hours summed per day in `timeZone`, both in key order. */
async function daysAndQuarterHours(timeZone: string) {
  const days = await t.db
    .select({
      day: sql<string>`cast(${receiptDayTotals.day} as text)`,
      productId: receiptDayTotals.productId,
      supplierId: receiptDayTotals.supplierId,
      qty: sql<string>`cast(${receiptDayTotals.qty} as text)`,
    })
    .from(receiptDayTotals)
    .orderBy(asc(receiptDayTotals.day), asc(receiptDayTotals.productId), asc(receiptDayTotals.supplierId));
  // A literal, not a parameter: the select, group and order then name one expression.
  const day = sql`cast((${receiptTotals.quarterHour} at time zone ${sql.raw(`'${timeZone}'`)}) as date)`;
  const quarterHours = await t.db
    .select({
      day: sql<string>`cast(${day} as text)`,
      productId: receiptTotals.productId,
      supplierId: receiptTotals.supplierId,
      qty: sql<string>`cast(sum(${receiptTotals.qty}) as text)`,
    })
    .from(receiptTotals)
    .groupBy(day, receiptTotals.productId, receiptTotals.supplierId)
    .orderBy(day, receiptTotals.productId, receiptTotals.supplierId);
  return { days, quarterHours };
}

/** Each product's and supplier's kept total over every quarter hour, for the products given. */
async function totalsOf(productIds: number[]) {
  return t.db
    .select({
      productId: receiptTotals.productId,
      supplierId: receiptTotals.supplierId,
      qty: sql<number>`cast(sum(${receiptTotals.qty}) as double precision)`,
    })
    .from(receiptTotals)
    .where(inArray(receiptTotals.productId, productIds))
    .groupBy(receiptTotals.productId, receiptTotals.supplierId)
    .orderBy(receiptTotals.productId, receiptTotals.supplierId);
}

/**
 * Put-aways of 6 products from one supplier, one MRN each (3 of each product, the MRNs listing the products from
 * another one on, so their packets and ledger rows come in other orders), each into its own bin: their bodies.
 */
async function racingPutAways(prefix: string, firstMrnId: number) {
  const raced = await t.db
    .insert(products)
    .values(
      Array.from({ length: 6 }, (_, n) => ({
        productCd: `${prefix}-${n + 1}`,
        productDscrptn: "Raced",
        productTypeId: 3,
        uom: "NOS",
      })),
    )
    .returning();
  const supplier = await makeSupplier(t.db, prefix);
  const racers = 16;
  const perLine = 3;
  const putAways = [];
  for (let i = 0; i < racers; i++) {
    const mrnId = firstMrnId + i;
    const lines = raced.map((_, n) => raced[(n + i) % raced.length]);
    await importRecords(
      t.db,
      "Mrns",
      lines.map((p) => ({
        MRNID: mrnId,
        PONumber: `PO-${mrnId}`,
        SupplierCode: supplier.supplierCode,
        Type: "Local",
        MRNDate: formatSentDate(new Date()),
        ProductCode: p.productCd,
        RequestedQty: perLine,
        ReceivedQty: perLine,
        UOM: p.uom,
      })),
      null,
    );
    const lineIds = await t.db
      .select({ id: mrnLines.mrnLineId, productId: mrnLines.productId })
      .from(mrnLines)
      .where(eq(mrnLines.mrnId, mrnId));
    const made = await qualityCheck(
      t.db,
      lines.map((p) => ({
        MRNID: mrnId,
        MrnLineId: lineIds.find((l) => l.productId === p.productId)!.id,
        ApprovedQty: perLine,
        PiecesPerPacket: 1,
      })),
      null,
    );
    putAways.push({
      MRNID: mrnId,
      BinId: (await makeBin(t.db)).binId,
      storeItems: made.map((m) => ({ QRCode: m.QRCode })),
    });
  }
  return { raced, supplier, racers, perLine, putAways };
}

describe("receipt totals", () => {
  it("equal the ledger's receipts: every packet of a put-away summed, split-off returns and produced output left out", async () => {
    const rm = await plant.product("RT-RM", 3);
    const part = await plant.product("RT-PART", 2);
    const fg = await plant.product("RT-FG", 1);
    const other = await makeSupplier(t.db, "RT-SUP");
    await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5, count: 3 });
    await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: "2.5", count: 2 });
    await receiveStock(t.db, { productId: rm, supplierId: other.supplierId, qty: "1.125", count: 4 });
    // A packet of 5000 split by an issue of 1000, part of which comes back and is put away again by its MRN.
    const [big] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5000 });
    const job = await plant.requisition(fg, 1);
    await plant.issueCodes(job.requisitionNo, [big.qrCode]);
    const returnable = await t.call<Array<{ RequisitionIssueId: number }>>(
      "GET",
      `/api/api/Return/GetFGReturn/${job.requisitionNo}`,
    );
    const returned = await t.call<Array<{ QRCode: string }>>("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: returnable.body.ResponseData[0].RequisitionIssueId, Quantity: 2 }],
    });
    expect(returned.body.ResponseCode).toBe("200");
    const back = await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      MRNID: big.mrnId,
      BinId: (await makeBin(t.db)).binId,
      storeItems: [{ QRCode: returned.body.ResponseData[0].QRCode }],
    });
    expect(back.body.ResponseCode).toBe("200");
    await plant.receiveOutput((await plant.requisition(part, 4)).requisitionNo, 4, 2);

    expect(await totalsOf([rm, part, fg])).toEqual(
      [
        { productId: rm, supplierId: plant.supplierId, qty: 3 * 5 + 2 * 2.5 + 5000 },
        { productId: rm, supplierId: other.supplierId, qty: 4 * 1.125 },
      ].sort((a, b) => a.supplierId - b.supplierId),
    );
    const { kept, ledger } = await keptAndLedger();
    expect(kept).toEqual(ledger);
    const { days, quarterHours } = await daysAndQuarterHours(t.config.timeZone);
    expect(days).toEqual(quarterHours);
  });

  it("racing put-aways of the same products and supplier all land, none deadlocked, and the totals equal the ledger", async () => {
    const { raced, supplier, racers, perLine, putAways } = await racingPutAways("RT-RACE", 500);
    const before = await deadlocksSeen(t.db);

    const answers = await Promise.all(
      putAways.map((body) => t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", body)),
    );

    expect(answers.map((r) => r.body.ResponseCode)).toEqual(putAways.map(() => "200"));
    expect(await totalsOf(raced.map((p) => p.productId))).toEqual(
      raced.map((p) => ({ productId: p.productId, supplierId: supplier.supplierId, qty: racers * perLine })),
    );
    const { kept, ledger } = await keptAndLedger();
    expect(kept).toEqual(ledger);
    const { days, quarterHours } = await daysAndQuarterHours(t.config.timeZone);
    expect(days).toEqual(quarterHours);
    // Deadlocks are retried, so only the statistics tell.
    expect(await deadlocksSeen(t.db)).toBe(before);
  });
  it("put-aways racing a server that starts on another zone all land in that zone's day totals", async () => {
    const { putAways } = await racingPutAways("RT-ZONE", 700);
    const saved = t.config.timeZone;
    // 25 hours apart: every receipt falls on another day in each.
    const zone = saved === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const putAway = (body: (typeof putAways)[number]) =>
      t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", body);
    try {
      const [before, , after] = await Promise.all([
        Promise.all(putAways.slice(0, 8).map(putAway)),
        keepReceiptDaysIn(t.db, zone),
        Promise.all(putAways.slice(8).map(putAway)),
      ]);
      expect([...before, ...after].map((r) => r.body.ResponseCode)).toEqual(putAways.map(() => "200"));
      const { days, quarterHours } = await daysAndQuarterHours(zone);
      expect(days).toEqual(quarterHours);
    } finally {
      await keepReceiptDaysIn(t.db, saved);
    }
    const { days, quarterHours } = await daysAndQuarterHours(saved);
    expect(days).toEqual(quarterHours);
  });
});

describe("MaterialInwardReport/GetMaterialInwardReport from the receipt totals", () => {
  it("puts the quarter hours either side of the plant's midnight in a +05:30 zone on their own plant days", async () => {
    const [product] = await t.db
      .insert(products)
      .values({ productCd: "RT-IST", productDscrptn: "Kolkata receipts", productTypeId: 3, uom: "NOS" })
      .returning();
    const supplier = await makeSupplier(t.db, "RT-IST-SUP");
    // Commands stamp receipts with the transaction's clock, so quarter hours of a chosen night are written as the ledger's trigger writes them.
    await t.db.insert(receiptTotals).values(
      [
        ["2025-03-08T18:15:00Z", "100"], // 23:45 on 8 March in Kolkata
        ["2025-03-09T18:15:00Z", "3"], // 23:45 on 9 March
        ["2025-03-09T18:30:00Z", "4"], // 00:00 on 10 March
        ["2025-03-10T18:15:00Z", "5"], // 23:45 on 10 March
        ["2025-03-10T18:30:00Z", "200"], // 00:00 on 11 March
      ].map(([at, qty]) => ({
        quarterHour: new Date(at),
        productId: product.productId,
        supplierId: supplier.supplierId,
        qty,
      })),
    );
    const report = (from: string, to: string) =>
      t.call<Array<{ CreatedDate: string; TotalQty: number; SupplierCode: string }>>(
        "POST",
        "/api/api/MaterialInwardReport/GetMaterialInwardReport",
        { FromDate: from, ToDate: to, SearchValue: "RT-IST", PageSize: -1, First: 1, SortOrder: "ASC" },
      );
    const saved = t.config.timeZone;
    try {
      t.config.timeZone = "Asia/Kolkata";
      // Day totals kept in another zone (the quarter hours summed), then in Kolkata's (summed anew from the quarter hours).
      for (const kept of ["UTC", "Asia/Kolkata"]) {
        await keepReceiptDaysIn(t.db, kept);
        const days = (await report("03/09/2025", "03/10/2025")).body.ResponseData;
        expect(days.map((r) => [r.CreatedDate, r.TotalQty, r.SupplierCode])).toEqual([
          ["2025-03-09", 3, supplier.supplierCode],
          ["2025-03-10", 9, supplier.supplierCode],
        ]);
        const tenth = (await report("03/10/2025", "03/10/2025")).body.ResponseData;
        expect(tenth.map((r) => [r.CreatedDate, r.TotalQty])).toEqual([["2025-03-10", 9]]);
      }
    } finally {
      t.config.timeZone = saved;
      await keepReceiptDaysIn(t.db, saved);
    }
  });
});
