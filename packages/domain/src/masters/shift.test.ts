import { describe, expect, it } from "vitest";
import { toHhmm } from "./shift.js";

describe("toHhmm", () => {
  it("reads four typed digits as a 24-hour time", () => expect(toHhmm("2130")).toBe("21:30"));
  it("pads a one-digit hour", () => {
    expect(toHhmm("930")).toBe("09:30");
    expect(toHhmm("9:30")).toBe("09:30");
  });
  it("keeps a time already in HH:mm", () => expect(toHhmm("06:05")).toBe("06:05"));
  it("leaves an impossible time as typed for the schema to refuse", () => {
    expect(toHhmm("2560")).toBe("2560");
    expect(toHhmm("9:30 PM")).toBe("9:30 PM");
  });
});
