const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long the server keeps an Idempotency-Key with its answer: a resend within it answers the first answer and
 * runs nothing. The device's outbox holds an action no longer than this allows (`sendableUntil`).
 */
export const idempotencyKeyLifetimeMs = 7 * dayMs;

/** Left for a device clock that is off and a send still under way: the outbox stops this long before the key may go. */
export const outboxSendMarginMs = dayMs;

/**
 * The last moment a queued action done at `doneAt` may be sent: its key, made no earlier than `doneAt`, is kept
 * until then. Later a lost first answer could no longer be recognised, so the action would be done twice.
 */
export const sendableUntil = (doneAt: string): number =>
  Date.parse(doneAt) + idempotencyKeyLifetimeMs - outboxSendMarginMs;

/** Whole days a queued action may wait to be sent (6), as the user is told. */
export const outboxHoldDays = (idempotencyKeyLifetimeMs - outboxSendMarginMs) / dayMs;
