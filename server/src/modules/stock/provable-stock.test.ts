import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { plantWithStock } from "../production/issue-fixture.js";
import { keptSumTables } from "./kept-sums.js";
import { checkStock, checkStockEvery, type StockCheckResult } from "./provable-stock.js";

let t: TestApp;
let plant: Awaited<ReturnType<typeof plantWithStock>>;

beforeAll(async () => {
  t = await startTestApp({ stockCheckMinutes: 0 });
  plant = await plantWithStock(t.db, "C");
});
afterAll(() => t.close());

const highestLedgerId = async () =>
  Number(
    (
      (await t.db.execute(sql`select max(ledger_id) as id from stock_ledger`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows[0].id,
  );

/** One pass of the periodic check, its result as reported (the first pass runs at once). */
async function onePass(): Promise<StockCheckResult> {
  let stop: () => Promise<void> = async () => {};
  const result = await new Promise<StockCheckResult>((resolve, reject) => {
    stop = checkStockEvery(t.db, 60, resolve, reject);
  });
  await stop();
  return result;
}

describe("provable-stock check", () => {
  it("finds nothing wrong with stock made by the commands, fully or over the packets with new ledger rows", async () => {
    const before = await highestLedgerId();
    const bin = await plant.bin();
    await plant.packetsInBin(plant.rm1.productId, plant.s1.supplierId, "2", bin.binId, 3);
    await plant.packetsInBin(plant.rm2.productId, plant.s2.supplierId, "1", null, 2);
    expect(await checkStock(t.db, null)).toMatchObject({ discrepancies: 0, full: true });
    expect(await checkStock(t.db, { ledgerId: before, suspects: [] })).toMatchObject({
      discrepancies: 0,
      full: false,
    });
    expect((await onePass()).discrepancies).toBe(0);
  });

  it("reports a packet row changed behind the ledger's back, and the /metrics gauge says so", async () => {
    const [victim] = await plant.packetsInBin(plant.rm1.productId, plant.s1.supplierId, "5", null, 1);
    const mark = await highestLedgerId();
    // The one place a test writes a packet directly: the corruption the check exists to find.
    await t.db.execute(sql`update packets set qty = qty + 1 where qr_code = ${victim.qrCode}`);
    const full = await checkStock(t.db, null);
    expect(full).toMatchObject({ discrepancies: 1, sample: [victim.qrCode], packetIds: [victim.packetId] });
    // No ledger row is newer: an incremental pass sees it only as a suspect of an earlier pass.
    expect((await checkStock(t.db, { ledgerId: mark, suspects: [] })).discrepancies).toBe(0);
    expect((await checkStock(t.db, { ledgerId: mark, suspects: full.packetIds })).discrepancies).toBe(1);

    expect(await onePass()).toMatchObject({ discrepancies: 1, full: true });
    const metrics = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/^wms_stock_discrepancies 1$/m);

    await t.db.execute(sql`update packets set qty = qty - 1 where qr_code = ${victim.qrCode}`);
    const [row] = await t.db
      .select({ qty: packets.qty })
      .from(packets)
      .where(eq(packets.packetId, victim.packetId));
    expect(row.qty).toBe("5.000");
    expect(await onePass()).toMatchObject({ discrepancies: 0 });
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).body).toMatch(
      /^wms_stock_discrepancies 0$/m,
    );
  });
});

/** The /metrics gauge of each table of kept sums, by table. */
async function keptSumGauges(): Promise<Record<string, number>> {
  const body = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
  const gauges: Record<string, number> = {};
  for (const m of body.matchAll(/^wms_kept_sum_discrepancies\{table="(\w+)"\} (\d+)$/gm))
    gauges[m[1]] = Number(m[2]);
  return gauges;
}
const allZero = () => Object.fromEntries(keptSumTables.map((table) => [table, 0]));

describe("provable-stock check of the kept sums", () => {
  it("replays every table of kept sums from its records: none disagrees with stock made by the commands", async () => {
    const bin = await plant.bin();
    await plant.packetsInBin(plant.rm2.productId, plant.s2.supplierId, "4", bin.binId, 2);
    const result = await onePass();
    expect(result.keptSums).toEqual(
      Object.fromEntries(keptSumTables.map((table) => [table, { discrepancies: 0, sample: [] }])),
    );
    expect(await keptSumGauges()).toEqual(allZero());
  });

  it("reports a kept sum changed by hand in its own table's gauge, and nothing once it is put back", async () => {
    const bin = await plant.bin();
    await plant.packetsInBin(plant.rm1.productId, plant.s1.supplierId, "3", bin.binId, 2);
    // A kept sum is written only by its triggers: no guard stands in the way of this corruption, the check's to find.
    await t.db.execute(
      sql`update on_hand_products set in_bin_qty = in_bin_qty + 1 where product_id = ${plant.rm1.productId}`,
    );
    const broken = await onePass();
    expect(broken.keptSums?.on_hand_products).toEqual({
      discrepancies: 1,
      sample: [`product ${plant.rm1.productId}`],
    });
    expect(await keptSumGauges()).toEqual({ ...allZero(), on_hand_products: 1 });

    await t.db.execute(
      sql`update on_hand_products set in_bin_qty = in_bin_qty - 1 where product_id = ${plant.rm1.productId}`,
    );
    await onePass();
    expect(await keptSumGauges()).toEqual(allZero());
  });

  it("reports a record changed behind its guard (disabled inside the test's own transaction) in the sums of it", async () => {
    const bin = await plant.bin();
    const [packet] = await plant.packetsInBin(plant.rm2.productId, plant.s1.supplierId, "7", bin.binId, 1);
    const receiptOf = sql`packet_id = ${packet.packetId} and receipt_supplier_id is not null`;
    // The table's owner may disable a trigger; done and undone inside one transaction, no other writer ever sees it off.
    const behindTheGuard = (change: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table stock_ledger disable trigger stock_ledger_append_only`);
        await tx.execute(sql`update stock_ledger set qty = qty ${sql.raw(change)} where ${receiptOf}`);
        await tx.execute(sql`alter table stock_ledger enable trigger stock_ledger_append_only`);
      });
    await behindTheGuard("+ 1");
    const broken = await onePass();
    // The put-away's row moves no quantity in or out of stock: the packets replay true, the receipt sums do not.
    expect(broken.discrepancies).toBe(0);
    expect(broken.keptSums?.receipt_totals.discrepancies).toBe(1);
    expect((await keptSumGauges()).receipt_totals).toBe(1);

    await behindTheGuard("- 1");
    expect((await onePass()).keptSums?.receipt_totals.discrepancies).toBe(0);
    await expect(t.db.execute(sql`update stock_ledger set qty = qty where ${receiptOf}`)).rejects.toThrow();
  });
});

/** Why the database refused a statement (the driver's message under the ORM's wrapping), or that it did not. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return "not refused";
  } catch (err) {
    return (err as { cause?: { message?: string } }).cause?.message ?? String(err);
  }
}

describe("records kept sums replay", () => {
  it("refuse TRUNCATE as they refuse UPDATE and DELETE (a truncate fires no row trigger)", async () => {
    expect(await refusal(t.db.execute(sql`truncate stock_ledger cascade`))).toBe(
      "stock_ledger is append-only",
    );
    for (const table of [
      "requisition_issues",
      "consumptions",
      "stock_returns",
      "consumption_events",
      "requisitions",
      "requisition_lines",
      "fg_mappings",
      "production_orders",
    ])
      expect(await refusal(t.db.execute(sql`truncate ${sql.identifier(table)} cascade`))).toBe(
        `${table} rows are summed (job_component_totals): their job, product, quantity and crew never change`,
      );
    expect((await checkStock(t.db, null)).discrepancies).toBe(0);
  });
});
