import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginRequest } from "./auth.js";
import { loginProblems } from "./login-check.js";
import { authMessages } from "./messages/auth.js";

const schemaProblems = (fields: { Email: string; Password: string }) => {
  const result = loginRequest.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
};

describe("loginProblems", () => {
  it("gives exactly the loginRequest schema's message for every field, on any input", () => {
    const email = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.constantFrom(
        "",
        " ",
        "a@b",
        "a@b.co",
        " x@y.org ",
        `${"a".repeat(250)}@b.co`,
        `${" ".repeat(250)}x@y.org`,
        "x\u0000@y.org",
      ),
    );
    const password = fc.oneof(
      fc.string(),
      fc.constantFrom("", "   ", "Admin123"),
      fc.string({ minLength: 190, maxLength: 210 }),
      fc.string({ minLength: 195, maxLength: 205 }).map((t) => `${" ".repeat(190)}${t.trim() || "!"}`),
      fc.constantFrom(`${" ".repeat(200)}!`, "pass\u0000word"),
    );
    fc.assert(
      fc.property(email, password, (Email, Password) => {
        expect(loginProblems({ Email, Password })).toEqual(schemaProblems({ Email, Password }));
      }),
      { numRuns: 2000 },
    );
  });

  it("names the spec's messages: email required, email invalid, password required", () => {
    expect(loginProblems({ Email: "", Password: "" })).toEqual({
      Email: authMessages.emailRequired,
      Password: authMessages.passwordRequired,
    });
    expect(loginProblems({ Email: "admin@", Password: "x" })).toEqual({ Email: authMessages.emailInvalid });
    expect(loginProblems({ Email: "admin@example.com", Password: "Admin123" })).toEqual({});
  });
});
