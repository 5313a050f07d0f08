import { productTypeIds, stockMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packetSerials, packets, products } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { stockProblems } from "./invariants.test-support.js";
import { makeBin, makePlant, type Plant } from "./plant.test-support.js";

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await startTestApp({ stockCheckMinutes: 0 });
  plant = await makePlant(t.db);
});
afterAll(() => t.close());

interface Packed {
  QRCode: string;
  ProductCode: string;
  Qty: number;
  FromNo: number;
  ToNo: number;
}

/** An FG product packed `perPacket` serials a packet, with a requisition of `qty` whose material covers it. */
async function fgJob(code: string, perPacket: number, qty: number) {
  const productId = await plant.product(code, productTypeIds.fg, []);
  await t.db.update(products).set({ fgSerialsPerPacket: perPacket }).where(eq(products.productId, productId));
  return { productId, ...(await plant.requisition(productId, qty)) };
}

let nextSerial = 1;
async function mapSerials(requisitionId: number, qty: number) {
  const FromNo = nextSerial;
  nextSerial += qty;
  const res = await t.call<{ FGMappingId: number; Packets: Packed[] }>(
    "POST",
    "/api/api/FinalProduction/CreateFinalProduction",
    { FGMappingId: 0, RequisitionId: requisitionId, FromNo, ToNo: FromNo + qty - 1, Qty: qty },
  );
  expect(res.body.ResponseCode).toBe("200");
  return { FromNo, packets: res.body.ResponseData.Packets };
}

describe("Final Production makes FG stock", () => {
  it("packs the mapped serials in packets of the product's size, each with its range and its job", async () => {
    const job = await fgJob("FGS-PACK5", 5, 12);
    const { FromNo, packets: made } = await mapSerials(job.requisitionId, 12);
    expect(made.map((p) => [p.Qty, p.FromNo, p.ToNo])).toEqual([
      [5, FromNo, FromNo + 4],
      [5, FromNo + 5, FromNo + 9],
      [2, FromNo + 10, FromNo + 11],
    ]);
    const rows = await t.db
      .select({
        qrCode: packets.qrCode,
        status: packets.status,
        job: packets.producedByRequisitionId,
        fromNo: packetSerials.fromNo,
        toNo: packetSerials.toNo,
      })
      .from(packets)
      .innerJoin(packetSerials, eq(packetSerials.packetId, packets.packetId))
      .where(eq(packets.producedByRequisitionId, job.requisitionId))
      .orderBy(packets.packetId);
    expect(rows).toEqual(
      made.map((p) => ({
        qrCode: p.QRCode,
        status: "Packed",
        job: job.requisitionId,
        fromNo: p.FromNo,
        toNo: p.ToNo,
      })),
    );
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("packs one serial a packet when the product says 1", async () => {
    const job = await fgJob("FGS-PACK1", 1, 3);
    const { FromNo, packets: made } = await mapSerials(job.requisitionId, 3);
    expect(made.map((p) => [p.Qty, p.FromNo, p.ToNo])).toEqual(
      [0, 1, 2].map((i) => [1, FromNo + i, FromNo + i]),
    );
  });

  it("puts FG packets away by their requisition, and Stock on Hand counts them like any packet", async () => {
    const job = await fgJob("FGS-STOCK", 4, 8);
    const { packets: made } = await mapSerials(job.requisitionId, 8);
    const bin = await makeBin(t.db);
    const put = await t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
      RequisitionNo: job.requisitionNo,
      BinId: bin.binId,
      storeItems: made.map((p) => ({ QRCode: p.QRCode })),
    });
    expect(put.body.ResponseCode).toBe("200");
    const onHand = await t.call<Array<{ ProductCode: string; AvailableQty: number; Packets: number }>>(
      "POST",
      "/api/api/StockOnHand/GetByProduct",
      { PageNo: 1, First: 1, PageSize: 20, SearchValue: "FGS-STOCK" },
    );
    expect(onHand.body.ResponseData).toMatchObject([
      { ProductCode: "FGS-STOCK", AvailableQty: 8, Packets: 2 },
    ]);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("refuses a production receipt of an FG requisition: its output is stock once, from its serials", async () => {
    const job = await fgJob("FGS-NORECEIPT", 1, 2);
    const res = await t.call("POST", "/api/api/ProductionReceipt/CreateProductionReceipt", {
      RequisitionNo: job.requisitionNo,
      Qty: 2,
      PiecesPerPacket: 1,
    });
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockMessages.fgReceivedAtFinalProduction,
    });
  });
});
