import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { checkOut, type Db, poolOf } from "./client.js";
import { commandTransaction, resolvedDb } from "./command-scope.js";

/** Serialization failure, deadlock, and a lock taken out of the lock order NOWAIT and refused (stock/lock-order.ts). */
const retryable = new Set(["40001", "40P01", "55P03"]);

/** The SQLSTATE of a database error, looking through the ORM's wrapping. */
export function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string") return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** One transaction; serialization failures, deadlocks and refused NOWAIT locks are retried a bounded number of times. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  // Within a keyed command it is a savepoint of the command's transaction, which retries as a whole.
  const command = commandTransaction();
  if (command) return transaction(command, work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(db, work);
    } catch (err) {
      const state = sqlState(err);
      if (!state || !retryable.has(state) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}

/** A db over each pooled connection, made once: what is prepared on it stays with its connection (db/prepared.ts). */
const connectionDbs = new WeakMap<pg.PoolClient, Db>();
/** The db of the connection each open transaction runs on. */
const connections = new WeakMap<Db, Db>();

/** The db whose statements run on the connection `db` runs on: an open transaction's connection, else `db` itself. */
export const connectionOf = (db: Db): Db => {
  const at = resolvedDb(db);
  return connections.get(at) ?? at;
};

/**
 * One transaction, knowing its connection. On PostgreSQL it takes the connection from the pool itself
 * (node-postgres' way) and begins on the db made for that connection; a PGlite transaction is its own
 * connection, and one opened within a transaction runs on the outer one's.
 */
async function transaction<T>(scoped: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const db = resolvedDb(scoped);
  const onConnection = (tx: Db, connection: Db) => {
    connections.set(tx, connection);
    return work(tx);
  };
  const pool = poolOf(db);
  if (pool === undefined)
    return db.transaction((tx) =>
      onConnection(tx as unknown as Db, connections.get(db) ?? (tx as unknown as Db)),
    );
  const held = await checkOut(pool);
  try {
    const connection = dbOfConnection(held.client);
    return await connection.transaction((tx) => onConnection(tx as unknown as Db, connection));
  } finally {
    held.release();
  }
}

function dbOfConnection(client: pg.PoolClient): Db {
  let db = connectionDbs.get(client);
  if (db === undefined) {
    db = drizzle({ client }) as unknown as Db;
    connectionDbs.set(client, db);
  }
  return db;
}
