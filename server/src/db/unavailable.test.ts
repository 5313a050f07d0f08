import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.js";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
const withCode = (code: string) => wrapped(Object.assign(new Error(code), { code }));

describe("isDatabaseUnavailable", () => {
  it("a lost or refused connection is, through the ORM's wrapping", () => {
    for (const code of ["08000", "08001", "08003", "08006", "57P01", "57P02", "57P03", "53300"])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const code of ["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("a statement the database refused is not, even of class 08 (a protocol violation is a bug)", () => {
    // 08P01: what PostgreSQL answers a statement of more than 65,535 bind parameters.
    for (const code of ["08P01", "08004", "08007", "23505", "40001", "40P01", "42601", "54000"])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
