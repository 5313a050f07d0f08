import { z } from "zod";
import { text } from "../bounds.js";
import type { ImportRowError } from "../inbound.js";
import { defineCall } from "./define.js";

/** A refused row of an import: its line (the CSV line, or the array index + 1) and why. */
const importRowError: z.ZodType<ImportRowError> = z.object({ Line: z.number(), Message: z.string() });

/** Import: how MRNs, production orders, products and BOMs enter from the ERP side (architecture section 3). */
export const importCalls = {
  importRecords: defineCall({
    method: "POST",
    path: "Import/:kind",
    // Only administrators import: the right to add users, which the Admin role has and store/floor roles do not.
    access: { page: "user-master", right: "add" },
    // The body is read by the import itself, row by row (CSV as it arrives), within its byte and row limits.
    summary:
      "Imports Products, Boms, Mrns, Orders or DispatchOrders from a JSON array or text/csv (header row = field names; delimiter comma, semicolon or tab), all or nothing, at most WMS_IMPORT_MAX_ROWS rows and WMS_IMPORT_MAX_BYTES bytes, one import at a time (429 while another runs)",
    params: z.object({ kind: text(40) }),
    response: z.object({
      Kind: z.string(),
      Rows: z.number(),
      /** DispatchOrders (idempotent on the ERP order number): orders saved, and those already there, unchanged. */
      Saved: z.array(z.string()).optional(),
      AlreadyThere: z.array(z.string()).optional(),
    }),
    errorData: z.array(importRowError),
  }),
};
