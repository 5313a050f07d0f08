import type { TraceRow, WhereUsedRow } from "@wms/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockProblems } from "../modules/stock/invariants.test-support.js";
import { startTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: "demo" });
});
afterAll(() => t.close());

const trace = (path: string) => t.call<TraceRow[]>("GET", `/api/api/FGTraceabilityReport/${path}`);

describe("demo seed: jobs through the stock commands", () => {
  it("traces chair serial 1 through the frame and seat jobs that made its packets down to the RM's MRNs", async () => {
    const res = await trace("GetFGTraceabilityReport/1");
    expect(res.body.ResponseCode).toBe("200");
    const rows = res.body.ResponseData;
    expect(rows.map((r) => [r.RMCode, r.Stage, r.IsIntermediate > 0, r.MRNID, r.Operator])).toEqual([
      ["INT-FRAME-01", "Start", true, null, "Ravi Kumar"],
      ["INT-SEAT-01", "Start", true, null, "Ravi Kumar"],
      ["RM-SCREW-01", "End", false, 5004, "Sunita Patil"],
    ]);
    const frameRow = rows[0];
    const frame = await trace(
      `GetIntermediateTraceability/INT-FRAME-01/${frameRow.RequisitionNo}/${frameRow.IsIntermediate}`,
    );
    expect(
      frame.body.ResponseData.map((r) => [r.RMCode, r.MRNID, r.SupplierCode, r.Operator, r.ShiftName]),
    ).toEqual([
      ["RM-STEEL-01", 5001, "SUP-STEEL", "Mohan Rao", "General"],
      ["RM-STEEL-02", 5001, "SUP-STEEL", "Mohan Rao", "General"],
    ]);
    expect(frame.body.ResponseData[0].RequisitionNo).toBe(frameRow.ProducedByRequisitionNo);
    const seatRow = rows[1];
    const seat = await trace(
      `GetIntermediateTraceability/INT-SEAT-01/${seatRow.RequisitionNo}/${seatRow.IsIntermediate}`,
    );
    expect(seat.body.ResponseData.map((r) => [r.RMCode, r.MRNID, r.Operator, r.ShiftName])).toEqual([
      ["RM-FOAM-01", 5003, "Anil Desai", "B"],
      ["RM-FABRIC-01", 5002, "Anil Desai", "B"],
    ]);
  });

  it("finds chair serials 1-2 from the foam's MRN (where-used)", async () => {
    const res = await t.call<WhereUsedRow[]>("GET", "/api/api/FGTraceabilityReport/GetWhereUsed/5003");
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.map((r) => [r.Level, r.ProductCode, r.FromNo, r.ToNo])).toEqual([
      [0, "INT-SEAT-01", null, null],
      [1, "FG-CHAIR-01", 1, 2],
    ]);
  });

  it("leaves two screws unused on the chair job to return", async () => {
    const screws = await t.call<Array<{ RMCode: string; Quantity: number }>>(
      "GET",
      "/api/api/Return/GetFGReturn/1",
    );
    expect(screws.body.ResponseData.map((r) => [r.RMCode, r.Quantity])).toEqual([["RM-SCREW-01", 2]]);
  });

  it("holds every stock invariant: ledger replays, lots, nothing issued beyond a requisition's BOM", async () => {
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("gives every MRN line the unit of measure of its product (one truth)", async () => {
    const result = await t.db.execute(
      sql`select p.product_cd from mrn_lines l join products p on p.product_id = l.product_id where l.uom <> p.uom`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
