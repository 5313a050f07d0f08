import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { auditColumns, qty } from "./columns.js";
import { packets } from "./inbound.js";
import { bins, products, suppliers } from "./masters.js";

/** A production order from the plant's ERP: make `qty` units of a product; requisitions draw on it. */
export const productionOrders = pgTable(
  "production_orders",
  {
    orderId: serial("order_id").primaryKey(),
    orderNo: text("order_no").notNull().unique(),
    /** A plant day (WMS_TIMEZONE), as the ERP sent it. */
    orderDate: date("order_date", { mode: "string" }).notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    qty: integer("qty").notNull(),
    /** Units not yet requisitioned. */
    remainingQty: integer("remaining_qty").notNull(),
    ...auditColumns(),
  },
  (t) => [
    index("production_orders_product").on(t.productId),
    index("production_orders_date").on(t.orderDate, t.orderId),
    check("production_orders_qty_positive", sql`${t.qty} > 0`),
    check(
      "production_orders_remaining_in_range",
      sql`${t.remainingQty} >= 0 and ${t.remainingQty} <= ${t.qty}`,
    ),
  ],
);

export const requisitionNoSequence = pgSequence("requisition_no_seq", { startWith: 1 });

/** A slice of an order sent to the floor: its material is issued by scanning against the BOM. */
export const requisitions = pgTable(
  "requisitions",
  {
    requisitionId: serial("requisition_id").primaryKey(),
    requisitionNo: text("requisition_no")
      .notNull()
      .unique()
      .default(sql`'REQ' || lpad(nextval('requisition_no_seq')::text, 6, '0')`),
    orderId: integer("order_id")
      .notNull()
      .references(() => productionOrders.orderId),
    qty: integer("qty").notNull(),
    createdBy: integer("created_by").references(() => users.userId),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("requisitions_order").on(t.orderId), check("requisitions_qty_positive", sql`${t.qty} > 0`)],
);

/** One packet (or the issued part of a split packet) handed to production against a requisition. */
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
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.supplierId),
    fromBinId: integer("from_bin_id")
      .notNull()
      .references(() => bins.binId),
    qty: qty("qty").notNull(),
    issuedBy: integer("issued_by").references(() => users.userId),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("requisition_issues_requisition_product").on(t.requisitionId, t.productId),
    index("requisition_issues_packet").on(t.packetId),
    check("requisition_issues_qty_positive", sql`${t.qty} > 0`),
  ],
);
