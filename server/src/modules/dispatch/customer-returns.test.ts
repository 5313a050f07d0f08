import {
  type CustomerReturnDone,
  type DispatchToReturn,
  type HeldPacketRow,
  customerReturnMessages as m,
  packetInStateMessage,
} from "@wms/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerReturnSerials, packets, stockLedger } from "../../db/schema/index.js";
import { onPostgres } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";
import { checkStock } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin } from "../stock/plant.test-support.js";
import { each, fgDayApp } from "./fg-day.test-support.js";

const app = fgDayApp("CRT");

const returnCall = (DispatchId: number, Scans: Array<string | number>, Reason = "Scratched casing") =>
  app.t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
    DispatchId,
    Reason,
    Scans: Scans.map(String),
  });

const statusOf = async (qrCode: string) => {
  const [p] = await app.t.db
    .select({ status: packets.status, holdReason: packets.holdReason, binId: packets.binId })
    .from(packets)
    .where(eq(packets.qrCode, qrCode));
  return p;
};

/** Ten serials in packets of 6 and 4, put away; 6 dispatched to one customer, 3 (a split) to another. */
async function dispatchedDay(product: string) {
  const fg = await app.day.fgProduct(product, 6);
  const { made, job } = await app.day.produce(fg.productId, 10);
  const [a, b] = [await app.day.customer(), await app.day.customer()];
  const [orderA, orderB] = [await app.day.order(a, [[fg.code, 6]]), await app.day.order(b, [[fg.code, 3]])];
  const first = await app.day.dispatchCall(orderA.id, [[made[0].QRCode, 6]], `${product}-INV-A`);
  const second = await app.day.dispatchCall(orderB.id, [[made[1].QRCode, 3]], `${product}-DN-B`);
  expect([first.body.ResponseCode, second.body.ResponseCode]).toEqual(["200", "200"]);
  return { fg, made, job, first: first.body.ResponseData, second: second.body.ResponseData };
}

describe("CustomerReturn/CreateCustomerReturn (oracle)", () => {
  it("returned serials come back OnHold (CustomerReturn) in new packets of their job; the record replays", async () => {
    const { fg, made, job, first, second } = await dispatchedDay("CRT-FG-DAY");
    // The test's own record: each serial's place (a customer's dispatch, or a packet in stock on hold).
    const atCustomer = new Map<number, number>();
    for (const s of each([made[0]])) atCustomer.set(s, first.DispatchId);
    for (const s of each([{ FromNo: made[1].FromNo, ToNo: made[1].FromNo + 2 }]))
      atCustomer.set(s, second.DispatchId);
    const heldBack = new Map<number, string>();

    // The dispatch found by its delivery note, scanned in another case.
    const found = await app.t.call<DispatchToReturn>(
      "GET",
      `/api/api/CustomerReturn/GetDispatchToReturn/${"crt-fg-day-dn-b"}`,
    );
    expect(found.body.ResponseData).toMatchObject({ DispatchId: second.DispatchId, Returned: [] });
    expect(each(found.body.ResponseData.Packets.flatMap((p) => p.Serials))).toEqual(
      [...atCustomer].filter(([, d]) => d === second.DispatchId).map(([s]) => s),
    );

    // One serial of B's split packet, by its label.
    const one = made[1].FromNo + 1;
    const back = await returnCall(second.DispatchId, [one]);
    expect(back.body, back.body.ResponseMessage).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: m.received(1, 1),
      ResponseData: {
        Units: 1,
        Packets: [{ ProductCode: fg.code, Qty: 1, Serials: [{ FromNo: one, ToNo: one }] }],
      },
    });
    const returnedB = back.body.ResponseData.Packets[0].QRCode;
    expect(returnedB).toMatch(new RegExp(`^${job.requisitionNo}-R\\d+$`));
    atCustomer.delete(one);
    heldBack.set(one, returnedB);

    // From A: a serial by label and another packet scan of the same dispatched packet are one packet of 2; then the rest.
    const two = [made[0].FromNo, made[0].FromNo + 3];
    const partA = await returnCall(first.DispatchId, two);
    expect(partA.body.ResponseData.Packets).toMatchObject([
      { Qty: 2, Serials: two.map((s) => ({ FromNo: s, ToNo: s })) },
    ]);
    for (const s of two) {
      atCustomer.delete(s);
      heldBack.set(s, partA.body.ResponseData.Packets[0].QRCode);
    }
    const restA = await returnCall(first.DispatchId, [made[0].QRCode]);
    expect(restA.body.ResponseData.Units).toBe(4);
    for (const s of each(restA.body.ResponseData.Packets[0].Serials)) {
      expect(atCustomer.get(s)).toBe(first.DispatchId);
      atCustomer.delete(s);
      heldBack.set(s, restA.body.ResponseData.Packets[0].QRCode);
    }

    // What the record says is on hold is what Hold & Scrap lists, and what each returned packet holds.
    const held = await app.t.call<HeldPacketRow[]>("POST", "/api/api/StockHold/GetHeldPackets", {
      PageNo: 1,
      First: 1,
      PageSize: 50,
      SearchValue: fg.code,
      Status: "OnHold",
    });
    const heldCodes = [...new Set(heldBack.values())].sort();
    expect(held.body.ResponseData.map((r) => r.QRCode).sort()).toEqual(heldCodes);
    for (const row of held.body.ResponseData) {
      expect(row).toMatchObject({
        HoldReason: "CustomerReturn",
        HoldRemark: "Scratched casing",
        ColAddress: null,
      });
      expect(row.RequisitionNo).toBe(job.requisitionNo);
      const want = [...heldBack].filter(([, c]) => c === row.QRCode).map(([s]) => s);
      expect(each(await app.day.serialsOfPacket(row.QRCode))).toEqual(want);
      expect(row.Qty).toBe(want.length);
    }
    const onHand = await app.t.call<Array<{ OnHoldQty: number; AvailableQty: number }>>(
      "POST",
      "/api/api/StockOnHand/GetByProduct",
      { PageNo: 1, First: 1, PageSize: 20, SearchValue: fg.code },
    );
    expect(onHand.body.ResponseData).toMatchObject([{ OnHoldQty: heldBack.size, AvailableQty: 1 }]);
    // The delivery notes still say what left; the return lists what came back.
    const again = await app.t.call<DispatchToReturn>(
      "GET",
      `/api/api/CustomerReturn/GetDispatchToReturnById/${first.DispatchId}`,
    );
    const byNumber = await app.t.call(
      "GET",
      `/api/api/CustomerReturn/GetDispatchToReturn/${first.DispatchId}`,
    );
    expect(byNumber.body.ResponseData).toEqual(again.body.ResponseData);
    expect(each(again.body.ResponseData.Packets.flatMap((p) => p.Serials))).toEqual(each([made[0]]));
    expect(each(again.body.ResponseData.Returned)).toEqual(each([made[0]]));
    expect(await stockProblems(app.t.db)).toEqual([]);
    const check = await checkStock(app.t.db, null);
    expect(check.discrepancies).toBe(0);
    for (const found of Object.values(check.keptSums ?? {})) expect(found.discrepancies).toBe(0);
  });
});

describe("CustomerReturn refusals", () => {
  it("refuses by name, changing nothing: another dispatch's serial, an unknown one, a packet not in it, twice, again", async () => {
    const { made, first, second } = await dispatchedDay("CRT-FG-NO");
    const before = await app.t.db.select().from(customerReturnSerials);
    const cases: Array<[number, Array<string | number>, string]> = [
      [first.DispatchId, [made[1].FromNo], m.serialNotInDispatch(made[1].FromNo, first.DispatchId)],
      [first.DispatchId, [987_654_321], m.serialUnknown(987_654_321)],
      [second.DispatchId, [made[0].QRCode], m.packetNotInDispatch(made[0].QRCode, second.DispatchId)],
      [first.DispatchId, [made[0].FromNo, made[0].FromNo], m.serialTwice(made[0].FromNo)],
      [first.DispatchId, [made[0].FromNo, made[0].QRCode], m.packetTwice(made[0].QRCode)],
    ];
    for (const [dispatchId, scans, message] of cases)
      expect((await returnCall(dispatchId, scans)).body).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: message,
      });
    expect(await app.t.db.select().from(customerReturnSerials)).toEqual(before);

    expect((await returnCall(first.DispatchId, [made[0].ToNo])).body.ResponseCode).toBe("200");
    expect((await returnCall(first.DispatchId, [made[0].ToNo])).body.ResponseMessage).toBe(
      m.serialReturned(made[0].ToNo, first.DispatchId),
    );
    expect((await returnCall(first.DispatchId, [made[0].QRCode])).body.ResponseCode).toBe("200");
    expect((await returnCall(first.DispatchId, [made[0].QRCode])).body.ResponseMessage).toBe(
      m.packetReturned(made[0].QRCode, first.DispatchId),
    );
    expect((await returnCall(first.DispatchId, [made[0].FromNo], " ")).body.ResponseCode).toBe("400");
    expect(
      (await app.t.call("GET", "/api/api/CustomerReturn/GetDispatchToReturn/NO-SUCH-DN")).body
        .ResponseMessage,
    ).toBe(m.dispatchNotFound("NO-SUCH-DN"));
    expect(await stockProblems(app.t.db)).toEqual([]);
  });

  it("the same Idempotency-Key twice receives the return once and answers the first answer", async () => {
    const { made, first } = await dispatchedDay("CRT-FG-KEY");
    const token = await app.t.login();
    const send = () =>
      app.t.app.inject({
        method: "POST",
        url: "/api/api/CustomerReturn/CreateCustomerReturn",
        headers: { authorization: `Bearer ${token}`, "idempotency-key": "crt-key-1" },
        payload: { DispatchId: first.DispatchId, Reason: "Wrong colour", Scans: [String(made[0].FromNo)] },
      });
    const [a, b] = [(await send()).json(), (await send()).json()];
    expect(a.ResponseCode).toBe("200");
    expect(b).toEqual(a);
    expect(
      await app.t.db
        .select()
        .from(customerReturnSerials)
        .where(eq(customerReturnSerials.serialNo, made[0].FromNo)),
    ).toHaveLength(1);
  });
});

describe("Hold & Scrap disposes of a customer return", () => {
  it("released it is Packed, put away by its job and dispatched again; scrapped it leaves stock", async () => {
    const { fg, made, job, first } = await dispatchedDay("CRT-FG-DISPOSE");
    const back = await returnCall(first.DispatchId, [made[0].FromNo, made[0].FromNo + 1]);
    const [returned] = back.body.ResponseData.Packets;
    const scrapBack = await returnCall(first.DispatchId, [made[0].ToNo]);
    const [toScrap] = scrapBack.body.ResponseData.Packets;

    const released = await app.t.call("POST", "/api/api/StockHold/ReleasePackets", {
      QRCodes: [returned.QRCode],
      Remark: "Checked: fine",
    });
    expect(released.body.ResponseCode, released.body.ResponseMessage).toBe("200");
    expect(await statusOf(returned.QRCode)).toMatchObject({
      status: "Packed",
      holdReason: null,
      binId: null,
    });
    const bin = await makeBin(app.t.db);
    const put = await app.t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: [{ QRCode: returned.QRCode }],
    });
    expect(put.body.ResponseCode, put.body.ResponseMessage).toBe("200");
    expect(await statusOf(returned.QRCode)).toMatchObject({ status: "InBin", binId: bin.binId });
    const o = await app.day.order(await app.day.customer(), [[fg.code, 2]]);
    const redispatch = await app.day.dispatchCall(o.id, [[returned.QRCode, 2]], "CRT-INV-AGAIN");
    expect(redispatch.body.ResponseCode, redispatch.body.ResponseMessage).toBe("200");

    const scrapped = await app.t.call("POST", "/api/api/StockHold/ScrapPackets", {
      QRCodes: [toScrap.QRCode],
      Reason: "CustomerReturn",
      Remark: "Beyond repair",
    });
    expect(scrapped.body.ResponseCode, scrapped.body.ResponseMessage).toBe("200");
    expect(await statusOf(toScrap.QRCode)).toMatchObject({
      status: "Scrapped",
      holdReason: "CustomerReturn",
    });
    expect(await stockProblems(app.t.db)).toEqual([]);
  });
});

describe("CustomerReturn rights", () => {
  it("needs the Customer Returns page's add right to receive, its view right to find the dispatch", async () => {
    const { made, first } = await dispatchedDay("CRT-FG-RIGHTS");
    const body = { DispatchId: first.DispatchId, Reason: "Late", Scans: [String(made[0].FromNo)] };
    const url = `/api/api/CustomerReturn/GetDispatchToReturn/${first.DispatchId}`;
    const viewer = await tokenWithRights(app.t, "customer-returns", ["view"], "crt-view@example.com");
    expect(
      (await app.t.call("POST", "/api/api/CustomerReturn/CreateCustomerReturn", body, viewer)).status,
    ).toBe(403);
    expect((await app.t.call("GET", url, undefined, viewer)).status).toBe(200);
    const other = await tokenWithRights(app.t, "dispatch", ["view", "add"], "crt-none@example.com");
    expect((await app.t.call("GET", url, undefined, other)).status).toBe(403);
    const adder = await tokenWithRights(app.t, "customer-returns", ["view", "add"], "crt-add@example.com");
    expect(
      (await app.t.call("POST", "/api/api/CustomerReturn/CreateCustomerReturn", body, adder)).body
        .ResponseCode,
    ).toBe("200");
  });
});

// Two instances on two pools race for real only on PostgreSQL (PGlite is one connection).
if (onPostgres)
  describe("CustomerReturn racing (PostgreSQL, two instances)", () => {
    it("two returns of one serial: one wins, the serial comes back once", async () => {
      const second = await app.t.secondInstance();
      const token = await app.t.login();
      for (let round = 0; round < 5; round++) {
        const { made, first } = await dispatchedDay(`CRT-FG-RACE${round}`);
        const send = (instance: typeof app.t.app, Reason: string) =>
          instance.inject({
            method: "POST",
            url: "/api/api/CustomerReturn/CreateCustomerReturn",
            headers: { authorization: `Bearer ${token}` },
            payload: { DispatchId: first.DispatchId, Reason, Scans: [String(made[0].FromNo + 2)] },
          });
        const answers = (await Promise.all([send(app.t.app, "one"), send(second, "two")])).map((r) =>
          r.json(),
        );
        expect(answers.map((a) => a.ResponseCode).sort()).toEqual(["200", "400"]);
        expect(answers.find((a) => a.ResponseCode === "400").ResponseMessage).toBe(
          m.serialReturned(made[0].FromNo + 2, first.DispatchId),
        );
        expect(
          await app.t.db
            .select()
            .from(customerReturnSerials)
            .where(eq(customerReturnSerials.serialNo, made[0].FromNo + 2)),
        ).toHaveLength(1);
      }
      expect(await stockProblems(app.t.db)).toEqual([]);
    });

    it("a return, a hold and a move of one dispatched packet: the return wins, the others are refused by its state", async () => {
      const second = await app.t.secondInstance();
      const token = await app.t.login();
      const headers = { authorization: `Bearer ${token}` };
      for (let round = 0; round < 5; round++) {
        const { made, first } = await dispatchedDay(`CRT-FG-RACE3-${round}`);
        const target = await makeBin(app.t.db);
        const code = made[0].QRCode;
        const [returned, held, moved] = (
          await Promise.all([
            app.t.app.inject({
              method: "POST",
              url: "/api/api/CustomerReturn/CreateCustomerReturn",
              headers,
              payload: { DispatchId: first.DispatchId, Reason: "Race", Scans: [code] },
            }),
            second.inject({
              method: "POST",
              url: "/api/api/StockHold/HoldPackets",
              headers,
              payload: { QRCodes: [code], Reason: "Damaged", Remark: "" },
            }),
            second.inject({
              method: "POST",
              url: "/api/api/StockTransfer/MovePackets",
              headers,
              payload: { QRCodes: [code], ToBinAddress: target.colAddress },
            }),
          ])
        ).map((r) => r.json());
        expect(returned.ResponseCode).toBe("200");
        expect(held.ResponseMessage).toBe(packetInStateMessage(code, "Dispatched", null));
        expect(moved.ResponseCode).toBe("400");
        expect(await statusOf(code)).toMatchObject({ status: "Dispatched" });
        const [back] = returned.ResponseData.Packets;
        expect(await statusOf(back.QRCode)).toMatchObject({ status: "OnHold", holdReason: "CustomerReturn" });
        const [p] = await app.t.db.select().from(packets).where(eq(packets.qrCode, back.QRCode));
        const rows = await app.t.db.select().from(stockLedger).where(eq(stockLedger.packetId, p.packetId));
        expect(rows.map((r) => r.reason)).toEqual(["customerReturn"]);
      }
      expect(await stockProblems(app.t.db)).toEqual([]);
    });
  });
