import { stockMessages } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
});
afterAll(() => t.close());

const lookup = (requisitionNo: string) =>
  t.call<{ ProductCode: string; Qty: number; ReceivedQty: number; RemainingQty: number } | null>(
    "GET",
    `/api/api/ProductionReceipt/GetRequisitionToReceive/${encodeURIComponent(requisitionNo)}`,
  );

describe("ProductionReceipt/GetRequisitionToReceive", () => {
  it("answers the requisition's product, qty, output received so far and what remains, as receipts go in", async () => {
    await plant.product("FOAM-PR", 3);
    const seat = await plant.product("SEAT-PR", 2);
    const { requisitionNo } = await plant.requisition(seat, 5);
    expect((await lookup(requisitionNo)).body.ResponseData).toMatchObject({
      ProductCode: "SEAT-PR",
      Qty: 5,
      ReceivedQty: 0,
      RemainingQty: 5,
    });
    await plant.receiveOutput(requisitionNo, 2, 1);
    expect((await lookup(` ${requisitionNo.toLowerCase()} `)).body.ResponseData).toMatchObject({
      ReceivedQty: 2,
      RemainingQty: 3,
    });
  });

  it("answers '400' with a clear message for a requisition that does not exist", async () => {
    expect((await lookup("REQ-NOPE")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: stockMessages.requisitionNotFound,
    });
  });
});
