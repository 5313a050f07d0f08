import { authMessages, commonMessages, type Envelope, responseCode } from "@wms/domain";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { BusinessRuleError } from "./envelope.js";

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
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = err.validation[0]?.message || commonMessages.invalidRequest;
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, message));
    }
    const status = err.statusCode ?? 500;
    if (status === 401) return sendEnvelope(reply, 401, envelopeOf("401", authMessages.sessionExpired));
    if (status === 403) return sendEnvelope(reply, 403, envelopeOf("403", authMessages.forbidden));
    if (status === 413) return sendEnvelope(reply, 413, envelopeOf("413", commonMessages.tooLarge));
    if (status === 429) return sendEnvelope(reply, 429, envelopeOf("429", authMessages.tooManyAttempts));
    if (status >= 400 && status < 500) {
      return sendEnvelope(reply, 200, envelopeOf(responseCode.warning, commonMessages.invalidRequest));
    }
    request.log.error({ err, url: request.url, user: request.user }, "request failed");
    return sendEnvelope(reply, 500, envelopeOf("500", commonMessages.serverError));
  });
}
