import { type DispatchDone, productTypeIds, type SerialRange } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { packetSerials, packets, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant } from "../stock/plant.test-support.js";

export interface Packed {
  QRCode: string;
  Qty: number;
  FromNo: number;
  ToNo: number;
}

/** Serials one by one, from ranges: what the tests' own records compare. */
export const each = (ranges: readonly SerialRange[]) =>
  ranges.flatMap((r) => Array.from({ length: r.ToNo - r.FromNo + 1 }, (_, i) => r.FromNo + i));

/**
 * An FG plant day through the calls, for one test file's app: FG products, their serials made and put away, customers,
 * dispatch orders and dispatches. Codes carry `prefix`; serials count up from `firstSerial`.
 */
export function fgDay(t: TestApp, plant: () => Plant, prefix: string, firstSerial = 1) {
  let customerNo = 0;
  let orderNo = 0;
  let nextSerial = firstSerial;

  /** An FG product packed `perPacket` serials a packet. */
  async function fgProduct(code: string, perPacket: number) {
    const productId = await plant().product(code, productTypeIds.fg, []);
    await t.db
      .update(products)
      .set({ fgSerialsPerPacket: perPacket })
      .where(eq(products.productId, productId));
    return { productId, code };
  }

  /** `qty` serials of the product made (mapped at Final Production) and put away into one bin: its packets. */
  async function produce(productId: number, qty: number) {
    const job = await plant().requisition(productId, qty);
    const FromNo = nextSerial;
    nextSerial += qty;
    const mapped = await t.call<{ Packets: Packed[] }>(
      "POST",
      "/api/api/FinalProduction/CreateFinalProduction",
      {
        FGMappingId: 0,
        RequisitionId: job.requisitionId,
        FromNo,
        ToNo: FromNo + qty - 1,
        Qty: qty,
      },
    );
    expect(mapped.body.ResponseCode, mapped.body.ResponseMessage).toBe("200");
    const made = mapped.body.ResponseData.Packets;
    const bin = await makeBin(t.db);
    const put = await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: made.map((p) => ({ QRCode: p.QRCode })),
    });
    expect(put.body.ResponseCode, put.body.ResponseMessage).toBe("200");
    return { made, bin, job };
  }

  async function customer() {
    const code = `${prefix}-C${++customerNo}`;
    const res = await t.call("POST", "/api/api/Customer/CreateCustomer", {
      CustomerCode: code,
      CustomerName: `Customer ${customerNo}`,
      Address: "Industrial estate, Pune",
      GSTNumber: "",
    });
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    return code;
  }

  async function order(customerCode: string, lines: Array<[string, number]>) {
    const ErpOrderNo = `SO-${prefix}-${++orderNo}`;
    const res = await t.call<{ DispatchOrderId: number }>(
      "POST",
      "/api/api/DispatchOrder/CreateDispatchOrder",
      {
        ErpOrderNo,
        CustomerCode: customerCode,
        PromisedDate: "12/31/2030",
        Lines: lines.map(([ProductCode, Qty]) => ({ ProductCode, Qty })),
      },
    );
    expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
    return { id: res.body.ResponseData.DispatchOrderId, no: ErpOrderNo };
  }

  const dispatchCall = (DispatchOrderId: number, items: Array<[string, number]>, DocumentNo = "INV-1") =>
    t.call<DispatchDone>("POST", "/api/api/Dispatch/CreateDispatch", {
      DispatchOrderId,
      VehicleNo: "MH12AB1234",
      DocumentNo,
      Packets: items.map(([QRCode, Qty]) => ({ QRCode, Qty })),
    });

  const serialsOfPacket = async (qrCode: string) =>
    (
      await t.db
        .select({ FromNo: packetSerials.fromNo, ToNo: packetSerials.toNo })
        .from(packetSerials)
        .innerJoin(packets, eq(packets.packetId, packetSerials.packetId))
        .where(eq(packets.qrCode, qrCode))
        .orderBy(packetSerials.fromNo)
    ).map((r) => ({ FromNo: r.FromNo, ToNo: r.ToNo }));

  return { fgProduct, produce, customer, order, dispatchCall, serialsOfPacket };
}

/**
 * One test file's app, its plant and its FG day (codes carrying `prefix`): started before the file's tests and closed
 * after them, with no deadlock found (every command locks in one order, stock/lock-order.ts; its races on PostgreSQL
 * leave the detector nothing).
 */
export function fgDayApp(prefix: string) {
  const app = {} as { t: TestApp; plant: Plant; day: ReturnType<typeof fgDay> };
  beforeAll(async () => {
    app.t = await startTestApp({ stockCheckMinutes: 0 });
    app.plant = await makePlant(app.t.db);
    app.day = fgDay(app.t, () => app.plant, prefix);
  });
  afterAll(async () => expect((await app.t.close()).deadlocks).toBe(0));
  return app;
}
