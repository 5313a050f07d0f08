import { authMessages } from "./messages/auth.js";
import { emailPattern } from "./text-rules.js";

export interface LoginFields {
  Email: string;
  Password: string;
}

/** The email rule of sign-in and forgot password, without a schema library (the login screen stays small). */
export function emailProblem(email: string): string | null {
  const text = email.trim();
  if (!text || text.length > 254) return authMessages.emailRequired;
  return emailPattern.test(text) ? null : authMessages.emailInvalid;
}

/** The sign-in form's messages per field, the same as the `loginRequest` schema gives. */
export function loginProblems({ Email, Password }: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const problems: Partial<Record<keyof LoginFields, string>> = {};
  const email = emailProblem(Email);
  if (email) problems.Email = email;
  const password = Password.trim();
  if (!password || password.length > 200) problems.Password = authMessages.passwordRequired;
  return problems;
}
