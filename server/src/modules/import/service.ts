import { type ImportRowError, inboundMessages as m } from "@wms/domain";
import { chunkRows } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import type { AuditActor } from "../audit/index.js";
import { type CsvChunks, type CsvRecord, csvRecords } from "./csv.js";
import type { ImportBatch, ImportKind, ImportRow } from "./kind.js";
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
 * The rows that pass the kind's schema, in chunks of at most `chunkRows` as they are read (the others'
 * problems go to `refuse`); `tally.rows` counts every row read.
 */
async function* checkedChunks(
  kind: ImportKind,
  records: AsyncIterable<{ line: number; fields: Record<string, unknown> }>,
  maxRows: number,
  tally: { rows: number },
  refuse: (errors: ImportRowError[]) => void,
) {
  let chunk: ImportRow<Record<string, unknown>>[] = [];
  for await (const { line, fields } of records) {
    tally.rows++;
    if (tally.rows > maxRows) throw new BusinessRuleError(m.importTooManyRows(maxRows));
    const parsed = kind.row.safeParse(fields);
    if (parsed.success) chunk.push({ line, value: parsed.data });
    else
      refuse(
        parsed.error.issues.map((issue) => ({
          Line: line,
          Message: `${issue.path.join(".") || "row"}: ${issue.message}`,
        })),
      );
    if (chunk.length === chunkRows) {
      yield chunk;
      chunk = [];
    }
  }
  if (tally.rows === 0) throw new BusinessRuleError(m.importEmpty);
  if (chunk.length > 0) yield chunk;
}

/** Thrown to roll a preview's transaction back once every row has been checked. */
class PreviewDone extends Error {}

/**
 * Imports records of one kind, all or nothing, holding at most one chunk of rows at a time. The
 * records are read one at a time (CSV as it arrives, within `limits`), each checked against its schema
 * and handed to the kind a chunk at a time, which checks the chunk against the database and writes it,
 * all in one transaction: any refused row rolls everything back and the answer lists each refused row
 * with its line (the first `errorsListed`, by line). A preview checks the same and writes nothing.
 * `by` is who imports (null: the seed or a test, no one signed in).
 */
export async function importRecords(
  db: Db,
  kindName: string,
  input: unknown,
  by: AuditActor | null,
  limits: ImportLimits = defaultImportLimits,
  mode: "import" | "preview" = "import",
): Promise<ImportResult> {
  const kind = importKindOf(kindName);
  if (!kind) throw new BusinessRuleError(m.importKindUnknown);

  const errors: ImportRowError[] = [];
  const refuse = (more: ImportRowError[]) => {
    for (const error of more) if (errors.length < errorsListed) errors.push(error);
  };
  const tally = { rows: 0 };
  let batchOutcome: ImportBatch<unknown>["outcome"];
  const chunks = checkedChunks(kind, recordsOf(kind, input, limits.maxBytes), limits.maxRows, tally, refuse);
  // Read before the transaction opens: a file of up to one chunk holds no transaction while it arrives.
  const first = await chunks.next();
  try {
    // One attempt: the rows are read as they arrive and cannot be read again.
    await inTransaction(
      db,
      async (tx) => {
        const batch = await kind.begin(tx, by ?? { userId: null, address: "" });
        batchOutcome = batch.outcome?.bind(batch);
        for (let next = first; !next.done; next = await chunks.next()) {
          const checked = await batch.check(next.value);
          refuse(checked.errors);
          if (errors.length === 0) await checked.write();
        }
        if (errors.length === 0 && batch.finish) refuse(await batch.finish());
        if (errors.length > 0)
          throw new BusinessRuleError(
            m.importFailed,
            errors.sort((a, b) => a.Line - b.Line),
          );
        if (mode === "preview") throw new PreviewDone();
      },
      1,
    );
  } catch (err) {
    if (!(err instanceof PreviewDone)) throw err;
  } finally {
    // Stops the parser of a file refused before its end.
    await chunks.return(undefined);
  }
  const outcome = batchOutcome?.();
  return outcome
    ? { Kind: kind.name, Rows: tally.rows, Saved: outcome.saved, AlreadyThere: outcome.alreadyThere }
    : { Kind: kind.name, Rows: tally.rows };
}
