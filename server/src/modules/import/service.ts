import { type ImportRowError, inboundMessages } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import type { AuditActor } from "../audit/index.js";
import { parseCsv } from "./csv.js";
import type { ImportRow } from "./kind.js";
import { importKindOf } from "./registry.js";

export interface ImportResult {
  Kind: string;
  Rows: number;
}

/** Records as sent: a JSON array (line = position, from 1) or CSV text (line = the file's line). */
function recordsOf(input: unknown): Array<{ line: number; fields: unknown }> {
  if (typeof input === "string") return parseCsv(input);
  if (Array.isArray(input)) return input.map((fields, i) => ({ line: i + 1, fields }));
  return [];
}

/**
 * Imports records of one kind, all or nothing: every row is checked against its schema, then
 * written in one transaction; any refused row rolls everything back and the answer lists each
 * refused row with its line. `by` is who imports (null: the seed or a test, no one signed in).
 */
export async function importRecords(
  db: Db,
  kindName: string,
  input: unknown,
  by: AuditActor | null,
): Promise<ImportResult> {
  const kind = importKindOf(kindName);
  if (!kind) throw new BusinessRuleError(inboundMessages.importKindUnknown);
  const records = recordsOf(input);
  if (records.length === 0) throw new BusinessRuleError(inboundMessages.importEmpty);

  const errors: ImportRowError[] = [];
  const rows: ImportRow<unknown>[] = [];
  for (const { line, fields } of records) {
    const parsed = kind.row.safeParse(fields);
    if (parsed.success) rows.push({ line, value: parsed.data });
    else
      for (const issue of parsed.error.issues) {
        errors.push({ Line: line, Message: `${issue.path.join(".") || "row"}: ${issue.message}` });
      }
  }
  if (errors.length > 0) throw new BusinessRuleError(inboundMessages.importFailed, errors);

  await inTransaction(db, async (tx) => {
    const refused = await kind.apply(tx, rows, by ?? { userId: null, address: "" });
    if (refused.length > 0) throw new BusinessRuleError(inboundMessages.importFailed, refused);
  });
  return { Kind: kind.name, Rows: rows.length };
}
