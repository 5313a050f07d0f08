import { type CallSpec, commonMessages, type Envelope, responseCode } from "@wms/domain";
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

/** The response schema of a route: the envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return {
    200: z.object({ ResponseCode: z.string(), ResponseMessage: z.string(), ResponseData: data }),
  };
}

/** The answers a catalogue call documents: its envelope around its response data. */
export function callResponses(def: CallSpec) {
  return envelope(def.response);
}
