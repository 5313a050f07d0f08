/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, no free slot. */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of a database that cannot be reached. */
const socketErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** What the `pg` driver says, without a code, when a connection ends or cannot be had in time. */
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/**
 * Whether an error means the database could not be reached (as opposed to a statement it refused):
 * looks through the ORM's wrapping, as `sqlState` does.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (code.startsWith("08") || unavailableStates.has(code) || socketErrors.has(code)) return true;
    if (typeof e.message === "string" && driverMessages.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
