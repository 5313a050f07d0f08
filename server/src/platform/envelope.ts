import { type CallDef, commonMessages, type Envelope, responseCode, responseCodes } from "@wms/domain";
import { z } from "zod";

export function ok<T>(data: T, message: string = commonMessages.success): Envelope<T> {
  return { ResponseCode: responseCode.ok, ResponseMessage: message, ResponseData: data };
}

/**
 * A business refusal: answered as ResponseCode '400' with the message (and optional data), and,
 * thrown inside a transaction, it rolls the transaction back.
 */
export class BusinessRuleError extends Error {
  constructor(
    message: string,
    readonly data: unknown = null,
    readonly code: string = responseCode.warning,
  ) {
    super(message);
  }
}

/** A call refused before any work (busy: 429, stopping: 503): that HTTP status, with a message of its own. */
export class RefusedError extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

const message = z.string();
const refusalCode = z
  .enum(responseCodes.filter((code) => code !== responseCode.ok))
  .meta({ id: "RefusalCode", description: "A business refusal (HTTP 200) or the HTTP status it came with" });
const failure = (code: string, description: string) => ({
  description,
  content: {
    "application/json": {
      schema: z.object({ ResponseCode: z.literal(code), ResponseMessage: message, ResponseData: z.null() }),
    },
  },
});

/** A schema named in the OpenAPI document's components, unless it has a name already. */
function named<S extends z.ZodType>(schema: S, id: string): S {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  return schema;
}

/**
 * The answers a catalogue call documents: HTTP 200 with its data ('200') or a business refusal with
 * its error data, and each transport failure the call can meet.
 */
export function callResponses(def: CallDef) {
  const refusal = z.object({
    ResponseCode: refusalCode,
    ResponseMessage: message,
    ResponseData: def.errorData ? named(def.errorData, `${def.operationId}_Refusal`).nullable() : z.null(),
  });
  const answered = z.object({
    ResponseCode: z.literal(responseCode.ok),
    ResponseMessage: message,
    ResponseData: named(def.response, `${def.operationId}_Data`),
  });
  const signedIn = !("public" in def.access);
  return {
    200: {
      description:
        "The answer: '200' with its data, or a business refusal ('400' and the like) with its message",
      content: { "application/json": { schema: z.union([answered, refusal]) } },
    },
    ...(signedIn ? { 401: failure("401", "No token, or a session that has ended") } : {}),
    ...("page" in def.access ? { 403: failure("403", "The role has no right to this call's page") } : {}),
    ...(def.method === "POST"
      ? {
          409: failure(
            "409",
            "The Idempotency-Key's first try ended before its answer was kept: check the record",
          ),
        }
      : {}),
    413: failure("413", "The request is too large"),
    429: failure("429", "Too many requests: wait and try again"),
    503: failure("503", "The database cannot be reached or the server is stopping: try again"),
  };
}
