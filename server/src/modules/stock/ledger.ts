import type { Db } from "../../db/client.js";
import { type PacketStatus, stockLedger } from "../../db/schema/index.js";

/** One stock movement of one packet: how much, from which state/bin to which, why, on what, by whom. */
export interface LedgerEntry {
  packetId: number;
  productId: number;
  qty: string | number;
  from: { status: PacketStatus | null; binId?: number | null };
  to: { status: PacketStatus | null; binId?: number | null };
  /** The stock command: qualityCheck, putAway, issueToProduction, consume, returnToStock, ... */
  reason: string;
  /** What the movement was done for: an MRN id, a requisition number, ... */
  reference?: string;
  userId?: number | null;
}

/**
 * Appends movements to the stock ledger. Call it inside the transaction of the stock command
 * that moved the packets, so the ledger and the stock commit or roll back together.
 * Ledger rows are never updated or deleted.
 */
export async function appendLedger(tx: Db, entries: LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(stockLedger).values(
    entries.map((e) => ({
      packetId: e.packetId,
      productId: e.productId,
      qty: String(e.qty),
      fromStatus: e.from.status,
      fromBinId: e.from.binId ?? null,
      toStatus: e.to.status,
      toBinId: e.to.binId ?? null,
      reason: e.reason,
      reference: e.reference ?? "",
      userId: e.userId ?? null,
    })),
  );
}
