import { type PrintedLabel, type PrinterKind, printedLabels } from "@wms/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditColumns, listOf } from "./columns.js";
import { packets } from "./stock.js";

/** Printer Master: ZPL printers take labels from the server over raw TCP; PDF ones print from the browser. */
export const printers = pgTable(
  "printers",
  {
    printerId: serial("printer_id").primaryKey(),
    printerName: text("printer_name").notNull(),
    kind: text("kind").$type<PrinterKind>().notNull(),
    host: text("host").notNull().default(""),
    port: integer("port").notNull().default(9100),
    labelWidthMm: integer("label_width_mm").notNull(),
    labelHeightMm: integer("label_height_mm").notNull(),
    dpi: integer("dpi").notNull(),
    /** The warehouse or station it stands at (a handheld prints to its station's printer). */
    station: text("station").notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("printers_name_unique").on(sql`lower(${t.printerName})`),
    index("printers_created").on(t.createdDate, t.printerId),
    check("printers_kind", sql`${t.kind} in (${listOf(["ZPL", "PDF"])})`),
    check("printers_zpl_host", sql`${t.kind} <> 'ZPL' or ${t.host} <> ''`),
    check("printers_port", sql`${t.port} between 1 and 65535`),
    check(
      "printers_label_size",
      sql`${t.labelWidthMm} between 10 and 300 and ${t.labelHeightMm} between 10 and 300`,
    ),
    check("printers_dpi", sql`${t.dpi} in (203, 300, 600)`),
  ],
);

/**
 * One label a ZPL printer took: a packet's (its slip, or an FG packet's label) or a document's (a requisition's BOM
 * slip, a dispatch's delivery label), on which printer, who and when; a reprint (the same label printed before)
 * carries its reason. Insert-only.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    printJobId: serial("print_job_id").primaryKey(),
    label: text("label").$type<PrintedLabel>().notNull().default("packet"),
    /** The packet of a packet's label; null for a document's. */
    packetId: integer("packet_id").references(() => packets.packetId),
    /** The requisition number or dispatch id of a document's label; "" for a packet's. */
    document: text("document").notNull().default(""),
    printerId: integer("printer_id")
      .notNull()
      .references(() => printers.printerId),
    /** No foreign key, as the stock ledger's user (migration 0031): users are never deleted. */
    printedBy: integer("printed_by").notNull(),
    printedAt: timestamp("printed_at", { withTimezone: true }).notNull().defaultNow(),
    reprint: boolean("reprint").notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [
    index("print_jobs_packet").on(t.packetId, t.printJobId),
    index("print_jobs_document").on(t.label, t.document, t.printJobId).where(sql`${t.packetId} is null`),
    check("print_jobs_label", sql`${t.label} in (${listOf(printedLabels)})`),
    check(
      "print_jobs_one_subject",
      sql`(${t.label} = 'packet') = (${t.packetId} is not null) and (${t.packetId} is null) = (${t.document} <> '')`,
    ),
    check("print_jobs_reprint_reason", sql`not ${t.reprint} or ${t.reason} <> ''`),
  ],
);
