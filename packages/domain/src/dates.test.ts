import { describe, expect, it } from "vitest";
import { formatDisplayDate, formatSentDate, parseSentDate } from "./dates.js";

describe("dates", () => {
  it("shows D MMM YYYY and sends MM/DD/YYYY", () => {
    const d = new Date(2026, 0, 5);
    expect(formatDisplayDate(d)).toBe("5 Jan 2026");
    expect(formatSentDate(d)).toBe("01/05/2026");
  });
  it("parses only real dates", () => {
    expect(parseSentDate("02/28/2026")?.getDate()).toBe(28);
    expect(parseSentDate("02/30/2026")).toBeNull();
    expect(parseSentDate("yesterday")).toBeNull();
  });
});
