import { sql } from "drizzle-orm";
import { type Db, poolOf } from "../db/client.js";

/**
 * The deadlocks the database has seen, its pooled connections' included: a backend reports them only when it
 * flushes its statistics (at most once a second, after going idle), so each connection is first made to flush.
 */
export async function deadlocksSeen(db: Db): Promise<number> {
  const pool = poolOf(db);
  if (pool) {
    const connections = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      // A backend flushes what it was asked to before it answers ready for the next statement.
      await Promise.all(connections.map((c) => c.query("select pg_stat_force_next_flush()")));
    } finally {
      for (const c of connections) c.release();
    }
  }
  const result = await db.execute(
    sql`select cast(deadlocks as integer) as n from pg_stat_database where datname = current_database()`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}
