import type { AuditAction, AuditEntity, AuditFieldValues } from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { auditEvents, users } from "../../db/schema/index.js";

/** Who did it and from where: the signed-in user (null for an unknown account) and the request's address. */
export interface AuditActor {
  userId: number | null;
  address: string;
}

export interface AuditEvent {
  entity: AuditEntity;
  /** The record changed (a sign-in's: the account's user); null when there is none. */
  recordId: number | null;
  action: AuditAction;
  before?: AuditFieldValues | null;
  after?: AuditFieldValues | null;
}

/** The actor of a request: its signed-in user (if any) and its address (Fastify's request.ip, trustProxy-aware). */
export const actorOf = (req: Pick<FastifyRequest, "ip"> & { user?: { UserId: number } }): AuditActor => ({
  userId: req.user?.UserId ?? null,
  address: req.ip,
});

/** Names a secret could hide under: never written, whatever a caller hands in. */
const secretName = /password|hash|token|secret|salt/i;

const withoutSecrets = (values: AuditFieldValues | null | undefined) =>
  values ? Object.fromEntries(Object.entries(values).filter(([name]) => !secretName.test(name))) : null;

/**
 * Appends one audit event. Call it with the transaction of the change it records, so both commit or
 * neither does. The user's name is read as it is at that moment.
 */
export const recordAudit = (db: Db, actor: AuditActor, event: AuditEvent): Promise<void> =>
  recordAudits(db, actor, [event]);

/** Appends the audit events of one actor's change of many records (an import), a chunk per statement. */
export async function recordAudits(db: Db, actor: AuditActor, events: readonly AuditEvent[]): Promise<void> {
  const userName =
    actor.userId === null
      ? ""
      : sql`coalesce((select ${users.userName} from ${users} where ${eq(users.userId, actor.userId)}), '')`;
  await inChunks(events, async (chunk) => {
    await db.insert(auditEvents).values(
      chunk.map((event) => ({
        userId: actor.userId,
        userName,
        address: actor.address,
        entity: event.entity,
        recordId: event.recordId,
        action: event.action,
        before: withoutSecrets(event.before),
        after: withoutSecrets(event.after),
      })),
    );
    return [];
  });
}

/** A value as JSON keeps it (dates as ISO text), so equal values compare equal. */
const asJson = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose values differ between two states of a record, under the names `names` gives
 * (only the names listed are compared); empty objects when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names: Record<string, string>,
): { before: AuditFieldValues; after: AuditFieldValues } {
  const was: AuditFieldValues = {};
  const now: AuditFieldValues = {};
  for (const [key, name] of Object.entries(names)) {
    const [b, a] = [asJson(before[key]), asJson(after[key])];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    was[name] = b;
    now[name] = a;
  }
  return { before: was, after: now };
}
