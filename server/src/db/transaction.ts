import type { Db } from "./client.js";

const retryable = new Set(["40001", "40P01"]);

/** The SQLSTATE of a database error, looking through the ORM's wrapping. */
export function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string") return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** One transaction; serialization failures and deadlocks are retried a bounded number of times. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (err) {
      const state = sqlState(err);
      if (!state || !retryable.has(state) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}
