import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { binCountChanges, binCounts } from "../../db/schema/index.js";

/** How often a server folds the bin count changes into their base row: the changes a dashboard read sums stay few. */
export const binCountsFoldEveryMs = 30_000;

/**
 * The exact active and Full active bin counts as one subquery: the base row plus every change not yet folded,
 * read in the statement's one snapshot (a fold committing meanwhile moves changes into the base, never both or neither).
 */
export function keptBinCounts(db: Db) {
  const unfolded = db
    .select({
      activeBins: sql<number>`coalesce(sum(${binCountChanges.activeBins}), 0)`.as("unfolded_active_bins"),
      fullBins: sql<number>`coalesce(sum(${binCountChanges.fullBins}), 0)`.as("unfolded_full_bins"),
    })
    .from(binCountChanges)
    .as("unfolded");
  return db
    .select({
      activeBins: sql<number>`cast(${binCounts.activeBins} + ${unfolded.activeBins} as integer)`.as(
        "active_bins",
      ),
      fullBins: sql<number>`cast(${binCounts.fullBins} + ${unfolded.fullBins} as integer)`.as("full_bins"),
    })
    .from(binCounts)
    .crossJoin(unfolded)
    .as("kept_bin_counts");
}

/**
 * Moves the committed changes into the base row in one statement. Two folds at once stay exact: a change the other
 * deleted first is skipped by this one's delete, and the base row's update adds to the other's committed sum.
 */
export async function foldBinCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (delete from bin_count_changes returning active_bins, full_bins)
    update bin_counts
    set active_bins = active_bins + (select coalesce(sum(active_bins), 0) from folded),
        full_bins = full_bins + (select coalesce(sum(full_bins), 0) from folded)
    where exists (select 1 from folded)`);
}

/** Folds every `everyMs` (the next one timed from the end of the last) until the answered stop, which awaits a fold under way. */
export function foldBinCountsEvery(db: Db, everyMs: number, failed: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = foldBinCounts(db)
        .catch(failed)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
