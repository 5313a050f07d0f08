import { type PacketStatus, type RecallDisposition, type RecallOutcome, recallMessages } from "@wms/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  packets,
  recallPackets,
  recallRequisitions,
  recalls,
  requisitionIssues,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { holdChange, releaseChange, scrapChange } from "./hold.js";
import { lockPacketsByCodes, lockPacketsByIds } from "./lots.js";
import { openRecallOfRequisition } from "./recall-lookup.js";
import { lockRequisitions } from "./requisition-lock.js";
import { changeLockedPackets, type LockedPacket } from "./state-change.js";

/** A recall's lot as it was asked: exactly one of an MRN, a PO number, a packet, or a supplier with two plant days. */
export interface RecallLot {
  mrnId: number | null;
  poNumber: string | null;
  qrCode: string | null;
  supplierCode: string | null;
  fromDate: string | null;
  toDate: string | null;
}

/** What a lot reaches now, as the recall area computes it: requisitions, and packets in stock or at production. */
export interface RecallScope {
  requisitionIds: number[];
  packetIds: number[];
}

export interface RecallDone {
  recallId: number;
  held: number;
  alreadyHeld: number;
  atProduction: number;
  requisitions: number;
}

/** Rounds of lock-and-look-again before a lot whose packets keep splitting is refused. */
const scopeRounds = 5;

const recallRemark = (recallId: number, reason: string) => `Recall ${recallId}: ${reason}`;

/**
 * The `openRecall` command (Recall/CreateRecall), one transaction: the recall is recorded; then what its lot
 * reaches (`scopeOf`, the recall area's genealogy, run inside this transaction) is locked, requisitions first
 * and then packets, each in id order, and looked at again until nothing new appears (an issue that split a
 * packet of the lot before its lock is seen through the rest it left); what a later round finds is locked NOWAIT
 * (lock-order.ts), a refusal restarting the command. Packets InBin or Packed go OnHold
 * (reason Recall, the remark naming the recall) through the hold's state change; OnHold and Rejected ones
 * are left as they are (AlreadyHeld); Issued ones with something unused are listed AtProduction with their
 * requisition, not held: they are at the line, and whatever the line makes of them or gives back is held
 * at receipt or return. The requisitions are recorded, so a production receipt of one of them while the
 * recall is open holds its packets.
 */
export async function openRecall(
  db: Db,
  lot: RecallLot,
  reason: string,
  scopeOf: (tx: Db) => Promise<RecallScope>,
  userId: number | null,
): Promise<RecallDone> {
  return inTransaction(db, async (tx) => {
    const [recall] = await tx
      .insert(recalls)
      .values({ ...lot, reason, openedBy: userId })
      .returning({ recallId: recalls.recallId });
    const recallId = recall.recallId;

    const lockedRequisitions = new Set<number>();
    const locked = new Map<number, LockedPacket>();
    for (let round = 0; ; round++) {
      const scope = await scopeOf(tx);
      const requisitionIds = scope.requisitionIds.filter((id) => !lockedRequisitions.has(id));
      const packetIds = scope.packetIds.filter((id) => !locked.has(id));
      if (requisitionIds.length === 0 && packetIds.length === 0) break;
      if (round === scopeRounds) throw new BusinessRuleError(recallMessages.stockMoving);
      // After the first round packets are held: what a round finds anew is locked out of order, not waited for.
      const outOfOrder = round > 0;
      if (requisitionIds.length > 0)
        for (const r of await lockRequisitions(
          tx,
          [...requisitionIds].sort((a, b) => a - b),
          outOfOrder,
        ))
          lockedRequisitions.add(r.requisitionId);
      for (const p of await lockPacketsByIds(
        tx,
        [...packetIds].sort((a, b) => a - b),
        outOfOrder,
      ))
        locked.set(p.packetId, p);
    }

    const all = [...locked.values()].sort((a, b) => a.packetId - b.packetId);
    const toHold = all.filter((p) => p.status === "InBin" || p.status === "Packed");
    const alreadyHeld = all.filter((p) => p.status === "OnHold" || p.status === "Rejected");
    // Issued and used up (or scrapped) between the look and the lock: nothing of it is left to recall.
    const atProduction = all.filter((p) => p.status === "Issued" && Number(p.qty) > 0);
    if (toHold.length > 0) {
      const remark = recallRemark(recallId, reason);
      await changeLockedPackets(tx, toHold, holdChange("Recall", remark), userId);
    }
    const issuedTo = new Map(
      atProduction.length === 0
        ? []
        : (
            await tx
              .select({
                packetId: requisitionIssues.packetId,
                requisitionId: requisitionIssues.requisitionId,
              })
              .from(requisitionIssues)
              .where(
                sql`${requisitionIssues.packetId} = any(${sql.param(atProduction.map((p) => p.packetId))}::integer[])`,
              )
          ).map((i) => [i.packetId, i.requisitionId]),
    );
    await recordRecallPackets(tx, recallId, [
      ...toHold.map((p) => row(p, "Held")),
      ...alreadyHeld.map((p) => row(p, "AlreadyHeld")),
      ...atProduction.map((p) => row(p, "AtProduction", issuedTo.get(p.packetId) ?? null)),
    ]);
    if (lockedRequisitions.size > 0)
      await tx.execute(sql`insert into ${recallRequisitions} (recall_id, requisition_id)
        select ${recallId}::integer, unnest(${sql.param([...lockedRequisitions])}::integer[])`);
    await tx
      .update(recalls)
      .set({ held: toHold.length, alreadyHeld: alreadyHeld.length, atProduction: atProduction.length })
      .where(eq(recalls.recallId, recallId));
    return {
      recallId,
      held: toHold.length,
      alreadyHeld: alreadyHeld.length,
      atProduction: atProduction.length,
      requisitions: lockedRequisitions.size,
    };
  });
}

interface RecallPacketRow {
  packetId: number;
  fromStatus: PacketStatus;
  outcome: RecallOutcome;
  requisitionId: number | null;
}

const row = (
  p: LockedPacket,
  outcome: RecallOutcome,
  requisitionId: number | null = null,
): RecallPacketRow => ({ packetId: p.packetId, fromStatus: p.status, outcome, requisitionId });

/**
 * A recall's packets recorded in one set-based statement, the rows as column arrays: four bind parameters for a
 * recall of any size (a row of parameters each passed PostgreSQL's 65,535 beyond 13,107 packets).
 */
async function recordRecallPackets(tx: Db, recallId: number, rows: RecallPacketRow[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ${recallPackets} (recall_id, packet_id, from_status, outcome, requisition_id)
    select ${recallId}::integer, u.packet_id, u.from_status, u.outcome, u.requisition_id
    from unnest(${sql.param(rows.map((r) => r.packetId))}::integer[], ${sql.param(rows.map((r) => r.fromStatus))}::text[],
      ${sql.param(rows.map((r) => r.outcome))}::text[], ${sql.param(rows.map((r) => r.requisitionId))}::integer[])
      as u(packet_id, from_status, outcome, requisition_id)`);
}

/**
 * Inside a production receipt's transaction, after the requisition's row is locked: when an open recall's lot
 * reached the requisition, its new packets (Packed) go OnHold for that recall. One indexed lookup otherwise.
 */
export async function holdRecalledOutput(
  tx: Db,
  requisitionId: number,
  codes: string[],
  userId: number | null,
): Promise<number | null> {
  const recallId = await openRecallOfRequisition(tx, requisitionId);
  if (recallId === null) return null;
  await holdForRecall(tx, recallId, await lockPacketsByCodes(tx, codes), "HeldAtReceipt", userId);
  return recallId;
}

/**
 * Inside a return's transaction: packets given back from issued packets an open recall listed at production go
 * OnHold for that recall (`made` maps each new packet's code to the packet it came from).
 */
export async function holdRecalledReturns(
  tx: Db,
  made: Array<{ qrCode: string; sourcePacketId: number }>,
  userId: number | null,
) {
  if (made.length === 0) return;
  const recalled = await tx
    .select({ packetId: recallPackets.packetId, recallId: sql<number>`max(${recallPackets.recallId})` })
    .from(recallPackets)
    .innerJoin(recalls, eq(recalls.recallId, recallPackets.recallId))
    .where(
      and(
        inArray(
          recallPackets.packetId,
          made.map((m) => m.sourcePacketId),
        ),
        eq(recalls.status, "Open"),
      ),
    )
    .groupBy(recallPackets.packetId);
  if (recalled.length === 0) return;
  const recallOf = new Map(recalled.map((r) => [r.packetId, r.recallId]));
  const byRecall = new Map<number, string[]>();
  for (const m of made) {
    const recallId = recallOf.get(m.sourcePacketId);
    if (recallId !== undefined) byRecall.set(recallId, [...(byRecall.get(recallId) ?? []), m.qrCode]);
  }
  for (const [recallId, codes] of [...byRecall].sort((a, b) => a[0] - b[0]))
    await holdForRecall(tx, recallId, await lockPacketsByCodes(tx, codes), "HeldAtReturn", userId);
}

async function holdForRecall(
  tx: Db,
  recallId: number,
  made: LockedPacket[],
  outcome: RecallOutcome,
  userId: number | null,
) {
  const [recall] = await tx
    .select({ reason: recalls.reason })
    .from(recalls)
    .where(eq(recalls.recallId, recallId));
  await changeLockedPackets(tx, made, holdChange("Recall", recallRemark(recallId, recall.reason)), userId);
  await recordRecallPackets(
    tx,
    recallId,
    made.map((p) => row(p, outcome)),
  );
}

/**
 * The `closeRecall` command (Recall/CloseRecall), one transaction: the recall (locked; an unknown or closed one
 * refused) is closed with its disposition, then its packets bound to no other open recall are dealt with through the
 * hold's state changes: Release releases those on hold for it (reason Recall) and frees those it found blocked already
 * (they keep their own hold or rejection, and are released or accepted on their own from then on); Scrap scraps both.
 */
export async function closeRecall(
  db: Db,
  recallId: number,
  disposition: RecallDisposition,
  userId: number | null,
): Promise<{ changed: number }> {
  return inTransaction(db, async (tx) => {
    const [recall] = await tx
      .select({ status: recalls.status })
      .from(recalls)
      .where(eq(recalls.recallId, recallId))
      .for("update");
    if (!recall) throw new BusinessRuleError(recallMessages.recallUnknown);
    if (recall.status !== "Open") throw new BusinessRuleError(recallMessages.recallClosed(recallId));
    await tx
      .update(recalls)
      .set({ status: "Closed", disposition, closedBy: userId, closedAt: new Date() })
      .where(eq(recalls.recallId, recallId));

    const held = await tx
      .select({ packetId: recallPackets.packetId })
      .from(recallPackets)
      .innerJoin(packets, eq(packets.packetId, recallPackets.packetId))
      .where(and(eq(recallPackets.recallId, recallId), inArray(packets.status, ["OnHold", "Rejected"])));
    // Locked, then looked at again: a packet another open recall holds stays held for that one.
    const still = (
      await lockPacketsByIds(
        tx,
        held.map((h) => h.packetId).sort((a, b) => a - b),
      )
    ).filter(
      (p) =>
        p.recallId === null &&
        (disposition === "Scrap" || (p.status === "OnHold" && p.holdReason === "Recall")),
    );
    if (still.length === 0) return { changed: 0 };
    const remark = `Recall ${recallId} closed`;
    const change = disposition === "Release" ? releaseChange(remark) : scrapChange("Recall", remark);
    const done = await changeLockedPackets(tx, still, change, userId);
    return { changed: done.Changed };
  });
}
