import {
  type HoldReason,
  holdReasons,
  type LedgerReason,
  ledgerReasons,
  type PacketStatus,
  packetStatuses,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
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
import { listOf, qty } from "./columns.js";
import { mrnLines } from "./inbound.js";
import { bins, products, suppliers } from "./masters.js";
import { requisitions } from "./production.js";

export { type PacketStatus, packetStatuses } from "@wms/domain";

/**
 * A labelled packet of one product: the unit that is scanned, put away, issued and returned.
 * Its lot is exactly one of: the MRN line it was received on, or the requisition that produced
 * it; splits and returns keep the lot and link their parent. Written only by the stock kernel.
 */
export const packets = pgTable(
  "packets",
  {
    packetId: serial("packet_id").primaryKey(),
    qrCode: text("qr_code").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    /** The MRN's supplier; null for packets a requisition produced. */
    supplierId: integer("supplier_id").references(() => suppliers.supplierId),
    mrnLineId: integer("mrn_line_id").references(() => mrnLines.mrnLineId),
    producedByRequisitionId: integer("produced_by_requisition_id").references(
      () => requisitions.requisitionId,
    ),
    qty: qty("qty").notNull(),
    status: text("status").$type<PacketStatus>().notNull().default("Packed"),
    /** A held packet keeps its bin (null when held before put-away, or Lost by a count). */
    binId: integer("bin_id").references(() => bins.binId),
    /** Why it is held (OnHold only) or was scrapped. */
    holdReason: text("hold_reason").$type<HoldReason>(),
    holdRemark: text("hold_remark").notNull().default(""),
    /** When it went into a bin (the specification's "Bin Inward Date"): the put-away's floor time. */
    inwardAt: timestamp("inward_at", { withTimezone: true }),
    /**
     * Its lot's receipt day (a plant day): the MRN date of purchased material, the production receipt's day of what the
     * plant made; a split or returned packet keeps its parent's. FIFO and Stock Ageing count from it.
     */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    parentPacketId: integer("parent_packet_id").references((): AnyPgColumn => packets.packetId),
    /** The supplier's own lot (batch) of purchased material, read off its label at quality check; "" when none. */
    supplierLot: text("supplier_lot").notNull().default(""),
    /** The supplier's expiry of that lot (a day), when its label gives one. */
    supplierExpiry: date("supplier_expiry", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Partial on the keys most packets lack (a packet has one lot; issued ones no bin): a move writes no entry there.
    index("packets_mrn_line").on(t.mrnLineId).where(sql`${t.mrnLineId} is not null`),
    index("packets_produced_by")
      .on(t.producedByRequisitionId)
      .where(sql`${t.producedByRequisitionId} is not null`),
    index("packets_parent").on(t.parentPacketId).where(sql`${t.parentPacketId} is not null`),
    index("packets_bin").on(t.binId).where(sql`${t.binId} is not null`),
    index("packets_product_status").on(t.productId, t.status),
    check("packets_qty_not_negative", sql`${t.qty} >= 0`),
    check("packets_status_known", sql`${t.status} in (${listOf(packetStatuses)})`),
    // InBin has a bin; only InBin and OnHold may have one.
    check(
      "packets_bin_by_status",
      sql`(${t.status} <> 'InBin' or ${t.binId} is not null) and (${t.binId} is null or ${t.status} in ('InBin', 'OnHold'))`,
    ),
    check(
      "packets_hold_reason_known",
      sql`${t.holdReason} is null or ${t.holdReason} in (${listOf(holdReasons)})`,
    ),
    check(
      "packets_held_has_reason",
      sql`(${t.status} <> 'OnHold' or ${t.holdReason} is not null) and (${t.holdReason} is null or ${t.status} in ('OnHold', 'Scrapped'))`,
    ),
    index("packets_held").on(t.status, t.packetId).where(sql`${t.status} in ('OnHold', 'Rejected')`),
    // FIFO: a product's packets in bins, oldest lot receipt first (the issue scan's older-packet check).
    index("packets_fifo").on(t.productId, t.receivedOn, t.packetId).where(sql`${t.status} = 'InBin'`),
    check("packets_one_lot", sql`(${t.mrnLineId} is null) <> (${t.producedByRequisitionId} is null)`),
    check("packets_code_bounded", sql`length(${t.qrCode}) <= 60`),
  ],
);

/**
 * The FG serials a packet holds (Final Production packs them; a dispatch split moves the lowest to the part that
 * leaves). A serial is in one packet at a time: ranges never overlap (they come from fg_mappings, which never do, and
 * a split narrows its parent's range as it gives it). Written only by the stock kernel.
 */
export const packetSerials = pgTable(
  "packet_serials",
  {
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    fromNo: integer("from_no").notNull(),
    toNo: integer("to_no").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packetId, t.fromNo] }),
    // The packet holding serial s: the first range ending at or after s.
    index("packet_serials_to_no").on(t.toNo),
    check("packet_serials_range", sql`${t.fromNo} >= 1 and ${t.fromNo} <= ${t.toNo}`),
  ],
);

const reasonList = listOf(ledgerReasons);

/** Every stock movement, appended and never changed: what, how much, from where to where, why, who, when. */
export const stockLedger = pgTable(
  "stock_ledger",
  {
    ledgerId: bigserial("ledger_id", { mode: "number" }).primaryKey(),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    /** The packet's product, copied; no foreign key, as `receipt_supplier_id` (the packet's own key stands for it). */
    productId: integer("product_id").notNull(),
    qty: qty("qty").notNull(),
    fromStatus: text("from_status").$type<PacketStatus>(),
    fromBinId: integer("from_bin_id").references(() => bins.binId),
    toStatus: text("to_status").$type<PacketStatus>(),
    toBinId: integer("to_bin_id").references(() => bins.binId),
    reason: text("reason").$type<LedgerReason>().notNull(),
    reference: text("reference").notNull().default(""),
    /**
     * The signed-in user who did it. No foreign key: a key share-locks the user's row for every ledger row, and one
     * account on several scanners then turns that row into a lock shared by every command at once (migration 0032
     * refuses deleting a user instead, so the id stays a user's).
     */
    userId: integer("user_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** When the action was done on the floor, if it was queued offline and sent later (`X-Done-At`); `at` is its arrival. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    /**
     * On the put-away of goods received (a packet of an MRN line, neither returned nor split off), its
     * supplier; null on every other row. The receipt totals (and so the inward report) sum by it instead of
     * looking up each packet.
     * No foreign key: it copies the packet's (itself one), and a key would share-lock the supplier row
     * on every put-away.
     */
    receiptSupplierId: integer("receipt_supplier_id"),
  },
  (t) => [
    index("stock_ledger_packet").on(t.packetId),
    check("stock_ledger_qty_not_negative", sql`${t.qty} >= 0`),
    check("stock_ledger_reason_known", sql`${t.reason} in (${reasonList})`),
    check("stock_ledger_receipt_is_put_away", sql`${t.receiptSupplierId} is null or ${t.reason} = 'putAway'`),
  ],
);

/**
 * Goods received per quarter hour, product and supplier: the sum of the receipt rows of the stock ledger
 * (`receipt_supplier_id` not null), kept exact in the writing transaction by a statement trigger on the
 * ledger (migration 0025), so the inward report reads a row per quarter hour instead of every receipt.
 * No foreign keys: the ledger row's own keys stand for them, and a key would share-lock the supplier and
 * product rows on every put-away.
 */
export const receiptTotals = pgTable(
  "receipt_totals",
  {
    // UTC quarter hours: every current zone's offset is a multiple of 15 minutes, so one never straddles a plant day.
    quarterHour: timestamp("quarter_hour", { withTimezone: true }).notNull(),
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    /** Unbounded numeric: a sum of many numeric(14,3) quantities. */
    qty: numeric("qty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.quarterHour, t.productId, t.supplierId] })],
);

/**
 * The receipt totals per plant day (in the zone `receipt_day_zone` names), product and supplier, kept by the same
 * trigger (migration 0030), so a report page reads one row per day instead of summing quarter hours, and pages in
 * this key's order stop early. Rebuilt from the quarter hours when a server starts on another zone.
 */
export const receiptDayTotals = pgTable(
  "receipt_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    qty: numeric("qty").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.productId, t.supplierId] }),
    // A page sorted by product code walks the products in code order and finds each one's days here.
    index("receipt_day_totals_product_day").on(t.productId, t.day),
  ],
);

/** The IANA zone whose days `receipt_day_totals` holds: one row, or none before a server first starts. */
export const receiptDayZone = pgTable("receipt_day_zone", {
  timeZone: text("time_zone").primaryKey(),
});

/** One packet (or the issued part of a split packet) handed to production against a requisition; once. */
export const requisitionIssues = pgTable(
  "requisition_issues",
  {
    requisitionIssueId: serial("requisition_issue_id").primaryKey(),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    /** The issued packet's product and supplier, copied from its row by the issuing statement; no foreign keys. */
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id"),
    fromBinId: integer("from_bin_id")
      .notNull()
      .references(() => bins.binId),
    qty: qty("qty").notNull(),
    /** The signed-in user; no foreign key, as the ledger's `user_id`. */
    issuedBy: integer("issued_by"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was done on the floor: `X-Done-At` of an issue queued offline, else its arrival. Its day is the issue's. */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("requisition_issues_requisition_product").on(t.requisitionId, t.productId),
    unique("requisition_issues_packet_once").on(t.packetId),
    check("requisition_issues_qty_positive", sql`${t.qty} > 0`),
  ],
);
