import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditColumns } from "./columns.js";

export const warehouses = pgTable(
  "warehouses",
  {
    warehouseId: serial("warehouse_id").primaryKey(),
    warehouseCode: text("warehouse_code").notNull(),
    warehouseName: text("warehouse_name").notNull(),
    address: text("address").notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("warehouses_code_unique").on(sql`lower(${t.warehouseCode})`)],
);

/** The machine code is kept in the column the plant calls Warranty (spec 1 section 3). */
export const machines = pgTable(
  "machines",
  {
    machineId: serial("machine_id").primaryKey(),
    machineName: text("machine_name").notNull(),
    warranty: text("warranty").notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("machines_warranty_unique").on(sql`lower(${t.warranty})`)],
);

/** Fixed list: 1 FG, 2 Intermediate, 3 RM (seeded on every start, never edited on screen). */
export const productTypes = pgTable("product_types", {
  productTypeId: integer("product_type_id").primaryKey(),
  productTypeName: text("product_type_name").notNull().unique(),
});

export const suppliers = pgTable(
  "suppliers",
  {
    supplierId: serial("supplier_id").primaryKey(),
    supplierName: text("supplier_name").notNull(),
    supplierCode: text("supplier_code").notNull(),
    firmName: text("firm_name").notNull(),
    mobNo: text("mob_no").notNull(),
    email: text("email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    billingAddress: text("billing_address").notNull().default(""),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("suppliers_code_unique").on(sql`lower(${t.supplierCode})`)],
);

export const products = pgTable(
  "products",
  {
    productId: serial("product_id").primaryKey(),
    productCd: text("product_cd").notNull(),
    productDscrptn: text("product_dscrptn").notNull(),
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.productTypeId),
    productImg: text("product_img").notNull().default(""),
    level: text("level").notNull().default(""),
    revision: text("revision").notNull().default(""),
    uom: text("uom").notNull(),
    value: text("value").notNull().default(""),
    supplierId: integer("supplier_id").references(() => suppliers.supplierId),
    /** FG products: how many serials Final Production packs a packet (1: one serial a packet). */
    fgSerialsPerPacket: integer("fg_serials_per_packet").notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("products_code_unique").on(sql`lower(${t.productCd})`),
    check("products_fg_serials_per_packet_range", sql`${t.fgSerialsPerPacket} between 1 and 10000`),
    index("products_created").on(t.createdDate, t.productId),
    index("products_code").on(t.productCd, t.productId),
  ],
);

export const shifts = pgTable(
  "shifts",
  {
    shiftId: serial("shift_id").primaryKey(),
    shiftName: text("shift_name").notNull(),
    /** 24-hour HH:mm. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("shifts_name_unique").on(sql`lower(${t.shiftName})`),
    check("shifts_start_time_format", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("shifts_end_time_format", sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A storage location; dimensions in cm, volume (m^3) is computed when read. */
export const bins = pgTable(
  "bins",
  {
    binId: serial("bin_id").primaryKey(),
    rowName: text("row_name").notNull(),
    rowNo: integer("row_no").notNull(),
    colNo: integer("col_no").notNull(),
    colAddress: text("col_address").notNull(),
    storeType: text("store_type").notNull().default(""),
    height: integer("height").notNull(),
    width: integer("width").notNull(),
    length: integer("length").notNull(),
    /** true = Full, false = Empty. */
    colStatus: boolean("col_status").notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("bins_col_address_unique").on(sql`lower(${t.colAddress})`),
    index("bins_created").on(t.createdDate, t.binId),
    index("bins_row_col").on(t.rowName, t.colNo, t.binId),
    index("bins_col_address").on(t.colAddress, t.binId),
    // Stock on Hand by bin: the bins holding stock (Full), in address order either way, and their count.
    index("bins_holding_stock").on(t.colAddress, t.binId).where(sql`${t.colStatus}`),
    check("bins_dimensions_positive", sql`${t.height} >= 1 and ${t.width} >= 1 and ${t.length} >= 1`),
    check("bins_row_no_positive", sql`${t.rowNo} >= 1`),
  ],
);

/**
 * The dashboard's bin counts as last folded (one row): active bins, and those of them Full. The exact counts are this
 * row plus every row of `bin_count_changes`; migration 0028's triggers write the changes, the server folds them in.
 */
export const binCounts = pgTable("bin_counts", {
  activeBins: integer("active_bins").notNull(),
  fullBins: integer("full_bins").notNull(),
});

/** One row per statement that changed the bin counts, insert-only until folded: no key, so a change writes no index. */
export const binCountChanges = pgTable("bin_count_changes", {
  activeBins: integer("active_bins").notNull(),
  fullBins: integer("full_bins").notNull(),
});

/** A carton size; dimensions in cm. */
export const cartons = pgTable(
  "cartons",
  {
    cartonId: serial("carton_id").primaryKey(),
    cartonName: text("carton_name").notNull(),
    rowName: text("row_name").notNull().default(""),
    colNo: integer("col_no"),
    storeType: text("store_type").notNull().default(""),
    height: integer("height").notNull(),
    width: integer("width").notNull(),
    length: integer("length").notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("cartons_name_unique").on(sql`lower(${t.cartonName})`),
    check("cartons_dimensions_positive", sql`${t.height} >= 1 and ${t.width} >= 1 and ${t.length} >= 1`),
  ],
);
