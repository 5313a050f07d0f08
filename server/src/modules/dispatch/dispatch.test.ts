import {
  type DeliveryNote,
  type DispatchOrderDetail,
  dispatchScanMessages as m,
  type PacketToDispatchRow,
  packetInStateMessage,
} from "@wms/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dispatchPackets, packets, stockLedger } from "../../db/schema/index.js";
import { onPostgres } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin } from "../stock/plant.test-support.js";
import { each, fgDayApp } from "./fg-day.test-support.js";

const app = fgDayApp("DSP");

const scan = (DispatchOrderId: number, QRCode: string, PickedQRCodes: string[] = []) =>
  app.t.call<PacketToDispatchRow>("POST", "/api/api/Dispatch/GetPacketToDispatch", {
    DispatchOrderId,
    QRCode,
    PickedQRCodes,
  });

describe("Dispatch (oracle plant day)", () => {
  it("10 serials in two packets put away; 6 to customer A, 3 to customer B with one split: stock and the dispatch records equal the record", async () => {
    const fg = await app.day.fgProduct("DSP-FG-DAY", 6);
    const { made } = await app.day.produce(fg.productId, 10);
    expect(made.map((p) => p.Qty)).toEqual([6, 4]);
    // The test's own record: where every serial is (a packet in stock, or a customer by dispatch).
    const inStock = new Map<number, string>();
    for (const p of made) for (const s of each([p])) inStock.set(s, p.QRCode);
    const shipped = new Map<number, string>();

    const a = await app.day.customer();
    const b = await app.day.customer();
    const orderA = await app.day.order(a, [[fg.code, 6]]);
    const orderB = await app.day.order(b, [[fg.code, 3]]);

    // A: the packet of 6, whole.
    const scanned = await scan(orderA.id, made[0].QRCode);
    expect(scanned.body.ResponseData).toMatchObject({
      QRCode: made[0].QRCode,
      Qty: 6,
      Serials: [{ FromNo: made[0].FromNo, ToNo: made[0].ToNo }],
      FifoWarning: null,
    });
    const first = await app.day.dispatchCall(orderA.id, [[made[0].QRCode, 6]], "INV-A-1");
    expect(first.body, first.body.ResponseMessage).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.dispatched(6, 1, orderA.no),
      ResponseData: { ErpOrderNo: orderA.no, Units: 6, Packets: 1, Rests: [] },
    });
    for (const s of each([made[0]])) {
      inStock.delete(s);
      shipped.set(s, a);
    }

    // B: 3 of the packet of 4: it is split, its 3 lowest serials leave, the last stays as a new packet.
    const second = await app.day.dispatchCall(orderB.id, [[made[1].QRCode, 3]], "DN-B-1");
    expect(second.body.ResponseCode, second.body.ResponseMessage).toBe("200");
    const [rest] = second.body.ResponseData.Rests;
    expect(rest).toMatchObject({ Qty: 1, Serials: [{ FromNo: made[1].ToNo, ToNo: made[1].ToNo }] });
    for (const s of each([{ FromNo: made[1].FromNo, ToNo: made[1].FromNo + 2 }])) {
      inStock.delete(s);
      shipped.set(s, b);
    }
    inStock.set(made[1].ToNo, rest.QRCode);

    // Stock on Hand: what the record keeps in stock, in the bin.
    const onHand = await app.t.call<Array<{ AvailableQty: number; Packets: number }>>(
      "POST",
      "/api/api/StockOnHand/GetByProduct",
      { PageNo: 1, First: 1, PageSize: 20, SearchValue: fg.code },
    );
    expect(onHand.body.ResponseData).toMatchObject([
      { AvailableQty: inStock.size, Packets: new Set(inStock.values()).size },
    ]);
    for (const [serial, code] of inStock) expect(each(await app.day.serialsOfPacket(code))).toContain(serial);

    // The dispatch records: each customer's serials, packets and papers as the record has them.
    for (const [done, customerCode, documentNo] of [
      [first.body.ResponseData, a, "INV-A-1"],
      [second.body.ResponseData, b, "DN-B-1"],
    ] as const) {
      const note = await app.t.call<DeliveryNote>("GET", `/api/api/Dispatch/GetDispatch/${done.DispatchId}`);
      expect(note.body.ResponseData).toMatchObject({
        CustomerCode: customerCode,
        VehicleNo: "MH12AB1234",
        DocumentNo: documentNo,
        DispatchedBy: "Administrator",
      });
      const want = [...shipped].filter(([, c]) => c === customerCode).map(([s]) => s);
      expect(each(note.body.ResponseData.Lines.flatMap((l) => l.Serials))).toEqual(want);
      expect(note.body.ResponseData.Lines).toMatchObject([{ ProductCode: fg.code, Qty: want.length }]);
      expect(note.body.ResponseData.Packets.reduce((n, p) => n + p.Qty, 0)).toBe(want.length);
    }
    for (const o of [orderA, orderB]) {
      const detail = await app.t.call<DispatchOrderDetail>(
        "GET",
        `/api/api/DispatchOrder/GetDispatchOrder/${o.id}`,
      );
      expect(detail.body.ResponseData.Status).toBe("Dispatched");
      expect(detail.body.ResponseData.Lines.every((l) => l.DispatchedQty === l.Qty)).toBe(true);
    }
    expect(await stockProblems(app.t.db)).toEqual([]);
  });
});

describe("Dispatch refusals", () => {
  it("refuses, changing nothing: an order not open, a product not on it, a held packet, a packet twice, a stale balance, no papers", async () => {
    const fg = await app.day.fgProduct("DSP-FG-NO", 2);
    const other = await app.day.fgProduct("DSP-FG-OTHER", 2);
    const { made } = await app.day.produce(fg.productId, 6);
    const { made: others } = await app.day.produce(other.productId, 2);
    const c = await app.day.customer();
    const o = await app.day.order(c, [[fg.code, 3]]);

    expect((await scan(o.id, others[0].QRCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: m.notOnOrder(others[0].QRCode, other.code, o.no),
    });
    expect((await app.day.dispatchCall(o.id, [[others[0].QRCode, 2]])).body.ResponseMessage).toBe(
      m.notOnOrder(others[0].QRCode, other.code, o.no),
    );
    expect(
      (
        await app.day.dispatchCall(o.id, [
          [made[0].QRCode, 2],
          [made[0].QRCode, 2],
        ])
      ).body.ResponseMessage,
    ).toBe(m.alreadyScanned(made[0].QRCode));
    // The screen showed 2 of the second packet leaving; the line needs only 1 more: the balance is not what was seen.
    expect(
      (
        await app.day.dispatchCall(o.id, [
          [made[0].QRCode, 2],
          [made[1].QRCode, 2],
        ])
      ).body.ResponseMessage,
    ).toBe(m.balanceChanged(made[1].QRCode));
    const held = await app.t.call("POST", "/api/api/StockHold/HoldPackets", {
      QRCodes: [made[2].QRCode],
      Reason: "Damaged",
      Remark: "",
    });
    expect(held.body.ResponseCode).toBe("200");
    expect((await scan(o.id, made[2].QRCode)).body.ResponseMessage).toBe(
      packetInStateMessage(made[2].QRCode, "OnHold", "Damaged"),
    );
    expect((await app.day.dispatchCall(o.id, [[made[2].QRCode, 2]])).body.ResponseMessage).toBe(
      packetInStateMessage(made[2].QRCode, "OnHold", "Damaged"),
    );
    const noPapers = await app.t.call("POST", "/api/api/Dispatch/CreateDispatch", {
      DispatchOrderId: o.id,
      VehicleNo: " ",
      DocumentNo: "",
      Packets: [{ QRCode: made[0].QRCode, Qty: 2 }],
    });
    expect(noPapers.body.ResponseCode).toBe("400");
    const statuses = await app.t.db
      .select({ status: packets.status })
      .from(packets)
      .where(eq(packets.productId, fg.productId))
      .orderBy(packets.packetId);
    expect(statuses.map((p) => p.status)).toEqual(["InBin", "InBin", "OnHold"]);

    expect(
      (
        await app.day.dispatchCall(o.id, [
          [made[0].QRCode, 2],
          [made[1].QRCode, 1],
        ])
      ).body.ResponseCode,
    ).toBe("200");
    expect((await app.day.dispatchCall(o.id, [[made[1].QRCode, 1]])).body.ResponseMessage).toBe(
      m.orderNotOpen(o.no, "Dispatched"),
    );
    expect(
      (await app.t.call("GET", `/api/api/Dispatch/GetOrderToDispatch/${o.no}`)).body.ResponseMessage,
    ).toBe(m.orderNotOpen(o.no, "Dispatched"));
    expect(await stockProblems(app.t.db)).toEqual([]);
  });
});

describe("Dispatch rights", () => {
  it("needs the Dispatch page's add right to dispatch, its view right to scan", async () => {
    const fg = await app.day.fgProduct("DSP-FG-RIGHTS", 1);
    const { made } = await app.day.produce(fg.productId, 1);
    const o = await app.day.order(await app.day.customer(), [[fg.code, 1]]);
    const body = {
      DispatchOrderId: o.id,
      VehicleNo: "KA01",
      DocumentNo: "INV-R",
      Packets: [{ QRCode: made[0].QRCode, Qty: 1 }],
    };
    const viewer = await tokenWithRights(app.t, "dispatch", ["view"], "dsp-view@example.com");
    expect((await app.t.call("POST", "/api/api/Dispatch/CreateDispatch", body, viewer)).status).toBe(403);
    expect(
      (await app.t.call("GET", `/api/api/Dispatch/GetOrderToDispatch/${o.no}`, undefined, viewer)).status,
    ).toBe(200);
    const none = await tokenWithRights(app.t, "dispatch-orders", ["view", "add"], "dsp-none@example.com");
    expect(
      (await app.t.call("GET", `/api/api/Dispatch/GetOrderToDispatch/${o.no}`, undefined, none)).status,
    ).toBe(403);
    const adder = await tokenWithRights(app.t, "dispatch", ["view", "add"], "dsp-add@example.com");
    expect(
      (await app.t.call("POST", "/api/api/Dispatch/CreateDispatch", body, adder)).body.ResponseCode,
    ).toBe("200");
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("Dispatch racing (PostgreSQL, two instances)", () => {
    it("two dispatches of one packet: one wins, the packet leaves once", async () => {
      const second = await app.t.secondInstance();
      const token = await app.t.login();
      const fg = await app.day.fgProduct("DSP-FG-RACE", 2);
      for (let round = 0; round < 5; round++) {
        const { made } = await app.day.produce(fg.productId, 2);
        const c = await app.day.customer();
        const [one, two] = [await app.day.order(c, [[fg.code, 2]]), await app.day.order(c, [[fg.code, 2]])];
        const send = (instance: typeof app.t.app, id: number) =>
          instance.inject({
            method: "POST",
            url: "/api/api/Dispatch/CreateDispatch",
            headers: { authorization: `Bearer ${token}` },
            payload: {
              DispatchOrderId: id,
              VehicleNo: "KA01",
              DocumentNo: `R${round}-${id}`,
              Packets: [{ QRCode: made[0].QRCode, Qty: 2 }],
            },
          });
        const codes = (await Promise.all([send(app.t.app, one.id), send(second, two.id)])).map(
          (r) => r.json().ResponseCode,
        );
        expect(codes.sort()).toEqual(["200", "400"]);
        const [p] = await app.t.db.select().from(packets).where(eq(packets.qrCode, made[0].QRCode));
        expect(p.status).toBe("Dispatched");
        expect(
          await app.t.db.select().from(dispatchPackets).where(eq(dispatchPackets.packetId, p.packetId)),
        ).toHaveLength(1);
      }
      expect(await stockProblems(app.t.db)).toEqual([]);
    });

    it("dispatch, move and hold of one packet: hold or dispatch wins, never both; the record replays", async () => {
      const second = await app.t.secondInstance();
      const token = await app.t.login();
      const fg = await app.day.fgProduct("DSP-FG-RACE3", 2);
      for (let round = 0; round < 5; round++) {
        const { made } = await app.day.produce(fg.productId, 2);
        const target = await makeBin(app.t.db);
        const c = await app.day.customer();
        const o = await app.day.order(c, [[fg.code, 2]]);
        const headers = { authorization: `Bearer ${token}` };
        const [dispatched, moved, held] = (
          await Promise.all([
            app.t.app.inject({
              method: "POST",
              url: "/api/api/Dispatch/CreateDispatch",
              headers,
              payload: {
                DispatchOrderId: o.id,
                VehicleNo: "KA01",
                DocumentNo: `M${round}`,
                Packets: [{ QRCode: made[0].QRCode, Qty: 2 }],
              },
            }),
            second.inject({
              method: "POST",
              url: "/api/api/StockTransfer/MovePackets",
              headers,
              payload: { QRCodes: [made[0].QRCode], ToBinAddress: target.colAddress },
            }),
            second.inject({
              method: "POST",
              url: "/api/api/StockHold/HoldPackets",
              headers,
              payload: { QRCodes: [made[0].QRCode], Reason: "Damaged", Remark: "" },
            }),
          ])
        ).map((r) => r.json().ResponseCode as string);
        expect([dispatched, held].sort()).toEqual(["200", "400"]);
        const [p] = await app.t.db.select().from(packets).where(eq(packets.qrCode, made[0].QRCode));
        expect(p.status).toBe(dispatched === "200" ? "Dispatched" : "OnHold");
        const reasons = (
          await app.t.db
            .select({ reason: stockLedger.reason })
            .from(stockLedger)
            .where(eq(stockLedger.packetId, p.packetId))
        ).map((r) => r.reason);
        expect(reasons.filter((r) => r === "move")).toHaveLength(moved === "200" ? 1 : 0);
      }
      expect(await stockProblems(app.t.db)).toEqual([]);
    });
  });
