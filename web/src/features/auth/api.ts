import { authCalls } from "@wms/domain";
import { call } from "../../platform/api/client";

export const signIn = (Email: string, Password: string) =>
  call(authCalls.checkUser, { Email, Password }, { notify: "none" });

export const requestReset = (Email: string) => call(authCalls.forgotPassword, { Email }, { notify: "all" });

export const resetPassword = (Token: string, NewPassword: string, ConfirmPassword: string) =>
  call(authCalls.resetPassword, { Token, NewPassword, ConfirmPassword }, { notify: "all" });

export const changePassword = (UserId: number, OldPassword: string, NewPassword: string) =>
  call(authCalls.changePassword, { UserId, OldPassword, NewPassword }, { notify: "all" });
