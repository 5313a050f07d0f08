import { describe, expect, it } from "vitest";
import { authMessages } from "../messages/auth.js";
import { mastersMessages } from "../messages/masters.js";
import { passwordPairProblems } from "./user.js";

describe("passwordPairProblems", () => {
  it("asks for both when creating with neither given", () =>
    expect(passwordPairProblems("", "", true)).toEqual({
      Password: authMessages.passwordRequired,
      ConfirmPassword: authMessages.passwordRule,
    }));
  it("lets an update keep the password when both are blank", () =>
    expect(passwordPairProblems("", "", false)).toEqual({}));
  it("checks the pattern, then the match", () => {
    expect(passwordPairProblems("abc", "abc", true)).toEqual({ Password: authMessages.passwordRule });
    expect(passwordPairProblems("Abc1", "Abc2", true)).toEqual({
      ConfirmPassword: mastersMessages.confirmPasswordMismatch,
    });
    expect(passwordPairProblems("Abc1", "Abc1", true)).toEqual({});
  });

  it("holds both to the plant's most length: 10 by default, what WMS_PASSWORD_MAX says otherwise", () => {
    const long = `Abc1${"x".repeat(60)}`;
    expect(passwordPairProblems(long, long, true)).toEqual({ Password: authMessages.passwordRule });
    expect(passwordPairProblems(long, long, true, 64)).toEqual({});
    expect(passwordPairProblems(`${long}y`, `${long}y`, true, 64)).toEqual({
      Password: authMessages.passwordRule,
    });
  });
});
