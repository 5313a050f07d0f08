import { z } from "zod";
import { id, text } from "../bounds.js";
import { authMessages } from "../messages/auth.js";
import { mastersMessages as m } from "../messages/masters.js";
import { confirmPasswordPatternUpTo, passwordPatternUpTo } from "../patterns.js";
import { mobilePattern, passwordLength, requiredEmail, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

/**
 * What is wrong with a user's Password / Confirm Password, per field, in the spec's words. Both are
 * required when creating; on update, both left blank keep the current password. `max` is the most a password may
 * have (the specification's 10 unless the plant raised it).
 */
export function passwordPairProblems(
  password: string,
  confirm: string,
  creating: boolean,
  max: number = passwordLength.max,
): { Password?: string; ConfirmPassword?: string } {
  if (password === "" && confirm === "" && !creating) return {};
  if (password === "")
    return {
      Password: authMessages.passwordRequired,
      ...(confirm === "" ? { ConfirmPassword: authMessages.passwordRule } : {}),
    };
  if (!passwordPatternUpTo(max).test(password)) return { Password: authMessages.passwordRule };
  if (!confirmPasswordPatternUpTo(max).test(confirm)) return { ConfirmPassword: authMessages.passwordRule };
  if (confirm !== password) return { ConfirmPassword: m.confirmPasswordMismatch };
  return {};
}

/**
 * A user save. The password is required when creating; on update a blank password keeps the
 * current one. Confirm must equal it. Lengths as far as any plant allows; the server holds them to its own most.
 */
export const userRequest = z
  .object({
    UserId: recordId,
    UserName: requiredText(m.userNameRequired, 100),
    UserTypeId: id(m.userTypeRequired),
    RoleId: id(m.userRoleRequired),
    Email: requiredEmail(m.userEmailRequired, m.userEmailInvalid),
    MobileNo: requiredText(m.mobileRequired, 10).regex(mobilePattern, { error: m.mobileInvalid }),
    Password: text(passwordLength.ceiling, authMessages.passwordRule)
      .max(passwordLength.ceiling, { error: authMessages.passwordRule })
      .nullish(),
    ConfirmPassword: text(passwordLength.ceiling, authMessages.passwordRule)
      .max(passwordLength.ceiling, { error: authMessages.passwordRule })
      .nullish(),
    IsActive: isActiveFlag,
  })
  .superRefine((v, ctx) => {
    const problems = passwordPairProblems(
      v.Password ?? "",
      v.ConfirmPassword ?? "",
      v.UserId <= 0,
      passwordLength.ceiling,
    );
    for (const [field, message] of Object.entries(problems))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
export type UserRequest = z.input<typeof userRequest>;

/** User/GetUserMasterDetails row: never the password. */
export const userRow = z.object({
  UserId: z.number(),
  UserName: z.string(),
  Email: z.string(),
  MobileNo: z.string(),
  UserTypeId: z.number(),
  UserTypeName: z.string(),
  RoleId: z.number(),
  RoleName: z.string(),
  ...listedRowFields,
});

/** UserType/GetUserTypes row. */
export const userTypeOption = z.object({ UserTypeId: z.number(), UserTypeName: z.string() });
