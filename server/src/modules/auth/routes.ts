import { authCalls, authMessages, passwordLength } from "@wms/domain";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { hashQueue } from "../../platform/passwords.js";
import { countAttempt, forgetAttempts, isFirstRefusal } from "../../platform/throttle.js";
import { actorOf, recordAudit } from "../audit/index.js";
import { menuOfUser, permissionsOfUser } from "./queries.js";
import { changePassword, requestPasswordReset, resetPassword, signIn } from "./service.js";

/**
 * Reset mails leave the request path one at a time, so ForgotPassword answers after the same work
 * for known and unknown addresses; beyond `limit` waiting, a request is dropped (and logged).
 */
function backgroundQueue(log: FastifyBaseLogger, limit = 100) {
  let tail = Promise.resolve();
  let waiting = 0;
  return {
    push(job: () => Promise<void>) {
      if (waiting >= limit) {
        log.warn("password reset queue full: request dropped");
        return;
      }
      waiting++;
      tail = tail
        .then(job)
        .catch((err) => log.error({ err }, "password reset mail failed"))
        .finally(() => waiting--);
    },
    idle: () => tail,
  };
}

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const hashing = hashQueue({
      concurrency: ctx.config.hashConcurrency,
      queueLimit: ctx.config.hashQueueLimit,
      perClient: ctx.config.hashPerClient,
    });
    // Stopping: checks still waiting for a turn answer 503 at once rather than hold the shutdown.
    app.addHook("preClose", async () => hashing.shed());
    const resetMails = backgroundQueue(app.log);
    app.addHook("onClose", () => resetMails.idle());
    const accountOf = (email: string) => email.trim().toLowerCase();

    /** One attempt counted on the account and on the client's address; either over its limit refuses. */
    const countOn = (call: string, req: FastifyRequest, email?: string) =>
      countAttempt(ctx.db, [
        { key: `${call}:address:${req.ip}`, max: ctx.config.addressRateLimit },
        ...(email === undefined
          ? []
          : [{ key: `${call}:account:${accountOf(email)}`, max: ctx.config.loginRateLimit }]),
      ]);

    route(app, authCalls.checkUser, async (req) => {
      try {
        await countOn("signin", req, req.body.Email);
      } catch (err) {
        // Once a window: a flood past the limit adds one row, not one a request.
        if (isFirstRefusal(err))
          await recordAudit(ctx.db, actorOf(req), {
            entity: "SignIn",
            recordId: null,
            action: "SignInLimited",
            after: { Email: req.body.Email },
          });
        throw err;
      }
      const gate = hashing.for({ address: req.ip, account: accountOf(req.body.Email) });
      const answer = await signIn(ctx.db, ctx.config, gate, req.body, req.ip, (user, sessionVersion) =>
        app.jwt.sign({
          UserId: user.UserId,
          RoleId: user.RoleId,
          UserName: user.UserName,
          SessionVersion: sessionVersion,
        }),
      );
      await forgetAttempts(ctx.db, `signin:account:${accountOf(req.body.Email)}`);
      return ok([answer], authMessages.loginSuccess);
    });

    route(app, authCalls.getPasswordRule, async () =>
      ok({ MinLength: passwordLength.min, MaxLength: ctx.config.passwordMax }),
    );

    route(app, authCalls.forgotPassword, async (req) => {
      await countOn("forgot", req, req.body.Email);
      resetMails.push(() => requestPasswordReset(ctx.db, ctx.config, ctx.mailer, req.body.Email));
      return ok(null, authMessages.resetMailSent);
    });

    route(
      app,
      authCalls.resetPassword,
      async (req) => {
        await countOn("reset", req);
        const gate = hashing.for({ address: req.ip });
        await resetPassword(ctx.db, ctx.config, gate, req.body.Token, req.body.NewPassword, req.ip);
        return ok(null, authMessages.resetDone);
      },
      { changesAccess: true },
    );

    const ownOnly = (requested: number, signedIn: number) => {
      if (requested !== signedIn) throw new BusinessRuleError(authMessages.forbidden, null, "403");
    };

    route(app, authCalls.getUserMenu, async (req) => {
      ownOnly(req.params.userId, req.user.UserId);
      return ok(await menuOfUser(ctx.db, req.user.UserId));
    });

    route(app, authCalls.getAccessRight, async (req) => {
      ownOnly(req.params.userId, req.user.UserId);
      return ok(await permissionsOfUser(ctx.db, req.user.UserId));
    });

    route(
      app,
      authCalls.changePassword,
      async (req) => {
        ownOnly(req.body.UserId, req.user.UserId);
        await changePassword(
          ctx.db,
          ctx.config,
          hashing.for({ address: req.ip, account: `user:${req.user.UserId}` }),
          { userId: req.user.UserId, address: req.ip },
          req.body.OldPassword,
          req.body.NewPassword,
        );
        return ok(null, authMessages.passwordChanged);
      },
      { changesAccess: true },
    );
  };
}
