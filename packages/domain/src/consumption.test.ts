import { describe, expect, it } from "vitest";
import {
  activityReportRequest,
  activityRowProblem,
  finalProductionRequest,
  nextFromNo,
  returnQuantityOf,
  returnRequest,
  toNoOf,
  unusedAfter,
} from "./consumption.js";
import { commonMessages } from "./messages/common.js";
import { consumptionMessages } from "./messages/consumption.js";

describe("unusedAfter", () => {
  it("subtracts the entered quantity from the original unused quantity", () => {
    expect(unusedAfter(10, 3.25)).toEqual({ quantity: 3.25, unused: 6.75 });
    expect(unusedAfter(10, 10)).toEqual({ quantity: 10, unused: 0 });
  });
  it("is exact in thousandths: 0.3 of 0.7 leaves 0.4", () => {
    expect(unusedAfter(0.7, 0.3)).toEqual({ quantity: 0.3, unused: 0.4 });
  });
  it("keeps an entry above the unused quantity or below 0 exactly as typed, the unused unchanged", () => {
    expect(unusedAfter(10, 10.001)).toEqual({ quantity: 10.001, unused: 10 });
    expect(unusedAfter(0, 5)).toEqual({ quantity: 5, unused: 0 });
    expect(unusedAfter(10, -1)).toEqual({ quantity: -1, unused: 10 });
  });
  it("keeps an entry of more than 3 decimals as typed, counting it as 0 (the form refuses it)", () => {
    expect(unusedAfter(10, 3.2505)).toEqual({ quantity: 3.2505, unused: 10 });
  });
});

describe("activityRowProblem", () => {
  const row = (Quantity: number, OrginalUnUsedQuantity: number) => ({
    RMCode: "RM-X",
    Quantity,
    OrginalUnUsedQuantity,
  });
  it("refuses more than is unused, naming the RM, what was typed and what is unused", () => {
    expect(activityRowProblem(row(5, 0))).toBe(consumptionMessages.beyondUnusedOf("RM-X", 5, 0));
    expect(activityRowProblem(row(5, 0))).toBe("RM-X: 5 is more than the 0 unused. Nothing was recorded.");
    expect(activityRowProblem(row(10.001, 10))).toBe(consumptionMessages.beyondUnusedOf("RM-X", 10.001, 10));
  });
  it("refuses a quantity below 0 and more than 3 decimals", () => {
    expect(activityRowProblem(row(-1, 10))).toBe(consumptionMessages.belowZero("RM-X"));
    expect(activityRowProblem(row(1.0005, 10))).toBe(commonMessages.quantityDecimals);
  });
  it("accepts 0 up to exactly what is unused", () => {
    expect(activityRowProblem(row(0, 0))).toBeNull();
    expect(activityRowProblem(row(0.3, 0.3))).toBeNull();
  });
});

describe("serial ranges", () => {
  it("ToNo is FromNo + Qty - 1", () => {
    expect(toNoOf(1, 10)).toBe(10);
    expect(toNoOf(11, 1)).toBe(11);
  });
  it("FromNo defaults to the highest ToNo + 1, 1 initially", () => {
    expect(nextFromNo(null)).toBe(1);
    expect(nextFromNo(25)).toBe(26);
  });
});

describe("returnQuantityOf", () => {
  it("blank becomes 0; a figure below 0 is kept as typed (the page refuses it), never raised", () => {
    expect(returnQuantityOf("")).toBe(0);
    expect(returnQuantityOf(null)).toBe(0);
    expect(returnQuantityOf("-2")).toBe(-2);
    expect(returnQuantityOf("1.235")).toBe(1.235);
  });
  it("keeps a figure of more than 3 decimals as typed, never rounding it (the page refuses it)", () => {
    expect(returnQuantityOf("1.23456")).toBe(1.23456);
  });
});

describe("request schemas", () => {
  const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    r.error?.issues[0]?.message;
  it("activity report says which field is missing", () => {
    const base = { RequisitionNo: "RQ1", ShiftId: 1, Operator: "Ravi", Stage: "Start", storeItems: [] };
    expect(activityReportRequest.safeParse(base).success).toBe(true);
    expect(firstMessage(activityReportRequest.safeParse({ ...base, RequisitionNo: "" }))).toBe(
      consumptionMessages.selectOrder,
    );
    expect(firstMessage(activityReportRequest.safeParse({ ...base, ShiftId: null }))).toBe(
      consumptionMessages.enterShift,
    );
    expect(firstMessage(activityReportRequest.safeParse({ ...base, Operator: " " }))).toBe(
      consumptionMessages.enterOperator,
    );
    expect(firstMessage(activityReportRequest.safeParse({ ...base, Stage: "Middle" }))).toBe(
      consumptionMessages.enterStage,
    );
  });
  it("final production says which field is missing", () => {
    const base = { RequisitionId: 1, FromNo: 1, ToNo: 5, Qty: 5 };
    expect(finalProductionRequest.safeParse(base).success).toBe(true);
    expect(firstMessage(finalProductionRequest.safeParse({ ...base, RequisitionId: 0 }))).toBe(
      consumptionMessages.selectRequisition,
    );
    expect(firstMessage(finalProductionRequest.safeParse({ ...base, FromNo: undefined }))).toBe(
      consumptionMessages.enterFromNo,
    );
    expect(firstMessage(finalProductionRequest.safeParse({ ...base, Qty: "" }))).toBe(
      consumptionMessages.enterQuantity,
    );
  });
  it("a return row needs a packet qty above 0", () => {
    const r = returnRequest.safeParse({
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: 3, Quantity: "" }],
    });
    expect(firstMessage(r)).toBe(consumptionMessages.insertPacketQty);
    expect(
      returnRequest.safeParse({ ReturnType: 3, ReturnList: [{ RequisitionIssueId: 3, Quantity: 1 }] })
        .success,
    ).toBe(false);
  });
  it("an activity or return quantity of more than 3 decimals is refused, not rounded", () => {
    const base = { RequisitionNo: "RQ1", ShiftId: 1, Operator: "Ravi", Stage: "Start" };
    const activity = (Quantity: unknown) =>
      activityReportRequest.safeParse({ ...base, storeItems: [{ ProductCode: "RM1", Quantity }] });
    expect(activity(1.25).data?.storeItems[0].Quantity).toBe(1.25);
    expect(firstMessage(activity(1.2505))).toBe(commonMessages.quantityDecimals);
    const returned = (Quantity: unknown) =>
      returnRequest.safeParse({ ReturnType: 1, ReturnList: [{ RequisitionIssueId: 3, Quantity }] });
    expect(returned("0.001").data?.ReturnList[0].Quantity).toBe(0.001);
    expect(firstMessage(returned("0.0004"))).toBe(commonMessages.quantityDecimals);
  });
});
