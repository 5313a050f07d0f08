import { z } from "zod";
import { text } from "../bounds.js";
import type { ImportRowError } from "../inbound.js";
import { defineCall } from "./define.js";

/** A refused row of an import: its line (the CSV line, or the array index + 1) and why. */
const importRowError: z.ZodType<ImportRowError> = z.object({ Line: z.number(), Message: z.string() });

// Any case ("products"); an unknown kind is answered by the import in plain words.
const byKind = z.object({ kind: text(40) });
const importAnswer = z.object({
  Kind: z.string(),
  Rows: z.number(),
  /** DispatchOrders (idempotent on the ERP order number): orders saved, and those already there, unchanged. */
  Saved: z.array(z.string()).optional(),
  AlreadyThere: z.array(z.string()).optional(),
});

/** Import: how MRNs, production orders, products and BOMs enter from the ERP side (architecture section 3). */
export const importCalls = {
  importRecords: defineCall({
    method: "POST",
    path: "Import/:kind",
    // Only those with the Data Import page's add right import (the Admin role has it; store and floor roles do not).
    access: { page: "data-import", right: "add" },
    // The body is read by the import itself, row by row (CSV as it arrives), within its byte and row limits.
    summary:
      "Imports Products, Boms, Mrns, Orders or DispatchOrders from a JSON array or text/csv (header row = field names; delimiter comma, semicolon or tab), all or nothing, at most WMS_IMPORT_MAX_ROWS rows and WMS_IMPORT_MAX_BYTES bytes, one import at a time (429 while another runs)",
    params: byKind,
    response: importAnswer,
    errorData: z.array(importRowError),
  }),
  previewRecords: defineCall({
    method: "POST",
    path: "Import/Preview/:kind",
    access: { page: "data-import", right: "add" },
    summary:
      "Checks a file as Import/{kind} would (every row, against the database too) and saves nothing: its row count, or every refused row by line",
    params: byKind,
    response: importAnswer,
    errorData: z.array(importRowError),
  }),
  exportRecords: defineCall({
    method: "GET",
    path: "Import/Export/:kind",
    access: { page: "data-import", right: "view" },
    summary:
      "The records of an import kind in that import's columns (at most WMS_IMPORT_MAX_ROWS): written as CSV, they re-import unchanged",
    params: byKind,
    response: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
};
