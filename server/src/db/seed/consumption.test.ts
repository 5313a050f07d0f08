import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: "demo" });
});
afterAll(() => t.close());

type Row = { RMCode: string; IsIntermediate: number; Stage: string; RequisitionNo: string };

describe("demo seed: consumption", () => {
  it("makes chair serial 1 traceable through its frame down to the seat", async () => {
    const res = await t.call<Row[]>("GET", "/api/api/FGTraceabilityReport/GetFGTraceabilityReport/1");
    expect(res.body.ResponseCode).toBe("200");
    const rows = res.body.ResponseData;
    expect(rows.map((r) => [r.RMCode, r.Stage, r.IsIntermediate > 0])).toEqual([
      ["INT-FRAME-01", "Start", true],
      ["RM-SCREW-01", "End", false],
    ]);
    const frame = await t.call<Row[]>(
      "GET",
      `/api/api/FGTraceabilityReport/GetIntermediateTraceability/INT-FRAME-01/${rows[0].RequisitionNo}/2`,
    );
    expect(frame.body.ResponseData.map((r) => r.RMCode)).toEqual(["RM-STEEL-01", "INT-SEAT-01"]);
    const seat = await t.call<Row[]>(
      "GET",
      `/api/api/FGTraceabilityReport/GetIntermediateTraceability/INT-SEAT-01/${frame.body.ResponseData[1].RequisitionNo}/2`,
    );
    expect(seat.body.ResponseData.map((r) => r.RMCode)).toEqual(["RM-FOAM-01", "RM-FABRIC-01"]);
    const screws = await t.call<Array<{ RMCode: string; Quantity: number }>>(
      "GET",
      "/api/api/Return/GetFGReturn/1",
    );
    expect(screws.body.ResponseData.map((r) => [r.RMCode, r.Quantity])).toEqual([["RM-SCREW-01", 2]]);
  });
});
