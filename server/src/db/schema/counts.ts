import {
  type CountEventKind,
  type CountStatus,
  type CountVarianceKind,
  countEventKinds,
  countStatuses,
  countVarianceKinds,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { listOf, qty } from "./columns.js";
import { bins } from "./masters.js";
import { packets } from "./stock.js";

/**
 * A cycle count of one bin: started, its packets recorded blind, submitted (variances found), then
 * approved (variances posted) by someone other than the counter, or cancelled. One open count a bin.
 */
export const cycleCounts = pgTable(
  "cycle_counts",
  {
    countId: serial("count_id").primaryKey(),
    binId: integer("bin_id")
      .notNull()
      .references(() => bins.binId),
    status: text("status").$type<CountStatus>().notNull().default("Open"),
    /** Users without keys, as the ledger names them. */
    startedBy: integer("started_by"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    submittedBy: integer("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedBy: integer("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cycle_counts_one_open_per_bin").on(t.binId).where(sql`${t.status} in ('Open', 'Submitted')`),
    index("cycle_counts_started").on(t.startedAt, t.countId),
    check("cycle_counts_status_known", sql`${t.status} in (${listOf(countStatuses)})`),
  ],
);

/**
 * What the bin held when its count started (each packet's quantity and state): a packet whose row differs
 * from this at approval changed during the count, and is reported stale rather than adjusted.
 */
export const cycleCountExpected = pgTable(
  "cycle_count_expected",
  {
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.countId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    qty: qty("qty").notNull(),
    status: text("status").notNull(),
    binId: integer("bin_id"),
  },
  (t) => [uniqueIndex("cycle_count_expected_packet").on(t.countId, t.packetId)],
);

/** A packet scanned in a count and the quantity counted (the last recording of a code wins). */
export const cycleCountLines = pgTable(
  "cycle_count_lines",
  {
    countLineId: serial("count_line_id").primaryKey(),
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.countId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    countedQty: qty("counted_qty").notNull(),
    /** The packet's row when it was counted (for a packet from elsewhere, its place then). */
    seenQty: qty("seen_qty").notNull(),
    seenStatus: text("seen_status").notNull(),
    seenBinId: integer("seen_bin_id"),
    recordedBy: integer("recorded_by"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was counted on the floor: `X-Done-At` of a count queued offline, else its arrival. */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [
    uniqueIndex("cycle_count_lines_packet").on(t.countId, t.packetId),
    check("cycle_count_lines_qty_not_negative", sql`${t.countedQty} >= 0`),
  ],
);

/** A difference a submitted count found, and what approval did with it (Posted or Stale). */
export const cycleCountVariances = pgTable(
  "cycle_count_variances",
  {
    varianceId: serial("variance_id").primaryKey(),
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.countId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    kind: text("kind").$type<CountVarianceKind>().notNull(),
    systemQty: qty("system_qty"),
    countedQty: qty("counted_qty"),
    /** Null until approval; then Posted, or Stale when the packet changed after the count started. */
    outcome: text("outcome").$type<"Posted" | "Stale">(),
  },
  (t) => [
    uniqueIndex("cycle_count_variances_packet").on(t.countId, t.packetId),
    check("cycle_count_variances_kind_known", sql`${t.kind} in (${listOf(countVarianceKinds)})`),
    check(
      "cycle_count_variances_outcome_known",
      sql`${t.outcome} is null or ${t.outcome} in ('Posted', 'Stale')`,
    ),
  ],
);

/**
 * A count's history, insert-only: every packet counted, counted again (its qty before) or removed, every
 * submission and every send-back with its reason, each with who and when. A line keeps only its last count; this keeps them all.
 */
export const cycleCountEvents = pgTable(
  "cycle_count_events",
  {
    eventId: serial("event_id").primaryKey(),
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.countId),
    kind: text("kind").$type<CountEventKind>().notNull(),
    packetId: integer("packet_id").references(() => packets.packetId),
    countedQty: qty("counted_qty"),
    previousQty: qty("previous_qty"),
    reason: text("reason"),
    /** Users without keys, as the ledger names them. */
    userId: integer("user_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was done on the floor, if that was before it arrived (a count queued offline). */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    index("cycle_count_events_count").on(t.countId, t.eventId),
    check("cycle_count_events_kind_known", sql`${t.kind} in (${listOf(countEventKinds)})`),
    check(
      "cycle_count_events_packet",
      sql`(${t.kind} in ('Submitted', 'SentBack')) = (${t.packetId} is null)`,
    ),
    check("cycle_count_events_reason", sql`(${t.kind} = 'SentBack') = (${t.reason} is not null)`),
  ],
);
