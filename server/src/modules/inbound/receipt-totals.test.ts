import { formatSentDate } from "@wms/domain";
import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mrnLines, products, receiptTotals, stockLedger } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { importRecords } from "../import/service.js";
import { makeBin, makePlant, makeSupplier, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { qualityCheck } from "../stock/quality-check.js";

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
});
afterAll(() => t.close());

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
  });

  it("racing put-aways of the same products and supplier all land, none deadlocked, and the totals equal the ledger", async () => {
    const raced = await t.db
      .insert(products)
      .values(
        Array.from({ length: 6 }, (_, n) => ({
          productCd: `RT-RACE-${n + 1}`,
          productDscrptn: "Raced",
          productTypeId: 3,
          uom: "NOS",
        })),
      )
      .returning();
    const supplier = await makeSupplier(t.db, "RT-RACE");
    const racers = 16;
    const perLine = 3;
    const putAways = [];
    for (let i = 0; i < racers; i++) {
      const mrnId = 500 + i;
      // Each MRN lists the products from another one on, so the put-aways' packets (and ledger rows) come in other orders.
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
    const deadlocks = async () => {
      const result = await t.db.execute(
        sql`select cast(deadlocks as integer) as n from pg_stat_database where datname = current_database()`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    };
    const before = await deadlocks();

    const answers = await Promise.all(
      putAways.map((body) => t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", body)),
    );

    expect(answers.map((r) => r.body.ResponseCode)).toEqual(putAways.map(() => "200"));
    expect(await totalsOf(raced.map((p) => p.productId))).toEqual(
      raced.map((p) => ({ productId: p.productId, supplierId: supplier.supplierId, qty: racers * perLine })),
    );
    const { kept, ledger } = await keptAndLedger();
    expect(kept).toEqual(ledger);
    // A backend reports its deadlocks to the statistics within a second of going idle (deadlocks are retried, so only they tell).
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deadlocks()).toBe(before);
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
      const days = (await report("03/09/2025", "03/10/2025")).body.ResponseData;
      expect(days.map((r) => [r.CreatedDate, r.TotalQty, r.SupplierCode])).toEqual([
        ["2025-03-09", 3, supplier.supplierCode],
        ["2025-03-10", 9, supplier.supplierCode],
      ]);
      const tenth = (await report("03/10/2025", "03/10/2025")).body.ResponseData;
      expect(tenth.map((r) => [r.CreatedDate, r.TotalQty])).toEqual([["2025-03-10", 9]]);
    } finally {
      t.config.timeZone = saved;
    }
  });
});
