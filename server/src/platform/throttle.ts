import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { authThrottle } from "../db/schema/index.js";

export interface ThrottleCheck {
  /** What is counted: an account or a client address, with the call's name. */
  key: string;
  /** Attempts allowed in one minute. */
  max: number;
}

let countsSinceSweep = 0;

/**
 * Counts one attempt on every key in its one-minute window, in the database so every instance
 * shares the count, and refuses (429) when any key is over its limit. One conditional upsert a key:
 * two instances counting at once both count.
 */
export async function countAttempt(db: Db, checks: readonly ThrottleCheck[]): Promise<void> {
  const expired = sql.raw("auth_throttle.window_start <= now() - interval '1 minute'");
  const counted = await db
    .insert(authThrottle)
    .values(checks.map((c) => ({ key: c.key, windowStart: sql`now()`, hits: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${expired} then 1 else auth_throttle.hits + 1 end`,
        windowStart: sql`case when ${expired} then now() else auth_throttle.window_start end`,
      },
    })
    .returning({ key: authThrottle.key, hits: authThrottle.hits });
  if (++countsSinceSweep >= 500) {
    countsSinceSweep = 0;
    await db.delete(authThrottle).where(lt(authThrottle.windowStart, sql`now() - interval '1 minute'`));
  }
  const maxOf = (key: string) => checks.find((c) => c.key === key)?.max ?? 0;
  const over = counted.filter((row) => row.hits > maxOf(row.key));
  if (over.length > 0)
    throw Object.assign(new Error("Too many attempts"), {
      statusCode: 429,
      firstRefusal: over.some((row) => row.hits === maxOf(row.key) + 1),
    });
}

/** Whether `err` is a refusal for going over a limit for the first time in its window (what is worth recording). */
export const isFirstRefusal = (err: unknown): boolean =>
  (err as { firstRefusal?: unknown } | null)?.firstRefusal === true;

/** Forgets an account's attempts (its owner just signed in). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
