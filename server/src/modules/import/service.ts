import { type ImportRowError, inboundMessages as m } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import type { AuditActor } from "../audit/index.js";
import { type CsvChunks, type CsvRecord, csvRecords } from "./csv.js";
import type { ImportKind, ImportRow } from "./kind.js";
import { importKindOf } from "./registry.js";

export interface ImportResult {
  Kind: string;
  Rows: number;
  /** An idempotent kind's records (dispatch orders by ERP number): saved now, and already there with the same content. */
  Saved?: string[];
  AlreadyThere?: string[];
}

/** How much one import may read: its bytes (CSV as sent) and its rows. */
export interface ImportLimits {
  maxBytes: number;
  maxRows: number;
}

export const defaultImportLimits: ImportLimits = { maxBytes: 50 * 1024 * 1024, maxRows: 100_000 };

/** Refused rows listed in one answer: a file of bad rows answers the first ones, not a second file's worth. */
const errorsListed = 1000;

/** CSV as sent: its text, or its bytes as they arrive (a request body, a file read). */
export type CsvSource = string | AsyncIterable<Buffer | string>;

/** The source's chunks, refused once they pass `maxBytes`. */
async function* bounded(source: CsvChunks, maxBytes: number) {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
    if (bytes > maxBytes) throw new BusinessRuleError(m.importTooLarge(maxBytes));
    yield chunk;
  }
}

/** Each column the kind reads, lower-cased, to the field it fills (null: an export's column read past). */
function columnsOf(kind: ImportKind): Map<string, string | null> {
  const columns = new Map<string, string | null>();
  for (const field of Object.keys(kind.row.shape)) columns.set(field.toLowerCase(), field);
  for (const [column, field] of Object.entries(kind.aliases ?? {})) columns.set(column.toLowerCase(), field);
  for (const column of kind.ignored ?? []) columns.set(column.toLowerCase(), null);
  return columns;
}

/** The header's problems: a column named twice, one the kind does not know, one it needs and lacks. */
function headerErrors(
  kind: ImportKind,
  columns: Map<string, string | null>,
  header: string[],
): ImportRowError[] {
  const fields = Object.keys(kind.row.shape);
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    const field = columns.get(column.toLowerCase());
    if (field === undefined) errors.push(m.importColumnUnknown(column, fields.join(", ")));
    else if (field !== null && seen.has(field)) errors.push(m.importColumnTwice(column));
    if (field) seen.add(field);
  }
  for (const field of fields) {
    const required = !kind.row.shape[field].safeParse(undefined).success;
    if (required && !seen.has(field)) errors.push(m.importColumnMissing(field));
  }
  return errors.map((Message) => ({ Line: 1, Message }));
}

/** A record's fields under the kind's own names (any case, aliases read as their field), read-past columns left out. */
function fieldsOf(columns: Map<string, string | null>, fields: unknown) {
  const named: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(fields ?? {})) {
    const field = columns.get(column.toLowerCase());
    if (field !== null) named[field ?? column] = value;
  }
  return named;
}

/** CSV records as the kind names them; the header is checked before any row is read on. */
async function* csvRowsOf(kind: ImportKind, source: CsvSource, maxBytes: number) {
  const columns = columnsOf(kind);
  for await (const item of csvRecords(bounded(typeof source === "string" ? [source] : source, maxBytes))) {
    if ("header" in item) {
      const errors = headerErrors(kind, columns, item.header);
      if (errors.length > 0) throw new BusinessRuleError(m.importFailed, errors);
      continue;
    }
    yield { line: item.line, fields: fieldsOf(columns, (item as CsvRecord).fields) };
  }
}

/** Records as sent: a JSON array (line = position, from 1) or CSV (line = the file's line). */
async function* recordsOf(kind: ImportKind, input: unknown, maxBytes: number) {
  if (Array.isArray(input)) {
    const columns = columnsOf(kind);
    for (const [i, fields] of input.entries()) yield { line: i + 1, fields: fieldsOf(columns, fields) };
  } else if (typeof input === "string" || isAsyncIterable(input)) yield* csvRowsOf(kind, input, maxBytes);
}

const isAsyncIterable = (x: unknown): x is AsyncIterable<Buffer | string> =>
  typeof x === "object" && x !== null && Symbol.asyncIterator in x;

/**
 * Imports records of one kind, all or nothing. The records are read one at a time (CSV as it
 * arrives, within `limits`) and each checked against its schema; only the checked values are kept.
 * Then they are written in one transaction; any refused row rolls everything back and the answer
 * lists each refused row with its line. `by` is who imports (null: the seed or a test, no one signed in).
 */
export async function importRecords(
  db: Db,
  kindName: string,
  input: unknown,
  by: AuditActor | null,
  limits: ImportLimits = defaultImportLimits,
): Promise<ImportResult> {
  const kind = importKindOf(kindName);
  if (!kind) throw new BusinessRuleError(m.importKindUnknown);

  const errors: ImportRowError[] = [];
  const rows: ImportRow<Record<string, unknown>>[] = [];
  let read = 0;
  for await (const { line, fields } of recordsOf(kind, input, limits.maxBytes)) {
    read++;
    if (read > limits.maxRows) throw new BusinessRuleError(m.importTooManyRows(limits.maxRows));
    const parsed = kind.row.safeParse(fields);
    if (parsed.success) rows.push({ line, value: parsed.data });
    else
      for (const issue of parsed.error.issues) {
        if (errors.length < errorsListed)
          errors.push({ Line: line, Message: `${issue.path.join(".") || "row"}: ${issue.message}` });
      }
  }
  if (read === 0) throw new BusinessRuleError(m.importEmpty);
  if (errors.length > 0) throw new BusinessRuleError(m.importFailed, errors);

  const applied = await inTransaction(db, async (tx) => {
    const answer = await kind.apply(tx, rows, by ?? { userId: null, address: "" });
    const refused = Array.isArray(answer) ? answer : answer.refused;
    if (refused.length > 0) throw new BusinessRuleError(m.importFailed, refused.slice(0, errorsListed));
    return answer;
  });
  if (Array.isArray(applied)) return { Kind: kind.name, Rows: rows.length };
  return { Kind: kind.name, Rows: rows.length, Saved: applied.saved, AlreadyThere: applied.alreadyThere };
}
