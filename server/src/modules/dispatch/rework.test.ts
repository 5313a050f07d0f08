import {
  type CustomerReturnDone,
  commonMessages,
  consumptionMessages,
  stockHoldMessages as m,
  packetInStateMessage,
  productTypeIds,
  type RecallOpened,
  recallMessages,
  type StockHoldDone,
} from "@wms/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, products, reworkSerials, stockLedger } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";
import { checkStock } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { each, fgDay } from "./fg-day.test-support.js";

let t: TestApp;
let plant: Plant;
let day: ReturnType<typeof fgDay>;

beforeAll(async () => {
  t = await startTestApp({ stockCheckMinutes: 0 });
  plant = await makePlant(t.db);
  day = fgDay(t, () => plant, "RWK", 700_000);
});
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

const reworkCall = (QRCodes: string[], Remark = "Casing replaced", token?: string) =>
  t.call<StockHoldDone>("POST", "/api/api/StockHold/SendToRework", { QRCodes, Remark }, token);

const packetOf = async (qrCode: string) => {
  const [p] = await t.db.select().from(packets).where(eq(packets.qrCode, qrCode));
  return p;
};

/** A job of `qty` serials, all mapped, put away, dispatched in its first packet; `returned` of them sent back. */
async function returnedDay(product: string, returned: number[], qty = 4) {
  const fg = await day.fgProduct(product, qty);
  const { made, job } = await day.produce(fg.productId, qty);
  const order = await day.order(await day.customer(), [[fg.code, qty]]);
  const sent = await day.dispatchCall(order.id, [[made[0].QRCode, qty]], `${product}-DN`);
  expect(sent.body.ResponseCode, sent.body.ResponseMessage).toBe("200");
  const back = await t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
    DispatchId: sent.body.ResponseData.DispatchId,
    Reason: "Noisy motor",
    Scans: returned.map((n) => String(made[0].FromNo + n)),
  });
  expect(back.body.ResponseCode, back.body.ResponseMessage).toBe("200");
  return { fg, made, job, returnPacket: back.body.ResponseData.Packets[0].QRCode };
}

describe("StockHold/SendToRework", () => {
  it("a customer return goes back to its job out of stock; its serials are mapped again on that job once", async () => {
    const { made, job, returnPacket } = await returnedDay("RWK-FG-RULE", [1, 2]);
    const serials = [made[0].FromNo + 1, made[0].FromNo + 2];
    const done = await reworkCall([returnPacket]);
    expect(done.body, done.body.ResponseMessage).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.reworked,
      ResponseData: { Changed: 1, Packets: [{ QRCode: returnPacket, Status: "Reworked", ColAddress: null }] },
    });
    const sent = await packetOf(returnPacket);
    expect(sent).toMatchObject({ status: "Reworked", binId: null, holdReason: null });
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.packetId, sent.packetId))
      .orderBy(asc(stockLedger.ledgerId));
    expect(ledger.map((l) => [l.reason, l.fromStatus, l.toStatus])).toEqual([
      ["customerReturn", null, "OnHold"],
      ["rework", "OnHold", "Reworked"],
    ]);
    const waiting = await t.db
      .select({ serialNo: reworkSerials.serialNo, requisitionId: reworkSerials.requisitionId })
      .from(reworkSerials)
      .where(eq(reworkSerials.returnPacketId, sent.packetId))
      .orderBy(asc(reworkSerials.serialNo));
    expect(waiting).toEqual(serials.map((serialNo) => ({ serialNo, requisitionId: job.requisitionId })));

    // The job is fully mapped: the reworked serials are the same units, so they map again all the same.
    const again = await day.mapCall(job.requisitionId, serials[0], 2);
    expect(again.body, again.body.ResponseMessage).toMatchObject({ ResponseCode: "200" });
    const [remade] = again.body.ResponseData.Packets;
    expect(remade).toMatchObject({ Qty: 2, FromNo: serials[0], ToNo: serials[1] });
    expect(remade.QRCode).toMatch(new RegExp(`^${job.requisitionNo}-F\\d+$`));
    expect(await packetOf(remade.QRCode)).toMatchObject({ status: "Packed", qty: "2.000" });
    expect(each(await day.serialsOfPacket(remade.QRCode))).toEqual(serials);

    // Once: mapped again, they are mapped serials of a full job, as any other.
    expect((await day.mapCall(job.requisitionId, serials[0], 2)).body.ResponseMessage).toBe(
      consumptionMessages.beyondRequisitionQty,
    );
    expect(await stockProblems(t.db)).toEqual([]);
    const check = await checkStock(t.db, null);
    expect(check.discrepancies).toBe(0);
    for (const found of Object.values(check.keptSums ?? {})) expect(found.discrepancies).toBe(0);
  });

  it("a reworked serial maps again only on its own job, and only in a range of reworked serials", async () => {
    const { fg, made, job, returnPacket } = await returnedDay("RWK-FG-OWN", [0]);
    expect((await reworkCall([returnPacket])).body.ResponseCode).toBe("200");
    const other = await plant.requisition(fg.productId, 5);
    const serial = made[0].FromNo;
    expect((await day.mapCall(other.requisitionId, serial, 1)).body.ResponseMessage).toBe(
      consumptionMessages.rangeOverlaps,
    );
    expect((await day.mapCall(job.requisitionId, serial, 2)).body.ResponseMessage).toBe(
      consumptionMessages.reworkMixed(serial, serial + 1),
    );
    const [waiting] = await t.db.select().from(reworkSerials).where(eq(reworkSerials.serialNo, serial));
    expect(waiting.remappedPacketId).toBeNull();
    expect((await day.mapCall(job.requisitionId, serial, 1)).body.ResponseCode).toBe("200");
  });

  it("refuses by name, changing nothing: unknown, not on hold, not a customer return", async () => {
    const { made, returnPacket } = await returnedDay("RWK-FG-NO", [0, 1]);
    const stocked = await day.produce((await day.fgProduct("RWK-FG-NO2", 2)).productId, 2);
    const inBin = stocked.made[0].QRCode;
    const heldAsReturn = await t.call("POST", "/api/api/StockHold/HoldPackets", {
      QRCodes: [inBin],
      Reason: "CustomerReturn",
      Remark: "Said to be a return",
    });
    expect(heldAsReturn.body.ResponseCode).toBe("200");
    const before = await t.db.select().from(reworkSerials);
    const cases: Array<[string[], string]> = [
      [["RWK-NO-SUCH"], commonMessages.scanMissing("RWK-NO-SUCH")],
      [[made[0].QRCode], packetInStateMessage(made[0].QRCode, "Dispatched", null)],
      [[inBin], m.notCustomerReturn(inBin)],
      [[returnPacket, inBin], m.notCustomerReturn(inBin)],
    ];
    for (const [codes, message] of cases)
      expect((await reworkCall(codes)).body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    expect(await t.db.select().from(reworkSerials)).toEqual(before);
    expect(await packetOf(returnPacket)).toMatchObject({ status: "OnHold", holdReason: "CustomerReturn" });

    const released = await t.call("POST", "/api/api/StockHold/ReleasePackets", {
      QRCodes: [returnPacket],
      Remark: "",
    });
    expect(released.body.ResponseCode).toBe("200");
    expect((await reworkCall([returnPacket])).body.ResponseMessage).toBe(
      packetInStateMessage(returnPacket, "Packed", null),
    );
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("refuses a return an open recall holds, naming the recall; once the recall closes it goes to rework", async () => {
    const rm = await plant.product("RWK-RM-RCL", productTypeIds.rm);
    const fg = await plant.product("RWK-FG-RCL", productTypeIds.fg, [[rm, "1"]]);
    await t.db.update(products).set({ fgSerialsPerPacket: 2 }).where(eq(products.productId, fg));
    const [lot] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 2 });
    const job = await plant.requisition(fg, 2);
    await plant.issueCodes(job.requisitionNo, [lot.qrCode]);
    const serial = 790_001;
    const [made] = (await day.mapCall(job.requisitionId, serial, 2)).body.ResponseData.Packets;
    const bin = await makeBin(t.db);
    const put = await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: [{ QRCode: made.QRCode }],
    });
    expect(put.body.ResponseCode, put.body.ResponseMessage).toBe("200");
    const order = await day.order(await day.customer(), [["RWK-FG-RCL", 2]]);
    const sent = await day.dispatchCall(order.id, [[made.QRCode, 2]], "RWK-DN-RCL");
    expect(sent.body.ResponseCode, sent.body.ResponseMessage).toBe("200");
    const back = await t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
      DispatchId: sent.body.ResponseData.DispatchId,
      Reason: "Noisy motor",
      Scans: [String(serial)],
    });
    expect(back.body.ResponseCode, back.body.ResponseMessage).toBe("200");
    const returned = back.body.ResponseData.Packets[0].QRCode;
    const recall = await t.call<RecallOpened>("POST", "/api/api/Recall/CreateRecall", {
      MRNID: lot.mrnId,
      Reason: "bad lot",
    });
    expect(recall.body.ResponseCode, recall.body.ResponseMessage).toBe("200");
    expect((await reworkCall([returned])).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: recallMessages.heldForRecall(returned, recall.body.ResponseData.RecallId),
    });
    expect(await packetOf(returned)).toMatchObject({ status: "OnHold", holdReason: "CustomerReturn" });
    const closed = await t.call("POST", "/api/api/Recall/CloseRecall", {
      RecallId: recall.body.ResponseData.RecallId,
      Disposition: "Release",
    });
    expect(closed.body.ResponseCode, closed.body.ResponseMessage).toBe("200");
    expect((await reworkCall([returned])).body.ResponseCode).toBe("200");
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("the same Idempotency-Key twice sends the packet once and answers the first answer", async () => {
    const { returnPacket } = await returnedDay("RWK-FG-KEY", [0]);
    const token = await t.login();
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/api/StockHold/SendToRework",
        headers: { authorization: `Bearer ${token}`, "idempotency-key": "rwk-key-1" },
        payload: { QRCodes: [returnPacket], Remark: "" },
      });
    const [a, b] = [(await send()).json(), (await send()).json()];
    expect(a.ResponseCode).toBe("200");
    expect(b).toEqual(a);
    const sent = await packetOf(returnPacket);
    expect(await t.db.select().from(stockLedger).where(eq(stockLedger.packetId, sent.packetId))).toHaveLength(
      2,
    );
  });

  it("needs the Hold & Scrap page's edit right", async () => {
    const { returnPacket } = await returnedDay("RWK-FG-RIGHTS", [0]);
    const adder = await tokenWithRights(t, "hold-and-scrap", ["view", "add"], "rwk-add@example.com");
    expect((await reworkCall([returnPacket], "", adder)).status).toBe(403);
    expect(await packetOf(returnPacket)).toMatchObject({ status: "OnHold" });
    const editor = await tokenWithRights(t, "hold-and-scrap", ["view", "edit"], "rwk-edit@example.com");
    expect((await reworkCall([returnPacket], "", editor)).body.ResponseCode).toBe("200");
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("SendToRework racing (PostgreSQL, two instances)", () => {
    it("a rework, a release and a scrap of one returned packet: a rework wins alone, the ledger names the winners", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      const headers = { authorization: `Bearer ${token}` };
      for (let round = 0; round < 6; round++) {
        const { returnPacket } = await returnedDay(`RWK-FG-RACE${round}`, [0, 1]);
        const post = (app: typeof t.app, url: string, payload: object) =>
          app.inject({ method: "POST", url: `/api/api/StockHold/${url}`, headers, payload });
        const apps = round % 2 === 0 ? [t.app, second, second] : [second, t.app, t.app];
        const answers = (
          await Promise.all([
            post(apps[0], "SendToRework", { QRCodes: [returnPacket], Remark: "" }),
            post(apps[1], "ReleasePackets", { QRCodes: [returnPacket], Remark: "" }),
            post(apps[2], "ScrapPackets", { QRCodes: [returnPacket], Reason: "CustomerReturn", Remark: "" }),
          ])
        ).map((r) => r.json());
        const won = ["rework", "release", "scrap"].filter((_, i) => answers[i].ResponseCode === "200");
        // A rework takes the packet from all others; a release may still be followed by a scrap (it takes Packed).
        expect([["rework"], ["release"], ["scrap"], ["release", "scrap"]]).toContainEqual(won);
        const sent = await packetOf(returnPacket);
        const ledger = await t.db
          .select()
          .from(stockLedger)
          .where(eq(stockLedger.packetId, sent.packetId))
          .orderBy(asc(stockLedger.ledgerId));
        expect(ledger.map((l) => l.reason)).toEqual(["customerReturn", ...won]);
        const last = won[won.length - 1];
        expect(sent.status).toBe({ rework: "Reworked", release: "Packed", scrap: "Scrapped" }[last]);
        const waiting = await t.db
          .select()
          .from(reworkSerials)
          .where(eq(reworkSerials.returnPacketId, sent.packetId));
        expect(waiting).toHaveLength(won[0] === "rework" ? 2 : 0);
      }
      expect(await stockProblems(t.db)).toEqual([]);
    });

    it("two re-mappings of one reworked serial: one wins, the serial is in one new FG packet", async () => {
      const second = await t.secondInstance();
      const token = await t.login();
      for (let round = 0; round < 5; round++) {
        const { made, job, returnPacket } = await returnedDay(`RWK-FG-REMAP${round}`, [1]);
        expect((await reworkCall([returnPacket])).body.ResponseCode).toBe("200");
        const serial = made[0].FromNo + 1;
        const map = (app: typeof t.app) =>
          app.inject({
            method: "POST",
            url: "/api/api/FinalProduction/CreateFinalProduction",
            headers: { authorization: `Bearer ${token}` },
            payload: {
              FGMappingId: 0,
              RequisitionId: job.requisitionId,
              FromNo: serial,
              ToNo: serial,
              Qty: 1,
            },
          });
        const answers = (await Promise.all([map(t.app), map(second)])).map((r) => r.json());
        expect(answers.map((a) => a.ResponseCode).sort()).toEqual(["200", "400"]);
        const [row] = await t.db.select().from(reworkSerials).where(eq(reworkSerials.serialNo, serial));
        const won = answers.find((a) => a.ResponseCode === "200").ResponseData.Packets[0].QRCode;
        expect(row.remappedPacketId).toBe((await packetOf(won)).packetId);
      }
      expect(await stockProblems(t.db)).toEqual([]);
    });
  });
