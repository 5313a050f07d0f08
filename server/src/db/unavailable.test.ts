import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.js";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("a lost or refused connection is, through the ORM's wrapping", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("terminating"), { code: "57P01" })))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("a statement the database refused is not", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("duplicate"), { code: "23505" })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("serialization"), { code: "40001" })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
