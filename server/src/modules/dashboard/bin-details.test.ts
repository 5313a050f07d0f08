import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant } from "../stock/plant.test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("Dashboard/GetBinDeatails", () => {
  it("lists production output lying in a bin too: no MRN and no supplier, its lot being the requisition", async () => {
    const plant = await makePlant(t.db);
    await plant.product("FOAM-BD", 3);
    const seat = await plant.product("SEAT-BD", 2);
    const { requisitionNo } = await plant.requisition(seat, 3);
    const codes = await plant.receiveOutput(requisitionNo, 3, 2);
    const [placed] = await t.db
      .select({ address: bins.colAddress })
      .from(packets)
      .innerJoin(bins, eq(bins.binId, packets.binId))
      .where(eq(packets.qrCode, codes[0]));
    const res = await t.call<
      Array<{ MRNID: number | null; QRCode: string; SupplierCode: string; Qty: number }>
    >("GET", `/api/api/Dashboard/GetBinDeatails?BinLocation=${encodeURIComponent(placed.address)}`);
    const rows = res.body.ResponseData;
    expect(rows.map((r) => r.QRCode).sort()).toEqual([...codes].sort());
    expect(rows.every((r) => r.MRNID === null && r.SupplierCode === "")).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.Qty, 0)).toBe(3);
  });
});
