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
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { auditColumns, qty } from "./columns.js";
import { products } from "./masters.js";

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
    /** Output received into stock so far (production receipts); never above `qty`. */
    receivedQty: qty("received_qty").notNull().default("0"),
    createdBy: integer("created_by").references(() => users.userId),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("requisitions_order").on(t.orderId),
    check("requisitions_qty_positive", sql`${t.qty} > 0`),
    check("requisitions_received_in_range", sql`${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.qty}`),
    /** One normalised form, so a lookup is an equality the unique index serves. */
    check("requisitions_no_normalised", sql`${t.requisitionNo} = upper(btrim(${t.requisitionNo}))`),
  ],
);

/**
 * The BOM of a requisition, frozen when it is raised: a later BOM import changes only
 * requisitions raised after it.
 */
export const requisitionLines = pgTable(
  "requisition_lines",
  {
    requisitionLineId: serial("requisition_line_id").primaryKey(),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
    componentProductId: integer("component_product_id")
      .notNull()
      .references(() => products.productId),
    qtyPerUnit: qty("qty_per_unit").notNull(),
  },
  (t) => [
    unique("requisition_lines_component_unique").on(t.requisitionId, t.componentProductId),
    check("requisition_lines_qty_positive", sql`${t.qtyPerUnit} > 0`),
  ],
);
