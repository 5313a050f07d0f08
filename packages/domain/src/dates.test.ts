import { describe, expect, it } from "vitest";
import { formatDisplayDate, formatSentDate, isTimeZone, parseSentDate, plantDayOf } from "./dates.js";

describe("dates", () => {
  it("shows D MMM YYYY and sends MM/DD/YYYY", () => {
    const d = new Date(2026, 0, 5);
    expect(formatDisplayDate(d)).toBe("5 Jan 2026");
    expect(formatSentDate(d)).toBe("01/05/2026");
  });
  it("parses only real dates", () => {
    expect(parseSentDate("02/28/2026")).toBe("2026-02-28");
    expect(parseSentDate("02/30/2026")).toBeNull();
    expect(parseSentDate("13/01/2026")).toBeNull();
    expect(parseSentDate("yesterday")).toBeNull();
  });
  it(`reads "03/09/2025" as the plant's 9 March whatever the machine's zone (TZ=${process.env.TZ ?? "unset"})`, () => {
    expect(parseSentDate("03/09/2025")).toBe("2025-03-09");
    expect(parseSentDate("03/09/2025", "Asia/Kolkata")).toBe("2025-03-09");
    expect(parseSentDate("03/09/2025", "America/New_York")).toBe("2025-03-09");
    expect(parseSentDate("2025-03-09")).toBe("2025-03-09");
    expect(formatDisplayDate(parseSentDate("03/09/2025"))).toBe("9 Mar 2025");
  });
  it("puts an instant on the plant day it falls on in the plant's zone", () => {
    const instant = "2025-03-08T20:00:00Z";
    expect(parseSentDate(instant, "Asia/Kolkata")).toBe("2025-03-09");
    expect(parseSentDate(instant, "America/New_York")).toBe("2025-03-08");
    expect(plantDayOf(new Date("2025-03-09T04:30:00Z"), "America/New_York")).toBe("2025-03-08");
  });
  it("knows IANA zones and refuses made-up ones", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
