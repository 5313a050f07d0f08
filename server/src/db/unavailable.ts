/**
 * SQLSTATEs of a connection lost or not to be had: the connection failed, does not exist or could not be made
 * (08000, 08003, 08006, 08001), the server shutting down or starting (57P01-03), no free slot (53300). Nothing
 * else of class 08: a protocol violation (08P01, e.g. a statement of more than 65,535 bind parameters) is a bug.
 */
const unavailableStates = new Set(["08000", "08001", "08003", "08006", "57P01", "57P02", "57P03", "53300"]);
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
    if (unavailableStates.has(code) || socketErrors.has(code)) return true;
    if (typeof e.message === "string" && driverMessages.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
