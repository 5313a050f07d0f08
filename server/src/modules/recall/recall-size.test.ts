import { formatSentDate, packetsPerCommandMax, type RecallOpened } from "@wms/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, recallPackets } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makePlant, makeSupplier, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Both databases' limit of 65,535 bind parameters (13,107 packets of five each) is what this proves clear of; PGlite
// makes stock slowly, so it recalls 20,000 packets there and PostgreSQL the 50,000 of the architecture's budget.
const mrnCount = onPostgres ? 5 : 2;
const recalled = mrnCount * packetsPerCommandMax;

describe("Recall/CreateRecall of any size", () => {
  it(`opens a supplier's recall of ${recalled} packets in one command: each one held and recorded`, {
    timeout: 240_000,
  }, async () => {
    const plant = await makePlant(t.db);
    const rm = await plant.product("RC-BIG", 3);
    const supplier = await makeSupplier(t.db, "BIG");
    // The largest MRNs a quality check makes packets of, a piece a packet: stock made as the plant makes it.
    for (let i = 0; i < mrnCount; i++)
      await receiveStock(t.db, {
        productId: rm,
        supplierId: supplier.supplierId,
        qty: 1,
        count: packetsPerCommandMax,
        binId: null,
      });
    const day = formatSentDate(new Date());

    const opened = await t.call<RecallOpened>("POST", "/api/api/Recall/CreateRecall", {
      SupplierCode: supplier.supplierCode,
      FromDate: day,
      ToDate: day,
      Reason: "supplier reports a bad resin batch",
    });

    expect(opened.status).toBe(200);
    expect(opened.body.ResponseCode).toBe("200");
    expect(opened.body.ResponseData).toMatchObject({ Held: recalled, AlreadyHeld: 0, AtProduction: 0 });
    const recallId = opened.body.ResponseData.RecallId;
    const [rows] = await t.db
      .select({ n: count() })
      .from(recallPackets)
      .where(and(eq(recallPackets.recallId, recallId), eq(recallPackets.outcome, "Held")));
    expect(rows.n).toBe(recalled);
    const [held] = await t.db
      .select({ n: count() })
      .from(packets)
      .where(and(eq(packets.productId, rm), eq(packets.status, "OnHold"), eq(packets.holdReason, "Recall")));
    expect(held.n).toBe(recalled);
    expect(await stockProblems(t.db)).toEqual([]);
  });
});
