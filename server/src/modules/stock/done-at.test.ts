import { type PacketHistory, productionCalls } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, consumptionEvents, cycleCountLines } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant, receiveStock } from "./plant.test-support.js";

let t: TestApp;
let plant: Plant;
let token: string;
let rm: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("DA-RM", 3);
  fg = await plant.product("DA-FG", 1);
  token = await t.login();
});
afterAll(() => t.close());

/** A command as the outbox sends it: its own Idempotency-Key and, when given, the floor time. */
const send = async (url: string, body: unknown, doneAt?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/api/${url}`,
    payload: body as never,
    headers: {
      authorization: `Bearer ${token}`,
      "idempotency-key": `k-${Math.random().toString(16).slice(2)}`,
      ...(doneAt ? { "x-done-at": doneAt } : {}),
    },
  });
  return res.json() as { ResponseCode: string; ResponseMessage: string; ResponseData: unknown };
};
const ledgerOf = async (code: string) =>
  (await t.call<PacketHistory>("GET", `/api/api/Stock/GetPacketHistory/${code}`)).body.ResponseData.Ledger;
/** The JSON answer carries instants as ISO text (the typed answer says Date, as the web reads it). */
const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe("X-Done-At on a put-away (RawMaterialInward/UpdateBinInwardMaterialStock)", () => {
  const putAway = async (doneAt?: string) => {
    const [packet] = await receiveStock(t.db, {
      productId: rm,
      supplierId: plant.supplierId,
      qty: 5,
      binId: null,
    });
    const bin = await makeBin(t.db);
    const body = { MRNID: packet.mrnId, BinId: bin.binId, storeItems: [{ QRCode: packet.qrCode }] };
    expect(await send("RawMaterialInward/UpdateBinInwardMaterialStock", body, doneAt)).toMatchObject({
      ResponseCode: "200",
    });
    return (await ledgerOf(packet.qrCode)).find((l) => l.Reason === "putAway")!;
  };

  it("records the floor time beside the arrival time, shown in the packet's history", async () => {
    const doneAt = minutesAgo(90);
    const row = await putAway(doneAt);
    expect(iso(row.DoneAt)).toBe(doneAt);
    expect(Date.parse(iso(row.At)!)).toBeGreaterThan(Date.parse(doneAt));
  });
  it("records none when the header is absent", async () => {
    expect((await putAway()).DoneAt).toBeNull();
  });
  it("ignores a floor time in the future or older than 7 days", async () => {
    expect((await putAway(minutesAgo(-60))).DoneAt).toBeNull();
    expect((await putAway(minutesAgo(8 * 24 * 60))).DoneAt).toBeNull();
  });
});

describe("X-Done-At on an issue (StoreRequisitionIssue/IssueRMStore)", () => {
  it("records the floor time on the issue's ledger row", async () => {
    const requisition = await plant.requisition(fg, 1);
    const [packet] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 1 });
    const doneAt = minutesAgo(30);
    const body = { RequisitionNo: requisition.requisitionNo, storeItems: [{ QRCode: packet.qrCode }] };
    expect(await send("StoreRequisitionIssue/IssueRMStore", body, doneAt)).toMatchObject({
      ResponseCode: "200",
    });
    const row = (await ledgerOf(packet.qrCode)).find((l) => l.Reason === "issueToProduction")!;
    expect(iso(row.DoneAt)).toBe(doneAt);
  });
});

describe("X-Done-At on a move (StockTransfer/MovePackets)", () => {
  it("records the floor time on the move's ledger row", async () => {
    const [packet] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 2 });
    const target = await makeBin(t.db);
    const doneAt = minutesAgo(45);
    const body = { QRCodes: [packet.qrCode], ToBinAddress: target.colAddress };
    expect(await send("StockTransfer/MovePackets", body, doneAt)).toMatchObject({ ResponseCode: "200" });
    const row = (await ledgerOf(packet.qrCode)).find((l) => l.Reason === "move")!;
    expect(iso(row.DoneAt)).toBe(doneAt);
  });
});

describe("X-Done-At on a count line (CycleCount/RecordCount)", () => {
  it("records when the packet was counted on the floor; a recount sent online is stamped with its arrival", async () => {
    const [packet] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 2 });
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, packet.binId!));
    const started = await send("CycleCount/StartCount", { BinAddress: bin.colAddress });
    const { CountId } = started.ResponseData as { CountId: number };
    const doneAt = minutesAgo(20);
    const line = { CountId, Lines: [{ QRCode: packet.qrCode, Qty: 2 }] };
    expect(await send("CycleCount/RecordCount", line, doneAt)).toMatchObject({ ResponseCode: "200" });
    const doneAtOfLine = async () =>
      (await t.db.select().from(cycleCountLines).where(eq(cycleCountLines.countId, CountId)))[0].doneAt;
    expect(iso(await doneAtOfLine())).toBe(doneAt);
    expect(await send("CycleCount/RecordCount", line)).toMatchObject({ ResponseCode: "200" });
    expect(Date.parse(iso(await doneAtOfLine())!)).toBeGreaterThan(Date.parse(doneAt));
  });
});

describe("X-Done-At on an activity report (ActivityReporting/CreateActivityReportingAssembly)", () => {
  it("records the floor time on the consumption event and its ledger rows", async () => {
    const requisition = await plant.requisition(fg, 1);
    const issued = await plant.issue(requisition.requisitionId, rm, 2);
    const doneAt = minutesAgo(15);
    const body = {
      RequisitionNo: requisition.requisitionNo,
      ShiftId: plant.shiftId,
      Operator: "Ravi",
      Stage: "Start",
      storeItems: [{ ProductCode: "DA-RM", Quantity: 1 }],
    };
    const path = productionCalls.activity.assembly.create.path;
    expect(await send(path, body, doneAt)).toMatchObject({ ResponseCode: "200" });
    const [event] = await t.db
      .select()
      .from(consumptionEvents)
      .where(eq(consumptionEvents.requisitionId, requisition.requisitionId));
    expect(iso(event.doneAt)).toBe(doneAt);
    const row = (await ledgerOf(issued.qrCode)).find((l) => l.Reason === "consume")!;
    expect(iso(row.DoneAt)).toBe(doneAt);
  });
});
