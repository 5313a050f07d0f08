import { type SQL, sql } from "drizzle-orm";
import { statementTimer } from "../platform/process-metrics.js";
import type { Db } from "./client.js";

const names = new Set<string>();

/**
 * A statement of a hot path, written with `sql.placeholder`s: `build` runs once per database
 * connection (the pool's, or the connection a transaction holds) and prepares it under `name`, so
 * on PostgreSQL it is parsed once per connection and a call only fills the placeholders. PGlite
 * runs the same SQL unnamed. The answered function gives the statement for the db or transaction.
 */
export function preparedStatement<Q extends Executable>(
  name: string,
  build: (db: Db, name: string) => Q,
): (db: Db) => Q {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const byConnection = new WeakMap<object, Q>();
  const timer = statementTimer(name);
  return (db) => {
    const connection = connectionOf(db);
    let statement = byConnection.get(connection);
    if (statement === undefined) {
      statement = timed(build(db, name), timer);
      byConnection.set(connection, statement);
    }
    return statement;
  };
}

type Executable = { execute: (...args: never[]) => Promise<unknown> };

/** The statement with each run's time observed (wms_db_statement_duration_seconds by its name). */
function timed<Q extends Executable>(statement: Q, timer: { observe(seconds: number): void }): Q {
  const execute = statement.execute.bind(statement);
  statement.execute = (async (...args: never[]) => {
    const start = performance.now();
    try {
      return await execute(...args);
    } finally {
      timer.observe((performance.now() - start) / 1000);
    }
  }) as Q["execute"];
  return statement;
}

/** The driver's client a db or transaction runs on (Drizzle keeps it on its session, untyped). */
const connectionOf = (db: Db): object => (db._.session as unknown as { client: object }).client;

/** Placeholders for rows sent as one array per column (`unnest(...)`), each cast to its column's type. */
export const arrayParams = (columns: ReadonlyArray<readonly [name: string, type: string]>): SQL =>
  sql.join(
    columns.map(([name, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`),
    sql`, `,
  );
