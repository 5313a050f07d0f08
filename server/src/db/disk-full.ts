/**
 * Whether an error is a full disk: PostgreSQL's disk_full (SQLSTATE 53100, the embedded database's "No space
 * left on device") or a file write's ENOSPC, looking through the ORM's wrapping as `sqlState` does.
 */
export function isDiskFull(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === "53100" || e.code === "ENOSPC") return true;
    e = e.cause as typeof e;
  }
  return false;
}
