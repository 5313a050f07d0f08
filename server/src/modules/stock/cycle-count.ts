import {
  isCountable,
  cycleCountMessages as m,
  milliOf,
  type PacketStatus,
  qtyText,
  subtractQty,
} from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bins,
  cycleCountEvents,
  cycleCountExpected,
  cycleCountLines,
  cycleCounts,
  cycleCountVariances,
  packets,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger, type LedgerEntry } from "./ledger.js";
import { lockPacketsByCodes } from "./lots.js";

/** What an approval did: how many variances it posted, and how many it found stale. */
export interface CountPosting {
  posted: number;
  stale: number;
}

/**
 * The `approveCount` command (CycleCount/ApproveCount), one transaction: the count row is locked (so an
 * approval and a cancel serialize), then the variances' packets in id order, then the bins they touch in id
 * order (the order `issueToProduction` takes, so the two never deadlock). A packet whose row (qty, state,
 * bin) is not the one the count saw (the bin's snapshot, or for a packet counted from elsewhere its row when
 * counted) changed after counting started: its variance is Stale and the packet is left alone. Otherwise it is
 * Posted: QtyDiffers corrects the quantity; Missing holds the packet as Lost (one held already keeps its reason),
 * out of the bin; Found brings the packet into the counted bin (InBin, or still OnHold) with its counted quantity.
 * Every change is a `countAdjust` ledger row referring to `Count <id>`; the bins' Full flags follow. The approver
 * must not be who started, recorded, changed or submitted the count; an approver only approves or sends back.
 */
export async function approveCount(db: Db, countId: number, userId: number | null): Promise<CountPosting> {
  return inTransaction(db, async (tx) => {
    const [count] = await tx
      .select({
        binId: cycleCounts.binId,
        status: cycleCounts.status,
        startedBy: cycleCounts.startedBy,
        submittedBy: cycleCounts.submittedBy,
      })
      .from(cycleCounts)
      .where(eq(cycleCounts.countId, countId))
      .for("update");
    if (!count) throw new BusinessRuleError(m.countUnknown);
    if (count.status !== "Submitted") throw new BusinessRuleError(m.countNotSubmitted);
    if (userId !== null && (await countedBy(tx, countId, userId, count)))
      throw new BusinessRuleError(m.approverCounted);

    const variances = await variancesToPost(tx, countId);
    const locked = await lockPacketsByCodes(
      tx,
      variances.map((v) => v.qrCode),
    );
    const packetOf = new Map(locked.map((p) => [p.packetId, p]));
    const posted: typeof variances = [];
    const stale: typeof variances = [];
    for (const v of variances) {
      const p = packetOf.get(v.packetId)!;
      const unchanged =
        milliOf(p.qty) === milliOf(v.seenQty) && p.status === v.seenStatus && p.binId === v.seenBinId;
      if (unchanged && isCountable(p.status)) posted.push(v);
      else stale.push(v);
    }

    const left = posted
      .filter((v) => v.kind === "Found")
      .flatMap((v) => (v.seenBinId !== null && v.seenBinId !== count.binId ? [v.seenBinId] : []));
    const binIds = [...new Set([count.binId, ...left])].sort((a, b) => a - b);
    await tx
      .select({ binId: bins.binId })
      .from(bins)
      .where(inArray(bins.binId, binIds))
      .orderBy(asc(bins.binId))
      .for("update");

    const reference = `Count ${countId}`;
    const now = new Date();
    const ledger: LedgerEntry[] = [];
    for (const v of posted) {
      const p = packetOf.get(v.packetId)!;
      const from = { status: p.status, binId: p.binId };
      const base = {
        packetId: p.packetId,
        productId: p.productId,
        reason: "countAdjust" as const,
        reference,
        userId,
      };
      const counted = v.countedQty === null ? null : milliOf(v.countedQty);
      const change = (to: { status: PacketStatus; binId: number | null }) => {
        if (counted === null || counted === milliOf(p.qty)) return;
        // A quantity change is stock in (from no state) or out (to no state), as the ledger replays it.
        const more = counted > milliOf(p.qty);
        const delta = qtyText(
          more ? subtractQty(counted, milliOf(p.qty)) : subtractQty(milliOf(p.qty), counted),
        );
        ledger.push({
          ...base,
          qty: delta,
          from: more ? { status: null } : to,
          to: more ? to : { status: null },
        });
      };
      if (v.kind === "QtyDiffers") {
        await changePacket(tx, p, { qty: v.countedQty! });
        change(from);
      } else if (v.kind === "Missing") {
        // A packet held already keeps its reason: a recall's hold still says Recall.
        await changePacket(tx, p, {
          status: "OnHold",
          binId: null,
          holdReason: p.status === "OnHold" && p.holdReason !== null ? p.holdReason : "Lost",
          holdRemark: m.lostRemark(countId),
        });
        ledger.push({ ...base, qty: p.qty, from, to: { status: "OnHold", binId: null } });
      } else {
        const to = {
          status: p.status === "OnHold" ? ("OnHold" as const) : ("InBin" as const),
          binId: count.binId,
        };
        await changePacket(tx, p, {
          ...to,
          qty: v.countedQty!,
          inwardAt: sql`coalesce(${packets.inwardAt}, ${now.toISOString()}::timestamptz)`,
        });
        ledger.push({ ...base, qty: p.qty, from, to });
        change(to);
      }
    }
    await appendLedger(tx, ledger);

    const outcome = async (ids: number[], value: "Posted" | "Stale") => {
      if (ids.length > 0)
        await tx
          .update(cycleCountVariances)
          .set({ outcome: value })
          .where(inArray(cycleCountVariances.varianceId, ids));
    };
    await outcome(
      posted.map((v) => v.varianceId),
      "Posted",
    );
    await outcome(
      stale.map((v) => v.varianceId),
      "Stale",
    );
    // Full exactly when some packet has the bin (InBin or OnHold).
    const holdsPacket = sql`exists (select 1 from packets p where p.bin_id = ${bins.binId})`;
    await tx
      .update(bins)
      .set({ colStatus: holdsPacket, updatedBy: userId, updatedDate: now })
      .where(and(inArray(bins.binId, binIds), sql`${bins.colStatus} <> ${holdsPacket}`));
    await tx
      .update(cycleCounts)
      .set({ status: "Approved", approvedBy: userId, approvedAt: now })
      .where(and(eq(cycleCounts.countId, countId), eq(cycleCounts.status, "Submitted")));
    return { posted: posted.length, stale: stale.length };
  });
}

/**
 * Whether the user started, counted, changed or submitted the count: a line they recorded, or anything of its
 * history (a packet counted, counted again or removed, a submission), so no approval follows an approver's edit.
 */
async function countedBy(
  tx: Db,
  countId: number,
  userId: number,
  count: { startedBy: number | null; submittedBy: number | null },
): Promise<boolean> {
  if (count.startedBy === userId || count.submittedBy === userId) return true;
  const [line] = await tx
    .select({ one: sql<number>`1` })
    .from(cycleCountLines)
    .where(and(eq(cycleCountLines.countId, countId), eq(cycleCountLines.recordedBy, userId)))
    .limit(1);
  if (line) return true;
  const [event] = await tx
    .select({ one: sql<number>`1` })
    .from(cycleCountEvents)
    .where(
      and(
        eq(cycleCountEvents.countId, countId),
        eq(cycleCountEvents.userId, userId),
        sql`${cycleCountEvents.kind} <> 'SentBack'`,
      ),
    )
    .limit(1);
  return event !== undefined;
}

/**
 * A count's variances with the row the count saw of each packet: the bin's snapshot when the packet was in
 * the bin at the start, else its row when it was counted.
 */
function variancesToPost(tx: Db, countId: number) {
  const expected = sql`${cycleCountExpected.packetId} is not null`;
  return tx
    .select({
      varianceId: cycleCountVariances.varianceId,
      packetId: cycleCountVariances.packetId,
      qrCode: packets.qrCode,
      kind: cycleCountVariances.kind,
      countedQty: cycleCountVariances.countedQty,
      seenQty: sql<string>`case when ${expected} then ${cycleCountExpected.qty} else ${cycleCountLines.seenQty} end`,
      seenStatus: sql<PacketStatus>`case when ${expected} then ${cycleCountExpected.status}
        else ${cycleCountLines.seenStatus} end`,
      seenBinId: sql<number | null>`case when ${expected} then ${cycleCountExpected.binId}
        else ${cycleCountLines.seenBinId} end`,
    })
    .from(cycleCountVariances)
    .innerJoin(packets, eq(packets.packetId, cycleCountVariances.packetId))
    .leftJoin(
      cycleCountExpected,
      and(
        eq(cycleCountExpected.countId, cycleCountVariances.countId),
        eq(cycleCountExpected.packetId, cycleCountVariances.packetId),
      ),
    )
    .leftJoin(
      cycleCountLines,
      and(
        eq(cycleCountLines.countId, cycleCountVariances.countId),
        eq(cycleCountLines.packetId, cycleCountVariances.packetId),
      ),
    )
    .where(eq(cycleCountVariances.countId, countId))
    .orderBy(asc(cycleCountVariances.packetId));
}

/** One packet's change, only while it is as locked (state and bin): anything else is a defect, not a refusal. */
async function changePacket(
  tx: Db,
  p: { packetId: number; status: PacketStatus; binId: number | null; qrCode: string },
  set: PgUpdateSetSource<typeof packets>,
) {
  const sameBin = p.binId === null ? sql`${packets.binId} is null` : eq(packets.binId, p.binId);
  const changed = await tx
    .update(packets)
    .set(set)
    .where(and(eq(packets.packetId, p.packetId), eq(packets.status, p.status), sameBin))
    .returning({ packetId: packets.packetId });
  if (changed.length !== 1) throw new Error(`count posting: packet ${p.qrCode} changed under its lock`);
}
