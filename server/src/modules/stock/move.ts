import {
  commonMessages,
  type MovePacketsRequest,
  stockTransferMessages as m,
  movePacketsMax,
  packetInStateMessage,
  stockMessages,
} from "@wms/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { bins, packets } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { ledgerInsert, ledgerParams } from "./ledger.js";
import { lockPacketsByCodes } from "./lots.js";

/** What a move answers: the bin the packets went into, and each packet moved with the bin it left. */
export interface MoveDone {
  BinId: number;
  ColAddress: string;
  Packets: Array<{ QRCode: string; FromBinAddress: string }>;
}

/**
 * The `movePackets` command (StockTransfer/MovePackets), one transaction: packets in a bin (InBin, or OnHold
 * keeping its hold) go into the bin `ToBinAddress` names, which must be active and either empty or holding only
 * packets of the one product every moved packet is of (consolidation). The target turns Full; a bin its last
 * packet left turns Empty. Anything refused changes nothing.
 */
export async function movePackets(
  db: Db,
  request: MovePacketsRequest,
  userId: number | null,
  /** When it was done on the floor, if queued offline (`X-Done-At`). */
  doneAt: string | null = null,
): Promise<MoveDone> {
  const codes = [...new Set(request.QRCodes.map((c) => c.trim()))];
  if (codes.length > movePacketsMax) throw new BusinessRuleError(m.tooManyPackets, null);
  return inTransaction(db, async (tx) => {
    // The lock order (lock-order.ts): packets, then the bins they are in and the target, each in id order.
    const locked = await lockPacketsByCodes(tx, codes);
    const byCode = new Map(locked.map((p) => [p.qrCode, p]));
    const unknown = codes.find((c) => !byCode.has(c));
    if (unknown) throw new BusinessRuleError(commonMessages.scanMissing(unknown), { QRCode: unknown });
    // A packet an open recall holds stays where the recall found it.
    const unmovable = locked.find(
      (p) => !(p.status === "InBin" || p.status === "OnHold") || p.binId === null || p.recallId !== null,
    );
    if (unmovable) {
      throw new BusinessRuleError(
        packetInStateMessage(unmovable.qrCode, unmovable.status, unmovable.holdReason, unmovable.recallId),
        {
          QRCode: unmovable.qrCode,
        },
      );
    }

    const sources = [...new Set(locked.map((p) => p.binId!))];
    const lockedBins = await lockBinsStatement(tx).execute({
      binIds: sources,
      address: request.ToBinAddress,
    });
    const target = lockedBins.find((b) => b.colAddress.toLowerCase() === request.ToBinAddress.toLowerCase());
    if (!target) throw new BusinessRuleError(commonMessages.binMissing(request.ToBinAddress), null);
    if (!target.isActive) throw new BusinessRuleError(m.binInactive, null);
    const addressOf = new Map(lockedBins.map((b) => [b.binId, b.colAddress.toLowerCase()]));
    const seenIn = new Map((request.FromBins ?? []).map((f) => [f.QRCode, f.BinAddress.toLowerCase()]));
    const movedMeanwhile = locked.find(
      (p) => (seenIn.get(p.qrCode) ?? addressOf.get(p.binId!)) !== addressOf.get(p.binId!),
    );
    if (movedMeanwhile) {
      throw new BusinessRuleError(stockMessages.movedSinceScan(movedMeanwhile.qrCode), {
        QRCode: movedMeanwhile.qrCode,
      });
    }
    const already = locked.find((p) => p.binId === target.binId);
    if (already)
      throw new BusinessRuleError(m.alreadyInBin(already.qrCode, target.colAddress), {
        QRCode: already.qrCode,
      });
    if (target.colStatus) {
      // Under the target's lock: only a split's rest (of a product already there) can enter it meanwhile.
      const held = await productsInBinStatement(tx).execute({ binId: target.binId });
      const productId = held[0]?.productId;
      const other = locked.find((p) => p.productId !== productId);
      if (held.length > 1 || other) {
        throw new BusinessRuleError(
          held.length > 1 ? m.mixedProducts(target.colAddress) : m.otherProductInBin(target.colAddress),
          other ? { QRCode: other.qrCode } : null,
        );
      }
    }

    // The packets move, their ledger rows are written and the bins' flags set, in one statement.
    const moved = await movePacketsStatement(tx).execute({
      movedIds: locked.map((p) => p.packetId),
      binId: target.binId,
      binIds: lockedBins.map((b) => b.binId),
      userId,
      now: new Date().toISOString(),
      ...ledgerParams(
        locked.map((p) => ({
          packetId: p.packetId,
          productId: p.productId,
          qty: p.qty,
          from: { status: p.status, binId: p.binId },
          to: { status: p.status, binId: target.binId },
          reason: "move" as const,
          reference: target.colAddress,
          userId,
          doneAt,
        })),
      ),
    });
    if (moved.length !== locked.length) throw new Error("A locked packet left its bin during its move");
    const addressAsStored = new Map(lockedBins.map((b) => [b.binId, b.colAddress]));
    return {
      BinId: target.binId,
      ColAddress: target.colAddress,
      Packets: locked.map((p) => ({ QRCode: p.qrCode, FromBinAddress: addressAsStored.get(p.binId!)! })),
    };
  });
}

// The bins the packets are in and the target (its address as the unique index on lower(col_address) finds it).
const lockBinsStatement = preparedStatement("move_lock_bins", (tx, name) =>
  tx
    .select({
      binId: bins.binId,
      colAddress: bins.colAddress,
      isActive: bins.isActive,
      colStatus: bins.colStatus,
    })
    .from(bins)
    .where(
      sql`${bins.binId} = any(${sql.placeholder("binIds")}::integer[]) or lower(${bins.colAddress}) = lower(${sql.placeholder("address")})`,
    )
    .orderBy(asc(bins.binId))
    .for("update")
    .prepare(name),
);

// Two rows are enough to tell one product from several.
const productsInBinStatement = preparedStatement("move_products_in_bin", (tx, name) =>
  tx
    .selectDistinct({ productId: packets.productId })
    .from(packets)
    .where(eq(packets.binId, sql.placeholder("binId")))
    .limit(2)
    .prepare(name),
);

// At most movePacketsMax (= chunkRows) packets: one ledger statement holds them all. Each locked bin's Full flag is set
// in the same statement: the target turns Full, a bin left with none but the moved packets turns Empty. Its WITHs
// read nothing another writes (the statement's snapshot has the packets where they were, so the moved ones are left
// out by id), and every bin and packet is locked, so nothing else enters or leaves them meanwhile.
const holdsPacketStill = sql`(${bins.binId} = ${sql.placeholder("binId")}::integer or exists (
  select 1 from ${packets} p where p.bin_id = ${bins.binId} and p.packet_id <> all(${sql.placeholder("movedIds")}::integer[])))`;
const movePacketsStatement = preparedStatement("move_packets", (tx, name) => {
  const moved = tx.$with("moved", { packetId: packets.packetId }).as(
    tx
      .update(packets)
      .set({ binId: sql`${sql.placeholder("binId")}::integer` })
      .where(
        and(
          sql`${packets.packetId} = any(${sql.placeholder("movedIds")}::integer[])`,
          sql`${packets.status} in ('InBin', 'OnHold')`,
          sql`${packets.binId} is not null`,
        ),
      )
      .returning({ packetId: packets.packetId })
      .getSQL(),
  );
  const flagged = tx.$with("flagged", { binId: bins.binId }).as(
    tx
      .update(bins)
      .set({
        colStatus: holdsPacketStill,
        updatedBy: sql`${sql.placeholder("userId")}::integer`,
        updatedDate: sql`${sql.placeholder("now")}::timestamptz`,
      })
      .where(
        and(
          sql`${bins.binId} = any(${sql.placeholder("binIds")}::integer[])`,
          sql`${bins.colStatus} <> ${holdsPacketStill}`,
        ),
      )
      .returning({ binId: bins.binId })
      .getSQL(),
  );
  const appended = ledgerInsert(tx);
  return tx.with(moved, flagged, appended).select({ packetId: moved.packetId }).from(moved).prepare(name);
});
