import { consumptionMessages } from "@wms/domain";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, stockLedger, stockReturns } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm: number;
let fg: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm = await plant.product("RET-RM", 3);
  fg = await plant.product("RET-FG", 1);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

type Row = {
  RequisitionIssueId: number;
  RMCode: string;
  Quantity: number;
  ProductCode: string;
  SupplierCode: string;
};

const lookup = (x: string) => t.call<Row[]>("GET", `/api/api/Return/GetFGReturn/${encodeURIComponent(x)}`);
const submit = (ReturnList: Array<{ RequisitionIssueId: number; Quantity: number | string }>, extra = {}) =>
  t.call<Array<{ QRCode: string; Qty: number }>>("POST", "/api/api/Return/SubmitFGReturn", {
    ReturnType: 1,
    ReturnList,
    RandomSeqNo: null,
    ...extra,
  });
const consume = (RequisitionNo: string, Quantity: number) =>
  t.call("POST", "/api/api/ActivityReporting/CreateActivityReportingAssembly", {
    RequisitionNo,
    ShiftId: plant.shiftId,
    Operator: "Ravi",
    Stage: "End",
    storeItems: [{ ProductCode: "RET-RM", Quantity }],
  });

describe("Return/GetFGReturn", () => {
  it("answers the unconsumed issues of the requisition of a scanned packet or requisition number", async () => {
    const req = await plant.requisition(fg, 1);
    const a = await plant.issue(req.requisitionId, rm, 4);
    await plant.issue(req.requisitionId, rm, 2);
    await consume(req.requisitionNo, 5);
    const byQr = await lookup(a.qrCode);
    expect(byQr.body.ResponseData.map((r) => [r.RMCode, r.Quantity, r.ProductCode])).toEqual([
      ["RET-RM", 1, "RET-FG"],
    ]);
    const byNo = await lookup(req.requisitionNo.toLowerCase());
    expect(byNo.body.ResponseData).toHaveLength(1);
  });
  it("answers 400 No data found for an unknown code", async () => {
    const res = await lookup("NOPE-123");
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.noData,
      ResponseData: [],
    });
  });
});

describe("Return/SubmitFGReturn", () => {
  it("brings the quantity back as a new Packed packet with no bin, under the issued packet's MRN, with a ledger row", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 3);
    const res = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 1.25 }]);
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseMessage: consumptionMessages.returnSaved });
    const [made] = res.body.ResponseData;
    const [packet] = await t.db.select().from(packets).where(eq(packets.qrCode, made.QRCode));
    const [issued] = await t.db.select().from(packets).where(eq(packets.packetId, issue.packetId));
    expect(packet).toMatchObject({
      status: "Packed",
      binId: null,
      qty: "1.250",
      mrnLineId: issued.mrnLineId,
    });
    const ledger = await t.db.select().from(stockLedger).where(eq(stockLedger.packetId, packet.packetId));
    expect(ledger).toMatchObject([
      { reason: "returnToStock", qty: "1.250", toStatus: "Packed", reference: req.requisitionNo },
    ]);
    expect((await lookup(req.requisitionNo)).body.ResponseData[0].Quantity).toBe(1.75);
  });

  it("answers each new packet's code, product and quantity, for its slip", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 3);
    const res = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 0.5 }]);
    expect(res.body.ResponseData).toEqual([
      { QRCode: expect.stringMatching(/\S/), ProductCode: "RET-RM", Qty: 0.5 },
    ]);
    const [packet] = await t.db
      .select()
      .from(packets)
      .where(eq(packets.qrCode, res.body.ResponseData[0].QRCode));
    expect(packet.qty).toBe("0.500");
  });

  it("refuses more than issued and not consumed, changing nothing", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 3);
    await consume(req.requisitionNo, 2);
    const res = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 1.5 }]);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondReturnable,
    });
    const rows = await t.db
      .select()
      .from(stockReturns)
      .where(eq(stockReturns.requisitionIssueId, issue.requisitionIssueId));
    expect(rows).toEqual([]);
  });

  it("answers 400 with the rows returned more than once", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 2);
    expect(
      (await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 2 }])).body.ResponseCode,
    ).toBe("200");
    const again = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 2 }]);
    expect(again.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.returnedMoreThanOnce,
      ResponseData: [{ RequisitionIssueId: issue.requisitionIssueId, RMCode: "RET-RM", Quantity: 2 }],
    });
    const other = await plant.issue(req.requisitionId, rm, 2);
    const twice = await submit([
      { RequisitionIssueId: other.requisitionIssueId, Quantity: 1 },
      { RequisitionIssueId: other.requisitionIssueId, Quantity: 1 },
    ]);
    expect(twice.body.ResponseMessage).toBe(consumptionMessages.returnedMoreThanOnce);
  });

  it("takes one submission (RandomSeqNo) once", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 4);
    const first = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 1 }], {
      RandomSeqNo: 4711,
    });
    expect(first.body.ResponseCode).toBe("200");
    const replay = await submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 1 }], {
      RandomSeqNo: 4711,
    });
    expect(replay.body.ResponseMessage).toBe(consumptionMessages.returnedMoreThanOnce);
  });

  it("an FG return takes back every unused row of the requisition", async () => {
    const req = await plant.requisition(fg, 1);
    const a = await plant.issue(req.requisitionId, rm, 2);
    const b = await plant.issue(req.requisitionId, rm, 3);
    const part = await submit([{ RequisitionIssueId: a.requisitionIssueId, Quantity: 2 }], { ReturnType: 2 });
    expect(part.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.fgReturnWhole,
    });
    const whole = await submit(
      [
        { RequisitionIssueId: a.requisitionIssueId, Quantity: 2 },
        { RequisitionIssueId: b.requisitionIssueId, Quantity: 3 },
      ],
      { ReturnType: 2 },
    );
    expect(whole.body.ResponseCode).toBe("200");
    const rows = await t.db
      .select()
      .from(stockReturns)
      .where(eq(stockReturns.requisitionIssueId, b.requisitionIssueId));
    expect(rows).toMatchObject([{ returnType: 2, qty: "3.000" }]);
  });

  it("needs a packet qty above 0", async () => {
    const res = await submit([{ RequisitionIssueId: 1, Quantity: "" }]);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.insertPacketQty,
    });
  });

  it("parallel returns never give back more than is unused", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 2 }]),
      ),
    );
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(stockReturns)
      .where(eq(stockReturns.requisitionIssueId, issue.requisitionIssueId));
    expect(rows.reduce((s, r) => s + Number(r.qty), 0)).toBe(4);
  });
  it("parallel returns and consumption together never exceed what was issued", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 6);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? submit([{ RequisitionIssueId: issue.requisitionIssueId, Quantity: 1.5 }])
          : consume(req.requisitionNo, 1.5),
      ),
    );
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(4);
    expect(await lookup(req.requisitionNo).then((r) => r.body.ResponseCode)).toBe("400");
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.packetId, issue.packetId), isNull(stockLedger.toStatus)));
    expect(ledger.reduce((s, l) => s + Number(l.qty), 0)).toBe(6);
    expect(await stockProblems(t.db)).toEqual([]);
  });
});

describe("Return/UpdateReturnRow", () => {
  it("accepts a quantity within what the row can give back and refuses beyond", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm, 3);
    const fine = await t.call<Row>("POST", "/api/api/Return/UpdateReturnRow", {
      RequisitionIssueId: issue.requisitionIssueId,
      Quantity: 2,
    });
    expect(fine.body).toMatchObject({ ResponseCode: "200", ResponseData: { Quantity: 2, RMCode: "RET-RM" } });
    const beyond = await t.call("POST", "/api/api/Return/UpdateReturnRow", {
      RequisitionIssueId: issue.requisitionIssueId,
      Quantity: 3.5,
    });
    expect(beyond.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondReturnable,
    });
  });
});
