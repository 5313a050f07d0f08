import type { PageRight } from "@wms/domain";
import { and, eq } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import { pages, rolePagePermissions, roles, users } from "../db/schema/index.js";

/** What the guard needs of a user on every call. */
export interface UserAccess {
  sessionVersion: number;
  roleId: number;
  isActive: boolean;
}

/** A role's rights, by page ActionName; an inactive role holds none. */
export type RoleRights = ReadonlyMap<string, Readonly<Record<PageRight, boolean>>>;

/** The channel the database's triggers notify on commit of any change to users, roles, pages or rights. */
export const accessChangedChannel = "wms_access_changed";

async function loadUser(db: Db, userId: number): Promise<UserAccess | null> {
  const rows = await db
    .select({ sessionVersion: users.sessionVersion, roleId: users.roleId, isActive: users.isActive })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

async function loadRights(db: Db, roleId: number): Promise<RoleRights> {
  const rows = await db
    .select({
      page: pages.actionName,
      view: rolePagePermissions.isView,
      add: rolePagePermissions.isAdd,
      edit: rolePagePermissions.isEdit,
    })
    .from(rolePagePermissions)
    .innerJoin(roles, eq(roles.roleId, rolePagePermissions.roleId))
    .innerJoin(pages, eq(pages.pageId, rolePagePermissions.pageId))
    .where(
      and(
        eq(rolePagePermissions.roleId, roleId),
        eq(rolePagePermissions.isActive, true),
        eq(roles.isActive, true),
      ),
    );
  return new Map(rows.map(({ page, ...rights }) => [page, rights]));
}

export interface AccessCache {
  user(userId: number): Promise<UserAccess | null>;
  rights(roleId: number): Promise<RoleRights>;
  /** Drops everything cached (this instance just changed users, roles or rights). */
  invalidate(): void;
  /** Resolves when the next invalidation happens, whoever caused it. */
  nextInvalidation(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Users' session versions and roles' rights kept in memory, so a guarded call runs no query.
 * The database notifies every instance on commit of a change; while this instance's listener is
 * down (notifications may be missed), nothing is cached and every call reads the database.
 */
export async function openAccessCache(database: Database): Promise<AccessCache> {
  const userEntries = new Map<number, Promise<UserAccess | null>>();
  const roleEntries = new Map<number, Promise<RoleRights>>();
  let listening = false;
  let waiters: Array<() => void> = [];

  const invalidate = () => {
    userEntries.clear();
    roleEntries.clear();
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  function cached<K, V>(entries: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    if (!listening) return load();
    const hit = entries.get(key);
    if (hit) return hit;
    // Stored before it resolves: an invalidation meanwhile removes it, so a stale read is never kept.
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => entries.get(key) === loading && entries.delete(key));
    return loading;
  }

  const stop = await database.listen(accessChangedChannel, {
    notify: invalidate,
    lost: () => {
      listening = false;
      invalidate();
    },
    ready: () => {
      invalidate();
      listening = true;
    },
  });

  return {
    user: (userId) => cached(userEntries, userId, () => loadUser(database.db, userId)),
    rights: (roleId) => cached(roleEntries, roleId, () => loadRights(database.db, roleId)),
    invalidate,
    nextInvalidation: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: async () => {
      listening = false;
      invalidate();
      await stop();
    },
  };
}
