import { stockTransferMessages as m, packetInStateMessage, stockMessages } from "@wms/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets, stockLedger } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";
import { holdPackets, scrapPackets } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rmA: number;
let rmB: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rmA = await plant.product("MV-RM-A", 3);
  rmB = await plant.product("MV-RM-B", 3);
  fg = await plant.product("MV-FG", 1);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

interface Moved {
  BinId: number;
  ColAddress: string;
  Packets: Array<{ QRCode: string; FromBinAddress: string }>;
}
const move = (
  QRCodes: string[],
  ToBinAddress: string,
  via = t.app,
  FromBins?: Array<{ QRCode: string; BinAddress: string }>,
) =>
  via === t.app
    ? t.call<Moved | { QRCode: string } | null>("POST", "/api/api/StockTransfer/MovePackets", {
        QRCodes,
        ToBinAddress,
        FromBins,
      })
    : t.login().then(async (token) => {
        const res = await via.inject({
          method: "POST",
          url: "/api/api/StockTransfer/MovePackets",
          payload: { QRCodes, ToBinAddress, FromBins },
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.statusCode, body: res.json() };
      });

/** `count` packets of `product` received and put away together into a new bin (or left Packed: `binId` null). */
const stock = (productId: number, count = 1, binId?: number | null) =>
  receiveStock(t.db, { productId, supplierId: plant.supplierId, qty: 4, count, binId });

const binOf = async (binId: number) => (await t.db.select().from(bins).where(eq(bins.binId, binId)))[0];
const packetOf = async (qrCode: string) =>
  (await t.db.select().from(packets).where(eq(packets.qrCode, qrCode)))[0];

/** What a refused move must leave as it was: every packet's place and every bin's flag, and the ledger's length. */
async function snapshot() {
  const places = await t.db
    .select({ id: packets.packetId, status: packets.status, binId: packets.binId, hold: packets.holdReason })
    .from(packets)
    .orderBy(asc(packets.packetId));
  const flags = await t.db
    .select({ id: bins.binId, full: bins.colStatus })
    .from(bins)
    .orderBy(asc(bins.binId));
  const [ledger] = await t.db.select({ rows: sql<number>`count(*)::integer` }).from(stockLedger);
  return { places, flags, ledger: ledger.rows };
}

async function expectRefusedUnchanged(
  attempt: () => Promise<{ body: { ResponseCode: string; ResponseMessage: string; ResponseData: unknown } }>,
  message: string,
  data: unknown = null,
) {
  const before = await snapshot();
  const res = await attempt();
  expect(res.body.ResponseCode).toBe("400");
  expect(res.body.ResponseMessage).toBe(message);
  expect(res.body.ResponseData).toEqual(data);
  expect(await snapshot()).toEqual(before);
  expect(await stockProblems(t.db)).toEqual([]);
}

describe("StockTransfer/MovePackets", () => {
  it("moves packets into an empty bin: the target turns Full, a bin its last packet left turns Empty, the ledger says move", async () => {
    const [p1, p2] = await stock(rmA, 2);
    const [p3] = await stock(rmB, 1);
    const target = await makeBin(t.db);
    const res = await move([p1.qrCode, p3.qrCode], target.colAddress.toLowerCase());
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseMessage).toBe(m.moved(2, target.colAddress));
    const source1 = await binOf(p1.binId!);
    const source3 = await binOf(p3.binId!);
    expect(res.body.ResponseData).toEqual({
      BinId: target.binId,
      ColAddress: target.colAddress,
      Packets: [
        { QRCode: p1.qrCode, FromBinAddress: source1.colAddress },
        { QRCode: p3.qrCode, FromBinAddress: source3.colAddress },
      ],
    });
    expect((await binOf(target.binId)).colStatus).toBe(true);
    expect(source1.colStatus).toBe(true); // p2 is still in it
    expect(source3.colStatus).toBe(false);
    expect(await packetOf(p1.qrCode)).toMatchObject({ status: "InBin", binId: target.binId });
    expect(await packetOf(p2.qrCode)).toMatchObject({ status: "InBin", binId: p2.binId });
    const [row] = await t.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.packetId, p1.packetId))
      .orderBy(sql`ledger_id desc`)
      .limit(1);
    expect(row).toMatchObject({
      reason: "move",
      qty: "4.000",
      fromStatus: "InBin",
      fromBinId: p1.binId,
      toStatus: "InBin",
      toBinId: target.binId,
      reference: target.colAddress,
    });
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("consolidates: a bin holding only the product takes more of it", async () => {
    const [kept] = await stock(rmA, 1);
    const [p1, p2] = await stock(rmA, 2);
    const target = await binOf(kept.binId!);
    const res = await move([p1.qrCode, p2.qrCode], target.colAddress);
    expect(res.body.ResponseCode).toBe("200");
    expect((await binOf(p1.binId!)).colStatus).toBe(false);
    expect((await t.db.select().from(packets).where(eq(packets.binId, target.binId))).length).toBe(3);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("moves a held packet keeping its hold and reason", async () => {
    const [held] = await stock(rmA, 1);
    await holdPackets(t.db, { QRCodes: [held.qrCode], Reason: "Damaged", Remark: "" }, null);
    const target = await makeBin(t.db);
    const res = await move([held.qrCode], target.colAddress);
    expect(res.body.ResponseCode).toBe("200");
    expect(await packetOf(held.qrCode)).toMatchObject({
      status: "OnHold",
      holdReason: "Damaged",
      binId: target.binId,
    });
    expect((await binOf(held.binId!)).colStatus).toBe(false);
    const [row] = await t.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.packetId, held.packetId))
      .orderBy(sql`ledger_id desc`)
      .limit(1);
    expect(row).toMatchObject({
      reason: "move",
      fromStatus: "OnHold",
      toStatus: "OnHold",
      toBinId: target.binId,
    });
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("refuses a bin holding another product, naming the packet, and changes nothing", async () => {
    const [other] = await stock(rmB, 1);
    const [p] = await stock(rmA, 1);
    const target = await binOf(other.binId!);
    await expectRefusedUnchanged(
      () => move([p.qrCode], target.colAddress),
      m.otherProductInBin(target.colAddress),
      {
        QRCode: p.qrCode,
      },
    );
  });

  it("refuses a bin holding several products, and moved packets of two products into a bin of one", async () => {
    const [a1] = await stock(rmA, 1);
    const [b1] = await stock(rmB, 1);
    const mixed = await makeBin(t.db);
    expect((await move([a1.qrCode, b1.qrCode], mixed.colAddress)).body.ResponseCode).toBe("200");
    const [a2] = await stock(rmA, 1);
    await expectRefusedUnchanged(
      () => move([a2.qrCode], mixed.colAddress),
      m.mixedProducts(mixed.colAddress),
    );
    const [onlyA] = await stock(rmA, 1);
    const [a3] = await stock(rmA, 1);
    const [b3] = await stock(rmB, 1);
    const target = await binOf(onlyA.binId!);
    await expectRefusedUnchanged(
      () => move([a3.qrCode, b3.qrCode], target.colAddress),
      m.otherProductInBin(target.colAddress),
      {
        QRCode: b3.qrCode,
      },
    );
  });

  it("refuses a move to the bin the packet is already in", async () => {
    const [p1, p2] = await stock(rmA, 2);
    const here = await binOf(p1.binId!);
    const other = await makeBin(t.db);
    await expectRefusedUnchanged(
      () => move([p1.qrCode], here.colAddress),
      m.alreadyInBin(p1.qrCode, here.colAddress),
      {
        QRCode: p1.qrCode,
      },
    );
    // one packet of the list already there refuses the whole move
    const [far] = await stock(rmA, 1);
    await expectRefusedUnchanged(
      () => move([far.qrCode, p2.qrCode], here.colAddress),
      m.alreadyInBin(p2.qrCode, here.colAddress),
      {
        QRCode: p2.qrCode,
      },
    );
    expect((await binOf(other.binId)).colStatus).toBe(false);
  });

  it("refuses an inactive bin and an unknown one", async () => {
    const [p] = await stock(rmA, 1);
    const inactive = await makeBin(t.db);
    await t.db.update(bins).set({ isActive: false }).where(eq(bins.binId, inactive.binId));
    await expectRefusedUnchanged(() => move([p.qrCode], inactive.colAddress), m.binInactive);
    await expectRefusedUnchanged(() => move([p.qrCode], "E-99"), "Bin E-99 does not exist.");
  });

  it("refuses an issued, packed, rejected, scrapped or unknown packet, naming its state, and changes nothing", async () => {
    const target = await makeBin(t.db);
    const [issued] = await stock(rmA, 1);
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [issued.qrCode]);
    const [packed, scrapped, rejected] = await receiveStock(t.db, {
      productId: rmA,
      supplierId: plant.supplierId,
      qty: 4,
      count: 2,
      binId: null,
      rejected: 1,
    });
    await scrapPackets(t.db, { QRCodes: [scrapped.qrCode], Reason: "Damaged", Remark: "" }, null);
    const [fine] = await stock(rmA, 1);
    for (const [p, status] of [
      [issued, "Issued"],
      [packed, "Packed"],
      [rejected, "Rejected"],
      [scrapped, "Scrapped"],
    ] as const) {
      await expectRefusedUnchanged(
        () => move([fine.qrCode, p.qrCode], target.colAddress),
        packetInStateMessage(p.qrCode, status, null),
        { QRCode: p.qrCode },
      );
    }
    await expectRefusedUnchanged(
      () => move([fine.qrCode, "NO-SUCH-QR"], target.colAddress),
      "QR code NO-SUCH-QR not found.",
      {
        QRCode: "NO-SUCH-QR",
      },
    );
  });

  it("refuses an empty list, a blank bin and more packets than one move takes, as messages", async () => {
    const [p] = await stock(rmA, 1);
    expect((await move([], "A-01")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: expect.stringContaining(m.scanPacketOrBin),
    });
    expect((await move([p.qrCode], " ")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: expect.stringContaining(m.scanTargetBin),
    });
    const many = Array.from({ length: 2001 }, (_, i) => `X-${i}`);
    expect((await move(many, "A-01")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: expect.stringContaining(m.tooManyPackets),
    });
  });

  it("is the Stock Transfer page's Add right", async () => {
    const [p] = await stock(rmA, 1);
    const target = await makeBin(t.db);
    const viewer = await tokenWithRights(t, "stock-transfer", ["view"], "transfer-viewer@example.com");
    const res = await t.call(
      "POST",
      "/api/api/StockTransfer/MovePackets",
      { QRCodes: [p.qrCode], ToBinAddress: target.colAddress },
      viewer,
    );
    expect(res.status).toBe(403);
    expect((await packetOf(p.qrCode)).binId).toBe(p.binId);
  });

  it("refuses a packet moved since the screen saw it (its bin differs from FromBins) and changes nothing", async () => {
    const [p] = await stock(rmA, 1);
    const meanwhile = await makeBin(t.db);
    const target = await makeBin(t.db);
    const seen = [{ QRCode: p.qrCode, BinAddress: (await binOf(p.binId!)).colAddress.toLowerCase() }];
    expect((await move([p.qrCode], meanwhile.colAddress)).body.ResponseCode).toBe("200");
    await expectRefusedUnchanged(
      () => move([p.qrCode], target.colAddress, t.app, seen),
      stockMessages.movedSinceScan(p.qrCode),
      { QRCode: p.qrCode },
    );
  });

  it("an issue of a packet moved since it was scanned (its scanned BinId) is refused and changes nothing", async () => {
    const [p] = await stock(rmA, 1);
    const meanwhile = await makeBin(t.db);
    const { requisitionNo } = await plant.requisition(fg, 1);
    expect((await move([p.qrCode], meanwhile.colAddress)).body.ResponseCode).toBe("200");
    await expectRefusedUnchanged(
      () =>
        t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
          RequisitionNo: requisitionNo,
          storeItems: [{ QRCode: p.qrCode, BinId: p.binId }],
        }),
      stockMessages.movedSinceScan(p.qrCode),
      { QRCode: p.qrCode, QRCodes: [p.qrCode] },
    );
  });

  // The screens send where they saw each packet (the move its FromBins, the issue its scanned row's BinId), so of two
  // commands racing for one packet the later one finds it moved or gone: exactly one wins.
  if (onPostgres) {
    const movesOf = (packetId: number) =>
      t.db
        .select()
        .from(stockLedger)
        .where(sql`${stockLedger.packetId} = ${packetId} and ${stockLedger.reason} = 'move'`)
        .orderBy(asc(stockLedger.ledgerId));

    it("a move racing an issue of the same packet, on two instances: exactly one wins, the other answers 400 and changes nothing", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 6; round++) {
        const [p] = await stock(rmA, 1);
        const from = await binOf(p.binId!);
        const target = await makeBin(t.db);
        const { requisitionNo } = await plant.requisition(fg, 1);
        const issue = second
          .inject({
            method: "POST",
            url: "/api/api/StoreRequisitionIssue/IssueRMStore",
            payload: { RequisitionNo: requisitionNo, storeItems: [{ QRCode: p.qrCode, BinId: p.binId }] },
            headers: { authorization: `Bearer ${token}` },
          })
          .then((r) => r.json() as { ResponseCode: string; ResponseMessage: string });
        const [moved, issued] = await Promise.all([
          move([p.qrCode], target.colAddress, t.app, [{ QRCode: p.qrCode, BinAddress: from.colAddress }]),
          issue,
        ]);
        expect([moved.body.ResponseCode, issued.ResponseCode].sort()).toEqual(["200", "400"]);
        const moves = await movesOf(p.packetId);
        if (moved.body.ResponseCode === "200") {
          expect(issued.ResponseMessage).toBe(stockMessages.movedSinceScan(p.qrCode));
          expect(await packetOf(p.qrCode)).toMatchObject({ status: "InBin", binId: target.binId });
          expect(moves).toHaveLength(1);
          expect((await binOf(target.binId)).colStatus).toBe(true);
        } else {
          expect(moved.body.ResponseMessage).toBe(packetInStateMessage(p.qrCode, "Issued", null));
          expect(await packetOf(p.qrCode)).toMatchObject({ status: "Issued", binId: null });
          expect(moves).toHaveLength(0);
          expect((await binOf(target.binId)).colStatus).toBe(false);
        }
        expect((await binOf(from.binId)).colStatus).toBe(false);
        expect(await stockProblems(t.db)).toEqual([]);
      }
    });

    it("two moves of one packet to two bins, on two instances: exactly one wins, the other answers 400 and changes nothing", async () => {
      const second = await t.secondInstance();
      for (let round = 0; round < 6; round++) {
        const [p] = await stock(rmA, 1);
        const seen = [{ QRCode: p.qrCode, BinAddress: (await binOf(p.binId!)).colAddress }];
        const one = await makeBin(t.db);
        const two = await makeBin(t.db);
        const answers = await Promise.all([
          move([p.qrCode], one.colAddress, t.app, seen),
          move([p.qrCode], two.colAddress, second, seen),
        ]);
        expect(answers.map((a) => a.body.ResponseCode).sort()).toEqual(["200", "400"]);
        const lost = answers.find((a) => a.body.ResponseCode === "400")!;
        expect(lost.body.ResponseMessage).toBe(stockMessages.movedSinceScan(p.qrCode));
        const moves = await movesOf(p.packetId);
        expect(moves).toHaveLength(1);
        const [won, other] = moves[0].toBinId === one.binId ? [one, two] : [two, one];
        expect(await packetOf(p.qrCode)).toMatchObject({ status: "InBin", binId: won.binId });
        expect((await binOf(won.binId)).colStatus).toBe(true);
        expect((await binOf(other.binId)).colStatus).toBe(false);
        expect((await binOf(p.binId!)).colStatus).toBe(false);
        expect(await stockProblems(t.db)).toEqual([]);
      }
    });

    it("two moves of different products into one empty bin, on two instances: exactly one wins, the other answers 400 and changes nothing", async () => {
      const second = await t.secondInstance();
      for (let round = 0; round < 6; round++) {
        const [a] = await stock(rmA, 1);
        const [b] = await stock(rmB, 1);
        const target = await makeBin(t.db);
        const answers = await Promise.all([
          move([a.qrCode], target.colAddress),
          move([b.qrCode], target.colAddress, second),
        ]);
        expect(answers.map((x) => x.body.ResponseCode).sort()).toEqual(["200", "400"]);
        const [won, lost] = answers[0].body.ResponseCode === "200" ? [a, b] : [b, a];
        expect(answers.find((x) => x.body.ResponseCode === "400")?.body).toMatchObject({
          ResponseMessage: m.otherProductInBin(target.colAddress),
          ResponseData: { QRCode: lost.qrCode },
        });
        expect(await packetOf(won.qrCode)).toMatchObject({ binId: target.binId });
        expect(await packetOf(lost.qrCode)).toMatchObject({ status: "InBin", binId: lost.binId });
        expect((await binOf(lost.binId!)).colStatus).toBe(true);
        expect(await movesOf(lost.packetId)).toHaveLength(0);
        expect(await stockProblems(t.db)).toEqual([]);
      }
    });
  }
});

describe("StockTransfer/GetPacket", () => {
  const lookup = (QRCode: string) => t.call<unknown>("POST", "/api/api/StockTransfer/GetPacket", { QRCode });

  it("answers a packet in a bin or held there with product, qty, state, reason and bin", async () => {
    const [p, held] = await stock(rmA, 2);
    await holdPackets(t.db, { QRCodes: [held.qrCode], Reason: "Expired", Remark: "" }, null);
    const address = (await binOf(p.binId!)).colAddress;
    expect((await lookup(` ${p.qrCode} `)).body).toMatchObject({
      ResponseCode: "200",
      ResponseData: [
        {
          QRCode: p.qrCode,
          ProductCode: "MV-RM-A",
          Qty: 4,
          Status: "InBin",
          HoldReason: null,
          ColAddress: address,
        },
      ],
    });
    expect((await lookup(held.qrCode)).body.ResponseData).toEqual([
      {
        QRCode: held.qrCode,
        ProductCode: "MV-RM-A",
        Qty: 4,
        Status: "OnHold",
        HoldReason: "Expired",
        ColAddress: address,
      },
    ]);
  });

  it("refuses an unknown code and a packet no move takes, naming its state", async () => {
    const [packed] = await stock(rmA, 1, null);
    expect((await lookup("NO-SUCH")).body.ResponseCode).toBe("400");
    expect((await lookup(packed.qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: packetInStateMessage(packed.qrCode, "Packed", null),
    });
  });
});

describe("StockTransfer/GetBinPackets", () => {
  const lookup = (BinAddress: string) =>
    t.call<Array<{ QRCode: string }>>("POST", "/api/api/StockTransfer/GetBinPackets", { BinAddress });

  it("answers every packet of the bin its label names, in any case", async () => {
    const made = await stock(rmA, 3);
    const bin = await binOf(made[0].binId!);
    const res = await lookup(bin.colAddress.toLowerCase());
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.map((r) => r.QRCode)).toEqual(made.map((p) => p.qrCode));
  });

  it("refuses an unknown bin and an empty one", async () => {
    const empty = await makeBin(t.db);
    expect((await lookup("E-99")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: "Bin E-99 does not exist.",
    });
    expect((await lookup(empty.colAddress)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.binHasNoPackets(empty.colAddress),
    });
  });
});

describe("StockTransfer/GetBinAddresses", () => {
  it("answers the active bins with their flags, for the put-away page too", async () => {
    const active = await makeBin(t.db);
    const inactive = await makeBin(t.db);
    await t.db.update(bins).set({ isActive: false }).where(eq(bins.binId, inactive.binId));
    const putAwayOnly = await tokenWithRights(t, "raw-material-inward", ["view"], "inward-only@example.com");
    const res = await t.call<Array<{ BinId: number; ColAddress: string; ColStatus: boolean }>>(
      "POST",
      "/api/api/StockTransfer/GetBinAddresses",
      undefined,
      putAwayOnly,
    );
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData).toContainEqual({
      BinId: active.binId,
      ColAddress: active.colAddress,
      ColStatus: false,
    });
    expect(res.body.ResponseData.some((b) => b.BinId === inactive.binId)).toBe(false);
  });
});
