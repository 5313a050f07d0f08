import type { LedgerReason, PacketStatus } from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { arrayParams, preparedStatement } from "../../db/prepared.js";
import { stockLedger } from "../../db/schema/index.js";

/** One stock movement of one packet: how much, from which state/bin to which, why, on what, by whom. */
export interface LedgerEntry {
  packetId: number;
  productId: number;
  /** numeric(14,3) text (qtyText). */
  qty: string;
  from: { status: PacketStatus | null; binId?: number | null };
  to: { status: PacketStatus | null; binId?: number | null };
  reason: LedgerReason;
  /** What the movement was done for: an MRN, a requisition number, ... */
  reference?: string;
  userId?: number | null;
  /** When it was done on the floor, if that was before it arrived (an action queued offline); ISO. */
  doneAt?: string | null;
  /** On the put-away of goods received from a supplier: that supplier (what the inward report sums by). */
  receiptSupplierId?: number | null;
}

/**
 * Appends movements to the stock ledger, in chunks, one prepared statement whatever the count (the
 * entries go as column arrays). Only the stock kernel calls it, inside the transaction of the
 * command that moved the packets. Ledger rows are never updated or deleted.
 */
export async function appendLedger(tx: Db, entries: LedgerEntry[]): Promise<void> {
  await inChunks(entries, async (chunk) => {
    await appendStatement(tx).execute(ledgerParams(chunk));
    return [];
  });
}

/** The placeholders of `ledgerInsert`, filled from the entries (at most `chunkRows` of them in one statement). */
export const ledgerParams = (entries: LedgerEntry[]) => ({
  packetIds: entries.map((e) => e.packetId),
  productIds: entries.map((e) => e.productId),
  qtys: entries.map((e) => e.qty),
  fromStatuses: entries.map((e) => e.from.status),
  fromBinIds: entries.map((e) => e.from.binId ?? null),
  toStatuses: entries.map((e) => e.to.status),
  toBinIds: entries.map((e) => e.to.binId ?? null),
  reasons: entries.map((e) => e.reason),
  references: entries.map((e) => e.reference ?? ""),
  userIds: entries.map((e) => e.userId ?? null),
  doneAts: entries.map((e) => e.doneAt ?? null),
  receiptSupplierIds: entries.map((e) => e.receiptSupplierId ?? null),
});

/**
 * The ledger's insert of the `ledgerParams` placeholders, as a data-modifying WITH: of `appendLedger`'s statement,
 * or of a command's own write statement, so its movements and their ledger rows go in one round trip.
 * It names its columns (id and time as their defaults give them); Drizzle's insert-select would list every column
 * of the table and take the select's by position. `moreRows`: rows of the same columns made by the statement itself
 * (a split's rest, whose id its own insert draws), after the placeholders' rows.
 */
export const ledgerInsert = (tx: Db, moreRows?: SQL) =>
  tx.$with("appended", { ledgerId: stockLedger.ledgerId }).as(
    sql`insert into ${stockLedger} (packet_id, product_id, qty, from_status, from_bin_id, to_status, to_bin_id, reason,
                                    reference, user_id, done_at, receipt_supplier_id)
        select * from unnest(${arrayParams([
          ["packetIds", "integer"],
          ["productIds", "integer"],
          ["qtys", "numeric"],
          ["fromStatuses", "text"],
          ["fromBinIds", "integer"],
          ["toStatuses", "text"],
          ["toBinIds", "integer"],
          ["reasons", "text"],
          ["references", "text"],
          ["userIds", "integer"],
          ["doneAts", "timestamptz"],
          ["receiptSupplierIds", "integer"],
        ])})
        ${moreRows ? sql`union all ${moreRows}` : sql``}
        returning ledger_id`,
  );

const appendStatement = preparedStatement("stock_ledger_append", (tx, name) => {
  const appended = ledgerInsert(tx);
  return tx.with(appended).select({ rows: sql<number>`count(*)::integer` }).from(appended).prepare(name);
});
