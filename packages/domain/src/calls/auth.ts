import { z } from "zod";
import {
  assignedPermission,
  changePasswordRequest,
  forgotPasswordRequest,
  loginAnswer,
  loginRequest,
  menuEntry,
  passwordRuleAnswer,
  resetPasswordRequest,
} from "../auth.js";
import { id } from "../bounds.js";
import { defineCall } from "./define.js";

/** The signed-in user's own id: a user asks only for their own menu and rights. */
const userIdParams = z.object({ userId: id() });

/** Login (signing in, a forgotten password) and the signed-in user's own menu, rights and password. */
export const authCalls = {
  checkUser: defineCall({
    method: "POST",
    path: "Login/CheckUser",
    access: { public: true },
    summary: "Signs in: the user with a bearer token, and the role's rights on every page",
    body: loginRequest,
    response: z.array(loginAnswer),
  }),
  forgotPassword: defineCall({
    method: "POST",
    path: "Login/ForgotPassword",
    access: { public: true },
    summary: "Mails a password reset link to a registered email-id (the same answer for any other)",
    body: forgotPasswordRequest,
    response: z.null(),
  }),
  resetPassword: defineCall({
    method: "POST",
    path: "Login/ResetPassword",
    access: { public: true },
    summary: "Sets a new password with a mailed reset link's token; the user's sessions end",
    body: resetPasswordRequest,
    response: z.null(),
  }),
  getPasswordRule: defineCall({
    method: "GET",
    path: "Login/GetPasswordRule",
    access: { public: true },
    summary: "The least and most characters a password may have here (the most is WMS_PASSWORD_MAX)",
    response: passwordRuleAnswer,
  }),
  getUserMenu: defineCall({
    method: "GET",
    path: "User/GetUserMenu/:userId",
    access: { signedIn: true },
    summary: "The signed-in user's side menu: the pages their role may view, under their groups",
    params: userIdParams,
    response: z.array(menuEntry),
  }),
  getAccessRight: defineCall({
    method: "GET",
    path: "User/GetAccessRight/:userId",
    access: { signedIn: true },
    summary: "The signed-in user's rights (view, add, edit) on every page of their role",
    params: userIdParams,
    response: z.array(assignedPermission),
  }),
  changePassword: defineCall({
    method: "POST",
    path: "User/ChangePassword",
    access: { signedIn: true },
    summary: "Changes the signed-in user's own password; their sessions end",
    body: changePasswordRequest,
    response: z.null(),
  }),
};
