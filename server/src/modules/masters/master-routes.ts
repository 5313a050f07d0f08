import {
  type AuditAction,
  type AuditEntity,
  commonMessages,
  type ListedRow,
  listQuery,
  type MasterCalls,
} from "@wms/domain";
import { type AnyColumn, and, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/client.js";
import { allRowsOf } from "../../db/row-counts.js";
import { inTransaction, sqlState } from "../../db/transaction.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";
import { type AuditActor, actorOf, changedFields, recordAudit } from "../audit/index.js";

/** A master's row as its `fields` read it: every master's fields include the audited ones (auditFields). */
type ReadRow = Omit<z.output<ListedRow>, "TotalRows"> & Record<string, unknown>;

/** What a select chain offers once `from` and joins are given (kept minimal on purpose). */
export interface SelectChain extends PromiseLike<ReadRow[]> {
  where(condition: SQL | undefined): SelectChain;
  orderBy(...order: SQL[]): SelectChain;
  limit(n: number): SelectChain;
  offset(n: number): SelectChain;
}

interface AuditedTable {
  isActive: PgColumn;
  createdBy: PgColumn;
  createdDate: PgColumn;
  updatedBy: PgColumn;
  updatedDate: PgColumn;
}

/** How a master's saves enter the audit trail: one event a save that changed something. */
export interface MasterAudit<Body> {
  entity: AuditEntity;
  /** A save recorded under another entity and action, by the fields it changed (a user's role change). */
  retitle?: (changed: readonly string[]) => { entity: AuditEntity; action: AuditAction } | null;
  /** What else an update did that no audited field shows (a password set), recorded beside it. */
  also?: (body: Body) => Array<{ entity: AuditEntity; action: AuditAction }>;
}

export interface UniqueRule<Body> {
  column: PgColumn;
  value: (body: Body) => string;
  message: string;
}

/**
 * One master as configuration: its calls in the catalogue, its table, the columns a save writes,
 * the unique rules and how a row is read. `masterRoutes` registers its list / create / update /
 * (de)activate calls, each guarded by the master's page as the catalogue declares.
 */
export interface MasterDef<Body extends { IsActive: boolean }> {
  calls: MasterCalls<ListedRow, z.ZodType<Body, unknown>>;
  table: PgTable & AuditedTable;
  idField: string;
  idColumn: PgColumn;
  idOf: (body: Body) => number;
  columns: (body: Body) => Record<string, unknown>;
  unique: UniqueRule<Body>[];
  /** Checks beyond the schema (referenced records exist); throw BusinessRuleError. */
  check?: (db: Db, body: Body) => Promise<void>;
  /** Extra columns a save writes, computed from the body (a password hash). */
  extraColumns?: (body: Body, creating: boolean) => Promise<Record<string, unknown>>;
  fields: Record<string, PgColumn | SQL | SQL.Aliased>;
  from: (db: Db, fields: Record<string, unknown>) => SelectChain;
  sortable: Record<string, AnyColumn | SQL>;
  /** Columns the global search looks into (contains, any case); a large master gives `indexedSearch` instead. */
  searchable?: Array<AnyColumn | SQL>;
  /**
   * A large master's search in a form a trigram index serves: its own columns as one text
   * (`searchText`, the index's expression) plus rows whose `column` is one of the looked-up ids.
   */
  indexedSearch?: {
    columns: PgColumn[];
    lookup?: { column: PgColumn; ids: (db: Db, pattern: string) => Promise<number[]> };
  };
  /** Create with an id above 0 updates (CartonMaster/CreateCarton). */
  createUpdates?: boolean;
  /** Saving one changes who may do what (users, roles): the cached rights and sessions drop. */
  changesAccess?: boolean;
  audit: MasterAudit<Body>;
}

/** A table's property key of `column` (the id in a full row). */
function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${column.name} is not a column of its master's table`);
  return found[0];
}

/**
 * The fields a save's audit event compares, by the table's property key, under the name the master's
 * rows give them (warehouseCode -> WarehouseCode): what the dialog saves (`body`'s columns) and the
 * active flag, never the extra columns (a password hash).
 */
export function auditedNames<Body extends { IsActive: boolean }>(def: MasterDef<Body>, body: Body) {
  const columns = getTableColumns(def.table);
  const nameOf = (key: string) =>
    Object.entries(def.fields).find(([, field]) => field === columns[key])?.[0] ?? key;
  return Object.fromEntries(
    [...Object.keys(def.columns(body)), "isActive"].map((key) => [key, nameOf(key)]),
  ) as Record<string, string>;
}

/** Which action a change of the audited fields is: the active flag alone (de)activates. */
function actionOf(change: { after: Record<string, unknown> }): AuditAction {
  const changed = Object.keys(change.after);
  if (changed.length === 1 && changed[0] === "IsActive")
    return change.after.IsActive ? "Activate" : "Deactivate";
  return "Update";
}

/** A unique index said no: the same message the pre-check gives. */
async function mapUniqueViolation<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") throw new BusinessRuleError(message);
    throw err;
  }
}

async function assertUnique<Body>(
  tx: Db,
  def: MasterDef<Body & { IsActive: boolean }>,
  body: Body & { IsActive: boolean },
  id: number,
) {
  for (const rule of def.unique) {
    const clash = await tx
      .select({ id: def.idColumn })
      .from(def.table)
      .where(
        and(
          sql`lower(${rule.column}) = lower(${rule.value(body)})`,
          id > 0 ? ne(def.idColumn, id) : undefined,
        ),
      )
      .limit(1);
    if (clash.length > 0) throw new BusinessRuleError(rule.message);
  }
}

/** Saves a record: id 0 inserts, above 0 updates (created date kept, updated date now). */
export async function saveMaster<Body extends { IsActive: boolean }>(
  db: Db,
  def: MasterDef<Body>,
  body: Body,
  actor: AuditActor,
  id: number,
): Promise<number> {
  const userId = actor.userId;
  const names = auditedNames(def, body);
  const idKey = keyOf(def.table, def.idColumn);
  const conflictMessage = def.unique[0]?.message ?? commonMessages.invalidRequest;
  return mapUniqueViolation(
    () =>
      inTransaction(db, async (tx) => {
        await def.check?.(tx, body);
        await assertUnique(tx, def, body, id);
        const extra = (await def.extraColumns?.(body, id === 0)) ?? {};
        const values = { ...def.columns(body), ...extra };
        if (id === 0) {
          const [row] = (await tx
            .insert(def.table)
            .values({ ...values, isActive: true, createdBy: userId } as never)
            .returning()) as Record<string, unknown>[];
          const created = row[idKey] as number;
          const { after } = changedFields({}, row, names);
          await recordAudit(tx, actor, {
            entity: def.audit.entity,
            recordId: created,
            action: "Create",
            after,
          });
          return created;
        }
        const [was] = (await tx.select().from(def.table).where(eq(def.idColumn, id)).for("update")) as Record<
          string,
          unknown
        >[];
        if (!was) throw new BusinessRuleError(commonMessages.notFound);
        const [now] = (await tx
          .update(def.table)
          .set({ ...values, isActive: body.IsActive, updatedBy: userId, updatedDate: new Date() } as never)
          .where(eq(def.idColumn, id))
          .returning()) as Record<string, unknown>[];
        const change = changedFields(was, now, names);
        if (Object.keys(change.after).length > 0) {
          const titled = def.audit.retitle?.(Object.keys(change.after)) ?? {
            entity: def.audit.entity,
            action: actionOf(change),
          };
          await recordAudit(tx, actor, { ...titled, recordId: id, ...change });
        }
        for (const also of def.audit.also?.(body) ?? [])
          await recordAudit(tx, actor, { ...also, recordId: id });
        return id;
      }),
    conflictMessage,
  );
}

/**
 * Columns as one text, as a trigram index holds it: the unit separator keeps a match inside one
 * column, as if each were searched alone.
 */
export function searchText(columns: PgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`coalesce(cast(${c} as text), '')`),
    sql` || chr(31) || `,
  );
}

async function searchOf<Body extends { IsActive: boolean }>(db: Db, def: MasterDef<Body>, pattern: string) {
  if (!def.indexedSearch)
    return or(...(def.searchable ?? []).map((c) => ilike(sql`cast(${c} as text)`, pattern)));
  const { columns, lookup } = def.indexedSearch;
  const byText = sql`(${searchText(columns)}) ilike ${pattern}`;
  const ids = lookup ? await lookup.ids(db, pattern) : [];
  return lookup && ids.length > 0 ? or(byText, inArray(lookup.column, ids)) : byText;
}

/** One bounded page of rows, searched and sorted in SQL; each row carries TotalRows. */
export async function listMaster<Body extends { IsActive: boolean }>(
  db: Db,
  def: MasterDef<Body>,
  query: z.output<typeof listQuery>,
) {
  const page = pageOf(query);
  const pattern = containsPattern(page.search);
  const search = page.search === "" ? undefined : await searchOf(db, def, pattern);
  const chain = def
    .from(db, def.fields)
    .where(search)
    .orderBy(...orderOf(query, def.sortable, def.table.createdDate, def.idColumn))
    .limit(page.limit)
    .offset(page.offset);
  // Joins only add names to a row; unless the search reads a joined column, the table alone counts.
  const total =
    search === undefined
      ? allRowsOf(db, def.table)
      : countOf(
          def.indexedSearch
            ? db.select({ n: rowCount }).from(def.table).where(search)
            : def.from(db, { n: rowCount }).where(search),
        );
  const [rows, totalRows] = await Promise.all([chain, total]);
  return withTotalRows(rows, totalRows);
}

/** InActiveRow: sets the flag; a change of it is recorded in the same transaction. */
async function setActive(
  db: Db,
  def: MasterDef<{ IsActive: boolean }>,
  id: number,
  active: boolean,
  actor: AuditActor,
) {
  await inTransaction(db, async (tx) => {
    const [was] = await tx
      .select({ isActive: def.table.isActive })
      .from(def.table)
      .where(eq(def.idColumn, id))
      .for("update");
    if (!was) throw new BusinessRuleError(commonMessages.notFound);
    await tx
      .update(def.table)
      .set({ isActive: active, updatedBy: actor.userId, updatedDate: new Date() } as never)
      .where(eq(def.idColumn, id));
    if (was.isActive === active) return;
    await recordAudit(tx, actor, {
      entity: def.audit.entity,
      recordId: id,
      action: active ? "Activate" : "Deactivate",
      before: { IsActive: was.isActive },
      after: { IsActive: active },
    });
  });
}

export function masterRoutes<Body extends { IsActive: boolean }>(
  ctx: AppContext,
  def: MasterDef<Body>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { list, create, update, deactivate } = def.calls;
    const changing = { changesAccess: def.changesAccess === true };

    route(app, list, async (req) =>
      ok(
        await listMaster(ctx.db, def, listQuery.parse((list.method === "GET" ? req.query : req.body) ?? {})),
        commonMessages.success,
      ),
    );

    route(
      app,
      create,
      async (req) => {
        const requestedId = def.idOf(req.body);
        if (requestedId > 0 && def.createUpdates) {
          const id = await saveMaster(ctx.db, def, req.body, actorOf(req), requestedId);
          return ok({ [def.idField]: id }, commonMessages.updated);
        }
        const id = await saveMaster(ctx.db, def, req.body, actorOf(req), 0);
        return ok({ [def.idField]: id }, commonMessages.saved);
      },
      changing,
    );

    route(
      app,
      update,
      async (req) => {
        const requestedId = def.idOf(req.body);
        if (requestedId === 0) throw new BusinessRuleError(commonMessages.notFound);
        const id = await saveMaster(ctx.db, def, req.body, actorOf(req), requestedId);
        return ok({ [def.idField]: id }, commonMessages.updated);
      },
      changing,
    );

    route(
      app,
      deactivate,
      async (req) => {
        const active = "isActive" in req.params && ["true", "1"].includes(req.params.isActive);
        await setActive(ctx.db, def as never, req.params.id, active, actorOf(req));
        return ok(null, active ? commonMessages.activated : commonMessages.deactivated);
      },
      changing,
    );
  };
}
