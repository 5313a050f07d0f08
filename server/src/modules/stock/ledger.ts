import type { LedgerReason, PacketStatus } from "@wms/domain";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
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
}

/**
 * Appends movements to the stock ledger, in chunks. Only the stock kernel calls it, inside the
 * transaction of the command that moved the packets. Ledger rows are never updated or deleted.
 */
export async function appendLedger(tx: Db, entries: LedgerEntry[]): Promise<void> {
  await inChunks(entries, async (chunk) => {
    await tx.insert(stockLedger).values(
      chunk.map((e) => ({
        packetId: e.packetId,
        productId: e.productId,
        qty: e.qty,
        fromStatus: e.from.status,
        fromBinId: e.from.binId ?? null,
        toStatus: e.to.status,
        toBinId: e.to.binId ?? null,
        reason: e.reason,
        reference: e.reference ?? "",
        userId: e.userId ?? null,
      })),
    );
    return [];
  });
}
