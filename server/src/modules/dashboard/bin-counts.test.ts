import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binCountChanges, bins } from "../../db/schema/index.js";
import { deadlocksSeen } from "../../test/deadlocks.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { putAway } from "../stock/put-away.js";
import { foldBinCounts, keptBinCounts } from "./bin-counts.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("BC-RM", 3);
  fg = await plant.product("BC-FG", 1);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

/** The kept counts, and the same counted over every bin. */
async function keptAndCounted() {
  const [kept] = await t.db.select().from(keptBinCounts(t.db));
  const [counted] = await t.db
    .select({
      activeBins: sql<number>`cast(count(*) filter (where ${bins.isActive}) as integer)`,
      fullBins: sql<number>`cast(count(*) filter (where ${bins.isActive} and ${bins.colStatus}) as integer)`,
    })
    .from(bins);
  return { kept, counted };
}

/** The kept counts equal a count over bins, before a fold and after it; answers them. */
async function expectExactAcrossAFold() {
  const before = await keptAndCounted();
  expect(before.kept).toEqual(before.counted);
  await foldBinCounts(t.db);
  const after = await keptAndCounted();
  expect(after.kept).toEqual(after.counted);
  expect(after.kept).toEqual(before.kept);
  expect(await t.db.select().from(binCountChanges)).toEqual([]);
  return after.kept;
}

const dashboard = async () =>
  (
    await t.call<{ TotalBin: number; TotalBinUse: number; TotalBinEmpty: number }>(
      "POST",
      "/api/api/Dashboard/GetDashboardData",
    )
  ).body.ResponseData;

const binBody = (address: string, extra: Record<string, unknown> = {}) => ({
  BinId: 0,
  RowName: "BC",
  RowNo: 1,
  ColNo: 1,
  ColAddress: address,
  Height: 10,
  Width: 10,
  Length: 10,
  ...extra,
});

async function createBin(address: string) {
  const res = await t.call<{ BinId: number }>("POST", "/api/api/BinMaster/CreateBin", binBody(address));
  expect(res.body.ResponseCode).toBe("200");
  return res.body.ResponseData.BinId;
}

/** Packed packets of one new MRN, ready to be put away. */
const packed = () => receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5, binId: null });

const putAwayOverHttp = (binId: number, stock: Awaited<ReturnType<typeof packed>>) =>
  t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
    MRNID: stock[0].mrnId,
    BinId: binId,
    storeItems: stock.map((p) => ({ QRCode: p.qrCode })),
  });

describe("kept bin counts", () => {
  it("equal a count over bins after the bin master creates, edits, deactivates, reactivates and a bin is deleted", async () => {
    const start = await expectExactAcrossAFold();
    const first = await createBin("BC-01");
    const second = await createBin("BC-02");
    expect(await expectExactAcrossAFold()).toEqual({ ...start, activeBins: start.activeBins + 2 });
    const edited = await t.call(
      "POST",
      "/api/api/BinMaster/BinUpdate",
      binBody("BC-01", { BinId: first, Height: 20 }),
    );
    expect(edited.body.ResponseCode).toBe("200");
    expect(await t.db.select().from(binCountChanges)).toEqual([]);
    await t.call("GET", `/api/api/BinMaster/InActiveRow/${first}/false`);
    expect(await expectExactAcrossAFold()).toEqual({ ...start, activeBins: start.activeBins + 1 });
    await t.call("GET", `/api/api/BinMaster/InActiveRow/${first}/true`);
    expect(await expectExactAcrossAFold()).toEqual({ ...start, activeBins: start.activeBins + 2 });
    await t.db.delete(bins).where(eq(bins.binId, second));
    expect(await expectExactAcrossAFold()).toEqual({ ...start, activeBins: start.activeBins + 1 });
  });

  it("equal a count over bins after put-aways fill bins and an issue empties one; a full bin deactivated leaves both counts", async () => {
    const start = await expectExactAcrossAFold();
    const filled = [await createBin("BC-10"), await createBin("BC-11")];
    for (const binId of filled)
      expect((await putAwayOverHttp(binId, await packed())).body.ResponseCode).toBe("200");
    // A second put-away into a full bin is refused and changes nothing.
    expect((await putAwayOverHttp(filled[0], await packed())).body.ResponseCode).not.toBe("200");
    const { kept: bothFull } = await keptAndCounted();
    expect(bothFull).toEqual({ activeBins: start.activeBins + 2, fullBins: start.fullBins + 2 });
    expect(await dashboard()).toMatchObject({
      TotalBin: bothFull.activeBins,
      TotalBinUse: bothFull.fullBins,
      TotalBinEmpty: bothFull.activeBins - bothFull.fullBins,
    });
    await foldBinCounts(t.db);
    expect(await expectExactAcrossAFold()).toEqual(bothFull);

    const [issued] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5 });
    expect(await expectExactAcrossAFold()).toEqual({
      activeBins: bothFull.activeBins + 1,
      fullBins: bothFull.fullBins + 1,
    });
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [issued.qrCode]);
    expect(await expectExactAcrossAFold()).toEqual({
      activeBins: bothFull.activeBins + 1,
      fullBins: bothFull.fullBins,
    });

    await t.call("GET", `/api/api/BinMaster/InActiveRow/${filled[0]}/false`);
    expect(await expectExactAcrossAFold()).toEqual({
      activeBins: bothFull.activeBins,
      fullBins: bothFull.fullBins - 1,
    });
  });

  // A fold on a second connection while a put-away is open: PGlite has one connection, so only the PostgreSQL run has it.
  if (onPostgres) {
    it("lose nothing a fold did not see: a put-away committing after the fold is counted once", async () => {
      const binId = await createBin("BC-20");
      const stock = await packed();
      const start = (await keptAndCounted()).kept;
      await t.db.transaction(async (tx) => {
        await putAway(
          tx,
          { MRNID: stock[0].mrnId, BinId: binId, storeItems: [{ QRCode: stock[0].qrCode }] },
          null,
        );
        // Another connection folds while the put-away's change is written but not committed.
        await foldBinCounts(t.db);
        expect((await keptAndCounted()).kept).toEqual(start);
      });
      expect(await expectExactAcrossAFold()).toEqual({ ...start, fullBins: start.fullBins + 1 });
    });
  }

  it("racing put-aways and issues, with two folds running throughout, end exact and none deadlocked", async () => {
    const racers = 16;
    const fillings = [];
    for (let i = 0; i < racers; i++)
      fillings.push({ binId: await createBin(`BC-R${i}`), stock: await packed() });
    const emptyings = [];
    for (let i = 0; i < 4; i++) {
      const [stock] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 5 });
      emptyings.push({ qrCode: stock.qrCode, requisitionNo: (await plant.requisition(fg, 1)).requisitionNo });
    }
    const start = (await keptAndCounted()).kept;
    const before = await deadlocksSeen(t.db);

    let racing = true;
    let folds = 0;
    const foldAll = async () => {
      while (racing) {
        await foldBinCounts(t.db);
        folds++;
        // Back to the event loop between folds (PGlite answers without one), so the commands' requests progress.
        await new Promise((r) => setImmediate(r));
      }
    };
    const folding = [foldAll(), foldAll()];
    const answers = await Promise.all([
      ...fillings.map((f) => putAwayOverHttp(f.binId, f.stock).then((r) => r.body.ResponseCode)),
      ...emptyings.map((e) => plant.issueCodes(e.requisitionNo, [e.qrCode]).then(() => "200")),
    ]);
    racing = false;
    await Promise.all(folding);

    expect(answers).toEqual([...fillings, ...emptyings].map(() => "200"));
    expect(folds).toBeGreaterThan(2);
    expect(await expectExactAcrossAFold()).toEqual({
      activeBins: start.activeBins,
      fullBins: start.fullBins + racers - emptyings.length,
    });
    // Deadlocks are retried, so only the statistics tell.
    expect(await deadlocksSeen(t.db)).toBe(before);
  });
});
