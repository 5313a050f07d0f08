import { consumptionMessages, type PacketHistory, type TraceRow } from "@wms/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let fgReq: { requisitionId: number; requisitionNo: string };
let frameReq: { requisitionId: number; requisitionNo: string };
let seatReq: { requisitionId: number; requisitionNo: string };

type Row = Omit<TraceRow, "InwardDate"> & { InwardDate: string | null };

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

/**
 * FG chair <- frame (intermediate) <- seat (intermediate) <- foam; each level also uses a raw
 * material. The seat and frame jobs' output is received into stock, put away and issued on.
 */
beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  const steel = await plant.product("TR-STEEL", 3);
  const screws = await plant.product("TR-SCREW", 3);
  const foam = await plant.product("TR-FOAM", 3);
  const seat = await plant.product("TR-SEAT", 2);
  const frame = await plant.product("TR-FRAME", 2);
  const chair = await plant.product("TR-CHAIR", 1);
  seatReq = await plant.requisition(seat, 2);
  await plant.issue(seatReq.requisitionId, foam, 4);
  await report("Intermediate", seatReq.requisitionNo, "Start", { "TR-FOAM": 4 });
  const seats = await plant.receiveOutput(seatReq.requisitionNo, 2, 2);
  frameReq = await plant.requisition(frame, 2);
  await plant.issue(frameReq.requisitionId, steel, 6);
  await plant.issueCodes(frameReq.requisitionNo, seats);
  await report("Intermediate", frameReq.requisitionNo, "Start", { "TR-STEEL": 6 });
  await report("Intermediate", frameReq.requisitionNo, "End", { "TR-SEAT": 2 });
  const frames = await plant.receiveOutput(frameReq.requisitionNo, 2, 1);
  fgReq = await plant.requisition(chair, 2);
  await plant.issueCodes(fgReq.requisitionNo, frames);
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
  it("answers the packets issued to the requisition of an FG serial, with lot, activity and quantity", async () => {
    const res = await trace("102");
    expect(res.body.ResponseCode).toBe("200");
    expect(
      res.body.ResponseData.map((r) => [
        r.RMCode,
        r.Stage,
        r.IsIntermediate,
        r.RequisitionNo,
        r.ProductCode,
        r.Qty,
      ]),
    ).toEqual([
      ["TR-FRAME", "Start", 2, fgReq.requisitionNo, "TR-CHAIR", 1],
      ["TR-FRAME", "Start", 2, fgReq.requisitionNo, "TR-CHAIR", 1],
      ["TR-SCREW", "End", 0, fgReq.requisitionNo, "TR-CHAIR", 10],
    ]);
    const [frameRow, , screwRow] = res.body.ResponseData;
    expect(frameRow).toMatchObject({
      Operator: "Op Start",
      Level: 0,
      MRNID: null,
      SupplierCode: "",
      ProducedByRequisitionNo: frameReq.requisitionNo,
    });
    expect(frameRow.QRCode.startsWith(`${frameReq.requisitionNo}-P`)).toBe(true);
    expect(screwRow.SupplierCode).toMatch(/^SUP-/);
    expect(screwRow.MRNID).toBeGreaterThan(0);
    expect(screwRow.InwardDate).toBeTruthy();
  });

  it("finds the same rows by product code and by requisition number", async () => {
    expect((await trace("tr-chair")).body.ResponseData).toHaveLength(3);
    expect((await trace(fgReq.requisitionNo.toLowerCase())).body.ResponseData).toHaveLength(3);
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
      frame.body.ResponseData.map((r) => [
        r.RMCode,
        r.RequisitionNo,
        r.IsIntermediate,
        r.ProductCode,
        r.Level,
      ]),
    ).toEqual([
      ["TR-STEEL", frameReq.requisitionNo, 0, "TR-FRAME", 1],
      ["TR-SEAT", frameReq.requisitionNo, 1, "TR-FRAME", 1],
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

describe("a trace that follows the packets", () => {
  it("never changes an earlier FG's trace when a later job of the intermediate is reported", async () => {
    const before = [
      (await trace("101")).body.ResponseData,
      (await drill("TR-FRAME", fgReq.requisitionNo, 2)).body.ResponseData,
      (await drill("TR-SEAT", frameReq.requisitionNo, 1)).body.ResponseData,
    ];
    const [seat] = await t.db
      .execute<{ product_id: number }>(sql`select product_id from products where product_cd = 'TR-SEAT'`)
      .then((r) => (r as unknown as { rows: Array<{ product_id: number }> }).rows);
    const [foam] = await t.db
      .execute<{ product_id: number }>(sql`select product_id from products where product_cd = 'TR-FOAM'`)
      .then((r) => (r as unknown as { rows: Array<{ product_id: number }> }).rows);
    const later = await plant.requisition(seat.product_id, 1);
    await plant.issue(later.requisitionId, foam.product_id, 2);
    await report("Intermediate", later.requisitionNo, "End", { "TR-FOAM": 2 });
    await plant.receiveOutput(later.requisitionNo, 1, 1);
    const after = [
      (await trace("101")).body.ResponseData,
      (await drill("TR-FRAME", fgReq.requisitionNo, 2)).body.ResponseData,
      (await drill("TR-SEAT", frameReq.requisitionNo, 1)).body.ResponseData,
    ];
    expect(after).toEqual(before);
  });
});

describe("FGTraceabilityReport/GetWhereUsed", () => {
  type Used = {
    Level: number;
    RequisitionNo: string;
    ProductCode: string;
    FromNo: number | null;
    ToNo: number | null;
  };
  const whereUsed = (x: string) => t.call<Used[]>("GET", `/api/api/FGTraceabilityReport/GetWhereUsed/${x}`);

  it("follows a raw material's MRN up through the seat and frame jobs to the FG serials", async () => {
    const seatRows = (await drill("TR-SEAT", frameReq.requisitionNo, 1)).body.ResponseData;
    const foamMrn = seatRows[0].MRNID as number;
    const res = await whereUsed(String(foamMrn));
    expect(
      res.body.ResponseData.map((r) => [r.Level, r.RequisitionNo, r.ProductCode, r.FromNo, r.ToNo]),
    ).toEqual([
      [0, seatReq.requisitionNo, "TR-SEAT", null, null],
      [1, frameReq.requisitionNo, "TR-FRAME", null, null],
      [2, fgReq.requisitionNo, "TR-CHAIR", 101, 102],
      [2, fgReq.requisitionNo, "TR-CHAIR", 101, 102],
    ]);
    const byPacket = await whereUsed(seatRows[0].QRCode);
    expect(byPacket.body.ResponseData.at(-1)).toMatchObject({
      RequisitionNo: fgReq.requisitionNo,
      FromNo: 101,
    });
  });

  it("answers 400 No data found for a lot that went nowhere", async () => {
    expect((await whereUsed("NO-SUCH-LOT")).body).toMatchObject({ ResponseCode: "400" });
  });
});

describe("Stock/GetPacketHistory", () => {
  it("answers a produced packet's ledger rows in order, its lot and no parent", async () => {
    const [frameRow] = (await trace("101")).body.ResponseData;
    const res = await t.call<PacketHistory>("GET", `/api/api/Stock/GetPacketHistory/${frameRow.QRCode}`);
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.Ledger.map((l) => [l.Reason, l.FromStatus, l.ToStatus, l.Qty])).toEqual([
      ["produce", null, "Packed", 1],
      ["putAway", "Packed", "InBin", 1],
      ["issueToProduction", "InBin", "Issued", 1],
      ["consume", "Issued", null, 1],
    ]);
    expect(res.body.ResponseData.Packet).toMatchObject({
      ProducedByRequisitionNo: frameReq.requisitionNo,
      Qty: 0,
    });
    expect(res.body.ResponseData.Parent).toBeNull();
    expect(res.body.ResponseData.Ledger[1].ToBin).toBeTruthy();
  });

  it("answers 400 for an unknown packet", async () => {
    expect((await t.call("GET", "/api/api/Stock/GetPacketHistory/NOPE")).body).toMatchObject({
      ResponseCode: "400",
    });
  });
});
