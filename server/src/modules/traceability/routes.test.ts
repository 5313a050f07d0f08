import { consumptionMessages, type PacketHistory, type TraceJob, type TraceRow } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shifts } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
type Job = { requisitionId: number; requisitionNo: string };
let bracketJob1: Job;
let bracketJob2: Job;
let fgJob: Job;
let bracketPackets: string[];
let boltPacket: string;
let steel1: { requisitionIssueId: number; qrCode: string };
let shiftA: number;
let shiftB: number;
const ids = { wire: 0, bracket: 0 };

type Row = Omit<TraceRow, "InwardDate" | "EventAt"> & { InwardDate: string | null; EventAt: string };
type Jobs = { ScannedAs: string; Jobs: Array<Omit<TraceJob, "CreatedDate">> };

const report = async (
  kind: "Assembly" | "Intermediate",
  RequisitionNo: string,
  Stage: "Start" | "End",
  Operator: string,
  ShiftId: number,
  items: Record<string, number>,
) => {
  const res = await t.call("POST", `/api/api/ActivityReporting/CreateActivityReporting${kind}`, {
    RequisitionNo,
    ShiftId,
    Operator,
    Stage,
    storeItems: Object.entries(items).map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
  });
  expect(res.body.ResponseCode).toBe("200");
};

/**
 * A plant day: two bracket (intermediate) jobs by different operators and shifts, each making one
 * bracket packet; one FG job using both, its Start (Kiran, shift A) one bracket and 2 bolts, its
 * End (Lata, shift B) the other bracket and 2 bolts of the same bolt packet, then an End with nothing
 * left (Suresh). Serials 201-202 mapped to the FG job.
 */
beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  const made = await t.db
    .insert(shifts)
    .values([
      { shiftName: "TR Shift A", startTime: "06:00", endTime: "14:00" },
      { shiftName: "TR Shift B", startTime: "14:00", endTime: "22:00" },
    ])
    .returning();
  [shiftA, shiftB] = made.map((s) => s.shiftId);
  const steel = await plant.product("TR-STEEL", 3);
  const wire = await plant.product("TR-WIRE", 3);
  const bolt = await plant.product("TR-BOLT", 3);
  const bracket = await plant.product("TR-BRACKET", 2);
  const chair = await plant.product("TR-CHAIR", 1, [
    [bracket, "1"],
    [bolt, "2"],
  ]);
  Object.assign(ids, { wire, bracket });
  bracketJob1 = await plant.requisition(bracket, 1);
  steel1 = await plant.issue(bracketJob1.requisitionId, steel, 3);
  await plant.issue(bracketJob1.requisitionId, wire, 1);
  await report("Intermediate", bracketJob1.requisitionNo, "Start", "Asha", shiftA, { "TR-STEEL": 2 });
  await report("Intermediate", bracketJob1.requisitionNo, "End", "Mohan", shiftB, { "TR-WIRE": 1 });
  const returned = await t.call("POST", "/api/api/Return/SubmitFGReturn", {
    ReturnType: 1,
    ReturnList: [{ RequisitionIssueId: steel1.requisitionIssueId, Quantity: 1 }],
  });
  expect(returned.body.ResponseCode).toBe("200");
  const [bracket1] = await plant.receiveOutput(bracketJob1.requisitionNo, 1, 1);
  bracketJob2 = await plant.requisition(bracket, 1);
  await plant.issue(bracketJob2.requisitionId, steel, 2);
  await report("Intermediate", bracketJob2.requisitionNo, "Start", "Mohan", shiftB, { "TR-STEEL": 2 });
  const [bracket2] = await plant.receiveOutput(bracketJob2.requisitionNo, 1, 1);
  bracketPackets = [bracket1, bracket2];
  fgJob = await plant.requisition(chair, 2);
  await plant.issueCodes(fgJob.requisitionNo, bracketPackets);
  boltPacket = (await plant.issue(fgJob.requisitionId, bolt, 4)).qrCode;
  await report("Assembly", fgJob.requisitionNo, "Start", "Kiran", shiftA, { "TR-BRACKET": 1, "TR-BOLT": 2 });
  await report("Assembly", fgJob.requisitionNo, "End", "Lata", shiftB, { "TR-BRACKET": 1, "TR-BOLT": 2 });
  await report("Assembly", fgJob.requisitionNo, "End", "Suresh", shiftB, { "TR-BRACKET": 0, "TR-BOLT": 0 });
  const mapped = await t.call("POST", "/api/api/FinalProduction/CreateFinalProduction", {
    RequisitionId: fgJob.requisitionId,
    FromNo: 201,
    ToNo: 202,
    Qty: 2,
  });
  expect(mapped.body.ResponseCode).toBe("200");
});
afterAll(() => t.close());

const trace = (x: string) =>
  t.call<Row[]>("GET", `/api/api/FGTraceabilityReport/GetFGTraceabilityReport/${x}`);
const drill = (rm: string, no: string, n: number) =>
  t.call<Row[]>("GET", `/api/api/FGTraceabilityReport/GetIntermediateTraceability/${rm}/${no}/${n}`);
const jobs = (x: string) => t.call<Jobs>("GET", `/api/api/FGTraceabilityReport/GetTraceJobs/${x}`);
const facts = (rows: Row[]) =>
  rows.map((r) => [r.Stage, r.RMCode, r.QRCode, r.Operator, r.ShiftName, r.Qty, r.RequisitionNo]);

describe("FGTraceabilityReport/GetFGTraceabilityReport", () => {
  it("answers one row per event and packet: each stage's operator, shift and the quantity it used of the packet", async () => {
    const res = await trace("202");
    expect(res.body.ResponseCode).toBe("200");
    const rows = res.body.ResponseData;
    expect(facts(rows.filter((r) => r.Stage === "Start"))).toEqual([
      ["Start", "TR-BRACKET", bracketPackets[0], "Kiran", "TR Shift A", 1, bracketJob1.requisitionNo],
      ["Start", "TR-BOLT", boltPacket, "Kiran", "TR Shift A", 2, fgJob.requisitionNo],
    ]);
    expect(facts(rows.filter((r) => r.Stage === "End" && r.Operator === "Lata"))).toEqual([
      ["End", "TR-BRACKET", bracketPackets[1], "Lata", "TR Shift B", 1, bracketJob2.requisitionNo],
      ["End", "TR-BOLT", boltPacket, "Lata", "TR Shift B", 2, fgJob.requisitionNo],
    ]);
    expect(rows.every((r) => r.JobRequisitionNo === fgJob.requisitionNo)).toBe(true);
    expect(rows[0].JobSerials).toEqual([{ FromNo: 201, ToNo: 202 }]);
    const bolt = rows.find((r) => r.RMCode === "TR-BOLT") as Row;
    expect(bolt).toMatchObject({ IsIntermediate: 0, ProducedByRequisitionNo: null });
    expect(bolt.MRNID).toBeGreaterThan(0);
    expect(bolt.SupplierCode).toMatch(/^SUP-/);
    const bracket = rows[0];
    expect(bracket).toMatchObject({
      MRNID: null,
      SupplierCode: "",
      ProducedByRequisitionNo: bracketJob1.requisitionNo,
    });
    expect(bracket.IsIntermediate).toBeGreaterThan(0);
  });

  it("shows a stage recorded with nothing left as one row per raw material of the job, quantity 0", async () => {
    const rows = (await trace("201")).body.ResponseData.filter((r) => r.Operator === "Suresh");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.RMCode)).size).toBe(rows.length);
    expect(rows.map((r) => r.RMCode)).toEqual(expect.arrayContaining(["TR-BRACKET", "TR-BOLT"]));
    expect(
      rows.every((r) => r.Qty === 0 && r.QRCode === "" && r.Stage === "End" && r.ShiftName === "TR Shift B"),
    ).toBe(true);
  });

  it("answers the same rows by requisition number and by a packet that went in", async () => {
    const bySerial = (await trace("201")).body.ResponseData;
    expect((await trace(fgJob.requisitionNo.toLowerCase())).body.ResponseData).toEqual(bySerial);
    expect((await trace(boltPacket)).body.ResponseData).toEqual(bySerial);
  });

  it("does not guess for a product code: answers 400 with the product's jobs, newest first", async () => {
    const res = await t.call<Array<{ RequisitionNo: string }>>(
      "GET",
      "/api/api/FGTraceabilityReport/GetFGTraceabilityReport/tr-bracket",
    );
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: consumptionMessages.pickJob });
    expect(res.body.ResponseData.map((j) => j.RequisitionNo)).toEqual([
      bracketJob2.requisitionNo,
      bracketJob1.requisitionNo,
    ]);
  });

  it("answers 400 No data found for a serial outside every range or an unknown code", async () => {
    for (const x of ["203", "NOTHING"]) {
      const res = await trace(x);
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: consumptionMessages.noData });
    }
  });
});

describe("FGTraceabilityReport/GetTraceJobs", () => {
  it("names the one job of a serial or requisition number, with its order and serials", async () => {
    const res = await jobs("201");
    expect(res.body.ResponseData.ScannedAs).toBe("Job");
    expect(res.body.ResponseData.Jobs).toMatchObject([
      { RequisitionNo: fgJob.requisitionNo, ProductCode: "TR-CHAIR", Serials: [{ FromNo: 201, ToNo: 202 }] },
    ]);
    expect(
      (await jobs(bracketJob1.requisitionNo)).body.ResponseData.Jobs.map((j) => j.RequisitionNo),
    ).toEqual([bracketJob1.requisitionNo]);
  });
  it("lists a product code's jobs newest first, to pick one", async () => {
    const res = await jobs("TR-BRACKET");
    expect(res.body.ResponseData.ScannedAs).toBe("Product");
    expect(res.body.ResponseData.Jobs.map((j) => [j.RequisitionNo, j.Serials])).toEqual([
      [bracketJob2.requisitionNo, []],
      [bracketJob1.requisitionNo, []],
    ]);
  });
  it("answers 400 No data found for a code that names nothing", async () => {
    expect((await jobs("NOTHING")).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.noData,
    });
  });
});

describe("FGTraceabilityReport/GetIntermediateTraceability", () => {
  it("drills into exactly the job that made the row's packet, never its sibling", async () => {
    const rows = (await trace("201")).body.ResponseData.filter((r) => r.RMCode === "TR-BRACKET" && r.Qty > 0);
    const [first, second] = await Promise.all(
      rows.map((r) => drill(r.RMCode, r.RequisitionNo, r.IsIntermediate)),
    );
    expect(facts(first.body.ResponseData)).toEqual([
      ["Start", "TR-STEEL", steel1.qrCode, "Asha", "TR Shift A", 2, bracketJob1.requisitionNo],
      [
        "End",
        "TR-WIRE",
        first.body.ResponseData[1].QRCode,
        "Mohan",
        "TR Shift B",
        1,
        bracketJob1.requisitionNo,
      ],
    ]);
    expect(first.body.ResponseData.every((r) => r.JobRequisitionNo === bracketJob1.requisitionNo)).toBe(true);
    expect(facts(second.body.ResponseData).map((f) => f.slice(0, 2).concat(f.slice(3, 6)))).toEqual([
      ["Start", "TR-STEEL", "Mohan", "TR Shift B", 2],
    ]);
    expect(second.body.ResponseData[0].JobRequisitionNo).toBe(bracketJob2.requisitionNo);
  });
  it("answers 400 No data found when the requisition did not make RMCode, or is unknown", async () => {
    expect((await drill("TR-BOLT", fgJob.requisitionNo, 0)).body.ResponseMessage).toBe(
      consumptionMessages.noData,
    );
    expect((await drill("TR-BRACKET", "REQ-NONE", 1)).body.ResponseCode).toBe("400");
  });
});

describe("FGTraceabilityReport/GetWhereUsed", () => {
  type Used = {
    Level: number;
    RequisitionNo: string;
    Qty: number;
    Issued: number;
    Returned: number;
    Consumed: number;
    FromNo: number | null;
  };
  const whereUsed = (x: string) => t.call<Used[]>("GET", `/api/api/FGTraceabilityReport/GetWhereUsed/${x}`);
  it("follows a lot up to the FG serials, net of what came back, with issued, returned and consumed", async () => {
    const res = await whereUsed(steel1.qrCode);
    expect(
      res.body.ResponseData.map((r) => [
        r.Level,
        r.RequisitionNo,
        r.Qty,
        r.Issued,
        r.Returned,
        r.Consumed,
        r.FromNo,
      ]),
    ).toEqual([
      [0, bracketJob1.requisitionNo, 2, 3, 1, 2, null],
      [1, fgJob.requisitionNo, 1, 1, 0, 1, 201],
    ]);
  });
  it("leaves out a requisition a lot was given back to whole", async () => {
    const job = await plant.requisition(ids.bracket, 1);
    const wire = await plant.issue(job.requisitionId, ids.wire, 1);
    const returned = await t.call("POST", "/api/api/Return/SubmitFGReturn", {
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: wire.requisitionIssueId, Quantity: 1 }],
    });
    expect(returned.body.ResponseCode).toBe("200");
    expect((await whereUsed(wire.qrCode)).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.noData,
    });
  });
  it("answers 400 No data found for a lot that went nowhere", async () => {
    expect((await whereUsed("NO-SUCH-LOT")).body).toMatchObject({ ResponseCode: "400" });
  });
});

describe("Stock/GetPacketHistory", () => {
  it("answers a produced packet's ledger rows in order, its lot and no parent", async () => {
    const res = await t.call<PacketHistory>("GET", `/api/api/Stock/GetPacketHistory/${bracketPackets[0]}`);
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.Ledger.map((l) => [l.Reason, l.FromStatus, l.ToStatus, l.Qty])).toEqual([
      ["produce", null, "Packed", 1],
      ["putAway", "Packed", "InBin", 1],
      ["issueToProduction", "InBin", "Issued", 1],
      ["consume", "Issued", null, 1],
    ]);
    expect(res.body.ResponseData.Packet).toMatchObject({
      ProducedByRequisitionNo: bracketJob1.requisitionNo,
      Qty: 0,
    });
    expect(res.body.ResponseData.Parent).toBeNull();
  });
  it("answers 400 for an unknown packet", async () => {
    expect((await t.call("GET", "/api/api/Stock/GetPacketHistory/NOPE")).body).toMatchObject({
      ResponseCode: "400",
    });
  });
});
