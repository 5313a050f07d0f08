import { consumptionMessages } from "@wms/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumptionEvents, consumptions, packets, stockLedger } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";

let t: TestApp;
let plant: Plant;
let rm1: number;
let rm2: number;
let fg: number;
let intermediate: number;

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  rm1 = await plant.product("ACT-RM-1", 3);
  rm2 = await plant.product("ACT-RM-2", 3);
  fg = await plant.product("ACT-FG", 1);
  intermediate = await plant.product("ACT-INT", 2);
});
// Its races on PostgreSQL leave the deadlock detector nothing: every command locks in one order (stock/lock-order.ts).
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

type Detail = Array<{ RMCode: string; UnUsedQuantity: number; OrderNo: string; RequisitionNo: string }>;

const report = (
  requisitionNo: string,
  items: Array<{ ProductCode: string; Quantity: number | string }>,
  extra = {},
) =>
  t.call("POST", "/api/api/ActivityReporting/CreateActivityReportingAssembly", {
    RequisitionNo: requisitionNo,
    ShiftId: plant.shiftId,
    Operator: "Ravi",
    Stage: "Start",
    storeItems: items,
    ...extra,
  });

const unusedOf = async (requisitionNo: string, path = "getOrderDetailByRequisitionNo") => {
  const res = await t.call<Detail>("GET", `/api/api/ActivityReporting/${path}/${requisitionNo}`);
  return Object.fromEntries(res.body.ResponseData.map((r) => [r.RMCode, r.UnUsedQuantity]));
};

describe("ActivityReporting/GetOrderList", () => {
  it("finds FG requisitions with issued material by requisition or order number, case-insensitively", async () => {
    const req = await plant.requisition(fg, 2);
    await plant.issue(req.requisitionId, rm1, 5);
    const res = await t.call<Array<{ RequisitionNo: string }>>(
      "GET",
      `/api/api/ActivityReporting/GetOrderList/${req.requisitionNo.toLowerCase()}`,
    );
    expect(res.body.ResponseData.map((r) => r.RequisitionNo)).toEqual([req.requisitionNo]);
    const intermediates = await t.call<unknown[]>(
      "GET",
      `/api/api/ActivityReporting/GetIntermediateOrderList/${req.requisitionNo}`,
    );
    expect(intermediates.body.ResponseData).toEqual([]);
  });
});

describe("ActivityReporting/GetShifts", () => {
  it("answers the active shifts with start and end", async () => {
    const res = await t.call<Array<{ ShiftId: number; StartTime: string }>>(
      "GET",
      "/api/api/ActivityReporting/GetShifts",
    );
    expect(res.body.ResponseData).toContainEqual(
      expect.objectContaining({ ShiftId: plant.shiftId, StartTime: "06:00", EndTime: "14:00" }),
    );
  });
});

describe("ActivityReporting/getOrderDetailByRequisitionNo", () => {
  it("answers one row per issued component with its unused quantity", async () => {
    const req = await plant.requisition(fg, 2);
    await plant.issue(req.requisitionId, rm1, 5);
    await plant.issue(req.requisitionId, rm1, 2.5);
    await plant.issue(req.requisitionId, rm2, 1);
    expect(await unusedOf(req.requisitionNo)).toEqual({ "ACT-RM-1": 7.5, "ACT-RM-2": 1 });
  });
  it("answers 400 for an unknown requisition or one of the other screen", async () => {
    const req = await plant.requisition(intermediate, 1);
    const res = await t.call(
      "GET",
      `/api/api/ActivityReporting/getOrderDetailByRequisitionNo/${req.requisitionNo}`,
    );
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.requisitionNotFound,
    });
  });
});

describe("ActivityReporting/CreateActivityReportingAssembly", () => {
  it("consumes within the unused quantity across packets and records the ledger", async () => {
    const req = await plant.requisition(fg, 2);
    const a = await plant.issue(req.requisitionId, rm1, 3);
    const b = await plant.issue(req.requisitionId, rm1, 4);
    const res = await report(req.requisitionNo, [
      { ProductCode: "act-rm-1", Quantity: 5 },
      { ProductCode: "ACT-RM-1", Quantity: 0 },
    ]);
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: consumptionMessages.activitySaved,
    });
    expect(await unusedOf(req.requisitionNo)).toEqual({ "ACT-RM-1": 2 });
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.reference, req.requisitionNo), eq(stockLedger.reason, "consume")));
    expect(ledger.map((l) => [l.packetId, Number(l.qty), l.reason])).toEqual([
      [a.packetId, 3, "consume"],
      [b.packetId, 2, "consume"],
    ]);
    const left = await t.db
      .select()
      .from(packets)
      .where(inArray(packets.packetId, [a.packetId, b.packetId]));
    expect(left.map((p) => [p.packetId, p.qty])).toEqual([
      [a.packetId, "0.000"],
      [b.packetId, "2.000"],
    ]);
  });

  it("refuses beyond the unused quantity, naming what is unused, and records no event", async () => {
    const req = await plant.requisition(fg, 1);
    await plant.issue(req.requisitionId, rm1, 2);
    expect(
      (await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 1.5 }])).body.ResponseCode,
    ).toBe("200");
    const eventsOf = async () =>
      (
        await t.db
          .select()
          .from(consumptionEvents)
          .where(eq(consumptionEvents.requisitionId, req.requisitionId))
      ).length;
    const res = await report(req.requisitionNo, [
      { ProductCode: "ACT-RM-1", Quantity: 0.5 },
      { ProductCode: "ACT-RM-2", Quantity: 1 },
    ]);
    expect(res.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: "ACT-RM-2: 1 is more than the 0 unused. Nothing was recorded.",
      ResponseData: [{ ProductCode: "ACT-RM-2", Quantity: 1, UnUsedQuantity: 0 }],
    });
    const again = await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 0.501 }]);
    expect(again.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.beyondUnusedOf("ACT-RM-1", 0.501, 0.5),
    });
    expect(await eventsOf()).toBe(1);
    expect(await unusedOf(req.requisitionNo)).toEqual({ "ACT-RM-1": 0.5 });
  });

  it("says which field is missing", async () => {
    const req = await plant.requisition(fg, 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ RequisitionNo: "" }, consumptionMessages.selectOrder],
      [{ ShiftId: null }, consumptionMessages.enterShift],
      [{ Operator: "" }, consumptionMessages.enterOperator],
      [{ Stage: "" }, consumptionMessages.enterStage],
    ];
    for (const [extra, message] of cases) {
      const res = await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 1 }], extra);
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    }
  });

  it("records a stage whose quantities are all 0 as an event of the job that used nothing", async () => {
    const req = await plant.requisition(fg, 1);
    const issue = await plant.issue(req.requisitionId, rm1, 2);
    expect(
      (await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 2 }])).body.ResponseCode,
    ).toBe("200");
    const res = await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 0 }], {
      Stage: "End",
      Operator: "Lata",
    });
    expect(res.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: consumptionMessages.activitySaved,
    });
    const events = await t.db
      .select()
      .from(consumptionEvents)
      .where(eq(consumptionEvents.requisitionId, req.requisitionId));
    expect(events.map((e) => [e.stage, e.operator, e.shiftId])).toEqual([
      ["Start", "Ravi", plant.shiftId],
      ["End", "Lata", plant.shiftId],
    ]);
    const used = await t.db
      .select()
      .from(consumptions)
      .where(
        inArray(
          consumptions.eventId,
          events.map((e) => e.eventId),
        ),
      );
    expect(used.map((c) => [c.eventId, c.requisitionIssueId, Number(c.qty)])).toEqual([
      [events[0].eventId, issue.requisitionIssueId, 2],
    ]);
  });

  it("refuses a requisition of the other screen", async () => {
    const req = await plant.requisition(intermediate, 1);
    await plant.issue(req.requisitionId, rm1, 2);
    const res = await report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 1 }]);
    expect(res.body.ResponseMessage).toBe(consumptionMessages.requisitionNotFound);
    const ok = await t.call("POST", "/api/api/ActivityReporting/CreateActivityReportingIntermediate", {
      RequisitionNo: req.requisitionNo,
      ShiftId: plant.shiftId,
      Operator: "Ravi",
      Stage: "End",
      storeItems: [{ ProductCode: "ACT-RM-1", Quantity: 2 }],
    });
    expect(ok.body.ResponseCode).toBe("200");
    expect(await unusedOf(req.requisitionNo, "GetIntermediateOrderDetailsByRequisitionNo")).toEqual({
      "ACT-RM-1": 0,
    });
  });

  it("parallel reports never consume beyond the unused quantity", async () => {
    const req = await plant.requisition(fg, 1);
    await plant.issue(req.requisitionId, rm1, 5);
    await plant.issue(req.requisitionId, rm1, 5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => report(req.requisitionNo, [{ ProductCode: "ACT-RM-1", Quantity: 3 }])),
    );
    expect(answers.filter((a) => a.body.ResponseCode === "200")).toHaveLength(3);
    expect(answers.filter((a) => a.body.ResponseCode === "400")).toHaveLength(5);
    const rows = await t.db
      .select({ qty: consumptions.qty })
      .from(consumptions)
      .innerJoin(consumptionEvents, eq(consumptionEvents.eventId, consumptions.eventId))
      .where(eq(consumptionEvents.requisitionId, req.requisitionId));
    expect(rows.reduce((s, r) => s + Number(r.qty), 0)).toBe(9);
    expect(await unusedOf(req.requisitionNo)).toEqual({ "ACT-RM-1": 1 });
  });
});
