import type { ImportKindName, ImportRowError } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";

/** A row that passed its schema, with the line it came from. */
export interface ImportRow<T> {
  line: number;
  value: T;
}

/** A chunk of rows checked against the database: the rows it refuses, and how to write the rest. */
export interface CheckedChunk {
  errors: ImportRowError[];
  write(): Promise<void>;
}

/**
 * One import of a kind, inside its transaction: rows arrive a chunk at a time (at most `chunkRows`), each
 * checked (codes looked up for that chunk, duplicates against the whole file so far) and written while
 * the import has refused nothing. `finish` checks what only the whole file shows (a BOM cycle), or writes what
 * only the whole file makes (a dispatch order whose lines may be anywhere in it).
 */
export interface ImportBatch<T> {
  check(rows: ImportRow<T>[]): Promise<CheckedChunk>;
  finish?(): Promise<ImportRowError[]>;
  /** An idempotent kind's records saved, and those already there unchanged (once finished). */
  outcome?(): ImportOutcome;
}

/** What an idempotent kind reports besides its row count: the records it saved and those already there, unchanged. */
export interface ImportOutcome {
  saved: string[];
  alreadyThere: string[];
}

/**
 * One kind of record the ERP side sends (Products, Boms, Mrns, Orders): its row schema and how
 * valid rows are written. `begin` runs inside the import's transaction (the actor's changes of master
 * records audited in it); any refusal rolls the whole import back.
 */
export interface ImportKind<S extends z.ZodObject = z.ZodObject> {
  name: ImportKindName;
  row: S;
  /** Columns of an export of these records under another name (Stock on Hand's ProductName): read as the field named. */
  aliases?: Record<string, keyof z.output<S> & string>;
  /** Columns an export carries that this import does not take (quantities, dates): read past, never an error. */
  ignored?: readonly string[];
  begin(tx: Db, actor: AuditActor): Promise<ImportBatch<z.output<S>>>;
}

export const defineImportKind = <S extends z.ZodObject>(kind: ImportKind<S>): ImportKind =>
  kind as unknown as ImportKind;
