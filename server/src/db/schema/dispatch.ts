import { type DispatchOrderStatus, dispatchOrderStatuses } from "@wms/domain";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditColumns, listOf } from "./columns.js";
import { products } from "./masters.js";
import { requisitions } from "./production.js";
import { packets } from "./stock.js";

/** Customer Master (issue 35): who finished goods are dispatched to. */
export const customers = pgTable(
  "customers",
  {
    customerId: serial("customer_id").primaryKey(),
    customerCode: text("customer_code").notNull(),
    customerName: text("customer_name").notNull(),
    address: text("address").notNull(),
    /** Blank for an unregistered buyer; else a GSTIN with a matching check character (checked on save). */
    gstNumber: text("gst_number").notNull().default(""),
    contactPerson: text("contact_person").notNull().default(""),
    mobileNo: text("mobile_no").notNull().default(""),
    email: text("email").notNull().default(""),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("customers_code_unique").on(sql`lower(${t.customerCode})`),
    index("customers_created").on(t.createdDate, t.customerId),
  ],
);

/** The columns a customer search looks into, in the order of migration 0056's customers_search_trgm expression. */
export const customerSearchColumns = [
  customers.customerCode,
  customers.customerName,
  customers.gstNumber,
  customers.contactPerson,
  customers.mobileNo,
  customers.email,
  customers.address,
];

/**
 * A customer's order from the ERP: finished goods to dispatch by a promised day. The ERP's order number is
 * the key an import or a call is idempotent on.
 */
export const dispatchOrders = pgTable(
  "dispatch_orders",
  {
    dispatchOrderId: serial("dispatch_order_id").primaryKey(),
    erpOrderNo: text("erp_order_no").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId),
    /** A plant day (WMS_TIMEZONE), as the ERP sent it. */
    promisedDate: date("promised_date", { mode: "string" }).notNull(),
    status: text("status").$type<DispatchOrderStatus>().notNull().default("Open"),
    /** A user without a key, as the ledger names them; null: the seed or a script. */
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dispatch_orders_erp_order_no_unique").on(t.erpOrderNo),
    index("dispatch_orders_created").on(t.createdAt, t.dispatchOrderId),
    index("dispatch_orders_status_created").on(t.status, t.createdAt, t.dispatchOrderId),
    index("dispatch_orders_promised").on(t.promisedDate, t.dispatchOrderId),
    index("dispatch_orders_customer").on(t.customerId, t.createdAt),
    check("dispatch_orders_status_known", sql`${t.status} in (${listOf(dispatchOrderStatuses)})`),
  ],
);

/** A line of a dispatch order: an FG product and how many units; dispatches (issue 35 item 3) count against it. */
export const dispatchOrderLines = pgTable(
  "dispatch_order_lines",
  {
    dispatchOrderId: integer("dispatch_order_id")
      .notNull()
      .references(() => dispatchOrders.dispatchOrderId),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    qty: integer("qty").notNull(),
    dispatchedQty: integer("dispatched_qty").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dispatchOrderId, t.lineNo] }),
    uniqueIndex("dispatch_order_lines_product_unique").on(t.dispatchOrderId, t.productId),
    index("dispatch_order_lines_product").on(t.productId),
    check("dispatch_order_lines_qty_positive", sql`${t.qty} > 0`),
    check(
      "dispatch_order_lines_dispatched_in_range",
      sql`${t.dispatchedQty} >= 0 and ${t.dispatchedQty} <= ${t.qty}`,
    ),
  ],
);

/**
 * A dispatch (issue 35 item 3): FG packets that left stock against a dispatch order, with the papers they left with
 * (vehicle, invoice or delivery note number), when (the floor time) and who. Written only by the stock kernel's
 * `dispatch`, in the transaction that moves the packets.
 */
export const dispatches = pgTable(
  "dispatches",
  {
    dispatchId: serial("dispatch_id").primaryKey(),
    dispatchOrderId: integer("dispatch_order_id")
      .notNull()
      .references(() => dispatchOrders.dispatchOrderId),
    vehicleNo: text("vehicle_no").notNull(),
    /** The invoice or delivery note number the goods left with. */
    documentNo: text("document_no").notNull(),
    /** When it was done on the floor: the confirmation, or its floor time when it was queued offline. */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }).notNull(),
    /** A user without a key, as the ledger names them. */
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dispatches_order").on(t.dispatchOrderId, t.dispatchId),
    index("dispatches_at").on(t.dispatchedAt, t.dispatchId),
    index("dispatches_document_no").on(sql`lower(${t.documentNo})`),
  ],
);

/** The packets of a dispatch, each to a line of its order; a packet leaves once (its key is unique). */
export const dispatchPackets = pgTable(
  "dispatch_packets",
  {
    dispatchId: integer("dispatch_id")
      .notNull()
      .references(() => dispatches.dispatchId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
    lineNo: integer("line_no").notNull(),
    qty: integer("qty").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dispatchId, t.packetId] }),
    uniqueIndex("dispatch_packets_packet_once").on(t.packetId),
    check("dispatch_packets_qty_positive", sql`${t.qty} > 0`),
  ],
);

/**
 * A customer return (issue 35 item 4): units of a dispatch that came back, why, when (the floor time) and who. Written
 * only by the stock kernel's `receiveCustomerReturn`, in the transaction that makes the returned packets.
 */
export const customerReturns = pgTable(
  "customer_returns",
  {
    returnId: serial("return_id").primaryKey(),
    dispatchId: integer("dispatch_id")
      .notNull()
      .references(() => dispatches.dispatchId),
    reason: text("reason").notNull(),
    /** When it was done on the floor. */
    returnedAt: timestamp("returned_at", { withTimezone: true }).notNull(),
    /** A user without a key, as the ledger names them. */
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_returns_dispatch").on(t.dispatchId, t.returnId)],
);

/**
 * The serials a customer return took back, each from the dispatched packet it left with, into the packet it came back
 * in. A serial comes back from one dispatched packet once (its key): a second return of it is refused, under races too.
 */
export const customerReturnSerials = pgTable(
  "customer_return_serials",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => customerReturns.returnId),
    dispatchedPacketId: integer("dispatched_packet_id")
      .notNull()
      .references(() => packets.packetId),
    serialNo: integer("serial_no").notNull(),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
  },
  (t) => [
    primaryKey({ columns: [t.dispatchedPacketId, t.serialNo] }),
    index("customer_return_serials_return").on(t.returnId),
    index("customer_return_serials_packet").on(t.packetId),
    check("customer_return_serials_serial_positive", sql`${t.serialNo} >= 1`),
  ],
);

/**
 * Serials of a customer-returned packet sent back into the job that made it, and their mapping again by Final
 * Production (the FG packet they came back in). A serial goes to rework once per return packet (the key), and waits
 * to be mapped again at most once at a time (the partial unique index): the re-mapping sets `remapped_packet_id` once.
 */
export const reworkSerials = pgTable(
  "rework_serials",
  {
    returnPacketId: integer("return_packet_id")
      .notNull()
      .references(() => packets.packetId),
    serialNo: integer("serial_no").notNull(),
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.requisitionId),
    reworkedAt: timestamp("reworked_at", { withTimezone: true }).notNull(),
    /** A user without a key, as the ledger names them. */
    reworkedBy: integer("reworked_by"),
    remappedPacketId: integer("remapped_packet_id").references(() => packets.packetId),
    remappedAt: timestamp("remapped_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.returnPacketId, t.serialNo] }),
    uniqueIndex("rework_serials_waiting").on(t.serialNo).where(sql`${t.remappedPacketId} is null`),
    index("rework_serials_requisition").on(t.requisitionId, t.serialNo),
    check("rework_serials_serial_positive", sql`${t.serialNo} >= 1`),
    check("rework_serials_remapped_both", sql`(${t.remappedPacketId} is null) = (${t.remappedAt} is null)`),
  ],
);
