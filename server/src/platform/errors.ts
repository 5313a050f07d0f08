import { authMessages, commonMessages, type Envelope, responseCode } from "@wms/domain";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { isDiskFull } from "../db/disk-full.js";
import { sqlState } from "../db/transaction.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { BusinessRuleError, RefusedError } from "./envelope.js";
import { pathOf } from "./request-log.js";

/** Every schema message is plain words (the catalogue's, or zod's own through `plainIssueMessage`): never a field path. */
function validationMessage(issue: ZodFastifySchemaValidationError | undefined): string {
  return issue?.message || commonMessages.invalidRequest;
}

/**
 * What the log may say of an error: never a failed statement's parameters (they hold password
 * hashes and personal data) nor the row values PostgreSQL echoes in its detail.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  const e = err as {
    name?: string;
    message?: string;
    stack?: string;
    query?: string;
    params?: unknown;
    cause?: unknown;
  };
  if (e?.query !== undefined && e.params !== undefined) {
    const cause = e.cause as { message?: string; stack?: string } | undefined;
    return {
      type: e.name,
      message: "Failed query",
      query: e.query,
      code: sqlState(err),
      cause: { message: cause?.message, stack: cause?.stack },
    };
  }
  return { type: e?.name, message: e?.message, code: sqlState(err), stack: e?.stack };
}

export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  // Error answers bypass the route's response schema: their data has another shape.
  return reply.status(status).serializer(JSON.stringify).send(body);
}

export const envelopeOf = (code: string, message: string, data: unknown = null): Envelope<unknown> => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: data,
});

/** One error handler: business refusals and bad input are '400' envelopes; nothing leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof BusinessRuleError) {
      return sendEnvelope(reply, 200, envelopeOf(err.code, err.message, err.data));
    }
    if (err instanceof RefusedError) {
      return sendEnvelope(reply, err.statusCode, envelopeOf(String(err.statusCode), err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, validationMessage(err.validation[0])));
    }
    // Class 22 (data exception): a value the schema let through but the column cannot hold.
    if (sqlState(err)?.startsWith("22")) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, commonMessages.valueNotStorable));
    }
    // Nothing was kept: the same request succeeds once space returns (disk-full-watchdog.ts when it cannot).
    if (isDiskFull(err)) {
      request.log.error({ err: loggableError(err), route: request.routeOptions.url }, "disk full");
      return sendEnvelope(reply, 503, envelopeOf("503", commonMessages.diskFull));
    }
    // A lost connection rolls back what it ran: the caller may try again (with the same Idempotency-Key).
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: loggableError(err), route: request.routeOptions.url }, "database unavailable");
      return sendEnvelope(reply, 503, envelopeOf("503", commonMessages.databaseUnavailable));
    }
    const status = err.statusCode ?? 500;
    if (status === 401) return sendEnvelope(reply, 401, envelopeOf("401", authMessages.sessionExpired));
    if (status === 403) return sendEnvelope(reply, 403, envelopeOf("403", authMessages.forbidden));
    if (status === 413) return sendEnvelope(reply, 413, envelopeOf("413", commonMessages.tooLarge));
    if (status === 429) return sendEnvelope(reply, 429, envelopeOf("429", authMessages.tooManyAttempts));
    if (status >= 400 && status < 500) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, commonMessages.invalidRequest));
    }
    request.log.error(
      {
        err: loggableError(err),
        route: request.routeOptions.url,
        path: pathOf(request.url),
        user: request.user,
      },
      "request failed",
    );
    return sendEnvelope(reply, 500, envelopeOf("500", commonMessages.serverError));
  });
}
