import type {
  CustomerReach,
  CustomerReturnDone,
  DispatchedPacket,
  SerialEvent,
  SerialHistoryRow,
} from "@wms/domain";
import { describe, expect, it } from "vitest";
import { fgDayApp, ok } from "../dispatch/fg-day.test-support.js";
import { checkStock } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";

const app = fgDayApp("RWD");

/** One thing the record says happened to a serial. */
type Happened = {
  Event: SerialEvent;
  RequisitionNo: string;
  QRCode: string | null;
  DispatchId: number | null;
  CustomerCode: string | null;
};

describe("A customer return reworked on its job (oracle plant day)", () => {
  it("return 1 unit, rework it, map it again, put it away, dispatch it again: Stock on Hand and each serial's history equal the record", async () => {
    // The plant: an RM lot of 4 issued whole to an FG job of 4, one RM a unit, 2 serials a packet.
    const { fg, lot } = await app.day.fgOfLot("RWD-FG", 2, 4);
    const { made: mapped, job } = await app.day.produce(fg.productId, 4, [lot.qrCode]);

    // The record: each serial's history, and the packet it is in stock in (none when it is away).
    const history = new Map<number, Happened[]>();
    const inStock = new Map<number, string | null>();
    const happened = (serial: number, what: Partial<Happened> & Pick<Happened, "Event" | "QRCode">) =>
      history.set(serial, [
        ...(history.get(serial) ?? []),
        { RequisitionNo: job.requisitionNo, DispatchId: null, CustomerCode: null, ...what },
      ]);
    for (const p of mapped)
      for (let s = p.FromNo; s <= p.ToNo; s++) {
        happened(s, { Event: "Mapped", QRCode: p.QRCode });
        inStock.set(s, p.QRCode);
      }

    const dispatchTo = async (code: string, packet: { QRCode: string; FromNo: number; ToNo: number }) => {
      const qty = packet.ToNo - packet.FromNo + 1;
      const order = await app.day.order(code, [[fg.code, qty]]);
      const done = ok(
        await app.day.dispatchCall(order.id, [[packet.QRCode, qty]], `DN-${code}`, "MH12AB0003"),
      );
      for (let s = packet.FromNo; s <= packet.ToNo; s++) {
        happened(s, {
          Event: "Dispatched",
          QRCode: packet.QRCode,
          DispatchId: done.DispatchId,
          CustomerCode: code,
        });
        inStock.set(s, null);
      }
      return done.DispatchId;
    };

    const a = await app.day.customer();
    const toA = await dispatchTo(a, mapped[0]);
    const unit = mapped[0].FromNo;
    const back = ok(
      await app.t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
        DispatchId: toA,
        Reason: "Noisy motor",
        Scans: [String(unit)],
      }),
    ).Packets[0].QRCode;
    happened(unit, { Event: "Returned", QRCode: back, DispatchId: toA, CustomerCode: a });
    await recordHolds(history, inStock, { [unit]: back });

    ok(await app.t.call("POST", "/api/api/StockHold/SendToRework", { QRCodes: [back], Remark: "new motor" }));
    happened(unit, { Event: "Reworked", QRCode: back });
    await recordHolds(history, inStock, {});

    const [again] = ok(await app.day.mapCall(job.requisitionId, unit, 1)).Packets;
    await app.day.putAway(job.requisitionNo, [again.QRCode]);
    happened(unit, { Event: "MappedAgain", QRCode: again.QRCode });
    inStock.set(unit, again.QRCode);
    await recordHolds(history, inStock, {});

    const b = await app.day.customer();
    await dispatchTo(b, again);
    await recordHolds(history, inStock, {});
    expect(await stockProblems(app.t.db)).toEqual([]);
    const check = await checkStock(app.t.db, null);
    expect(check.discrepancies).toBe(0);
    for (const found of Object.values(check.keptSums ?? {})) expect(found.discrepancies).toBe(0);

    // The RM lot reaches the customers holding its units: A kept one of two, B has the reworked one.
    const reach = ok(
      await app.t.call<CustomerReach>("GET", `/api/api/FGTraceabilityReport/GetWhereDispatched/${lot.mrnId}`),
    );
    expect(new Map(reach.Customers.map((c) => [c.CustomerCode, c.Units]))).toEqual(
      new Map([
        [a, 1],
        [b, 1],
      ]),
    );
  });
});

/** Stock on Hand of the FG product, and each serial's history and dispatches, against the record. */
async function recordHolds(
  history: ReadonlyMap<number, Happened[]>,
  inStock: ReadonlyMap<number, string | null>,
  onHold: Record<number, string>,
) {
  const available = [...inStock.values()].filter((c) => c !== null) as string[];
  const row = await app.day.onHand("RWD-FG");
  const held = Object.values(onHold);
  expect(row).toMatchObject({
    AvailableQty: available.length,
    OnHoldQty: held.length,
    Packets: new Set([...available, ...held]).size,
  });
  for (const [serial, want] of history) {
    const got = ok(
      await app.t.call<SerialHistoryRow[]>("GET", `/api/api/FGTraceabilityReport/GetSerialHistory/${serial}`),
    );
    expect(
      got.map(({ At: _, DocumentNo: __, ...r }) => r),
      `serial ${serial}`,
    ).toEqual(want);
    const dispatches = ok(
      await app.t.call<DispatchedPacket[]>(
        "GET",
        `/api/api/FGTraceabilityReport/GetSerialDispatches/${serial}`,
      ),
    );
    expect(
      dispatches.map((d) => [d.DispatchId, d.CustomerCode]),
      `serial ${serial}`,
    ).toEqual(want.filter((h) => h.Event === "Dispatched").map((h) => [h.DispatchId, h.CustomerCode]));
  }
}
