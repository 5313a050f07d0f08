import {
  type CustomerReach,
  type CustomerReturnDone,
  type DispatchDone,
  type DispatchedPacket,
  type onHandProductRow,
  productTypeIds,
  type SerialEvent,
  type SerialHistoryRow,
} from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { checkStock } from "../stock/index.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await startTestApp({ stockCheckMinutes: 0 });
  plant = await makePlant(t.db);
});
afterAll(() => t.close());

const ok = <T>(res: { body: { ResponseCode: string; ResponseMessage: string; ResponseData: T } }) => {
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return res.body.ResponseData;
};

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
    const rm = await plant.product("RWD-RM", productTypeIds.rm);
    const fg = await plant.product("RWD-FG", productTypeIds.fg, [[rm, "1"]]);
    await t.db.update(products).set({ fgSerialsPerPacket: 2 }).where(eq(products.productId, fg));
    const [lot] = await receiveStock(t.db, { productId: rm, supplierId: plant.supplierId, qty: 4 });
    const job = await plant.requisition(fg, 4);
    await plant.issueCodes(job.requisitionNo, [lot.qrCode]);

    // The record: each serial's history, and the packet it is in stock in (none when it is away).
    const history = new Map<number, Happened[]>();
    const inStock = new Map<number, string | null>();
    const happened = (serial: number, what: Partial<Happened> & Pick<Happened, "Event" | "QRCode">) =>
      history.set(serial, [
        ...(history.get(serial) ?? []),
        { RequisitionNo: job.requisitionNo, DispatchId: null, CustomerCode: null, ...what },
      ]);

    const FromNo = Number(ok(await t.call<number>("GET", "/api/api/FinalProduction/GetMaxNo"))) + 1;
    const map = async (from: number, qty: number) =>
      ok(
        await t.call<{ Packets: Array<{ QRCode: string; FromNo: number; ToNo: number }> }>(
          "POST",
          "/api/api/FinalProduction/CreateFinalProduction",
          { FGMappingId: 0, RequisitionId: job.requisitionId, FromNo: from, ToNo: from + qty - 1, Qty: qty },
        ),
      ).Packets;
    const putAway = async (codes: string[]) =>
      ok(
        await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
          RequisitionNo: job.requisitionNo,
          BinId: (await makeBin(t.db)).binId,
          storeItems: codes.map((QRCode) => ({ QRCode })),
        }),
      );
    const mapped = await map(FromNo, 4);
    await putAway(mapped.map((p) => p.QRCode));
    for (const p of mapped)
      for (let s = p.FromNo; s <= p.ToNo; s++) {
        happened(s, { Event: "Mapped", QRCode: p.QRCode });
        inStock.set(s, p.QRCode);
      }

    const dispatchTo = async (code: string, packet: { QRCode: string; FromNo: number; ToNo: number }) => {
      ok(
        await t.call("POST", "/api/api/Customer/CreateCustomer", {
          CustomerCode: code,
          CustomerName: `Customer ${code}`,
          Address: "Industrial estate, Pune",
          GSTNumber: "",
        }),
      );
      const qty = packet.ToNo - packet.FromNo + 1;
      const order = ok(
        await t.call<{ DispatchOrderId: number }>("POST", "/api/api/DispatchOrder/CreateDispatchOrder", {
          ErpOrderNo: `SO-${code}`,
          CustomerCode: code,
          PromisedDate: "12/31/2030",
          Lines: [{ ProductCode: "RWD-FG", Qty: qty }],
        }),
      );
      const done = ok(
        await t.call<DispatchDone>("POST", "/api/api/Dispatch/CreateDispatch", {
          DispatchOrderId: order.DispatchOrderId,
          VehicleNo: "MH12AB0003",
          DocumentNo: `DN-${code}`,
          Packets: [{ QRCode: packet.QRCode, Qty: qty }],
        }),
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

    const toA = await dispatchTo("RWD-A", mapped[0]);
    const unit = mapped[0].FromNo;
    const back = ok(
      await t.call<CustomerReturnDone>("POST", "/api/api/CustomerReturn/CreateCustomerReturn", {
        DispatchId: toA,
        Reason: "Noisy motor",
        Scans: [String(unit)],
      }),
    ).Packets[0].QRCode;
    happened(unit, { Event: "Returned", QRCode: back, DispatchId: toA, CustomerCode: "RWD-A" });
    await recordHolds(history, inStock, { [unit]: back });

    ok(await t.call("POST", "/api/api/StockHold/SendToRework", { QRCodes: [back], Remark: "new motor" }));
    happened(unit, { Event: "Reworked", QRCode: back });
    await recordHolds(history, inStock, {});

    const [again] = await map(unit, 1);
    await putAway([again.QRCode]);
    happened(unit, { Event: "MappedAgain", QRCode: again.QRCode });
    inStock.set(unit, again.QRCode);
    await recordHolds(history, inStock, {});

    await dispatchTo("RWD-B", again);
    await recordHolds(history, inStock, {});
    expect(await stockProblems(t.db)).toEqual([]);
    const check = await checkStock(t.db, null);
    expect(check.discrepancies).toBe(0);
    for (const found of Object.values(check.keptSums ?? {})) expect(found.discrepancies).toBe(0);

    // The RM lot reaches the customers holding its units: A kept one of two, B has the reworked one.
    const reach = ok(
      await t.call<CustomerReach>("GET", `/api/api/FGTraceabilityReport/GetWhereDispatched/${lot.mrnId}`),
    );
    expect(new Map(reach.Customers.map((c) => [c.CustomerCode, c.Units]))).toEqual(
      new Map([
        ["RWD-A", 1],
        ["RWD-B", 1],
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
  const [row] = ok(
    await t.call<Array<z.infer<typeof onHandProductRow>>>("POST", "/api/api/StockOnHand/GetByProduct", {
      PageNo: 1,
      First: 1,
      PageSize: 20,
      SearchValue: "RWD-FG",
    }),
  );
  const held = Object.values(onHold);
  expect(row).toMatchObject({
    AvailableQty: available.length,
    OnHoldQty: held.length,
    Packets: new Set([...available, ...held]).size,
  });
  for (const [serial, want] of history) {
    const got = ok(
      await t.call<SerialHistoryRow[]>("GET", `/api/api/FGTraceabilityReport/GetSerialHistory/${serial}`),
    );
    expect(
      got.map(({ At: _, DocumentNo: __, ...r }) => r),
      `serial ${serial}`,
    ).toEqual(want);
    const dispatches = ok(
      await t.call<DispatchedPacket[]>("GET", `/api/api/FGTraceabilityReport/GetSerialDispatches/${serial}`),
    );
    expect(
      dispatches.map((d) => [d.DispatchId, d.CustomerCode]),
      `serial ${serial}`,
    ).toEqual(want.filter((h) => h.Event === "Dispatched").map((h) => [h.DispatchId, h.CustomerCode]));
  }
}
