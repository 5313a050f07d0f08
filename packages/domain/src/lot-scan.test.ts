import { describe, expect, it } from "vitest";
import { lotOfScan } from "./lot-scan.js";

describe("lotOfScan", () => {
  it("reads digits as an MRN id", () => {
    expect(lotOfScan(" 5001 ")).toEqual({ MRNID: 5001 });
  });
  it("reads anything else as a requisition number, in its stored form", () => {
    expect(lotOfScan(" req000012 ")).toEqual({ RequisitionNo: "REQ000012" });
  });
  it("refuses blank, zero, an id beyond the column and an over-long text", () => {
    expect(lotOfScan("  ")).toBeNull();
    expect(lotOfScan("0")).toBeNull();
    expect(lotOfScan("99999999999")).toBeNull();
    expect(lotOfScan("R".repeat(61))).toBeNull();
  });
});
