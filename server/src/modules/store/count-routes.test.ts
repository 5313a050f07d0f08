import {
  type CountDetail,
  type CountedLine,
  type CountListRow,
  type CountVariance,
  commonMessages,
  cycleCountMessages as m,
  packetInStateMessage,
  type RecallOpened,
  recallMessages,
} from "@wms/domain";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets, stockLedger } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { propertyRuns } from "../../test/property.js";
import { tokenWithRights } from "../masters/test-support.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let fg: number;
/** Counts (view + add), as the demo Store role does; cannot approve. */
let counter: string;
/** A second counter. */
let helper: string;
/** Only sees counts. */
let viewer: string;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("CC-RM", 3);
  fg = await plant.product("CC-FG", 1);
  counter = await tokenWithRights(t, "cycle-count", ["view", "add"], "counter@example.com");
  helper = await tokenWithRights(t, "cycle-count", ["view", "add"], "helper@example.com");
  viewer = await tokenWithRights(t, "cycle-count", ["view"], "viewer@example.com");
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const post = <T>(action: string, body: unknown, token?: string | null) =>
  t.call<T>("POST", `/api/api/CycleCount/${action}`, body, token);
const start = (BinAddress: string, token: string | null = counter) =>
  post<{ CountId: number; BinAddress: string }>("StartCount", { BinAddress }, token);
const record = (CountId: number, lines: Array<[string, number | string]>, token: string | null = counter) =>
  post<CountedLine[]>(
    "RecordCount",
    { CountId, Lines: lines.map(([QRCode, Qty]) => ({ QRCode, Qty })) },
    token,
  );
const submit = (CountId: number, token: string | null = counter) =>
  post<CountVariance[]>("SubmitCount", { CountId }, token);
const approve = (CountId: number, token?: string | null) =>
  post<CountVariance[]>("ApproveCount", { CountId }, token);
const cancel = (CountId: number, token: string | null = counter) =>
  post<null>("CancelCount", { CountId }, token);
const removeLine = (CountId: number, QRCode: string, token: string | null) =>
  post<CountedLine[]>("RemoveCountLine", { CountId, QRCode }, token);
const sendBack = (CountId: number, Reason: string, token?: string | null) =>
  post<null>("SendBackCount", { CountId, Reason }, token);
/** A history entry's empty fields, as the detail answers them. */
const event = { QRCode: null, CountedQty: null, PreviousQty: null, Reason: null };
const detail = (CountId: number, token?: string) =>
  t.call<CountDetail>("GET", `/api/api/CycleCount/GetCount/${CountId}`, undefined, token);

/** `count` packets of `qty` in a new bin; answers them, the bin's id and address. */
async function binWith(count: number, qty: number | string) {
  const made = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty, count });
  const [bin] = await t.db.select().from(bins).where(eq(bins.binId, made[0].binId!));
  return { packets: made, binId: bin.binId, address: bin.colAddress };
}

const packetRow = async (packetId: number) =>
  (await t.db.select().from(packets).where(eq(packets.packetId, packetId)))[0];
const binFull = async (binId: number) =>
  (await t.db.select().from(bins).where(eq(bins.binId, binId)))[0].colStatus;
const countLedger = (packetIds: number[], countId: number) =>
  t.db
    .select()
    .from(stockLedger)
    .where(and(inArray(stockLedger.packetId, packetIds), eq(stockLedger.reference, `Count ${countId}`)));

async function startedCount(address: string, token: string | null = counter) {
  const res = await start(address, token);
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return res.body.ResponseData.CountId;
}

describe("CycleCount/StartCount", () => {
  it("starts a count of an active bin by its address (any case), keeping what the bin holds", async () => {
    const b = await binWith(2, 5);
    const res = await start(b.address.toLowerCase());
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.countStarted(b.address),
      ResponseData: { BinAddress: b.address },
    });
    const shown = await detail(res.body.ResponseData.CountId);
    expect(shown.body.ResponseData).toMatchObject({
      Status: "Open",
      BinAddress: b.address,
      StartedBy: "counter@example.com",
    });
    expect(shown.body.ResponseData.Lines).toEqual([]);
  });

  it("one open count a bin: a second start answers 400 naming the open count, until it is cancelled", async () => {
    const b = await binWith(1, 5);
    const countId = await startedCount(b.address);
    const again = await start(b.address, helper);
    expect(again.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.countOpenForBin(b.address, countId),
      ResponseData: { CountId: countId, BinAddress: b.address },
    });
    expect((await cancel(countId)).body.ResponseCode).toBe("200");
    expect((await start(b.address)).body.ResponseCode).toBe("200");
  });

  it("refuses an unknown bin, an inactive bin and a blank address", async () => {
    expect((await start("E-99")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: "Bin E-99 does not exist.",
    });
    expect((await start("  ")).body.ResponseMessage).toContain(m.enterBinAddress);
    const b = await binWith(1, 5);
    await t.db.update(bins).set({ isActive: false }).where(eq(bins.binId, b.binId));
    expect((await start(b.address)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.binInactive,
    });
  });

  it("needs the Add right of Cycle Count", async () => {
    const b = await binWith(1, 5);
    expect((await start(b.address, viewer)).status).toBe(403);
  });
});

describe("CycleCount/RecordCount", () => {
  it("is blind: answers the counted lines, never the system's quantities; a code recorded again replaces its qty", async () => {
    const b = await binWith(2, "12.345");
    const countId = await startedCount(b.address);
    const [p1, p2] = b.packets;
    const first = await record(countId, [[p1.qrCode, 10]]);
    expect(first.body.ResponseCode).toBe("200");
    expect(first.body.ResponseData).toEqual([
      expect.objectContaining({
        QRCode: p1.qrCode,
        ProductCode: "CC-RM",
        CountedQty: 10,
        RecordedBy: "counter@example.com",
      }),
    ]);
    expect(JSON.stringify(first.body)).not.toContain("12.345");
    expect(first.body.ResponseData[0]).not.toHaveProperty("SystemQty");
    // Twice in one request: the last wins; again later: replaces.
    const second = await record(countId, [
      [p2.qrCode, 1],
      [p2.qrCode, 2.5],
      [p1.qrCode, 11],
    ]);
    expect(second.body.ResponseData.map((l) => [l.QRCode, l.CountedQty]).sort()).toEqual(
      [
        [p1.qrCode, 11],
        [p2.qrCode, 2.5],
      ].sort(),
    );
    const shown = await detail(countId);
    expect(JSON.stringify(shown.body)).not.toContain("12.345");
    expect(shown.body.ResponseData.Lines.map((l) => l.SystemQty)).toEqual([null, null]);
    expect(shown.body.ResponseData.Variances).toEqual([]);
  });

  it("refuses an unknown code and a packet that is not stock in a bin, naming it, and records nothing", async () => {
    const b = await binWith(1, 5);
    const countId = await startedCount(b.address);
    const unknown = await record(countId, [
      [b.packets[0].qrCode, 5],
      ["NO-SUCH-PACKET", 1],
    ]);
    expect(unknown.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.qrUnknown("NO-SUCH-PACKET"),
      ResponseData: { QRCode: "NO-SUCH-PACKET" },
    });
    const other = await binWith(1, 3);
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [other.packets[0].qrCode]);
    const issued = await record(countId, [[other.packets[0].qrCode, 3]]);
    expect(issued.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.notCountable(packetInStateMessage(other.packets[0].qrCode, "Issued", null)),
    });
    expect((await detail(countId)).body.ResponseData.Lines).toEqual([]);
  });

  it("takes quantities from 0 with at most 3 decimals, and only while the count is open", async () => {
    const b = await binWith(1, 5);
    const countId = await startedCount(b.address);
    const code = b.packets[0].qrCode;
    // Refused in plain words: the message alone, never a field path such as "Lines.0.Qty: ...".
    expect((await record(countId, [[code, -1]])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.enterQty,
    });
    expect((await record(countId, [[code, "1.2345"]])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: commonMessages.quantityDecimals,
    });
    expect((await post("RecordCount", { CountId: countId, Lines: [] })).body.ResponseMessage).toBe(
      m.enterLines,
    );
    expect((await record(countId, [["X".repeat(61), 1]])).body.ResponseMessage).toBe(m.enterQr);
    expect((await record(countId, [[code, 0]])).body.ResponseCode).toBe("200");
    expect((await submit(countId)).body.ResponseCode).toBe("200");
    expect((await record(countId, [[code, 5]])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.countNotOpen,
    });
    expect((await record(999_999, [[code, 5]])).body.ResponseMessage).toBe(m.countUnknown);
  });

  it("a packet counted again keeps every count in the history; only its counter counts it again", async () => {
    const b = await binWith(1, 5);
    const code = b.packets[0].qrCode;
    const countId = await startedCount(b.address);
    await record(countId, [[code, 2]]);
    expect((await record(countId, [[code, 7]], helper)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.notYourLine(code, "counter@example.com"),
    });
    expect((await record(countId, [[code, 5]])).body.ResponseCode).toBe("200");
    const shown = (await detail(countId)).body.ResponseData;
    expect(shown.Lines).toEqual([
      expect.objectContaining({ CountedQty: 5, RecordedBy: "counter@example.com" }),
    ]);
    expect(shown.History.map(({ At: _, ...e }) => e)).toEqual([
      { ...event, Kind: "Recorded", QRCode: code, CountedQty: 2, By: "counter@example.com" },
      {
        ...event,
        Kind: "Rerecorded",
        QRCode: code,
        CountedQty: 5,
        PreviousQty: 2,
        By: "counter@example.com",
      },
    ]);
  });

  it("needs the Add right", async () => {
    const b = await binWith(1, 5);
    const countId = await startedCount(b.address);
    expect((await record(countId, [[b.packets[0].qrCode, 5]], viewer)).status).toBe(403);
  });
});

describe("CycleCount/RemoveCountLine", () => {
  it("takes a packet out of an open count; one not in it is refused", async () => {
    const b = await binWith(2, 5);
    const countId = await startedCount(b.address);
    await record(countId, [
      [b.packets[0].qrCode, 5],
      [b.packets[1].qrCode, 5],
    ]);
    const res = await post<CountedLine[]>(
      "RemoveCountLine",
      { CountId: countId, QRCode: b.packets[0].qrCode },
      counter,
    );
    expect(res.body.ResponseData.map((l) => l.QRCode)).toEqual([b.packets[1].qrCode]);
    const again = await post("RemoveCountLine", { CountId: countId, QRCode: b.packets[0].qrCode }, counter);
    expect(again.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.notCounted(b.packets[0].qrCode),
    });
  });

  it("only the user who counted a line removes it, and only before submit; the removal is kept with who, when and its qty", async () => {
    const b = await binWith(2, 5);
    const [mine, theirs] = b.packets;
    const countId = await startedCount(b.address);
    await record(countId, [[mine.qrCode, 5]]);
    await record(countId, [[theirs.qrCode, 4]], helper);
    const admin = await t.login();
    for (const [token, code] of [
      [admin, mine.qrCode],
      [helper, mine.qrCode],
      [counter, theirs.qrCode],
    ] as const) {
      const by = code === mine.qrCode ? "counter@example.com" : "helper@example.com";
      expect((await removeLine(countId, code, token)).body).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: m.notYourLine(code, by),
        ResponseData: { QRCode: code },
      });
    }
    expect((await detail(countId)).body.ResponseData.Lines).toHaveLength(2);
    const removed = await removeLine(countId, mine.qrCode, counter);
    expect(removed.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.removed });
    const shown = (await detail(countId)).body.ResponseData;
    expect(shown.Lines.map((l) => l.QRCode)).toEqual([theirs.qrCode]);
    expect(shown.History.map(({ At: _, ...e }) => e)).toEqual([
      { ...event, Kind: "Recorded", QRCode: mine.qrCode, CountedQty: 5, By: "counter@example.com" },
      { ...event, Kind: "Recorded", QRCode: theirs.qrCode, CountedQty: 4, By: "helper@example.com" },
      { ...event, Kind: "Removed", QRCode: mine.qrCode, PreviousQty: 5, By: "counter@example.com" },
    ]);
    expect(shown.History.every((e) => !Number.isNaN(new Date(e.At).getTime()))).toBe(true);
    // After submit nothing is removed, not even by its counter.
    await submit(countId, helper);
    expect((await removeLine(countId, theirs.qrCode, helper)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.countNotOpen,
    });
  });
});

describe("CycleCount/SubmitCount", () => {
  it("answers missing, found (noting where the record had it) and qty differs; the detail then shows system qty", async () => {
    const b = await binWith(3, 10);
    const elsewhere = await binWith(1, 4);
    const [right, wrong, missing] = b.packets;
    const found = elsewhere.packets[0];
    const countId = await startedCount(b.address);
    await record(countId, [
      [right.qrCode, 10],
      [wrong.qrCode, 7.5],
      [found.qrCode, 4],
    ]);
    const res = await submit(countId);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.submitted });
    const base = { ProductCode: "CC-RM", Outcome: null, SystemStatus: null, SystemBin: null };
    expect(res.body.ResponseData).toEqual(
      expect.arrayContaining([
        { ...base, QRCode: missing.qrCode, Kind: "Missing", SystemQty: 10, CountedQty: null },
        { ...base, QRCode: wrong.qrCode, Kind: "QtyDiffers", SystemQty: 10, CountedQty: 7.5 },
        {
          ...base,
          QRCode: found.qrCode,
          Kind: "Found",
          SystemQty: 4,
          CountedQty: 4,
          SystemStatus: "InBin",
          SystemBin: elsewhere.address,
        },
      ]),
    );
    expect(res.body.ResponseData).toHaveLength(3);
    const shown = (await detail(countId)).body.ResponseData;
    expect(shown.Status).toBe("Submitted");
    expect(Object.fromEntries(shown.Lines.map((l) => [l.QRCode, l.SystemQty]))).toEqual({
      [right.qrCode]: 10,
      [wrong.qrCode]: 10,
      [found.qrCode]: 4,
    });
    expect(shown.Variances).toHaveLength(3);
    expect((await submit(countId)).body.ResponseMessage).toBe(m.countNotOpen);
  });
});

describe("CycleCount/ApproveCount", () => {
  it("the counter cannot approve, nor anyone who recorded a packet of it; a view or add right gets 403", async () => {
    const b = await binWith(2, 5);
    const countId = await startedCount(b.address);
    await record(countId, [[b.packets[0].qrCode, 5]], helper);
    await submit(countId, helper);
    const approverToken = await tokenWithRights(
      t,
      "cycle-count",
      ["view", "add", "edit"],
      "boss@example.com",
    );
    expect((await approve(countId, counter)).status).toBe(403);
    expect((await approve(countId, viewer)).status).toBe(403);
    // The starter with the Edit right is still refused.
    const editorCounter = await tokenWithRights(
      t,
      "cycle-count",
      ["view", "add", "edit"],
      "editor@example.com",
    );
    const other = await binWith(1, 5);
    const own = await startedCount(other.address, editorCounter);
    await submit(own, editorCounter);
    expect((await approve(own, editorCounter)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.approverCounted,
    });
    expect((await approve(own, approverToken)).body.ResponseCode).toBe("200");
    // One who only recorded lines of a count (not its starter) is refused too.
    const third = await binWith(1, 5);
    const recorded = await startedCount(third.address);
    await record(recorded, [[third.packets[0].qrCode, 4]], editorCounter);
    await submit(recorded);
    expect((await approve(recorded, editorCounter)).body.ResponseMessage).toBe(m.approverCounted);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("posts: a missing packet becomes Lost and leaves the bin, a qty is corrected, a found packet moves in; ledger and flags follow", async () => {
    const b = await binWith(3, 10);
    const elsewhere = await binWith(1, 4);
    const [right, wrong, missing] = b.packets;
    const found = elsewhere.packets[0];
    const countId = await startedCount(b.address);
    await record(countId, [
      [right.qrCode, 10],
      [wrong.qrCode, 12.5],
      [found.qrCode, 3],
    ]);
    await submit(countId);
    const res = await approve(countId);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.approved(3, 0) });
    expect(res.body.ResponseData.map((v) => v.Outcome)).toEqual(["Posted", "Posted", "Posted"]);

    expect(await packetRow(missing.packetId)).toMatchObject({
      status: "OnHold",
      holdReason: "Lost",
      holdRemark: m.lostRemark(countId),
      binId: null,
      qty: "10.000",
    });
    expect(await packetRow(wrong.packetId)).toMatchObject({ status: "InBin", binId: b.binId, qty: "12.500" });
    expect(await packetRow(found.packetId)).toMatchObject({ status: "InBin", binId: b.binId, qty: "3.000" });
    expect(await packetRow(right.packetId)).toMatchObject({ status: "InBin", binId: b.binId, qty: "10.000" });
    expect(await binFull(b.binId)).toBe(true);
    expect(await binFull(elsewhere.binId)).toBe(false);
    const ledger = await countLedger(
      [right, wrong, missing, found].map((p) => p.packetId),
      countId,
    );
    expect(ledger.every((l) => l.reason === "countAdjust")).toBe(true);
    expect(ledger.filter((l) => l.packetId === right.packetId)).toEqual([]);
    expect(ledger.filter((l) => l.packetId === wrong.packetId)).toEqual([
      expect.objectContaining({ qty: "2.500", fromStatus: null, toStatus: "InBin", toBinId: b.binId }),
    ]);
    expect(ledger.filter((l) => l.packetId === found.packetId)).toEqual([
      expect.objectContaining({
        qty: "4.000",
        fromStatus: "InBin",
        fromBinId: elsewhere.binId,
        toBinId: b.binId,
      }),
      expect.objectContaining({ qty: "1.000", fromStatus: "InBin", toStatus: null }),
    ]);
    const shown = (await detail(countId)).body.ResponseData;
    expect(shown).toMatchObject({ Status: "Approved", ApprovedBy: expect.any(String) });
    expect((await approve(countId)).body.ResponseMessage).toBe(m.countNotSubmitted);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("a missing packet held already keeps its reason: one an open recall holds still says Recall and is refused naming it", async () => {
    const recalled = await binWith(1, 6);
    const damaged = await binWith(1, 7);
    const opened = await t.call<RecallOpened>("POST", "/api/api/Recall/CreateRecall", {
      MRNID: recalled.packets[0].mrnId,
      Reason: "supplier reports bad lot",
    });
    expect(opened.body.ResponseCode, opened.body.ResponseMessage).toBe("200");
    const recallId = opened.body.ResponseData.RecallId;
    const held = await t.call("POST", "/api/api/StockHold/HoldPackets", {
      QRCodes: [damaged.packets[0].qrCode],
      Reason: "Damaged",
      Remark: "",
    });
    expect(held.body.ResponseCode, held.body.ResponseMessage).toBe("200");

    for (const b of [recalled, damaged]) {
      const countId = await startedCount(b.address);
      await submit(countId);
      expect((await approve(countId)).body.ResponseMessage).toBe(m.approved(1, 0));
    }
    expect(await packetRow(recalled.packets[0].packetId)).toMatchObject({
      status: "OnHold",
      holdReason: "Recall",
      binId: null,
    });
    expect(await packetRow(damaged.packets[0].packetId)).toMatchObject({
      status: "OnHold",
      holdReason: "Damaged",
      binId: null,
    });
    const release = await t.call("POST", "/api/api/StockHold/ReleasePackets", {
      QRCodes: [recalled.packets[0].qrCode],
      Remark: "",
    });
    expect(release.body.ResponseMessage).toBe(
      recallMessages.heldForRecall(recalled.packets[0].qrCode, recallId),
    );
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("a bin whose every packet is missing becomes Empty; a packet counted 0 is missing", async () => {
    const b = await binWith(2, 5);
    const countId = await startedCount(b.address);
    await record(countId, [[b.packets[0].qrCode, 0]]);
    const variances = (await submit(countId)).body.ResponseData;
    expect(variances.map((v) => [v.Kind, v.CountedQty])).toEqual([
      ["Missing", 0],
      ["Missing", null],
    ]);
    await approve(countId);
    expect(await binFull(b.binId)).toBe(false);
    for (const p of b.packets)
      expect(await packetRow(p.packetId)).toMatchObject({ status: "OnHold", binId: null });
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("a packet issued after the count started, or moved by another count, is Stale and left as it is", async () => {
    const b = await binWith(3, 10);
    const other = await binWith(1, 2);
    const [issued, moved, lower] = b.packets;
    const countId = await startedCount(b.address);
    await record(countId, [
      [issued.qrCode, 9],
      [moved.qrCode, 9],
      [lower.qrCode, 9],
    ]);
    await submit(countId);
    const { requisitionNo } = await plant.requisition(fg, 1);
    await plant.issueCodes(requisitionNo, [issued.qrCode]);
    // Another bin's count finds `moved` there and is approved first: the packet moves to that bin.
    const otherCount = await startedCount(other.address, helper);
    await record(otherCount, [
      [other.packets[0].qrCode, 2],
      [moved.qrCode, 10],
    ]);
    await submit(otherCount, helper);
    expect((await approve(otherCount)).body.ResponseCode).toBe("200");
    const issuedBefore = await packetRow(issued.packetId);
    const movedBefore = await packetRow(moved.packetId);
    expect(movedBefore).toMatchObject({ binId: other.binId });

    const res = await approve(countId);
    expect(res.body.ResponseMessage).toBe(m.approved(1, 2));
    const outcome = Object.fromEntries(res.body.ResponseData.map((v) => [v.QRCode, v.Outcome]));
    expect(outcome).toEqual({ [issued.qrCode]: "Stale", [moved.qrCode]: "Stale", [lower.qrCode]: "Posted" });
    expect(await packetRow(issued.packetId)).toEqual(issuedBefore);
    expect(await packetRow(moved.packetId)).toEqual(movedBefore);
    expect(await countLedger([issued.packetId, moved.packetId], countId)).toEqual([]);
    expect(await packetRow(lower.packetId)).toMatchObject({ qty: "9.000" });
    expect(await stockProblems(t.db)).toEqual([]);
  });
});

describe("CycleCount/SendBackCount", () => {
  it("sends a submitted count back to its counter with a reason: open again, nothing posted, the counter recounts and resubmits", async () => {
    const b = await binWith(2, 5);
    const [right, wrong] = b.packets;
    const countId = await startedCount(b.address);
    await record(countId, [
      [right.qrCode, 5],
      [wrong.qrCode, 3],
    ]);
    await submit(countId);
    expect((await sendBack(countId, "  ")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.enterReason,
    });
    expect((await sendBack(countId, "Recount B: torn label", counter)).status).toBe(403);
    expect((await sendBack(countId, "Recount B: torn label")).body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.sentBack,
    });
    const reopened = (await detail(countId)).body.ResponseData;
    expect(reopened).toMatchObject({ Status: "Open", SubmittedBy: null, Variances: [] });
    expect(reopened.History.slice(-2).map(({ At: _, ...e }) => e)).toEqual([
      { ...event, Kind: "Submitted", By: "counter@example.com" },
      { ...event, Kind: "SentBack", Reason: "Recount B: torn label", By: "Administrator" },
    ]);
    expect(await packetRow(wrong.packetId)).toMatchObject({ qty: "5.000", status: "InBin", binId: b.binId });
    expect((await sendBack(countId, "again")).body.ResponseMessage).toBe(m.countNotSentBack);
    // The counter recounts; the approver approves what was counted.
    await record(countId, [[wrong.qrCode, 5]]);
    await submit(countId);
    const approved = await approve(countId);
    expect(approved.body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.approved(0, 0) });
    expect((await sendBack(countId, "too late")).body.ResponseMessage).toBe(m.countNotSentBack);
    expect(await stockProblems(t.db)).toEqual([]);
  });
});

describe("an approver never empties a count (issue 38)", () => {
  it("store counts a packet right; admin cannot remove the line, so approval posts nothing and the packet stays in its bin", async () => {
    const b = await binWith(1, 5);
    const packet = b.packets[0];
    const admin = await t.login();
    const countId = await startedCount(b.address);
    await record(countId, [[packet.qrCode, 5]]);
    expect((await removeLine(countId, packet.qrCode, admin)).body.ResponseMessage).toBe(
      m.notYourLine(packet.qrCode, "counter@example.com"),
    );
    await submit(countId);
    expect((await approve(countId, admin)).body).toMatchObject({ ResponseCode: "200", ResponseData: [] });
    expect(await packetRow(packet.packetId)).toMatchObject({ status: "InBin", binId: b.binId, qty: "5.000" });
    expect(await countLedger([packet.packetId], countId)).toEqual([]);
  });

  it("an approver who counted a line, even one removed again, cannot approve", async () => {
    const b = await binWith(2, 5);
    const approverToken = await tokenWithRights(
      t,
      "cycle-count",
      ["view", "add", "edit"],
      "lead@example.com",
    );
    const countId = await startedCount(b.address);
    await record(countId, [[b.packets[0].qrCode, 5]]);
    await record(countId, [[b.packets[1].qrCode, 0]], approverToken);
    await removeLine(countId, b.packets[1].qrCode, approverToken);
    await submit(countId);
    expect((await approve(countId, approverToken)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.approverCounted,
    });
    expect((await detail(countId)).body.ResponseData.Status).toBe("Submitted");
  });
});

describe("two counters recording one packet at once (two instances)", () => {
  it("exactly one of them counts it; the other is refused naming the counter; the history has one recording", async () => {
    const second = await t.secondInstance();
    for (let round = 0; round < (onPostgres ? 6 : 2); round++) {
      const b = await binWith(1, 5);
      const code = b.packets[0].qrCode;
      const countId = await startedCount(b.address);
      const body = { CountId: countId, Lines: [{ QRCode: code, Qty: 5 }] };
      const [first, other] = await Promise.all([
        record(countId, [[code, 5]]),
        second
          .inject({
            method: "POST",
            url: "/api/api/CycleCount/RecordCount",
            payload: body,
            headers: { authorization: `Bearer ${helper}` },
          })
          .then((r) => r.json() as { ResponseCode: string; ResponseMessage: string }),
      ]);
      const codes = [first.body.ResponseCode, other.ResponseCode].sort();
      expect(codes).toEqual(["200", "400"]);
      const winner = first.body.ResponseCode === "200" ? "counter@example.com" : "helper@example.com";
      const refusal = first.body.ResponseCode === "200" ? other.ResponseMessage : first.body.ResponseMessage;
      expect(refusal).toBe(m.notYourLine(code, winner));
      const shown = (await detail(countId)).body.ResponseData;
      expect(shown.Lines).toEqual([expect.objectContaining({ QRCode: code, RecordedBy: winner })]);
      expect(shown.History.map((e) => [e.Kind, e.By])).toEqual([["Recorded", winner]]);
    }
  });
});

describe("CycleCount/CancelCount", () => {
  it("cancels an open or a submitted count, posting nothing; an approved one cannot be", async () => {
    const b = await binWith(1, 5);
    const open = await startedCount(b.address);
    expect((await cancel(open)).body).toMatchObject({ ResponseCode: "200", ResponseMessage: m.cancelled });
    const submitted = await startedCount(b.address);
    await submit(submitted);
    expect((await cancel(submitted)).body.ResponseCode).toBe("200");
    expect(await packetRow(b.packets[0].packetId)).toMatchObject({ status: "InBin", binId: b.binId });
    expect((await approve(submitted)).body.ResponseMessage).toBe(m.countNotSubmitted);
    expect((await cancel(submitted)).body.ResponseMessage).toBe(m.countNotCancellable);
    const approved = await startedCount(b.address);
    await submit(approved);
    await approve(approved);
    expect((await cancel(approved)).body.ResponseMessage).toBe(m.countNotCancellable);
  });
});

describe("CycleCount/GetCounts", () => {
  const list = (body: Record<string, unknown>, token?: string) =>
    t.call<CountListRow[]>(
      "POST",
      "/api/api/CycleCount/GetCounts",
      { PageNo: 1, First: 1, PageSize: 10, ...body },
      token,
    );

  it("pages on the server, searched by bin, filtered by status, with who and what changed", async () => {
    const b = await binWith(2, 5);
    const countId = await startedCount(b.address);
    await record(countId, [[b.packets[0].qrCode, 4]], helper);
    await submit(countId);
    await approve(countId);
    const res = await list({ SearchValue: b.address }, viewer);
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({
        CountId: countId,
        BinAddress: b.address,
        Status: "Approved",
        StartedBy: "counter@example.com",
        CountedBy: "helper@example.com",
        Lines: 1,
        Variances: 2,
        Posted: 2,
        Stale: 0,
        TotalRows: 1,
      }),
    ]);
    const approvedOnly = await list({ Status: "Approved", PageSize: 100 });
    expect(approvedOnly.body.ResponseData.every((r) => r.Status === "Approved")).toBe(true);
    expect(approvedOnly.body.ResponseData.map((r) => r.CountId)).toContain(countId);
    const openOnly = await list({ Status: "Open", PageSize: 100 });
    expect(openOnly.body.ResponseData.map((r) => r.CountId)).not.toContain(countId);

    const all = await list({ PageSize: 2, SortColumn: "CountId", SortOrder: "DESC" });
    const second = await list({ PageNo: 2, First: 3, PageSize: 2, SortColumn: "CountId", SortOrder: "DESC" });
    expect(all.body.ResponseData).toHaveLength(2);
    expect(second.body.ResponseData[0].CountId).toBeLessThan(all.body.ResponseData[1].CountId);
    expect(second.body.ResponseData[0].TotalRows).toBe(all.body.ResponseData[0].TotalRows);
  });

  it("filters by the days counts started on, and refuses a date that is none", async () => {
    const today = new Date();
    const sent = `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;
    expect((await list({ FromDate: sent, ToDate: sent })).body.ResponseData.length).toBeGreaterThan(0);
    expect((await list({ FromDate: "01/01/2001", ToDate: "01/02/2001" })).body.ResponseData).toEqual([]);
    expect((await list({ FromDate: "13/45/2026" })).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.dateInvalid,
    });
  });
});

describe("CycleCount/GetCount/{CountId}", () => {
  it("answers 400 for a count that is not there", async () => {
    expect((await detail(987_654)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.countUnknown,
    });
  });
});

describe("cycle count against its own record (oracle)", () => {
  type Action = { kind: "right" } | { kind: "wrong"; milli: number } | { kind: "zero" } | { kind: "skip" };
  const action = fc.oneof(
    fc.constant<Action>({ kind: "right" }),
    fc.integer({ min: 1, max: 30_000 }).map<Action>((milli) => ({ kind: "wrong", milli })),
    fc.constant<Action>({ kind: "zero" }),
    fc.constant<Action>({ kind: "skip" }),
  );
  const qtyOf = (milli: number) => milli / 1000;

  it("finds exactly the variances the record predicts and posts exactly the changes it predicts", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Whole packets: receiveStock multiplies qty by count in floating point, which thousandths would drift.
        fc.integer({ min: 1, max: 20 }).map((whole) => whole * 1000),
        fc.array(action, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 9_000 }), { maxLength: 2 }),
        async (packetMilli, actions, foundMilli) => {
          const b = await binWith(actions.length, qtyOf(packetMilli));
          const others = [];
          for (const _ of foundMilli) others.push(await binWith(1, 2));
          const countId = await startedCount(b.address);
          const lines: Array<[string, number]> = [];
          // The record: what each packet should be after approval, and the variances to expect.
          const expectRow = new Map<number, { status: string; binId: number | null; milli: number }>();
          const variances: Array<Partial<CountVariance>> = [];
          b.packets.forEach((p, i) => {
            const a = actions[i];
            if (a.kind === "right") lines.push([p.qrCode, qtyOf(packetMilli)]);
            if (a.kind === "wrong") lines.push([p.qrCode, qtyOf(a.milli)]);
            if (a.kind === "zero") lines.push([p.qrCode, 0]);
            const differs = a.kind === "wrong" && a.milli !== packetMilli;
            if (a.kind === "zero" || a.kind === "skip") {
              variances.push({
                QRCode: p.qrCode,
                Kind: "Missing",
                SystemQty: qtyOf(packetMilli),
                CountedQty: a.kind === "zero" ? 0 : null,
              });
              expectRow.set(p.packetId, { status: "OnHold", binId: null, milli: packetMilli });
            } else if (differs) {
              variances.push({
                QRCode: p.qrCode,
                Kind: "QtyDiffers",
                SystemQty: qtyOf(packetMilli),
                CountedQty: qtyOf(a.milli),
              });
              expectRow.set(p.packetId, { status: "InBin", binId: b.binId, milli: a.milli });
            } else expectRow.set(p.packetId, { status: "InBin", binId: b.binId, milli: packetMilli });
          });
          others.forEach((o, i) => {
            const p = o.packets[0];
            lines.push([p.qrCode, qtyOf(foundMilli[i])]);
            if (foundMilli[i] > 0) {
              variances.push({
                QRCode: p.qrCode,
                Kind: "Found",
                SystemQty: 2,
                CountedQty: qtyOf(foundMilli[i]),
              });
              expectRow.set(p.packetId, { status: "InBin", binId: b.binId, milli: foundMilli[i] });
            } else expectRow.set(p.packetId, { status: "InBin", binId: o.binId, milli: 2000 });
          });
          if (lines.length > 0) expect((await record(countId, lines)).body.ResponseCode).toBe("200");
          const submitted = await submit(countId);
          const byCode = (vs: Array<Partial<CountVariance>>) =>
            [...vs].sort((x, y) => String(x.QRCode).localeCompare(String(y.QRCode)));
          expect(
            byCode(
              submitted.body.ResponseData.map(({ QRCode, Kind, SystemQty, CountedQty }) => ({
                QRCode,
                Kind,
                SystemQty,
                CountedQty,
              })),
            ),
          ).toEqual(byCode(variances));
          const approved = await approve(countId);
          expect(approved.body.ResponseMessage).toBe(m.approved(variances.length, 0));
          for (const [packetId, row] of expectRow) {
            const p = await packetRow(packetId);
            expect({ status: p.status, binId: p.binId, milli: Math.round(Number(p.qty) * 1000) }).toEqual(
              row,
            );
          }
          const stillIn = [...expectRow.values()].some((r) => r.binId === b.binId);
          expect(await binFull(b.binId)).toBe(stillIn);
          for (const [i, o] of others.entries()) expect(await binFull(o.binId)).toBe(foundMilli[i] === 0);
          expect(await stockProblems(t.db)).toEqual([]);
        },
      ),
      propertyRuns(onPostgres ? 4 : 8),
    );
  });
});

describe("a count approval racing an issue (two instances)", () => {
  it("exactly one of them changes the packet; an issue first makes its variance Stale; nothing counted twice", async () => {
    const second = await t.secondInstance();
    const adminToken = await t.login();
    for (let round = 0; round < (onPostgres ? 4 : 2); round++) {
      const b = await binWith(2, 5);
      const [raced, kept] = b.packets;
      const countId = await startedCount(b.address);
      await record(countId, [[kept.qrCode, 5]]);
      await submit(countId);
      const { requisitionNo } = await plant.requisition(fg, 1);
      const [approved, issued] = await Promise.all([
        approve(countId),
        second
          .inject({
            method: "POST",
            url: "/api/api/StoreRequisitionIssue/IssueRMStore",
            payload: { RequisitionNo: requisitionNo, storeItems: [{ QRCode: raced.qrCode }] },
            headers: { authorization: `Bearer ${adminToken}` },
          })
          .then((r) => r.json() as { ResponseCode: string }),
      ]);
      expect(approved.body.ResponseCode).toBe("200");
      const outcome = approved.body.ResponseData.find((v) => v.QRCode === raced.qrCode)?.Outcome;
      const row = await packetRow(raced.packetId);
      const ledger = await t.db.select().from(stockLedger).where(eq(stockLedger.packetId, raced.packetId));
      const adjusted = ledger.filter((l) => l.reason === "countAdjust");
      const issuedRows = ledger.filter((l) => l.reason === "issueToProduction");
      if (issued.ResponseCode === "200") {
        expect(outcome).toBe("Stale");
        expect(row).toMatchObject({ status: "Issued", binId: null });
        expect([adjusted.length, issuedRows.length]).toEqual([0, 1]);
      } else {
        expect(issued.ResponseCode).toBe("400");
        expect(outcome).toBe("Posted");
        expect(row).toMatchObject({ status: "OnHold", holdReason: "Lost", binId: null });
        expect([adjusted.length, issuedRows.length]).toEqual([1, 0]);
      }
      expect(await binFull(b.binId)).toBe(true);
      expect(await stockProblems(t.db)).toEqual([]);
    }
  });
});
