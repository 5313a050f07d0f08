import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./client.js";

/** A command running in one transaction with its Idempotency-Key (platform/idempotency.ts). */
interface CommandScope {
  tx: Db;
  /** False once the unit has ended: work the command left behind then runs on the database again. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<CommandScope>();
const behindScope = new WeakMap<Db, Db>();

/** The open command transaction of the running code, if any: a transaction opened within it joins it. */
export function commandTransaction(): Db | undefined {
  const scope = scopes.getStore();
  return scope?.open ? scope.tx : undefined;
}

/** Runs `work` with every statement on a scoped db (and every transaction opened within) going to `tx`. */
export async function inCommandScope<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  const scope: CommandScope = { tx, open: true };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/**
 * `db` as the app's modules see it: inside a command scope its statements run in the command's transaction
 * (on PGlite's one connection a statement beside it would wait for it forever), elsewhere on `db` itself.
 */
export function scopedDb(db: Db): Db {
  const bound = new Map<PropertyKey, unknown>();
  const scoped = new Proxy(db, {
    get(target, property) {
      const tx = commandTransaction();
      const at = tx ?? target;
      const value = Reflect.get(at, property, at);
      if (typeof value !== "function") return value;
      if (tx) return value.bind(tx);
      let fn = bound.get(property);
      if (fn === undefined) {
        fn = value.bind(target);
        bound.set(property, fn);
      }
      return fn;
    },
  });
  behindScope.set(scoped, db);
  return scoped;
}

/** The db `db`'s statements go to now: the command's transaction in a scope, else the db behind a scoped db. */
export const resolvedDb = (db: Db): Db =>
  behindScope.has(db) ? (commandTransaction() ?? (behindScope.get(db) as Db)) : db;
