import type {
  CustomerReach,
  CustomerReturnDone,
  DispatchedPacket,
  RecallDetail,
  RecallOpened,
  RecallPreview,
} from "@wms/domain";
import { describe, expect, it } from "vitest";
import { each, fgDayApp, ok } from "../dispatch/fg-day.test-support.js";
import { stockProblems } from "../stock/invariants.test-support.js";

const app = fgDayApp("PD");

/** How a serial left: its customer and dispatch. */
type Left = { customerCode: string; dispatchId: number; documentNo: string; vehicleNo: string };
/** Where the test's own record says a serial is: a packet in stock, a customer by a dispatch, or back from one on hold. */
type Whereabouts =
  | { kind: "stock"; qrCode: string }
  | ({ kind: "customer" } & Left)
  | ({ kind: "returned"; qrCode: string } & Left);

/** What the record says each customer received: serials in order, by customer code. */
function shippedOf(record: ReadonlyMap<number, Whereabouts>) {
  const by = new Map<string, number[]>();
  for (const [serial, w] of [...record].sort(([a], [b]) => a - b))
    if (w.kind === "customer") by.set(w.customerCode, [...(by.get(w.customerCode) ?? []), serial]);
  return by;
}

/** A reach as the record reads it: each customer's serials (from the dispatched packets) and units. */
function received(reach: CustomerReach) {
  const by = new Map<string, number[]>();
  for (const p of reach.Dispatched)
    by.set(
      p.CustomerCode,
      [...(by.get(p.CustomerCode) ?? []), ...each(p.Serials)].sort((a, b) => a - b),
    );
  return {
    serials: by,
    units: new Map(reach.Customers.map((c) => [c.CustomerCode, c.Units])),
    dispatches: new Map(reach.Customers.map((c) => [c.CustomerCode, c.Dispatches])),
  };
}

describe("The trace and the recall reach the customer (oracle plant day)", () => {
  it("10 serials in two packets, 6 to A and 3 to B (one split): Stock on Hand, each serial's trace and the RM lot's recall equal the record", async () => {
    // The plant: an RM lot (one MRN, one packet of 10) issued whole to an FG job of 10, one RM a unit.
    const { fg, lot } = await app.day.fgOfLot("PD-FG", 6, 10);
    const { made } = await app.day.produce(fg.productId, 10, [lot.qrCode]);
    const [six, four] = made;
    expect([six.Qty, four.Qty]).toEqual([6, 4]);
    const record = new Map<number, Whereabouts>();
    for (const p of made) for (const s of each([p])) record.set(s, { kind: "stock", qrCode: p.QRCode });

    const dispatch = async (
      customerCode: string,
      packet: { QRCode: string; FromNo: number },
      qty: number,
      papers: { documentNo: string; vehicleNo: string },
    ) => {
      const order = await app.day.order(customerCode, [[fg.code, qty]]);
      const done = ok(
        await app.day.dispatchCall(order.id, [[packet.QRCode, qty]], papers.documentNo, papers.vehicleNo),
      );
      // The lowest serials of a packet leave with it; a split's rest stays in the bin as its own packet.
      for (const s of each([{ FromNo: packet.FromNo, ToNo: packet.FromNo + qty - 1 }]))
        record.set(s, { kind: "customer", customerCode, dispatchId: done.DispatchId, ...papers });
      for (const rest of done.Rests)
        for (const s of each(rest.Serials)) record.set(s, { kind: "stock", qrCode: rest.QRCode });
      return done;
    };

    const a = await app.day.customer();
    const b = await app.day.customer();
    await dispatch(a, six, 6, { documentNo: "INV-PD-A", vehicleNo: "MH12AB0001" });
    const split = await dispatch(b, four, 3, {
      documentNo: "DN-PD-B",
      vehicleNo: "MH12AB0002",
    });
    expect(split.Rests).toHaveLength(1);
    await recordHolds(record, lot.mrnId);

    // B sends one unit back: it is on hold in a packet of its own, no longer B's, and its trace keeps the dispatch.
    const sentBack = four.FromNo;
    const returned = ok(
      await app.t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
        DispatchId: split.DispatchId,
        Reason: "Dented in transit",
        Scans: [String(sentBack)],
      }),
    );
    const went = record.get(sentBack);
    if (went?.kind !== "customer") throw new Error(`serial ${sentBack} is not with a customer in the record`);
    record.set(sentBack, { ...went, kind: "returned", qrCode: returned.Packets[0].QRCode });
    await recordHolds(record, lot.mrnId);
    expect(await stockProblems(app.t.db)).toEqual([]);
  });
});

/** Stock on Hand, the trace of every serial, Where Used and the RM lot's recall (preview, then opened) against the record. */
async function recordHolds(record: ReadonlyMap<number, Whereabouts>, mrnId: number) {
  const inStock = [...record.values()].filter((w) => w.kind === "stock");
  const onHold = [...record.values()].filter((w) => w.kind === "returned");
  const packetsOf = (ws: Array<{ qrCode: string }>) => [...new Set(ws.map((w) => w.qrCode))];
  const onHand = await app.day.onHand("PD-FG");
  expect(onHand).toMatchObject({
    ProductCode: "PD-FG",
    AvailableQty: inStock.length,
    OnHoldQty: onHold.length,
    Packets: packetsOf([...inStock, ...onHold]).length,
  });

  for (const [serial, w] of record) {
    const dispatches = ok(
      await app.t.call<DispatchedPacket[]>(
        "GET",
        `/api/api/FGTraceabilityReport/GetSerialDispatches/${serial}`,
      ),
    );
    if (w.kind === "stock") {
      expect(dispatches, `serial ${serial}`).toEqual([]);
      continue;
    }
    expect(dispatches, `serial ${serial}`).toHaveLength(1);
    expect(dispatches[0]).toMatchObject({
      CustomerCode: w.customerCode,
      DispatchId: w.dispatchId,
      DocumentNo: w.documentNo,
      VehicleNo: w.vehicleNo,
      ProductCode: "PD-FG",
    });
    expect(each(dispatches[0].Serials)).toContain(serial);
    expect(Number.isNaN(new Date(dispatches[0].DispatchedAt).getTime())).toBe(false);
  }

  const shipped = shippedOf(record);
  const units = new Map([...shipped].map(([c, s]) => [c, s.length]));
  const dispatchesOf = new Map(
    [...shipped.keys()].map((c) => [
      c,
      new Set(
        [...record.values()].flatMap((w) =>
          w.kind === "customer" && w.customerCode === c ? [w.dispatchId] : [],
        ),
      ).size,
    ]),
  );
  const expectReach = (reach: CustomerReach) => {
    const got = received(reach);
    expect(got.serials).toEqual(shipped);
    expect(got.units).toEqual(units);
    expect(got.dispatches).toEqual(dispatchesOf);
    expect(reach.Counts).toEqual({
      Customers: shipped.size,
      Packets: reach.Dispatched.length,
      Units: [...units.values()].reduce((n, u) => n + u, 0),
    });
  };

  expectReach(
    ok(await app.t.call<CustomerReach>("GET", `/api/api/FGTraceabilityReport/GetWhereDispatched/${mrnId}`)),
  );
  const preview = ok(
    await app.t.call<RecallPreview>("POST", "/api/api/Recall/PreviewRecall", { MRNID: mrnId }),
  );
  expectReach(preview.ToNotify);
  expect(preview.Counts.ToHold).toBe(packetsOf(inStock).length);
  const opened = ok(
    await app.t.call<RecallOpened>("POST", "/api/api/Recall/CreateRecall", {
      MRNID: mrnId,
      Reason: "bad lot",
    }),
  );
  const detail = ok(await app.t.call<RecallDetail>("GET", `/api/api/Recall/GetRecall/${opened.RecallId}`));
  expectReach(detail.ToNotify);
  // Units still in stock are held as before, units sent back stay held; what left is listed for the customers, never held.
  expect(
    detail.Packets.filter((p) => p.Status === "OnHold")
      .map((p) => p.QRCode)
      .sort(),
  ).toEqual(packetsOf([...inStock, ...onHold]).sort());
  ok(
    await app.t.call("POST", "/api/api/Recall/CloseRecall", {
      RecallId: opened.RecallId,
      Disposition: "Release",
    }),
  );
  // Releasing the recall releases what it held, not a customer's return held for its own reason.
  const afterRelease = await app.day.onHand("PD-FG");
  expect(afterRelease).toMatchObject({ AvailableQty: inStock.length, OnHoldQty: onHold.length });
}
