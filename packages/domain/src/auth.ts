import { z } from "zod";
import { id, text } from "./bounds.js";
import { authMessages } from "./messages/auth.js";
import { passwordPattern, requiredEmail, requiredText } from "./text-rules.js";

export const loginRequest = z.object({
  Email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
  Password: requiredText(authMessages.passwordRequired, 200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({
  Email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
});

const newPassword = text(200, authMessages.newPasswordRequired)
  .min(1, { error: authMessages.newPasswordRequired })
  .regex(passwordPattern, { error: authMessages.passwordRule });

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

/** One entry of assignedPermissionsForUser: the rights of the signed-in role on one page. */
export interface AssignedPermission {
  PageId: number;
  PageName: string;
  ActionName: string;
  IsView: boolean;
  IsAdd: boolean;
  IsEdit: boolean;
  IsDelete: boolean;
}

export interface LoginUser {
  UserId: number;
  UserName: string;
  Email: string;
  MobileNo: string;
  UserTypeId: number;
  UserTypeName: string;
  RoleId: number;
  CompanyId: number;
  Token: string;
}

export interface LoginAnswer {
  user: LoginUser;
  assignedPermissionsForUser: AssignedPermission[];
}

export interface MenuEntry {
  PageId: number;
  PageName: string;
  ActionName: string;
  Path: string | null;
  Children: MenuEntry[];
}
