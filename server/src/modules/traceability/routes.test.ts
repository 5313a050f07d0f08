import { consumptionMessages } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let fgReq: { requisitionId: number; requisitionNo: string };
let frameReq: { requisitionNo: string };
let seatReq: { requisitionNo: string };

type Row = {
  Level: number;
  RMCode: string;
  RequisitionNo: string;
  IsIntermediate: number;
  Stage: string;
  ProductCode: string;
  SupplierCode: string;
  ShiftName: string;
  Operator: string;
  InwardDate: string | null;
};

const report = async (
  kind: "Assembly" | "Intermediate",
  RequisitionNo: string,
  Stage: string,
  items: Record<string, number>,
) => {
  const res = await t.call("POST", `/api/api/ActivityReporting/CreateActivityReporting${kind}`, {
    RequisitionNo,
    ShiftId: plant.shiftId,
    Operator: `Op ${Stage}`,
    Stage,
    storeItems: Object.entries(items).map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
  });
  expect(res.body.ResponseCode).toBe("200");
};

/** FG chair <- frame (intermediate) <- seat (intermediate) <- foam; each level also uses a raw material. */
beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  const steel = await plant.product("TR-STEEL", 3);
  const screws = await plant.product("TR-SCREW", 3);
  const foam = await plant.product("TR-FOAM", 3);
  const seat = await plant.product("TR-SEAT", 2);
  const frame = await plant.product("TR-FRAME", 2);
  const chair = await plant.product("TR-CHAIR", 1);

  const seatRequisition = await plant.requisition(seat, 2);
  await plant.issue(seatRequisition.requisitionId, foam, 4);
  await report("Intermediate", seatRequisition.requisitionNo, "Start", { "TR-FOAM": 4 });
  seatReq = seatRequisition;

  const frameRequisition = await plant.requisition(frame, 2);
  await plant.issue(frameRequisition.requisitionId, steel, 6);
  await plant.issue(frameRequisition.requisitionId, seat, 2);
  await report("Intermediate", frameRequisition.requisitionNo, "Start", { "TR-STEEL": 6 });
  await report("Intermediate", frameRequisition.requisitionNo, "End", { "TR-SEAT": 2 });
  frameReq = frameRequisition;

  fgReq = await plant.requisition(chair, 2);
  await plant.issue(fgReq.requisitionId, frame, 2);
  await plant.issue(fgReq.requisitionId, screws, 10);
  await report("Assembly", fgReq.requisitionNo, "Start", { "TR-FRAME": 2 });
  await report("Assembly", fgReq.requisitionNo, "End", { "TR-SCREW": 10 });
  const mapped = await t.call("POST", "/api/api/FinalProduction/CreateFinalProduction", {
    RequisitionId: fgReq.requisitionId,
    FromNo: 101,
    ToNo: 102,
    Qty: 2,
  });
  expect(mapped.body.ResponseCode).toBe("200");
});
afterAll(() => t.close());

const trace = (x: string) =>
  t.call<Row[]>("GET", `/api/api/FGTraceabilityReport/GetFGTraceabilityReport/${x}`);
const drill = (rm: string, no: string, n: number) =>
  t.call<Row[]>("GET", `/api/api/FGTraceabilityReport/GetIntermediateTraceability/${rm}/${no}/${n}`);

describe("FGTraceabilityReport/GetFGTraceabilityReport", () => {
  it("answers the activity rows of the requisition of an FG serial inside a mapped range", async () => {
    const res = await trace("102");
    expect(res.body.ResponseCode).toBe("200");
    expect(
      res.body.ResponseData.map((r) => [r.RMCode, r.Stage, r.IsIntermediate, r.RequisitionNo, r.ProductCode]),
    ).toEqual([
      ["TR-FRAME", "Start", 2, fgReq.requisitionNo, "TR-CHAIR"],
      ["TR-SCREW", "End", 0, fgReq.requisitionNo, "TR-CHAIR"],
    ]);
    expect(res.body.ResponseData[0]).toMatchObject({ Operator: "Op Start", Level: 0 });
    expect(res.body.ResponseData[0].SupplierCode).toMatch(/^SUP-/);
    expect(res.body.ResponseData[0].InwardDate).toBeTruthy();
  });

  it("finds the same rows by product code and by requisition number", async () => {
    expect((await trace("tr-chair")).body.ResponseData).toHaveLength(2);
    expect((await trace(fgReq.requisitionNo)).body.ResponseData).toHaveLength(2);
  });

  it("answers 400 No data found for a serial outside every range or an unknown code", async () => {
    for (const x of ["103", "NOTHING"]) {
      const res = await trace(x);
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: consumptionMessages.noData });
    }
  });
});

describe("FGTraceabilityReport/GetIntermediateTraceability", () => {
  it("drills into an intermediate's own requisition, level after level", async () => {
    const frame = await drill("TR-FRAME", fgReq.requisitionNo, 2);
    expect(
      frame.body.ResponseData.map((r) => [r.RMCode, r.RequisitionNo, r.IsIntermediate, r.ProductCode]),
    ).toEqual([
      ["TR-STEEL", frameReq.requisitionNo, 0, "TR-FRAME"],
      ["TR-SEAT", frameReq.requisitionNo, 1, "TR-FRAME"],
    ]);
    const seat = await drill("TR-SEAT", frameReq.requisitionNo, 1);
    expect(seat.body.ResponseData.map((r) => [r.RMCode, r.RequisitionNo, r.IsIntermediate])).toEqual([
      ["TR-FOAM", seatReq.requisitionNo, 0],
    ]);
  });

  it("answers 400 No data found for a raw material or an unknown requisition", async () => {
    expect((await drill("TR-SCREW", fgReq.requisitionNo, 0)).body.ResponseMessage).toBe(
      consumptionMessages.noData,
    );
    expect((await drill("TR-FRAME", "REQ-NONE", 1)).body.ResponseCode).toBe("400");
  });
});
