import type { ImportRowError } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";

/** A row that passed its schema, with the line it came from. */
export interface ImportRow<T> {
  line: number;
  value: T;
}

/**
 * One kind of record the ERP side sends (Products, Boms, Mrns, Orders): its row schema and how
 * valid rows are written. `apply` runs inside the import's transaction (the actor's changes of master
 * records audited in it) and answers the rows it refuses (unknown codes, duplicates); any refusal
 * rolls the whole import back.
 */
export interface ImportKind<S extends z.ZodType = z.ZodType> {
  name: string;
  row: S;
  apply(tx: Db, rows: ImportRow<z.output<S>>[], actor: AuditActor): Promise<ImportRowError[]>;
}

export const defineImportKind = <S extends z.ZodType>(kind: ImportKind<S>): ImportKind =>
  kind as unknown as ImportKind;
