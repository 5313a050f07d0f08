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
});
