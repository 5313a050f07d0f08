import type { FastifyRequest } from "fastify";

/** The time an action was done on the floor, sent by the web app's outbox when it sends a queued action later. */
export const doneAtHeader = "x-done-at";

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A device clock a little ahead is tolerated; more is a wrong clock, not a floor time. */
const futureSlackMs = 5 * 60 * 1000;
/** The outbox keeps actions no longer than the server keeps their Idempotency-Keys' answers allow, but a week at most. */
const oldestMs = 7 * 24 * 60 * 60 * 1000;

/** The floor time of a header value: an ISO instant at most 5 minutes ahead and 7 days back; else null (ignored). */
export function acceptedDoneAt(value: unknown, now: Date = new Date()): string | null {
  if (typeof value !== "string" || !isoInstant.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  if (at > now.getTime() + futureSlackMs || at < now.getTime() - oldestMs) return null;
  return new Date(at).toISOString();
}

/** The request's accepted `X-Done-At`, or null. */
export const doneAtOf = (request: FastifyRequest): string | null =>
  acceptedDoneAt(request.headers[doneAtHeader]);
