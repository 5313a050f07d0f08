import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptedDoneAt } from "./done-at.js";

const now = new Date("2026-11-26T10:00:00.000Z");
const minute = 60_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe("acceptedDoneAt", () => {
  it("accepts an ISO instant of the last 7 days, answered in UTC", () => {
    expect(acceptedDoneAt("2026-11-26T15:00:00+05:30", now)).toBe("2026-11-26T09:30:00.000Z");
    expect(acceptedDoneAt(at(-7 * 24 * 60 * minute + minute), now)).toBe(at(-7 * 24 * 60 * minute + minute));
  });
  it("tolerates a device clock up to 5 minutes ahead, not more", () => {
    expect(acceptedDoneAt(at(5 * minute), now)).toBe(at(5 * minute));
    expect(acceptedDoneAt(at(5 * minute + 1000), now)).toBeNull();
  });
  it("ignores a time older than 7 days", () => {
    expect(acceptedDoneAt(at(-7 * 24 * 60 * minute - 1000), now)).toBeNull();
  });
  it("ignores anything but an ISO instant with its offset", () => {
    for (const value of [
      undefined,
      5,
      "",
      "yesterday",
      "2026-11-26",
      "2026-11-26T09:00:00",
      "2026-13-40T99:00Z",
    ])
      expect(acceptedDoneAt(value, now)).toBeNull();
  });
  it("answers either null or an instant within the window, for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        (value) => {
          const accepted = acceptedDoneAt(value, now);
          if (accepted === null) return;
          const ms = Date.parse(accepted);
          expect(ms).toBeLessThanOrEqual(now.getTime() + 5 * minute);
          expect(ms).toBeGreaterThanOrEqual(now.getTime() - 7 * 24 * 60 * minute);
        },
      ),
    );
  });
});
