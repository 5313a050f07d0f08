import type { PrinterKind } from "@wms/domain";
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
 * One slip a ZPL printer took: which packet, on which printer, who and when; a reprint (the packet printed before)
 * carries its reason. Insert-only.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    printJobId: serial("print_job_id").primaryKey(),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
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
    check("print_jobs_reprint_reason", sql`not ${t.reprint} or ${t.reason} <> ''`),
  ],
);
