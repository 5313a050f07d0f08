import {
  commonMessages,
  type HoldReason,
  type LedgerReason,
  milliOf,
  type PacketStatus,
  packetInStateMessage,
  qtyNumber,
  type StockHoldDone,
} from "@wms/domain";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { arrayParams, preparedStatement } from "../../db/prepared.js";
import { bins, packets } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { emptyBinsLeft } from "./bin-flags.js";
import { appendLedger } from "./ledger.js";
import { lockBinsOf } from "./lock-order.js";
import { lockPacketsByCodes } from "./lots.js";

export type LockedPacket = Awaited<ReturnType<typeof lockPacketsByCodes>>[number];

/** The packets the scans name, locked in id order (lots.ts); the first code no packet has is refused by name. */
export async function lockNamedPackets(tx: Db, codes: string[]): Promise<LockedPacket[]> {
  const locked = await lockPacketsByCodes(tx, codes);
  const found = new Set(locked.map((p) => p.qrCode));
  const unknown = codes.find((c) => !found.has(c));
  if (unknown) throw new BusinessRuleError(commonMessages.scanMissing(unknown), { QRCode: unknown });
  return locked;
}

/** Where a state change leaves a packet: its state, its bin, and why it is held (or was scrapped). */
export interface PacketPlace {
  status: PacketStatus;
  binId: number | null;
  holdReason: HoldReason | null;
  holdRemark: string;
}

/** A change of state a command makes: which states it takes, where each packet goes, and the ledger's why. */
export interface StateChange {
  reason: LedgerReason;
  accepts: readonly PacketStatus[];
  to(packet: LockedPacket): PacketPlace;
  /** The ledger row's reference (what the history dialog shows as "Why"). */
  reference: string;
  /** A refusal for a packet in an accepted state the change still must not take (null: taken). */
  refuses?(packet: LockedPacket): string | null;
}

/**
 * Moves the packets `codes` name from a state the change accepts to where it says, in one transaction: the
 * packets locked in id order; an unknown one, or one in another state, refused by name ('400', nothing
 * changed); one conditional update; a ledger row each (a change of state keeps the quantity: final states
 * keep what they left stock with, and on hand counts only `onHandStatuses`). Bins the packets left are marked Empty
 * when no packet is left in them.
 */
export async function changePacketStates(
  db: Db,
  codes: string[],
  change: StateChange,
  userId: number | null,
): Promise<StockHoldDone> {
  const unique = [...new Set(codes)];
  return inTransaction(db, async (tx) => {
    const locked = await lockNamedPackets(tx, unique);
    const refused = locked.find((p) => !change.accepts.includes(p.status));
    if (refused) {
      throw new BusinessRuleError(
        packetInStateMessage(refused.qrCode, refused.status, refused.holdReason, refused.recallId),
        { QRCode: refused.qrCode },
      );
    }
    for (const p of locked) {
      const refusal = change.refuses?.(p);
      if (refusal) throw new BusinessRuleError(refusal, { QRCode: p.qrCode });
    }
    return changeLockedPackets(tx, locked, change, userId);
  });
}

/**
 * The change of packets the caller has locked (in id order, in its transaction), each in a state the change
 * accepts: the bins they are in locked (lock-order.ts), one conditional update, a ledger row each, then the bins they
 * left marked Empty when no packet is left.
 */
export async function changeLockedPackets(
  tx: Db,
  locked: LockedPacket[],
  change: StateChange,
  userId: number | null,
): Promise<StockHoldDone> {
  const places = locked.map((p) => change.to(p));
  await lockBinsOf(tx, locked);
  const changed = await changeStatement(tx).execute({
    packetIds: locked.map((p) => p.packetId),
    fromStatuses: locked.map((p) => p.status),
    statuses: places.map((p) => p.status),
    binIds: places.map((p) => p.binId),
    holdReasons: places.map((p) => p.holdReason),
    holdRemarks: places.map((p) => p.holdRemark),
  });
  // Every packet is locked in an accepted state, so each update finds it; this guards the invariant.
  if (changed.length !== locked.length) throw new Error("A locked packet changed under its lock");

  await appendLedger(
    tx,
    locked.map((p, i) => ({
      packetId: p.packetId,
      productId: p.productId,
      qty: p.qty,
      from: { status: p.status, binId: p.binId },
      to: { status: places[i].status, binId: places[i].binId },
      reason: change.reason,
      reference: change.reference,
      userId,
    })),
  );

  const left = new Set(
    locked.flatMap((p, i) => (p.binId !== null && places[i].binId === null ? [p.binId] : [])),
  );
  await emptyBinsLeft(
    tx,
    [...left].sort((a, b) => a - b),
    userId,
    new Date().toISOString(),
  );

  const binIds = [...new Set(places.flatMap((p) => (p.binId === null ? [] : [p.binId])))];
  const addresses = new Map(
    binIds.length === 0
      ? []
      : (
          await tx
            .select({ binId: bins.binId, colAddress: bins.colAddress })
            .from(bins)
            .where(inArray(bins.binId, binIds))
        ).map((b) => [b.binId, b.colAddress]),
  );
  return {
    Changed: locked.length,
    Packets: locked.map((p, i) => ({
      QRCode: p.qrCode,
      ProductCode: p.productCode,
      Qty: qtyNumber(milliOf(p.qty)),
      Status: places[i].status,
      HoldReason: places[i].holdReason,
      ColAddress: places[i].binId === null ? null : (addresses.get(places[i].binId) ?? null),
    })),
  };
}

/** The ledger's "why" of a change: the reason and the user's remark. */
export const referenceOf = (reason: string | null, remark: string) =>
  [reason, remark.trim()].filter(Boolean).join(": ");

// Each packet gets its own place, only if still in the state it was locked in; a data-modifying WITH, as
// Drizzle's update has no FROM over an unnest.
const changeStatement = preparedStatement("stock_change_packet_states", (tx, name) => {
  const changed = tx.$with("changed", { packetId: packets.packetId }).as(
    sql`update ${packets} p
        set status = u.status, bin_id = u.bin_id, hold_reason = u.hold_reason, hold_remark = u.hold_remark
        from unnest(${arrayParams([
          ["packetIds", "integer"],
          ["fromStatuses", "text"],
          ["statuses", "text"],
          ["binIds", "integer"],
          ["holdReasons", "text"],
          ["holdRemarks", "text"],
        ])}) as u(packet_id, from_status, status, bin_id, hold_reason, hold_remark)
        where p.packet_id = u.packet_id and p.status = u.from_status
        returning p.packet_id`,
  );
  return tx.with(changed).select().from(changed).prepare(name);
});
