import { ageBandOf, ageBands, plantDayOf, type StockAgeingRow } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boms, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { reportActivity } from "../production/activity-service.js";
import { makePlant, receiveStock } from "../stock/plant.test-support.js";
import { returnToStock } from "../stock/return-to-stock.js";
import { stockAgeing, stockAgeingBatches } from "./stock-ageing.js";

/**
 * The oracle: stock received, issued with a split, consumed, returned and produced through the commands, while
 * the test keeps its own record of what each product has on hand (quantity and packets) and on which plant day
 * it came in; the report's rows must equal that record, banded by the days from that day to the report's day.
 */

let t: TestApp;
/** Per product: on-hand quantity in thousandths and packets, as the test did it. */
const onHand = new Map<string, { milli: number; packets: number }>();
let inwardDay = "";

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ask = (body: object) =>
  t.call<StockAgeingRow[]>("POST", "/api/api/Reports/GetStockAgeing", {
    First: 1,
    PageSize: 100,
    SortOrder: "ASC",
    ...body,
  });

beforeAll(async () => {
  t = await startTestApp();
  const plant = await makePlant(t.db);
  inwardDay = plantDayOf(new Date(), t.config.timeZone);
  const made = new Map<string, number>();
  for (const [code, typeId] of [
    ["AG-1", 3],
    ["AG-2", 3],
    ["AG-3", 2],
  ] as const) {
    const [p] = await t.db
      .insert(products)
      .values({ productCd: code, productDscrptn: `Ageing ${code}`, productTypeId: typeId, uom: "NOS" })
      .returning();
    made.set(code, p.productId);
  }
  await t.db
    .insert(boms)
    .values({ parentProductId: made.get("AG-3")!, componentProductId: made.get("AG-1")!, qtyPerUnit: "1" });

  // 3 packets of 5 put away; one packet of 4 quality-checked but never put away (no inward date).
  const ag1 = await receiveStock(t.db, {
    productId: made.get("AG-1")!,
    supplierId: plant.supplierId,
    qty: 5,
    count: 3,
  });
  onHand.set("AG-1", { milli: 15_000, packets: 3 });
  await receiveStock(t.db, {
    productId: made.get("AG-2")!,
    supplierId: plant.supplierId,
    qty: 4,
    binId: null,
  });
  onHand.set("AG-2", { milli: 4_000, packets: 1 });

  // A job of 4 takes 4 of a packet of 5 (the 1 left stays on hand as a new packet), uses 3, returns 1.
  const job = await plant.requisition(made.get("AG-3")!, 4);
  await plant.issueCodes(job.requisitionNo, [ag1[0].qrCode]);
  onHand.set("AG-1", { milli: 11_000, packets: 3 });
  await reportActivity(
    t.db,
    "intermediate",
    {
      RequisitionNo: job.requisitionNo,
      ShiftId: plant.shiftId,
      Operator: "Asha",
      Stage: "Start",
      storeItems: [{ ProductCode: "AG-1", Quantity: 3 }],
    },
    null,
  );
  const [{ RequisitionIssueId }] = (
    await t.call<Array<{ RequisitionIssueId: number }>>(
      "GET",
      `/api/api/Return/GetFGReturn/${job.requisitionNo}`,
    )
  ).body.ResponseData;
  await returnToStock(t.db, { ReturnType: 1, ReturnList: [{ RequisitionIssueId, Quantity: 1 }] }, null);
  onHand.set("AG-1", { milli: 12_000, packets: 4 });
  // Its output: 2 packets of 1, put away.
  await plant.receiveOutput(job.requisitionNo, 2, 1);
  onHand.set("AG-3", { milli: 2_000, packets: 2 });
});
afterAll(() => t.close());

/** The record's rows as the report on `day` must show them. */
function expected(day: string) {
  const age = (Date.parse(day) - Date.parse(inwardDay)) / 86_400_000;
  return [...onHand.entries()]
    .filter(([, s]) => s.packets > 0)
    .map(([code, s]) => ({
      ProductCode: code,
      ProductName: `Ageing ${code}`,
      UOM: "NOS",
      ...Object.fromEntries(ageBands.map((b) => [b.field, b.field === ageBandOf(age) ? s.milli / 1000 : 0])),
      TotalQty: s.milli / 1000,
      Packets: s.packets,
      OldestDays: age,
    }));
}
const shown = (rows: StockAgeingRow[]) => rows.map(({ ProductId, TotalRows, ...r }) => r);

describe("Reports/GetStockAgeing", () => {
  it("answers each product's on-hand quantity (in bins, packed, returned) in its age band today", async () => {
    const res = await ask({ SortColumn: "ProductCode" });
    expect(res.body.ResponseCode).toBe("200");
    expect(shown(res.body.ResponseData)).toEqual(expected(inwardDay));
    expect(res.body.ResponseData.every((r) => r.TotalRows === 3)).toBe(true);
  });

  it("bands by whole plant days since inward: 30 is 0-30, 31 is 31-60, 61 is 61-90, 91 is over 90", async () => {
    for (const days of [30, 31, 60, 61, 90, 91, 400]) {
      const day = addDays(inwardDay, days);
      const rows = await stockAgeing(
        t.db,
        { SortColumn: "ProductCode", SortOrder: "ASC", PageSize: 10 } as never,
        { today: day },
      );
      expect(shown(rows)).toEqual(expected(day));
    }
  });

  it("pages in the order of an allowed sort column and searches the product's code and name", async () => {
    const all = await ask({ SortColumn: "TotalQty", SortOrder: "DESC" });
    expect(all.body.ResponseData.map((r) => r.ProductCode)).toEqual(["AG-1", "AG-2", "AG-3"]);
    const page = await ask({ SortColumn: "TotalQty", SortOrder: "DESC", First: 2, PageSize: 1 });
    expect(page.body.ResponseData.map((r) => [r.ProductCode, r.TotalRows])).toEqual([["AG-2", 3]]);
    const unknown = await ask({ SortColumn: "qty; drop table packets", SortOrder: "DESC" });
    expect(unknown.body.ResponseData.map((r) => r.ProductCode)).toEqual(["AG-3", "AG-2", "AG-1"]);
    const found = await ask({ SearchValue: "ageing ag-2" });
    expect(found.body.ResponseData.map((r) => [r.ProductCode, r.TotalRows])).toEqual([["AG-2", 1]]);
  });

  it("exports every row with PageSize -1, streamed, without TotalRows, read in keyset batches", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api/Reports/GetStockAgeing",
      headers: { authorization: `Bearer ${await t.login()}` },
      payload: { PageSize: -1, SortColumn: "Packets", SortOrder: "ASC" },
    });
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    const rows = (res.json() as { ResponseData: StockAgeingRow[] }).ResponseData;
    expect(rows.map((r) => r.ProductCode)).toEqual(["AG-2", "AG-3", "AG-1"]);
    expect(rows.every((r) => !("TotalRows" in r))).toBe(true);
    const batches: unknown[][] = [];
    for await (const batch of stockAgeingBatches(
      t.db,
      { SortColumn: "Packets", SortOrder: "ASC" } as never,
      { today: inwardDay },
      2,
    ))
      batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
    expect(batches.flat()).toEqual(rows);
  });
});
