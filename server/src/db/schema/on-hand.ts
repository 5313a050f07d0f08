import { sql } from "drizzle-orm";
import { date, index, integer, numeric, pgTable, primaryKey, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * Stock on hand per product and state (Packed, InBin, OnHold, Rejected): the sums of its packets in those states,
 * kept exact in the writing transaction by statement triggers on packets (migration 0038), so the Stock on Hand
 * screen reads a row per product instead of grouping every packet. No foreign keys: a key would share-lock the
 * product row on every put-away and issue.
 */
export const onHandProducts = pgTable("on_hand_products", {
  productId: integer("product_id").primaryKey(),
  /** Unbounded numeric: sums of many numeric(14,3) quantities. */
  packedQty: numeric("packed_qty").notNull().default("0"),
  inBinQty: numeric("in_bin_qty").notNull().default("0"),
  onHoldQty: numeric("on_hold_qty").notNull().default("0"),
  rejectedQty: numeric("rejected_qty").notNull().default("0"),
  /** Packets on hand (any of the four states). */
  packets: integer("packets").notNull().default(0),
});

/**
 * The same sums per lot (an MRN line, or the requisition that produced the packets; exactly one is set) and when the
 * lot first came into a bin (the least inward time any of its packets had: it never changes once set), kept by the
 * same triggers.
 */
export const onHandLots = pgTable(
  "on_hand_lots",
  {
    mrnLineId: integer("mrn_line_id"),
    producedByRequisitionId: integer("produced_by_requisition_id"),
    productId: integer("product_id").notNull(),
    packedQty: numeric("packed_qty").notNull().default("0"),
    inBinQty: numeric("in_bin_qty").notNull().default("0"),
    onHoldQty: numeric("on_hold_qty").notNull().default("0"),
    rejectedQty: numeric("rejected_qty").notNull().default("0"),
    packets: integer("packets").notNull().default(0),
    firstInwardAt: timestamp("first_inward_at", { withTimezone: true }),
  },
  (t) => [
    unique("on_hand_lots_lot").on(t.mrnLineId, t.producedByRequisitionId).nullsNotDistinct(),
    // The by-lot page in inward order, and a product's oldest lot in stock: over the lots that still hold stock.
    index("on_hand_lots_inward")
      .on(t.firstInwardAt, t.mrnLineId, t.producedByRequisitionId)
      .where(sql`${t.packets} > 0`),
    index("on_hand_lots_product_inward").on(t.productId, t.firstInwardAt).where(sql`${t.packets} > 0`),
  ],
);

/**
 * The packets in stock per product and lot receipt day (`packets.received_on`), kept by statement triggers on packets
 * (migration 0046, keyed by receipt day since 0048) beside the sums above, so Stock Ageing reads a row per product and
 * day instead of every packet. A row whose packets all left stays, with 0. No index but the key: a sum's update then
 * stays on its page (a HOT update), so the rows the floor keeps changing do not bloat.
 */
export const onHandAges = pgTable(
  "on_hand_ages",
  {
    productId: integer("product_id").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** Unbounded numeric: sums of many numeric(14,3) quantities. */
    qty: numeric("qty").notNull().default("0"),
    packets: integer("packets").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.receivedOn] })],
);
