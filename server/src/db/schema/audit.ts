import { type AuditAction, type AuditEntity, auditActions, auditEntities } from "@wms/domain";
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listOf } from "./columns.js";

/**
 * Who changed which master record, right, role or password, and every sign-in: appended in the transaction of
 * the change it records, never updated or deleted (a trigger refuses both).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    auditId: bigserial("audit_id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key, as the stock ledger's: users are never deleted (migration 0032). Null: an unknown account. */
    userId: integer("user_id"),
    /** The user's name as it was then. */
    userName: text("user_name").notNull().default(""),
    /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
    address: text("address").notNull().default(""),
    entity: text("entity").$type<AuditEntity>().notNull(),
    recordId: integer("record_id"),
    action: text("action").$type<AuditAction>().notNull(),
    /** The changed fields' values before and after (only those that changed); never a secret. */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_events_at").on(t.at, t.auditId),
    index("audit_events_record").on(t.entity, t.recordId, t.at),
    index("audit_events_user").on(t.userId, t.at),
    check("audit_events_entity_known", sql`${t.entity} in (${listOf(auditEntities)})`),
    check("audit_events_action_known", sql`${t.action} in (${listOf(auditActions)})`),
  ],
);
