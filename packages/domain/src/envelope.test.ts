import { describe, expect, it } from "vitest";
import { alertTypeFor } from "./envelope.js";

describe("alertTypeFor", () => {
  it("judges the ResponseCode string as the error catalogue says", () => {
    expect(alertTypeFor("200")).toBe("success");
    expect(alertTypeFor("400")).toBe("warning");
    expect(alertTypeFor("500")).toBe("error");
    expect(alertTypeFor("204")).toBe("error");
    expect(alertTypeFor("204", { noContentIsWarning: true })).toBe("warning");
  });
});
