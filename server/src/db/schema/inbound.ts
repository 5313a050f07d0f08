import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { qty } from "./columns.js";
import { cartons, products, suppliers } from "./masters.js";

/** How much of a component one unit of a parent needs. Intermediates have BOMs of their own. */
export const boms = pgTable(
  "boms",
  {
    bomId: serial("bom_id").primaryKey(),
    parentProductId: integer("parent_product_id")
      .notNull()
      .references(() => products.productId),
    componentProductId: integer("component_product_id")
      .notNull()
      .references(() => products.productId),
    qtyPerUnit: qty("qty_per_unit").notNull(),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("boms_parent_component_unique").on(t.parentProductId, t.componentProductId),
    index("boms_component").on(t.componentProductId),
    check("boms_qty_positive", sql`${t.qtyPerUnit} > 0`),
    check("boms_not_self", sql`${t.parentProductId} <> ${t.componentProductId}`),
  ],
);

/** A goods receipt (material receipt note) as the ERP sends it; its id is the ERP's. */
export const mrns = pgTable(
  "mrns",
  {
    mrnId: integer("mrn_id").primaryKey(),
    poNumber: text("po_number").notNull(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.supplierId),
    type: text("type").notNull(),
    /** A plant day (WMS_TIMEZONE), as the ERP sent it. */
    mrnDate: date("mrn_date", { mode: "string" }).notNull(),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mrns_supplier").on(t.supplierId),
    index("mrns_date").on(t.mrnDate, t.mrnId),
    index("mrns_po_number").on(t.poNumber, t.mrnId),
    index("mrns_type").on(t.type, t.mrnId),
  ],
);

/**
 * One delivery of a product on an MRN and its quality check: approved once, then its packets exist.
 * The rest of a partial delivery is a further line continuing the earlier one (its own check).
 */
export const mrnLines = pgTable(
  "mrn_lines",
  {
    mrnLineId: serial("mrn_line_id").primaryKey(),
    mrnId: integer("mrn_id")
      .notNull()
      .references(() => mrns.mrnId),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    requestedQty: qty("requested_qty").notNull(),
    receivedQty: qty("received_qty").notNull(),
    uom: text("uom").notNull(),
    approvedQty: qty("approved_qty"),
    rejectedQty: qty("rejected_qty"),
    rejectedRemark: text("rejected_remark").notNull().default(""),
    piecesPerPacket: qty("pieces_per_packet"),
    totalSlip: integer("total_slip"),
    cartonId: integer("carton_id").references(() => cartons.cartonId),
    isApprove: boolean("is_approve").notNull().default(false),
    approvedBy: integer("approved_by").references(() => users.userId),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** The line whose outstanding quantity this delivery brought; its requested qty is that outstanding. */
    continuesMrnLineId: integer("continues_mrn_line_id").references((): AnyPgColumn => mrnLines.mrnLineId),
  },
  (t) => [
    index("mrn_lines_mrn_product").on(t.mrnId, t.productId),
    unique("mrn_lines_continued_once").on(t.continuesMrnLineId),
    index("mrn_lines_product").on(t.productId),
    check("mrn_lines_quantities", sql`${t.requestedQty} >= 0 and ${t.receivedQty} >= 0`),
    check(
      "mrn_lines_continuation_within_outstanding",
      sql`${t.continuesMrnLineId} is null or (${t.receivedQty} > 0 and ${t.receivedQty} <= ${t.requestedQty})`,
    ),
    check(
      "mrn_lines_approval",
      sql`(not ${t.isApprove}) or (${t.approvedQty} >= 0 and ${t.approvedQty} <= ${t.receivedQty}
        and ${t.rejectedQty} = ${t.receivedQty} - ${t.approvedQty}
        and ${t.piecesPerPacket} > 0 and ${t.totalSlip} >= 0 and ${t.approvedAt} is not null)`,
    ),
  ],
);
