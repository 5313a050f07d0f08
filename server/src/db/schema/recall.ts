import {
  type PacketStatus,
  packetStatuses,
  type RecallDisposition,
  type RecallOutcome,
  type RecallStatus,
  recallDispositions,
  recallOutcomes,
  recallStatuses,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { listOf } from "./columns.js";
import { requisitions } from "./production.js";
import { packets } from "./stock.js";

/**
 * A recall of a lot, as it was asked (exactly one of: an MRN, a PO number, a packet, a supplier's deliveries
 * between two plant days), why, its state, and what closing it did; the counts are as it opened.
 */
export const recalls = pgTable(
  "recalls",
  {
    recallId: serial("recall_id").primaryKey(),
    mrnId: integer("mrn_id"),
    poNumber: text("po_number"),
    qrCode: text("qr_code"),
    supplierCode: text("supplier_code"),
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    reason: text("reason").notNull(),
    status: text("status").$type<RecallStatus>().notNull().default("Open"),
    disposition: text("disposition").$type<RecallDisposition>(),
    /** Users without keys, as the ledger names them. */
    openedBy: integer("opened_by"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer("closed_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    held: integer("held").notNull().default(0),
    alreadyHeld: integer("already_held").notNull().default(0),
    atProduction: integer("at_production").notNull().default(0),
  },
  (t) => [
    index("recalls_opened").on(t.openedAt, t.recallId),
    check("recalls_status_known", sql`${t.status} in (${listOf(recallStatuses)})`),
    check(
      "recalls_disposition_known",
      sql`${t.disposition} is null or ${t.disposition} in (${listOf(recallDispositions)})`,
    ),
    check(
      "recalls_closed_has_disposition",
      sql`(${t.status} = 'Closed') = (${t.disposition} is not null and ${t.closedAt} is not null)`,
    ),
    check(
      "recalls_one_lot",
      sql`(${t.mrnId} is not null)::int + (${t.poNumber} is not null)::int + (${t.qrCode} is not null)::int
        + (${t.supplierCode} is not null)::int = 1
        and (${t.supplierCode} is null) = (${t.fromDate} is null) and (${t.fromDate} is null) = (${t.toDate} is null)`,
    ),
  ],
);

/**
 * A packet of a recall's lot and what the recall did with it (`outcome`), the state it was in then, and for an
 * issued one the requisition it was at. A packet held for an open recall is found here by its id.
 */
export const recallPackets = pgTable(
  "recall_packets",
  {
    recallId: integer("recall_id")
      .notNull()
      .references(() => recalls.recallId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    fromStatus: text("from_status").$type<PacketStatus>().notNull(),
    outcome: text("outcome").$type<RecallOutcome>().notNull(),
    /** AtProduction: the requisition the packet is at. No foreign key: the issue's own row stands for it. */
    requisitionId: integer("requisition_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.packetId] }),
    index("recall_packets_packet").on(t.packetId),
    check("recall_packets_from_status_known", sql`${t.fromStatus} in (${listOf(packetStatuses)})`),
    check("recall_packets_outcome_known", sql`${t.outcome} in (${listOf(recallOutcomes)})`),
  ],
);

/**
 * The requisitions a recall's lot reached when it opened: a production receipt of one of them while the recall is
 * open makes its packets OnHold (one indexed lookup by requisition).
 */
export const recallRequisitions = pgTable(
  "recall_requisitions",
  {
    recallId: integer("recall_id")
      .notNull()
      .references(() => recalls.recallId),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.requisitionId] }),
    index("recall_requisitions_requisition").on(t.requisitionId),
  ],
);
