import { type DispatchDone, type onHandProductRow, productTypeIds, type SerialRange } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { z } from "zod";
import { packetSerials, packets, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makeBin, makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";

export interface Packed {
  QRCode: string;
  Qty: number;
  FromNo: number;
  ToNo: number;
}

/** Serials one by one, from ranges: what the tests' own records compare. */
export const each = (ranges: readonly SerialRange[]) =>
  ranges.flatMap((r) => Array.from({ length: r.ToNo - r.FromNo + 1 }, (_, i) => r.FromNo + i));

/** A call's data, once it answered 200 (else the test fails with the refusal's message). */
export function ok<T>(res: { body: { ResponseCode: string; ResponseMessage: string; ResponseData: T } }): T {
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return res.body.ResponseData;
}

/**
 * An FG plant day through the calls, for one test file's app: FG products, their serials made and put away, customers,
 * dispatch orders and dispatches. Codes carry `prefix`; serials count up from `firstSerial`.
 */
export function fgDay(t: TestApp, plant: () => Plant, prefix: string, firstSerial = 1) {
  let customerNo = 0;
  let orderNo = 0;
  let nextSerial = firstSerial;

  /** An FG product packed `perPacket` serials a packet, made of its `bom` lines (none: its serials need no material). */
  async function fgProduct(
    code: string,
    perPacket: number,
    bom: ReadonlyArray<readonly [number, string]> = [],
  ) {
    const productId = await plant().product(code, productTypeIds.fg, bom);
    await t.db
      .update(products)
      .set({ fgSerialsPerPacket: perPacket })
      .where(eq(products.productId, productId));
    return { productId, code };
  }

  /** An RM lot of `qty` (one MRN, one packet in a bin) and FG product `code`, one unit of that RM a unit. */
  async function fgOfLot(code: string, perPacket: number, qty: number) {
    const rm = await plant().product(`${code}-RM`, productTypeIds.rm);
    const fg = await fgProduct(code, perPacket, [[rm, "1"]]);
    const [lot] = await receiveStock(t.db, { productId: rm, supplierId: plant().supplierId, qty });
    return { fg, lot };
  }

  /** Final Production: serials `FromNo` on, `qty` of them, mapped to the job into packets. */
  const mapCall = (RequisitionId: number, FromNo: number, qty: number) =>
    t.call<{ FGMappingId: number; Packets: Packed[] }>(
      "POST",
      "/api/api/FinalProduction/CreateFinalProduction",
      {
        FGMappingId: 0,
        RequisitionId,
        FromNo,
        ToNo: FromNo + qty - 1,
        Qty: qty,
      },
    );

  /** The job's packets put away into a new bin. */
  async function putAway(requisitionNo: string, codes: string[]) {
    const bin = await makeBin(t.db);
    ok(
      await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
        RequisitionNo: requisitionNo,
        BinId: bin.binId,
        storeItems: codes.map((QRCode) => ({ QRCode })),
      }),
    );
    return bin;
  }

  /**
   * `qty` serials of the product made on a new job (the packets `issued` issued to it first, mapped at Final
   * Production) and put away into one bin: its packets.
   */
  async function produce(productId: number, qty: number, issued: string[] = []) {
    const job = await plant().requisition(productId, qty);
    if (issued.length > 0) await plant().issueCodes(job.requisitionNo, issued);
    const FromNo = nextSerial;
    nextSerial += qty;
    const made = ok(await mapCall(job.requisitionId, FromNo, qty)).Packets;
    const bin = await putAway(
      job.requisitionNo,
      made.map((p) => p.QRCode),
    );
    return { made, bin, job };
  }

  async function customer() {
    const code = `${prefix}-C${++customerNo}`;
    ok(
      await t.call("POST", "/api/api/Customer/CreateCustomer", {
        CustomerCode: code,
        CustomerName: `Customer ${customerNo}`,
        Address: "Industrial estate, Pune",
        GSTNumber: "",
      }),
    );
    return code;
  }

  async function order(customerCode: string, lines: Array<[string, number]>) {
    const ErpOrderNo = `SO-${prefix}-${++orderNo}`;
    const made = ok(
      await t.call<{ DispatchOrderId: number }>("POST", "/api/api/DispatchOrder/CreateDispatchOrder", {
        ErpOrderNo,
        CustomerCode: customerCode,
        PromisedDate: "12/31/2030",
        Lines: lines.map(([ProductCode, Qty]) => ({ ProductCode, Qty })),
      }),
    );
    return { id: made.DispatchOrderId, no: ErpOrderNo };
  }

  const dispatchCall = (
    DispatchOrderId: number,
    items: Array<[string, number]>,
    DocumentNo = "INV-1",
    VehicleNo = "MH12AB1234",
  ) =>
    t.call<DispatchDone>("POST", "/api/api/Dispatch/CreateDispatch", {
      DispatchOrderId,
      VehicleNo,
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

  /** Stock on Hand's row of product `code`. */
  async function onHand(code: string) {
    const [row] = ok(
      await t.call<Array<z.infer<typeof onHandProductRow>>>("POST", "/api/api/StockOnHand/GetByProduct", {
        PageNo: 1,
        First: 1,
        PageSize: 20,
        SearchValue: code,
      }),
    );
    return row;
  }

  return {
    fgProduct,
    fgOfLot,
    mapCall,
    putAway,
    produce,
    customer,
    order,
    dispatchCall,
    serialsOfPacket,
    onHand,
  };
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
