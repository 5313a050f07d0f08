import { createHash } from "node:crypto";
import { commonMessages, idempotencyKeyLifetimeMs, responseCode } from "@wms/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteHandlerMethod,
} from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { inCommandScope } from "../db/command-scope.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { inTransaction } from "../db/transaction.js";
import { declaredAccess } from "./auth.js";
import { envelopeOf, loggableError, sendEnvelope } from "./errors.js";
import { listOf } from "./list-of.js";

export const idempotencyHeader = "idempotency-key";
const keyPattern = /^[\x21-\x7e]{1,255}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The command's Idempotency-Key until its answer is kept or the first answer replayed. */
    idempotencyKey?: string;
  }
  interface FastifyContextConfig {
    /**
     * A command whose body is read as it arrives (an import), so it cannot be hashed or kept: its key is not
     * honoured. It must change nothing more when sent again (an import's known, unchanged rows are left as they are).
     */
    unkeyed?: boolean;
  }
}

/** A call that changes data: one gated by an add or edit right, or a signed-in user's own POST. */
function isCommandRoute(method: HTTPMethods | HTTPMethods[], config: FastifyContextConfig | undefined) {
  const access = declaredAccess(config);
  if (config?.unkeyed) return false;
  if (!access || "public" in access) return false;
  if ("signedIn" in access) return method === "POST";
  return access.rights.some((right) => right === "add" || right === "edit");
}

const requestHash = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.routeOptions.url}\n`)
    .update(JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest("hex");

type KeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Sends an answer kept as text exactly as kept: a replay is the first answer byte for byte. */
const sendKept = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type("application/json; charset=utf-8")
    .serializer((payload) => payload as string)
    .send(body);

/**
 * Idempotency-Key on commands (IETF httpapi idempotency-key draft). A keyed command is one transaction: its key
 * is inserted, its handler runs (every statement and transaction of it joins, db/command-scope.ts) and its answer
 * is stored, then it commits; so a key exists only with its command's work and answer. A duplicate's insert of the
 * same key waits for that transaction (the primary key; PGlite runs one transaction at a time) and then answers
 * the first answer again without running anything, or runs the command afresh if the first rolled back. The same
 * key with another request answers 422. A refusal (nothing changed) is kept after its rollback; a 5xx keeps nothing.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;

  // Only a command's own route runs the key hooks (onRoute below): every other call skips them.
  async function takeKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[idempotencyHeader];
    if (key === undefined) return;
    if (typeof key !== "string" || !keyPattern.test(key)) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, commonMessages.idempotencyKeyInvalid));
    }
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, request.user.UserId),
          lt(
            idempotencyKeys.createdAt,
            sql`now() - make_interval(secs => ${idempotencyKeyLifetimeMs / 1000})`,
          ),
        ),
      );
    request.idempotencyKey = key;
  }

  async function runKeyed(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    handler: () => Promise<unknown>,
  ) {
    const userId = request.user.UserId;
    const hash = requestHash(request);
    type Outcome = { kept: true; answer: unknown; body: string } | { kept: false; first?: KeyRow };
    const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
      const reserved = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (reserved.length === 0) {
        const [first] = await tx.select().from(idempotencyKeys).where(keyOf(userId, key));
        return { kept: false, first };
      }
      const answer = await inCommandScope(tx, handler);
      if (answer === reply || reply.sent)
        throw new Error("A keyed command answered by itself: no answer to keep");
      // the route's own serializer, as a plain send would use it
      const body = reply.serializeInput(
        answer as Record<string, unknown>,
        String(reply.statusCode),
        "application/json",
      ) as string;
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: reply.statusCode, responseBody: body })
        .where(keyOf(userId, key));
      return { kept: true, answer, body };
    });
    request.idempotencyKey = undefined;
    if (outcome.kept) {
      const code = (outcome.answer as { ResponseCode?: unknown } | null)?.ResponseCode;
      if (typeof code === "string") request.responseCode = code;
      return sendKept(reply, reply.statusCode, outcome.body);
    }
    const { first } = outcome;
    if (!first || first.requestHash !== hash) {
      return sendEnvelope(reply, 422, envelopeOf("422", commonMessages.idempotencyKeyReused));
    }
    // Only a server from before the command transaction left a key without its answer.
    if (first.responseStatus === null || first.responseBody === null) {
      return sendEnvelope(reply, 409, envelopeOf("409", commonMessages.idempotencyAnswerLost));
    }
    return sendKept(reply.header("idempotent-replayed", "true"), first.responseStatus, first.responseBody);
  }

  // A refused command rolled back: its refusal is kept on its own (a failed save leaves the key free to run again).
  async function keepRefusal(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 500 || typeof payload !== "string") return payload;
    try {
      await db
        .insert(idempotencyKeys)
        .values({
          userId: request.user.UserId,
          key,
          requestHash: requestHash(request),
          responseStatus: reply.statusCode,
          responseBody: payload,
        })
        .onConflictDoNothing();
    } catch (err) {
      request.log.warn({ err: loggableError(err) }, "a refusal's Idempotency-Key was not kept");
    }
    return payload;
  }

  app.addHook("onRoute", (options) => {
    if (!isCommandRoute(options.method, options.config)) return;
    // First of the route's own hooks: the refusal is kept as plain text, before compression's onSend.
    options.preHandler = [takeKey, ...listOf(options.preHandler)];
    options.onSend = [keepRefusal, ...listOf(options.onSend)];
    const handler = options.handler;
    options.handler = function keyedCommand(this: FastifyInstance, request, reply) {
      const key = request.idempotencyKey;
      if (key === undefined) return handler.call(this, request, reply);
      return runKeyed(request, reply, key, async () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
});
