import type { LoginAnswer } from "@wms/domain";
import { api } from "../../api/client";

export const signIn = (Email: string, Password: string) =>
  api.post<LoginAnswer[]>("Login/CheckUser", { Email, Password }, { notify: "none" });

export const requestReset = (Email: string) =>
  api.post<null>("Login/ForgotPassword", { Email }, { notify: "all" });

export const resetPassword = (Token: string, NewPassword: string, ConfirmPassword: string) =>
  api.post<null>("Login/ResetPassword", { Token, NewPassword, ConfirmPassword }, { notify: "all" });

export const changePassword = (UserId: number, OldPassword: string, NewPassword: string) =>
  api.post<null>("User/ChangePassword", { UserId, OldPassword, NewPassword }, { notify: "all" });
