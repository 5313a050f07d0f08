import type { ActivityKind } from "@wms/domain";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { qty } from "./columns.js";
import { shifts } from "./masters.js";
import { requisitions } from "./production.js";
import { packets, requisitionIssues } from "./stock.js";

export { type ActivityKind, activityKinds } from "@wms/domain";

/**
 * One activity submission (Start or End, assembly or intermediate): who reported the stage of which
 * job, in which shift, when. Its consumptions say which packets it used; an all-zero stage has none.
 */
export const consumptionEvents = pgTable(
  "consumption_events",
  {
    eventId: serial("event_id").primaryKey(),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
    stage: text("stage").$type<"Start" | "End">().notNull(),
    operator: text("operator").notNull(),
    shiftId: integer("shift_id")
      .notNull()
      .references(() => shifts.shiftId),
    kind: text("kind").$type<ActivityKind>().notNull(),
    /** The user, without a key (as the ledger names it: no shared account row locked by every report). */
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was done on the floor: `X-Done-At` of a report queued offline, else its arrival. Its day is the report's. */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [
    index("consumption_events_requisition").on(t.requisitionId),
    // The jobs reported on in a report's range (by floor time), read from the index alone.
    index("consumption_events_done_at_requisition").on(t.doneAt, t.requisitionId),
    check("consumption_events_stage_known", sql`${t.stage} in ('Start', 'End')`),
    check("consumption_events_kind_known", sql`${t.kind} in ('assembly', 'intermediate')`),
  ],
);

/** Which issued packet an event consumed, and how much of it: the base of "unused". */
export const consumptions = pgTable(
  "consumptions",
  {
    consumptionId: serial("consumption_id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => consumptionEvents.eventId),
    requisitionIssueId: integer("requisition_issue_id")
      .notNull()
      .references(() => requisitionIssues.requisitionIssueId),
    qty: qty("qty").notNull(),
  },
  (t) => [
    index("consumptions_requisition_issue").on(t.requisitionIssueId),
    index("consumptions_event").on(t.eventId),
    check("consumptions_qty_positive", sql`${t.qty} > 0`),
  ],
);

/**
 * An FG serial range of an FG requisition: serials FromNo..ToNo, Qty of them. Ranges never
 * overlap: the service checks under a lock, and the exclusion constraint
 * fg_mappings_no_overlap (migration 'fg_mappings_no_overlap') backs it.
 */
export const fgMappings = pgTable(
  "fg_mappings",
  {
    fgMappingId: serial("fg_mapping_id").primaryKey(),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
    fromNo: integer("from_no").notNull(),
    toNo: integer("to_no").notNull(),
    qty: integer("qty").notNull(),
    createdBy: integer("created_by").references(() => users.userId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fg_mappings_requisition").on(t.requisitionId),
    index("fg_mappings_to_no").on(t.toNo),
    check(
      "fg_mappings_range",
      sql`${t.fromNo} >= 1 and ${t.qty} >= 1 and ${t.toNo} = ${t.fromNo} + ${t.qty} - 1`,
    ),
  ],
);

/** Issued, unconsumed material back to stock: a new packet, Packed and in no bin, to put away again. */
export const stockReturns = pgTable(
  "stock_returns",
  {
    returnId: serial("return_id").primaryKey(),
    returnType: integer("return_type").notNull(),
    requisitionIssueId: integer("requisition_issue_id")
      .notNull()
      .references(() => requisitionIssues.requisitionIssueId),
    newPacketId: integer("new_packet_id")
      .notNull()
      .unique()
      .references(() => packets.packetId),
    qty: qty("qty").notNull(),
    /** The screen's RandomSeqNo: one submission returns a requisition issue at most once. */
    seqNo: integer("seq_no"),
    createdBy: integer("created_by").references(() => users.userId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_returns_requisition_issue").on(t.requisitionIssueId),
    unique("stock_returns_seq_issue_unique").on(t.seqNo, t.requisitionIssueId),
    check("stock_returns_qty_positive", sql`${t.qty} > 0`),
    check("stock_returns_type_known", sql`${t.returnType} in (1, 2)`),
  ],
);

/**
 * A job's BOM line with everything Consumption & Yield shows of it: the job's number, order and product made, its
 * quantity and output so far (received into stock, and FG serials mapped), the line's quantity per unit, and what the
 * job was issued of the component, consumed of it and returned of it. One row per requisition line, made with the line;
 * the sums of its issue records, their consumptions and their returns (migration 0044) and the output (migration 0045)
 * are kept exact in the writing transaction by statement triggers, so the report reads one row per line by key
 * instead of joining the job's records. No foreign keys: a key would share-lock the requisition row on every write.
 */
export const jobComponentTotals = pgTable(
  "job_component_totals",
  {
    requisitionId: integer("requisition_id").notNull(),
    productId: integer("product_id").notNull(),
    requisitionNo: text("requisition_no").notNull(),
    orderId: integer("order_id").notNull(),
    orderNo: text("order_no").notNull(),
    madeProductId: integer("made_product_id").notNull(),
    reqQty: integer("req_qty").notNull(),
    qtyPerUnit: qty("qty_per_unit").notNull(),
    receivedQty: qty("received_qty").notNull().default("0"),
    mappedQty: integer("mapped_qty").notNull().default(0),
    /** Unbounded numeric: sums of many numeric(14,3) quantities. */
    issuedQty: numeric("issued_qty").notNull().default("0"),
    consumedQty: numeric("consumed_qty").notNull().default("0"),
    returnedQty: numeric("returned_qty").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.requisitionId, t.productId] })],
);

/**
 * A job line's row per crew (shift and operator) with an event on the job: the crew's events on the job, what its
 * events consumed of the line, and the line's figures a split by crew needs (quantity, quantity per unit, product
 * made, output), so Consumption & Yield by shift or operator reads these rows alone.
 */
export const jobCrewConsumption = pgTable(
  "job_crew_consumption",
  {
    requisitionId: integer("requisition_id").notNull(),
    productId: integer("product_id").notNull(),
    shiftId: integer("shift_id").notNull(),
    operator: text("operator").notNull(),
    consumedQty: numeric("consumed_qty").notNull().default("0"),
    events: integer("events").notNull().default(0),
    madeProductId: integer("made_product_id").notNull(),
    reqQty: integer("req_qty").notNull(),
    qtyPerUnit: qty("qty_per_unit").notNull(),
    receivedQty: qty("received_qty").notNull().default("0"),
    mappedQty: integer("mapped_qty").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requisitionId, t.productId, t.shiftId, t.operator] })],
);

/**
 * A job line's records of one plant day (in the zone `receipt_day_zone` names, else UTC): what was issued (by the
 * issue's floor time), consumed (by its event's) and returned (by its arrival). Kept by statement triggers on the
 * records (migration 0059), so Consumption & Yield reads a range's figures by key and day instead of the records.
 */
export const jobLineDays = pgTable(
  "job_line_days",
  {
    requisitionId: integer("requisition_id").notNull(),
    productId: integer("product_id").notNull(),
    day: date("day").notNull(),
    issuedQty: numeric("issued_qty").notNull().default("0"),
    consumedQty: numeric("consumed_qty").notNull().default("0"),
    returnedQty: numeric("returned_qty").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.requisitionId, t.productId, t.day] })],
);

/**
 * A job's plant day with any record: its activity reports, FG serials mapped (by arrival) and output received (on its
 * lot's receipt day). A row for every day anything of the job was done, so a range's jobs are read from its days.
 */
export const jobDays = pgTable(
  "job_days",
  {
    requisitionId: integer("requisition_id").notNull(),
    day: date("day").notNull(),
    events: integer("events").notNull().default(0),
    mappedQty: integer("mapped_qty").notNull().default(0),
    receivedQty: numeric("received_qty").notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.requisitionId, t.day] }),
    index("job_days_day_requisition").on(t.day, t.requisitionId),
  ],
);

/**
 * A job line's row per crew (shift and operator) and plant day with an event of the crew on the job: the crew's
 * events that day and what they consumed of the line, for Consumption & Yield by shift or operator.
 */
export const jobCrewDays = pgTable(
  "job_crew_days",
  {
    requisitionId: integer("requisition_id").notNull(),
    productId: integer("product_id").notNull(),
    shiftId: integer("shift_id").notNull(),
    operator: text("operator").notNull(),
    day: date("day").notNull(),
    events: integer("events").notNull().default(0),
    consumedQty: numeric("consumed_qty").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.requisitionId, t.productId, t.shiftId, t.operator, t.day] })],
);
