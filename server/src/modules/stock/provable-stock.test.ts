import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { plantWithStock } from "../production/issue-fixture.js";
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
