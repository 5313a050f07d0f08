import { describe, expect, it } from "vitest";
import {
  activityReportRequest,
  finalProductionRequest,
  nextFromNo,
  returnQuantityOf,
  returnRequest,
  toNoOf,
  unusedAfter,
} from "./consumption.js";
import { consumptionMessages } from "./messages/consumption.js";

describe("unusedAfter", () => {
  it("subtracts the entered quantity from the original unused quantity", () => {
    expect(unusedAfter(10, 3.25)).toEqual({ quantity: 3.25, unused: 6.75 });
    expect(unusedAfter(10, 10)).toEqual({ quantity: 10, unused: 0 });
  });
  it("resets the entry to 0 above the unused quantity or below 0", () => {
    expect(unusedAfter(10, 10.001)).toEqual({ quantity: 0, unused: 10 });
    expect(unusedAfter(10, -1)).toEqual({ quantity: 0, unused: 10 });
    expect(unusedAfter(10, Number.NaN)).toEqual({ quantity: 0, unused: 10 });
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
  it("blank becomes 0, never below 0, 3 decimals", () => {
    expect(returnQuantityOf("")).toBe(0);
    expect(returnQuantityOf(null)).toBe(0);
    expect(returnQuantityOf("-2")).toBe(0);
    expect(returnQuantityOf("1.23456")).toBe(1.235);
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
});
