import { z } from "zod";
import { id, text } from "./bounds.js";
import { authMessages } from "./messages/auth.js";
import { passwordPatternUpTo } from "./patterns.js";
import { passwordLength, requiredEmail, requiredText } from "./text-rules.js";

export const loginRequest = z.object({
  Email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
  Password: requiredText(authMessages.passwordRequired, 200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({
  Email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
});

/** A new password as far as any plant allows; the server then holds it to its own most (WMS_PASSWORD_MAX). */
const newPassword = text(200, authMessages.newPasswordRequired)
  .min(1, { error: authMessages.newPasswordRequired })
  .regex(passwordPatternUpTo(passwordLength.ceiling), { error: authMessages.passwordRule });

export const changePasswordRequest = z
  .object({
    OldPassword: text(200, authMessages.oldPasswordRequired).min(1, {
      error: authMessages.oldPasswordRequired,
    }),
    NewPassword: newPassword,
    UserId: id(),
  })
  .refine((v) => v.OldPassword !== v.NewPassword, {
    error: authMessages.oldNewSame,
    path: ["NewPassword"],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const resetPasswordRequest = z
  .object({
    Token: text(200).min(16),
    NewPassword: newPassword,
    ConfirmPassword: text(200, authMessages.confirmPasswordMismatch),
  })
  .refine((v) => v.NewPassword === v.ConfirmPassword, {
    error: authMessages.confirmPasswordMismatch,
    path: ["ConfirmPassword"],
  });

/** Login/GetPasswordRule: the lengths this server takes, so every password form says what the server would. */
export const passwordRuleAnswer = z.object({ MinLength: z.number(), MaxLength: z.number() });

/** One entry of assignedPermissionsForUser: the rights of the signed-in role on one page. */
export const assignedPermission = z.object({
  PageId: z.number(),
  PageName: z.string(),
  ActionName: z.string(),
  IsView: z.boolean(),
  IsAdd: z.boolean(),
  IsEdit: z.boolean(),
  IsDelete: z.boolean(),
});
export type AssignedPermission = z.infer<typeof assignedPermission>;

export const loginUser = z.object({
  UserId: z.number(),
  UserName: z.string(),
  Email: z.string(),
  MobileNo: z.string(),
  UserTypeId: z.number(),
  UserTypeName: z.string(),
  RoleId: z.number(),
  CompanyId: z.number(),
  Token: z.string(),
});
export type LoginUser = z.infer<typeof loginUser>;

/** Login/CheckUser's ResponseData[0]. */
export const loginAnswer = z.object({
  user: loginUser,
  assignedPermissionsForUser: z.array(assignedPermission),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export interface MenuEntry {
  PageId: number;
  PageName: string;
  ActionName: string;
  Path: string | null;
  Children: MenuEntry[];
}

/** User/GetUserMenu's entry; named in the OpenAPI components, so the menu's self-reference resolves. */
export const menuEntry: z.ZodType<MenuEntry> = z
  .object({
    PageId: z.number(),
    PageName: z.string(),
    ActionName: z.string(),
    Path: z.string().nullable(),
    get Children() {
      return z.array(menuEntry);
    },
  })
  .meta({ id: "MenuEntry" });
