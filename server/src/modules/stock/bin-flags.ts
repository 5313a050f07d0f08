import { and, asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { bins } from "../../db/schema/index.js";

/**
 * Locks bins in id order (`binIds` sorted) until the transaction ends. One bin, the common case, goes as a single
 * value: PostgreSQL plans that once per connection, an array at every call.
 */
export async function lockBins(tx: Db, binIds: number[]): Promise<void> {
  if (binIds.length === 1) await lockBinStatement(tx).execute({ binId: binIds[0] });
  else if (binIds.length > 1) await lockBinsStatement(tx).execute({ binIds });
}

/**
 * Marks Empty the bins the packets left (locked by the caller before its writes, lock-order.ts) that no packet is
 * left in: the check runs under the lock, so a put-away into the bin meanwhile is seen.
 */
export async function emptyBinsLeft(
  tx: Db,
  binIds: number[],
  userId: number | null,
  now: string,
): Promise<void> {
  if (binIds.length === 1) await emptyBinStatement(tx).execute({ binId: binIds[0], userId, now });
  else if (binIds.length > 1) await emptyBinsStatement(tx).execute({ binIds, userId, now });
}

const oneBin = () => sql`${bins.binId} = ${sql.placeholder("binId")}`;
const manyBins = () => sql`${bins.binId} = any(${sql.placeholder("binIds")})`;
// A packet with a bin is in it (InBin or OnHold): the partial index on bin_id answers this.
const noPacketLeft = sql`not exists (select 1 from packets p where p.bin_id = bins.bin_id)`;

const lockedBins = (tx: Db, where: SQL, name: string) =>
  tx
    .select({ binId: bins.binId })
    .from(bins)
    .where(where)
    .orderBy(asc(bins.binId))
    .for("update")
    .prepare(name);
const lockBinStatement = preparedStatement("stock_lock_bin", (tx, name) => lockedBins(tx, oneBin(), name));
const lockBinsStatement = preparedStatement("stock_lock_bins", (tx, name) =>
  lockedBins(tx, manyBins(), name),
);

const emptyBins = (tx: Db, where: SQL, name: string) =>
  tx
    .update(bins)
    .set({
      colStatus: false,
      updatedBy: sql`${sql.placeholder("userId")}`,
      updatedDate: sql`${sql.placeholder("now")}::timestamptz`,
    })
    .where(and(where, noPacketLeft))
    .prepare(name);
const emptyBinStatement = preparedStatement("stock_empty_bin", (tx, name) => emptyBins(tx, oneBin(), name));
const emptyBinsStatement = preparedStatement("stock_empty_bins", (tx, name) =>
  emptyBins(tx, manyBins(), name),
);
