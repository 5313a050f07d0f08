import { authMessages } from "./messages/auth.js";
import { commonMessages } from "./messages/common.js";
import { emailPattern } from "./patterns.js";

export interface LoginFields {
  Email: string;
  Password: string;
}

/** What the bounded text of `requiredText` says first: too long (as blank), a NUL character, then blank. */
function requiredTextProblem(value: string, max: number, required: string): string | null {
  if (value.length > max) return required;
  if (value.includes("\u0000")) return commonMessages.invalidCharacters;
  return value.trim() ? null : required;
}

/** The email rule of sign-in and forgot password, without a schema library (the login screen stays small). */
export function emailProblem(email: string): string | null {
  const problem = requiredTextProblem(email, 254, authMessages.emailRequired);
  if (problem) return problem;
  return emailPattern.test(email.trim()) ? null : authMessages.emailInvalid;
}

/** The sign-in form's messages per field, the same as the `loginRequest` schema gives. */
export function loginProblems({ Email, Password }: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const problems: Partial<Record<keyof LoginFields, string>> = {};
  const email = emailProblem(Email);
  if (email) problems.Email = email;
  const password = requiredTextProblem(Password, 200, authMessages.passwordRequired);
  if (password) problems.Password = password;
  return problems;
}
