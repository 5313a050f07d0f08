import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { printers } from "../../db/schema/index.js";
import { auditFields, auditSortable } from "./audit-fields.js";
import { type MasterDef, masterRoutes, type SelectChain } from "./master-routes.js";

type Body = z.output<typeof masterCalls.printer.create.body>;

/** Printers: a ZPL one is reached at host:port (raw TCP, 9100 on Zebras); a PDF one prints from the browser. */
export const printerMaster: MasterDef<Body> = {
  calls: masterCalls.printer,
  table: printers,
  audit: { entity: "Printer" },
  idField: "PrinterId",
  idColumn: printers.printerId,
  idOf: (b) => b.PrinterId,
  columns: (b) => ({
    printerName: b.PrinterName,
    kind: b.Kind,
    host: b.Host,
    port: b.Port,
    labelWidthMm: b.LabelWidthMm,
    labelHeightMm: b.LabelHeightMm,
    dpi: b.Dpi,
    station: b.Station,
  }),
  unique: [{ column: printers.printerName, value: (b) => b.PrinterName, message: m.printerNameTaken }],
  fields: {
    PrinterId: printers.printerId,
    PrinterName: printers.printerName,
    Kind: printers.kind,
    Host: printers.host,
    Port: printers.port,
    LabelWidthMm: printers.labelWidthMm,
    LabelHeightMm: printers.labelHeightMm,
    Dpi: printers.dpi,
    Station: printers.station,
    ...auditFields(printers),
  },
  from: (db, fields) => db.select(fields as never).from(printers) as unknown as SelectChain,
  sortable: {
    PrinterId: printers.printerId,
    PrinterName: printers.printerName,
    Kind: printers.kind,
    Station: printers.station,
    ...auditSortable(printers),
  },
  searchable: [printers.printerName, printers.host, printers.station],
};

export const printerRoutes = (ctx: AppContext) => masterRoutes(ctx, printerMaster);
