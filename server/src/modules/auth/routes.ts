import {
  authMessages,
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  type MenuEntry,
  resetPasswordRequest,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { BusinessRuleError, envelope, ok } from "../../platform/envelope.js";
import { menuOfUser, permissionsOfUser } from "./queries.js";
import { changePassword, requestPasswordReset, resetPassword, signIn } from "./service.js";

const permissionEntry = z.object({
  PageId: z.number(),
  PageName: z.string(),
  ActionName: z.string(),
  IsView: z.boolean(),
  IsAdd: z.boolean(),
  IsEdit: z.boolean(),
  IsDelete: z.boolean(),
});

const loginAnswer = z.object({
  user: z.object({
    UserId: z.number(),
    UserName: z.string(),
    Email: z.string(),
    MobileNo: z.string(),
    UserTypeId: z.number(),
    UserTypeName: z.string(),
    RoleId: z.number(),
    CompanyId: z.number(),
    Token: z.string(),
  }),
  assignedPermissionsForUser: z.array(permissionEntry),
});

/** Named in the OpenAPI components, so the menu's self-reference resolves. */
const menuEntry: z.ZodType<MenuEntry> = z
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

const userIdParam = z.object({ userId: z.coerce.number().int().positive() });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = (max: number) => ({
      public: true,
      rateLimit: {
        max,
        timeWindow: "1 minute",
        keyGenerator: (req: { ip: string; body?: unknown }) =>
          `${req.ip}|${String((req.body as { Email?: unknown } | undefined)?.Email ?? "").toLowerCase()}`,
      },
    });

    app.post(
      "/Login/CheckUser",
      {
        schema: { tags: ["Login"], body: loginRequest, response: envelope(z.array(loginAnswer)) },
        config: limited(ctx.config.loginRateLimit),
      },
      async (req) => {
        const answer = await signIn(ctx.db, ctx.config, req.body, (user) =>
          app.jwt.sign({ UserId: user.UserId, RoleId: user.RoleId, UserName: user.UserName }),
        );
        return ok([answer], authMessages.loginSuccess);
      },
    );

    app.post(
      "/Login/ForgotPassword",
      {
        schema: { tags: ["Login"], body: forgotPasswordRequest, response: envelope(z.null()) },
        config: limited(ctx.config.loginRateLimit),
      },
      async (req) => {
        await requestPasswordReset(ctx.db, ctx.config, ctx.mailer, req.body.Email);
        return ok(null, authMessages.resetMailSent);
      },
    );

    app.post(
      "/Login/ResetPassword",
      {
        schema: { tags: ["Login"], body: resetPasswordRequest, response: envelope(z.null()) },
        config: { public: true, rateLimit: { max: ctx.config.loginRateLimit, timeWindow: "1 minute" } },
      },
      async (req) => {
        await resetPassword(ctx.db, ctx.config, req.body.Token, req.body.NewPassword);
        return ok(null, authMessages.resetDone);
      },
    );

    const ownOnly = (requested: number, signedIn: number) => {
      if (requested !== signedIn) throw new BusinessRuleError(authMessages.forbidden, null, "403");
    };

    app.get(
      "/User/GetUserMenu/:userId",
      { schema: { tags: ["User"], params: userIdParam, response: envelope(z.array(menuEntry)) } },
      async (req) => {
        ownOnly(req.params.userId, req.user.UserId);
        return ok(await menuOfUser(ctx.db, req.user.UserId));
      },
    );

    app.get(
      "/User/GetAccessRight/:userId",
      { schema: { tags: ["User"], params: userIdParam, response: envelope(z.array(permissionEntry)) } },
      async (req) => {
        ownOnly(req.params.userId, req.user.UserId);
        return ok(await permissionsOfUser(ctx.db, req.user.UserId));
      },
    );

    app.post(
      "/User/ChangePassword",
      { schema: { tags: ["User"], body: changePasswordRequest, response: envelope(z.null()) } },
      async (req) => {
        ownOnly(req.body.UserId, req.user.UserId);
        await changePassword(ctx.db, ctx.config, req.user.UserId, req.body.OldPassword, req.body.NewPassword);
        return ok(null, authMessages.passwordChanged);
      },
    );
  };
}
