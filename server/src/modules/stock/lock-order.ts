/**
 * The lock order of every stock command (docs/decisions.md, "One lock order"): a command takes all its row locks
 * before its first write, in this order, each kind in id order:
 *   1. its own document: the MRN and its lines (quality check), the count (approval), the recall (close);
 *   2. requisitions (lockRequisitions);
 *   3. packets (lockPacketsByCodes, lockPacketsByIds);
 *   4. bins: those the packets are in (lockBinsOf) and the one they go to.
 * Its writes then lock kept sums through their triggers, each statement's rows in key order. A lock a command can
 * only know of after a later kind is taken out of order with NOWAIT (never waited for, so never in a deadlock); its
 * refusal (55P03) restarts the command. Two commands then never wait on each other in a cycle: no deadlock to retry.
 */
import type { Db } from "../../db/client.js";
import { lockBins } from "./bin-flags.js";

/** Step 4 for packets already locked: the bins they are in, in id order (then marked Empty as they leave). */
export async function lockBinsOf(tx: Db, locked: ReadonlyArray<{ binId: number | null }>) {
  const binIds = [...new Set(locked.flatMap((p) => (p.binId === null ? [] : [p.binId])))];
  await lockBins(
    tx,
    binIds.sort((a, b) => a - b),
  );
}
