import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { repoRoot } from "../platform/config.js";
/**
 * A database or a transaction: what every query function takes. Built without the schema: nothing
 * uses Drizzle's relational queries, and with it every transaction would build a query builder per table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** What a listener is told: a notification, notifications possibly missed (connection lost), listening again. */
export interface ListenHandlers {
  notify(): void;
  lost(): void;
  ready(): void;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** LISTENs on `channel` until the answered function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Runs `work` while no other process does the same (a PostgreSQL advisory lock; PGlite has one process). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Connections in use and waiting, for metrics. */
  poolUse(): PoolUse;
  /** Who is told of a connection the database dropped (replacing the default, a line on stderr); never fatal. */
  onConnectionError(listener: (err: Error) => void): void;
  /** Closes once; later calls wait for that same close. */
  close(): Promise<void>;
}

const migrationsFolder = path.join(repoRoot, "server", "src", "db", "migrations");
/** The advisory-lock key every instance takes before migrating and seeding ("wms-startup"). */
const startupLockKey = 7_736_100_512;

/** How long a call waits for a connection before it is answered 503 (a database that cannot be reached). */
const connectTimeoutMs = 10_000;

const toStderr = (err: Error) => console.error(`Database connection lost: ${err.message}`);

/** The pool under each PostgreSQL db: its transactions take their connection from it (db/transaction.ts). */
const pools = new WeakMap<Db, pg.Pool>();
/** The pool `db` draws its connections from; none for PGlite or a transaction. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);
/** Who is told of each pool's lost connections (the database's one handler, onConnectionError). */
const lostConnectionHandlers = new WeakMap<pg.Pool, (err: Error) => void>();

/**
 * A connection checked out of `pool` with an owner for its errors. pg-pool drops its idle listener on checkout,
 * so a connection the server ends between two statements would be an unhandled 'error' that ends the process;
 * here it goes to the database's one handler (a warning) and the holder's next statement fails as unavailable.
 */
export async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; release(): void }> {
  const client = await pool.connect();
  const lost = (err: Error) => (lostConnectionHandlers.get(pool) ?? toStderr)(err);
  client.on("error", lost);
  return {
    client,
    release: () => {
      client.removeListener("error", lost);
      client.release();
    },
  };
}

/**
 * Every session without JIT compilation: the app's statements are short, but the planner cannot know how few rows a
 * report's range or a recall's lot reaches and estimates costs past `jit_above_cost`; compiling then took longer than
 * the statement (1.3 s for a 0.2 s report page, 50 ms for a 1 ms recall preview).
 */
export const sessionOptions = "-c jit=off";

export function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    options: sessionOptions,
  });
  // An idle connection ended by the server (restart, failover, pg_terminate_backend) is an 'error' event:
  // without a listener Node would end the process; the pool drops that connection and opens new ones.
  let connectionError = toStderr;
  pool.on("error", (err) => connectionError(err));
  lostConnectionHandlers.set(pool, (err) => connectionError(err));
  let closing: Promise<void> | null = null;
  const db = drizzlePg({ client: pool });
  pools.set(db as unknown as Db, pool);
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers, (err) => connectionError(err)),
    async exclusive(work) {
      const holder = await checkOut(pool);
      try {
        await holder.client.query("select pg_advisory_lock($1)", [startupLockKey]);
        try {
          return await work();
        } finally {
          await holder.client.query("select pg_advisory_unlock($1)", [startupLockKey]);
        }
      } finally {
        holder.release();
      }
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    onConnectionError: (listener) => {
      connectionError = listener;
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting after a second when it drops. */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  connectionError: (err: Error) => void,
) {
  let stopped = false;
  let current: pg.Client | null = null;
  const start = async (): Promise<void> => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    current = client;
    let restarted = false;
    const restart = (err?: Error) => {
      if (restarted || stopped) return;
      restarted = true;
      if (err) connectionError(err);
      handlers.lost();
      client.end().catch(() => {});
      setTimeout(() => void start(), 1000).unref();
    };
    client.on("notification", (message) => message.channel === channel && handlers.notify());
    client.on("error", restart);
    client.on("end", () => restart());
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      handlers.ready();
    } catch (err) {
      restart(err as Error);
    }
  };
  await start();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

export interface EmbeddedMemory {
  /** The WebAssembly heap PGlite starts with (it grows on demand); 128 MB is its least. */
  heapMb: number;
  sharedBuffersMb: number;
}

/** A new database directory is made by a short-lived process: initdb's memory never returns to the OS. */
function initialiseDirectory(dir: string): void {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const init = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'import { PGlite } from "@electric-sql/pglite"; await (await PGlite.create(process.argv[1])).close();',
      dir,
    ],
    { cwd: repoRoot, stdio: "inherit" },
  );
  if (init.status !== 0) throw new Error(`Could not create the embedded database in ${dir}`);
}

/** Creates the embedded database in `dir` unless it exists, under the directory's lock, and lets it go. */
export function createEmbeddedDirectory(dir: string): void {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDirectory(`${dir}.lock`);
  try {
    initialiseDirectory(dir);
  } finally {
    releaseLock();
  }
}

const pgliteOptions = (memory: EmbeddedMemory) => ({
  initialMemory: memory.heapMb * 1024 * 1024,
  postgresqlconf: `shared_buffers = ${memory.sharedBuffersMb}MB`,
  // Trigram indexes serve the lists' contains-search (migration mrn_search_trigram).
  extensions: { pg_trgm },
});

const defaultMemory: EmbeddedMemory = { heapMb: 128, sharedBuffersMb: 16 };

/**
 * A migrated in-memory database as a data directory image (a tar): tests start each of their databases from it
 * (`openEmbedded(null, memory, image)`) instead of creating and migrating one each.
 */
export async function migratedEmbeddedImage(): Promise<Blob> {
  const client = await PGlite.create(pgliteOptions(defaultMemory));
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * PGlite in `dir` (or in memory without one, started from `image` when given). One process per directory: a
 * lock file says who.
 */
export async function openEmbedded(
  dir: string | null,
  memory: EmbeddedMemory = defaultMemory,
  image?: Blob,
): Promise<Database> {
  let releaseLock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    releaseLock = lockDirectory(`${dir}.lock`);
  }
  try {
    if (dir) initialiseDirectory(dir);
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(image ? { loadDataDir: image } : {}),
      ...pgliteOptions(memory),
    });
    const db = drizzlePglite({ client });
    let closing: Promise<void> | null = null;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      listen: async (channel, handlers) => {
        // PGlite runs in this process: a notification arrives before the committing query resolves.
        const unlisten = await client.listen(channel, handlers.notify);
        handlers.ready();
        return () => unlisten();
      },
      exclusive: (work) => work(),
      poolUse: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
      // In this process: its failures are the statements' own errors.
      onConnectionError: () => {},
      close: () => {
        closing ??= client.close().then(releaseLock);
        return closing;
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

export class DatabaseLockedError extends Error {}

/** Who holds a directory: the process, when it started and in which boot (a PID alone gets reused). */
interface LockHolder {
  pid: number;
  started: string | null;
  boot: string | null;
}

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
};

const bootId = () => readOrNull("/proc/sys/kernel/random/boot_id");

/** A process's start time in clock ticks since boot (Linux /proc); null where there is no /proc. */
export function processStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
}

function holderOf(lockFile: string): LockHolder | null {
  const text = readOrNull(lockFile);
  if (!text) return null;
  try {
    const holder = JSON.parse(text) as LockHolder;
    return typeof holder.pid === "number" ? holder : null;
  } catch {
    return { pid: Number(text), started: null, boot: null };
  }
}

/**
 * Whether the recorded holder still runs: its PID is alive and, where /proc tells, it is the same
 * process (same boot, same start time), not a later one that was given the dead holder's PID.
 */
function stillHeld(holder: LockHolder): boolean {
  if (!holder.pid || !isAlive(holder.pid)) return false;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  const started = processStart(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

function lockDirectory(lockFile: string): () => void {
  const me: LockHolder = { pid: process.pid, started: processStart(process.pid), boot: bootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = holderOf(lockFile);
      if (holder && stillHeld(holder)) {
        throw new DatabaseLockedError(
          `The embedded database ${path.dirname(lockFile)} is in use by process ${holder.pid}. ` +
            "Stop that process first, or set DATABASE_URL to use a PostgreSQL server.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
