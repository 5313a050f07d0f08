import { createHash } from "node:crypto";
import { commonMessages, responseCode } from "@wms/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { declaredAccess } from "./auth.js";
import { envelopeOf, sendEnvelope } from "./errors.js";

export const idempotencyHeader = "idempotency-key";
const keyPattern = /^[\x21-\x7e]{1,255}$/;
// A week: a handheld's outbox may resend an action whose answer was lost days later, after a long dead spot.
const keptHours = 7 * 24;

declare module "fastify" {
  interface FastifyRequest {
    /** The Idempotency-Key this request reserved; its answer is stored when sent. */
    idempotencyKey?: string;
  }
}

/** A call that changes data: one gated by an add or edit right, or a signed-in user's own POST. */
export function isCommand(request: FastifyRequest): boolean {
  const access = declaredAccess(request.routeOptions.config);
  if (!access || "public" in access) return false;
  if ("signedIn" in access) return request.method === "POST";
  return access.rights.some((right) => right === "add" || right === "edit");
}

const requestHash = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.routeOptions.url}\n`)
    .update(JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest("hex");

/**
 * Idempotency-Key on commands (IETF httpapi idempotency-key draft): the key is reserved before the
 * command runs; the same key and request from the same user within a week answers the first
 * answer again without running anything; the same key with another request answers 422; a duplicate
 * arriving while the first still runs answers 409. A first answer that is a 5xx frees the key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[idempotencyHeader];
    if (key === undefined || !isCommand(request)) return;
    if (typeof key !== "string" || !keyPattern.test(key)) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, commonMessages.idempotencyKeyInvalid));
    }
    const userId = request.user.UserId;
    const hash = requestHash(request);
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keptHours})`),
        ),
      );
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length > 0) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first || first.requestHash !== hash) {
      return sendEnvelope(reply, 422, envelopeOf("422", commonMessages.idempotencyKeyReused));
    }
    if (first.responseStatus === null || first.responseBody === null) {
      return sendEnvelope(reply, 409, envelopeOf("409", commonMessages.idempotencyInFlight));
    }
    return reply
      .status(first.responseStatus)
      .header("idempotent-replayed", "true")
      .type("application/json; charset=utf-8")
      .serializer((payload) => payload as string)
      .send(first.responseBody);
  });

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    const where = and(eq(idempotencyKeys.userId, request.user.UserId), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 500 || typeof payload !== "string") {
      // A database that went away cannot free the key: the answer (503) still goes out, never a 500.
      await db
        .delete(idempotencyKeys)
        .where(where)
        .catch((err) => {
          if (!isDatabaseUnavailable(err)) throw err;
          request.log.warn({ key }, "database unavailable: idempotency key not freed");
        });
    } else {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: reply.statusCode, responseBody: payload })
        .where(where);
    }
    return payload;
  });
});
