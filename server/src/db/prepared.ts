import { type SQL, sql } from "drizzle-orm";
import { statementTimer } from "../platform/process-metrics.js";
import type { Db } from "./client.js";
import { connectionOf } from "./transaction.js";

const names = new Set<string>();

/**
 * A statement of a hot path, written with `sql.placeholder`s and prepared under `name` (Drizzle's
 * `.prepare`): `build` runs once per database connection (the pool's db, or the db of the connection an
 * open transaction holds, db/transaction.ts), so on PostgreSQL it is parsed once per connection and a
 * call only fills the placeholders. PGlite runs the same SQL unnamed. The answered function gives the
 * statement for the db or transaction, run on its connection (its row locks, its commit).
 */
export function preparedStatement<Q extends Executable>(
  name: string,
  build: (db: Db, name: string) => Q,
): (db: Db) => Pick<Q, "execute"> {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const byConnection = new WeakMap<Db, Pick<Q, "execute">>();
  const timer = statementTimer(name);
  return (db) => {
    const connection = connectionOf(db);
    let statement = byConnection.get(connection);
    if (statement === undefined) {
      statement = timed(build(connection, name), timer);
      byConnection.set(connection, statement);
    }
    return statement;
  };
}

type Executable = { execute: (...args: never[]) => Promise<unknown> };

/** The statement with each run's time observed (wms_db_statement_duration_seconds by its name). */
function timed<Q extends Executable>(
  statement: Q,
  timer: { observe(seconds: number): void },
): Pick<Q, "execute"> {
  const execute = async (...args: never[]) => {
    const start = performance.now();
    try {
      return await statement.execute(...args);
    } finally {
      timer.observe((performance.now() - start) / 1000);
    }
  };
  return { execute: execute as Q["execute"] };
}

/** Placeholders for rows sent as one array per column (`unnest(...)`), each cast to its column's type. */
export const arrayParams = (columns: ReadonlyArray<readonly [name: string, type: string]>): SQL =>
  sql.join(
    columns.map(([name, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`),
    sql`, `,
  );
