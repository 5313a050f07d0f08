import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, receiveStock } from "../stock/plant.test-support.js";

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

describe("Dashboard/GetDashboardData", () => {
  it("counts a bin Full on the call right after a put-away, and Empty right after its last packet is issued", async () => {
    const plant = await makePlant(t.db);
    const rm = await plant.product("DASH-RM", 3);
    const fg = await plant.product("DASH-FG", 1);
    const counts = async () =>
      (
        await t.call<{ TotalBin: number; TotalBinUse: number; TotalBinEmpty: number }>(
          "POST",
          "/api/api/Dashboard/GetDashboardData",
        )
      ).body.ResponseData;
    const bin = await makeBin(t.db);
    const before = await counts();
    const [packet] = await receiveStock(t.db, {
      productId: rm,
      supplierId: plant.supplierId,
      qty: 5,
      binId: bin.binId,
    });
    expect(await counts()).toEqual({
      ...before,
      TotalBinUse: before.TotalBinUse + 1,
      TotalBinEmpty: before.TotalBinEmpty - 1,
    });
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [packet.qrCode]);
    expect(await counts()).toEqual(before);
  });
});
