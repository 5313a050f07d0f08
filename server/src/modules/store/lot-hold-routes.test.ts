import {
  commonMessages,
  type LotHoldDone,
  type LotHoldPreview,
  stockHoldMessages as m,
  type StockHoldDone,
  type WriteOffRow,
} from "@wms/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins, packets, stockLedger } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let other: number;
let rmCode: string;
let otherCode: string;
/** Holds, releases and requests write-offs (Hold & Scrap view, add, edit), as a store lead would. */
let lead: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rmCode = `LH-RM-${Date.now() % 100000}`;
  rm = await plant.product(rmCode, 3);
  otherCode = `LH-OT-${Date.now() % 100000}`;
  other = await plant.product(otherCode, 3);
  admin = await t.login();
  lead = await tokenWithRights(t, "hold-and-scrap", ["view", "add", "edit"], "lead@example.com");
});
afterAll(() => t.close());

const api = "/api/api/StockHold/";
const post = <T>(action: string, body: unknown, token?: string | null) =>
  t.call<T>("POST", `${api}${action}`, body, token);
type Scope = { MRNID?: number; RequisitionNo?: string; ProductCode?: string };
const preview = (Scope: Scope) => post<LotHoldPreview>("PreviewLotHold", Scope);
const holdLot = (Scope: Scope, Reason = "QualitySuspect", token?: string) =>
  post<LotHoldDone>("HoldLot", { Scope, Reason, Remark: "supplier alert" }, token);
const releaseLot = (Scope: Scope, Reason = "QualitySuspect") =>
  post<LotHoldDone>("ReleaseLot", { Scope, Reason, Remark: "cleared by QA" });
const holdPackets = (QRCodes: string[], Reason: string) =>
  post<StockHoldDone>("HoldPackets", { QRCodes, Reason, Remark: "" });
const requestWriteOff = (QRCodes: string[], token = lead) =>
  post<WriteOffRow>("RequestWriteOff", { QRCodes, Remark: "not found after two counts" }, token);
const decide = (WriteOffId: number, Approve: boolean, token?: string | null) =>
  post<WriteOffRow>(
    "DecideWriteOff",
    { WriteOffId, Approve, Remark: Approve ? "agreed" : "search row C" },
    token,
  );

/** `count` packets of `qty` of `productId` from a new MRN, put away in a new bin (null: left Packed). */
const received = (count: number, productId = rm, binId?: number | null) =>
  receiveStock(t.db, { productId, supplierId: plant.supplierId, qty: 4, count, binId });

const statesOf = async (codes: string[]) =>
  (
    await t.db
      .select({
        qrCode: packets.qrCode,
        status: packets.status,
        holdReason: packets.holdReason,
        binId: packets.binId,
      })
      .from(packets)
      .where(inArray(packets.qrCode, codes))
      .orderBy(asc(packets.packetId))
  ).map(({ status, holdReason, binId }) => ({ status, holdReason, binId }));
const stockIsTrue = async () => expect(await stockProblems(t.db)).toEqual([]);

describe("StockHold/PreviewLotHold", () => {
  it("counts what a hold of the MRN would take and what is already held, by reason", async () => {
    const inBin = await received(3);
    const mrnId = inBin[0].mrnId;
    await holdPackets([inBin[0].qrCode], "Damaged");
    const res = await preview({ MRNID: mrnId });
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    expect(res.body.ResponseData).toEqual({
      ToHold: 2,
      ToHoldQty: 8,
      Held: [{ HoldReason: "Damaged", Packets: 1, Qty: 4 }],
      ProductCodes: [rmCode],
    });
  });

  it("refuses a scope that names nothing, or both an MRN and a requisition, and names what does not exist", async () => {
    expect((await preview({})).body.ResponseMessage).toBe(m.chooseLot);
    expect((await preview({ MRNID: 1, RequisitionNo: "REQ000001" })).body.ResponseMessage).toBe(
      m.mrnOrRequisition,
    );
    expect((await preview({ MRNID: 987654 })).body.ResponseMessage).toBe(m.mrnUnknown(987654));
    expect((await preview({ ProductCode: "NO-SUCH" })).body.ResponseMessage).toBe(
      m.productUnknown("NO-SUCH"),
    );
    expect((await preview({ RequisitionNo: "req999999" })).body.ResponseMessage).toBe(
      m.requisitionUnknown("REQ999999"),
    );
  });
});

describe("StockHold/HoldLot", () => {
  it("holds every packet of the MRN in a bin or packed, in one command, and nothing of any other MRN", async () => {
    const inBin = await received(3);
    const mrnId = inBin[0].mrnId;
    const neighbour = await received(2);
    await holdPackets([inBin[2].qrCode], "Damaged");
    const res = await holdLot({ MRNID: mrnId }, "QualitySuspect", lead);
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    expect(res.body.ResponseData).toEqual({ Changed: 2 });
    expect(res.body.ResponseMessage).toBe(m.lotHeld(2));
    const binId = inBin[0].binId;
    expect(await statesOf(inBin.map((p) => p.qrCode))).toEqual([
      { status: "OnHold", holdReason: "QualitySuspect", binId },
      { status: "OnHold", holdReason: "QualitySuspect", binId },
      { status: "OnHold", holdReason: "Damaged", binId },
    ]);
    expect(await statesOf(neighbour.map((p) => p.qrCode))).toEqual([
      { status: "InBin", holdReason: null, binId: neighbour[0].binId },
      { status: "InBin", holdReason: null, binId: neighbour[0].binId },
    ]);
    const held = await t.db
      .select({ reason: stockLedger.reason, reference: stockLedger.reference })
      .from(stockLedger)
      .where(inArray(stockLedger.packetId, [inBin[0].packetId, inBin[1].packetId]));
    expect(held.filter((r) => r.reason === "hold")).toEqual([
      { reason: "hold", reference: "QualitySuspect: supplier alert" },
      { reason: "hold", reference: "QualitySuspect: supplier alert" },
    ]);
    await stockIsTrue();
  });

  it("holds a product's packets across its MRNs, packed ones too, and an MRN narrowed to one product", async () => {
    const first = await received(2, other);
    const packed = await received(1, other, null);
    expect((await holdLot({ ProductCode: "  " })).body.ResponseMessage).toBe(m.chooseLot);
    const code = otherCode.toLowerCase();
    const narrowed = await holdLot({ MRNID: first[0].mrnId, ProductCode: code });
    expect(narrowed.body.ResponseData).toEqual({ Changed: 2 });
    const all = await holdLot({ ProductCode: code }, "Expired");
    expect(all.body.ResponseData).toEqual({ Changed: 1 });
    expect(await statesOf([packed[0].qrCode])).toEqual([
      { status: "OnHold", holdReason: "Expired", binId: null },
    ]);
    await stockIsTrue();
  });

  it("holds a produced lot by the requisition that made it, whatever case the number is typed in", async () => {
    const made = await plant.product(`LH-IN-${Date.now() % 100000}`, 2);
    const { requisitionNo } = await plant.requisition(made, 6);
    const output = await plant.receiveOutput(requisitionNo, 6, 3);
    const res = await holdLot({ RequisitionNo: requisitionNo.toLowerCase() }, "Damaged");
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    expect(res.body.ResponseData).toEqual({ Changed: output.length });
    expect((await statesOf(output)).map((p) => p.status)).toEqual(output.map(() => "OnHold"));
    await stockIsTrue();
  });

  it("refuses a lot with nothing in a bin or packed, and a reason the set keeps for recalls and counts", async () => {
    const made = await received(1);
    await holdPackets([made[0].qrCode], "Damaged");
    expect((await holdLot({ MRNID: made[0].mrnId })).body.ResponseMessage).toBe(m.nothingToHold);
    expect((await holdLot({ MRNID: made[0].mrnId }, "Recall")).body.ResponseMessage).toBe(m.chooseReason);
    expect((await holdLot({ MRNID: made[0].mrnId }, "Lost")).body.ResponseMessage).toBe(m.chooseReason);
  });
});

describe("StockHold/ReleaseLot", () => {
  it("releases the lot's packets held for that reason only, back to their bin or to put away", async () => {
    const inBin = await received(2);
    const mrnId = inBin[0].mrnId;
    expect((await holdLot({ MRNID: mrnId })).body.ResponseData).toEqual({ Changed: 2 });
    await t.call("POST", `${api}ReleasePackets`, { QRCodes: [inBin[1].qrCode], Remark: "" });
    await holdPackets([inBin[1].qrCode], "Damaged");
    const res = await releaseLot({ MRNID: mrnId });
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    expect(res.body.ResponseData).toEqual({ Changed: 1 });
    expect(await statesOf(inBin.map((p) => p.qrCode))).toEqual([
      { status: "InBin", holdReason: null, binId: inBin[0].binId },
      { status: "OnHold", holdReason: "Damaged", binId: inBin[0].binId },
    ]);
    expect((await releaseLot({ MRNID: mrnId })).body.ResponseMessage).toBe(
      m.nothingToRelease("QualitySuspect"),
    );
    await stockIsTrue();
  });
});

describe("StockHold/RequestWriteOff and DecideWriteOff", () => {
  it("a lost packet cannot be scrapped directly: its write-off is requested, then approved by someone else", async () => {
    const made = await received(2);
    const codes = made.map((p) => p.qrCode);
    await holdPackets(codes, "Lost");
    const scrap = await post("ScrapPackets", { QRCodes: [codes[0]], Reason: "Lost", Remark: "" });
    expect(scrap.body.ResponseMessage).toBe(m.lostScrapNeedsApproval(codes[0]));

    const asked = await requestWriteOff(codes);
    expect(asked.body.ResponseCode, asked.body.ResponseMessage).toBe("200");
    const writeOff = asked.body.ResponseData;
    expect(writeOff).toMatchObject({
      Status: "Pending",
      Packets: 2,
      Qty: 8,
      QRCodes: codes,
      RequestedBy: "lead@example.com",
    });
    expect(asked.body.ResponseMessage).toBe(m.writeOffRequested(writeOff.WriteOffId));
    expect(await statesOf(codes)).toEqual(
      codes.map(() => ({ status: "OnHold", holdReason: "Lost", binId: made[0].binId })),
    );

    expect((await requestWriteOff([codes[1]], admin)).body.ResponseMessage).toBe(
      m.alreadyInWriteOff(codes[1], writeOff.WriteOffId),
    );
    expect((await decide(writeOff.WriteOffId, true, lead)).body.ResponseMessage).toBe(m.writeOffOwnRequest);

    const approved = await decide(writeOff.WriteOffId, true);
    expect(approved.body.ResponseCode, approved.body.ResponseMessage).toBe("200");
    expect(approved.body.ResponseData).toMatchObject({ Status: "Approved", DecisionRemark: "agreed" });
    expect(approved.body.ResponseData.DecidedBy).not.toBeNull();
    expect(await statesOf(codes)).toEqual(
      codes.map(() => ({ status: "Scrapped", holdReason: "Lost", binId: null })),
    );
    const [bin] = await t.db.select().from(bins).where(eq(bins.binId, made[0].binId!));
    expect(bin.colStatus).toBe(false);
    const scrapped = await t.db
      .select({ reference: stockLedger.reference })
      .from(stockLedger)
      .where(
        inArray(
          stockLedger.packetId,
          made.map((p) => p.packetId),
        ),
      );
    expect(scrapped.at(-1)).toEqual({ reference: `Lost: Write-off WO-${writeOff.WriteOffId}: agreed` });
    expect((await decide(writeOff.WriteOffId, false)).body.ResponseMessage).toBe(
      m.writeOffDecided(writeOff.WriteOffId, "Approved"),
    );
    await stockIsTrue();
  });

  it("only lost packets are written off; a rejected write-off leaves them lost; one found again refuses approval", async () => {
    const made = await received(2);
    const [a, b] = made.map((p) => p.qrCode);
    expect((await requestWriteOff([a])).body.ResponseMessage).toBe(m.notLost(a));
    expect((await requestWriteOff(["NO-SUCH-CODE"])).body.ResponseMessage).toBe(
      commonMessages.scanMissing("NO-SUCH-CODE"),
    );
    await holdPackets([a, b], "Lost");

    const rejected = (await requestWriteOff([a])).body.ResponseData.WriteOffId;
    expect((await decide(rejected, false)).body.ResponseData).toMatchObject({ Status: "Rejected" });
    expect(await statesOf([a])).toEqual([{ status: "OnHold", holdReason: "Lost", binId: made[0].binId }]);

    const again = (await requestWriteOff([a, b])).body.ResponseData.WriteOffId;
    await post("ReleasePackets", { QRCodes: [b], Remark: "found behind the rack" });
    expect((await decide(again, true)).body.ResponseMessage).toBe(m.writeOffNoLongerLost(b));
    expect(await statesOf([a, b])).toEqual([
      { status: "OnHold", holdReason: "Lost", binId: made[0].binId },
      { status: "InBin", holdReason: null, binId: made[0].binId },
    ]);
    const list = await post<WriteOffRow[]>("GetWriteOffs", {
      PageNo: 1,
      First: 1,
      PageSize: 10,
      SearchValue: a,
    });
    expect(list.body.ResponseData.map((w) => [w.WriteOffId, w.Status])).toEqual([
      [again, "Pending"],
      [rejected, "Rejected"],
    ]);
    await stockIsTrue();
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("StockHold/DecideWriteOff racing", () => {
    it("two approvers of one write-off: exactly one decides, the packets are scrapped once", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 5; round++) {
        const made = await received(2);
        await holdPackets(
          made.map((p) => p.qrCode),
          "Lost",
        );
        const id = (await requestWriteOff(made.map((p) => p.qrCode))).body.ResponseData.WriteOffId;
        const deciding = [t.app, second].map((app) =>
          app.inject({
            method: "POST",
            url: `${api}DecideWriteOff`,
            headers: { authorization: `Bearer ${token}` },
            payload: { WriteOffId: id, Approve: true, Remark: "" },
          }),
        );
        const codes = (await Promise.all(deciding)).map((r) => r.json().ResponseCode);
        expect(codes.sort()).toEqual(["200", "400"]);
        const scraps = await t.db
          .select({ reason: stockLedger.reason })
          .from(stockLedger)
          .where(
            inArray(
              stockLedger.packetId,
              made.map((p) => p.packetId),
            ),
          );
        expect(scraps.filter((r) => r.reason === "scrap")).toHaveLength(2);
      }
      await stockIsTrue();
    });

    it("two requests naming one lost packet: exactly one write-off takes it", async () => {
      const second = await t.secondInstance();
      for (let round = 0; round < 5; round++) {
        const [p] = await received(1);
        await holdPackets([p.qrCode], "Lost");
        const asking = [t.app, second].map((app) =>
          app.inject({
            method: "POST",
            url: `${api}RequestWriteOff`,
            headers: { authorization: `Bearer ${lead}` },
            payload: { QRCodes: [p.qrCode], Remark: "gone" },
          }),
        );
        const codes = (await Promise.all(asking)).map((r) => r.json().ResponseCode);
        expect(codes.sort()).toEqual(["200", "400"]);
      }
    });
  });
