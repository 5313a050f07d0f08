import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changePasswordRequest, loginRequest, resetPasswordRequest } from "./auth.js";
import { authMessages } from "./messages/auth.js";
import { passwordFits, passwordLength, passwordPattern } from "./text-rules.js";

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0].message;

describe("loginRequest", () => {
  it.each([
    [{}, authMessages.emailRequired],
    [{ Email: "", Password: "x" }, authMessages.emailRequired],
    [{ Email: "plainaddress", Password: "x" }, authMessages.emailInvalid],
    [{ Email: "a@b", Password: "x" }, authMessages.emailInvalid],
    [{ Email: "a@b.co", Password: "" }, authMessages.passwordRequired],
  ])("rejects %j with the spec's message", (input, message) => {
    expect(firstMessage(loginRequest.safeParse(input))).toBe(message);
  });

  it("accepts and trims a good email", () => {
    expect(loginRequest.parse({ Email: "  ops@plant.in ", Password: "x" }).Email).toBe("ops@plant.in");
  });
});

describe("password rule", () => {
  it.each(["Ab1", "abcdefghA1x", "abcd1", "ABCD1", "Abcdef"])("refuses %s", (p) => {
    expect(passwordPattern.test(p)).toBe(false);
  });
  it.each(["Ab12", "Admin123", "aB3aB3aB3a"])("accepts %s", (p) => {
    expect(passwordPattern.test(p)).toBe(true);
  });
  it("accepts exactly the 4-10 character strings with a lowercase, an uppercase and a digit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (p) => {
        const expected =
          p.length >= 4 && p.length <= 10 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p);
        expect(passwordPattern.test(p)).toBe(expected);
      }),
    );
  });
});

describe("passwordFits: the plant's most length (WMS_PASSWORD_MAX)", () => {
  it("takes exactly the 4-to-max strings with a lowercase, an uppercase and a digit, for any most from 10 to 64", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: passwordLength.max, max: passwordLength.ceiling }),
        fc.string({ unit: fc.constantFrom("a", "B", "7", "-"), maxLength: 70 }),
        (max, p) => {
          const expected =
            p.length >= 4 && p.length <= max && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p);
          expect(passwordFits(p, max)).toBe(expected);
        },
      ),
    );
  });
  it("keeps the specification's 10 as the pattern's most", () => {
    expect(passwordFits("Abcdefgh12", passwordLength.max)).toBe(true);
    expect(passwordFits("Abcdefgh123", passwordLength.max)).toBe(false);
  });
  it("lets a request's schema take any plant's longest password, and no longer", () => {
    const of = (n: number) => `Ab1${"x".repeat(n - 3)}`;
    const parse = (p: string) =>
      firstMessage(changePasswordRequest.safeParse({ UserId: 1, OldPassword: "Old123", NewPassword: p }));
    expect(parse(of(passwordLength.ceiling))).toBeNull();
    expect(parse(of(passwordLength.ceiling + 1))).toBe(authMessages.passwordRule);
  });
});

describe("changePasswordRequest", () => {
  it("requires both passwords with their own messages", () => {
    expect(firstMessage(changePasswordRequest.safeParse({ UserId: 1, NewPassword: "New123" }))).toBe(
      authMessages.oldPasswordRequired,
    );
    expect(firstMessage(changePasswordRequest.safeParse({ UserId: 1, OldPassword: "Old123" }))).toBe(
      authMessages.newPasswordRequired,
    );
  });
  it("refuses a new password equal to the old one", () => {
    expect(
      firstMessage(
        changePasswordRequest.safeParse({ UserId: 1, OldPassword: "Same123", NewPassword: "Same123" }),
      ),
    ).toBe(authMessages.oldNewSame);
  });
});

describe("resetPasswordRequest", () => {
  it("needs the confirmation to match", () => {
    const r = resetPasswordRequest.safeParse({
      Token: "t".repeat(20),
      NewPassword: "New123",
      ConfirmPassword: "New124",
    });
    expect(firstMessage(r)).toBe(authMessages.confirmPasswordMismatch);
  });
});
