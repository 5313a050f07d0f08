import type { ImportRowError } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";

/** A row that passed its schema, with the line it came from. */
export interface ImportRow<T> {
  line: number;
  value: T;
}

/** What an idempotent kind's apply answers: besides the rows it refuses, the records it saved and those already there, unchanged. */
export interface ImportApplied {
  refused: ImportRowError[];
  saved: string[];
  alreadyThere: string[];
}

/**
 * One kind of record the ERP side sends (Products, Boms, Mrns, Orders): its row schema and how
 * valid rows are written. `apply` runs inside the import's transaction (the actor's changes of master
 * records audited in it) and answers the rows it refuses (unknown codes, duplicates); any refusal
 * rolls the whole import back.
 */
export interface ImportKind<S extends z.ZodObject = z.ZodObject> {
  name: string;
  row: S;
  /** Columns of an export of these records under another name (Stock on Hand's ProductName): read as the field named. */
  aliases?: Record<string, keyof z.output<S> & string>;
  /** Columns an export carries that this import does not take (quantities, dates): read past, never an error. */
  ignored?: readonly string[];
  apply(tx: Db, rows: ImportRow<z.output<S>>[], actor: AuditActor): Promise<ImportRowError[] | ImportApplied>;
}

export const defineImportKind = <S extends z.ZodObject>(kind: ImportKind<S>): ImportKind =>
  kind as unknown as ImportKind;
