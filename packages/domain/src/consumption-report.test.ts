import { describe, expect, it } from "vitest";
import { consumptionRangeDaysMax, consumptionRangeProblem } from "./consumption-report.js";
import { inboundMessages } from "./messages/inbound.js";
import { reportsMessages } from "./messages/reports.js";

describe("consumptionRangeProblem", () => {
  it(`answers a range of up to ${consumptionRangeDaysMax} days, a leap year's whole included`, () => {
    expect(consumptionRangeProblem("01/01/2028", "12/31/2028")).toBeNull();
    expect(consumptionRangeProblem("11/28/2026", "11/28/2026")).toBeNull();
  });
  it("refuses one day more, naming the cap and the range's length", () => {
    expect(consumptionRangeProblem("01/01/2027", "01/02/2028")).toBe(
      reportsMessages.rangeTooLong(consumptionRangeDaysMax, 367),
    );
    expect(reportsMessages.rangeTooLong(366, 367)).toBe(
      "Choose a range of at most 366 days. This one is 367 days.",
    );
  });
  it("tells the report's date refusals first", () => {
    expect(consumptionRangeProblem("", "11/28/2026")).toBe(inboundMessages.selectFromDate);
    expect(consumptionRangeProblem("11/29/2026", "11/28/2026", "to")).toBe(inboundMessages.toAfterFrom);
  });
});
