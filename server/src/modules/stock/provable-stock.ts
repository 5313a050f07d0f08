import { type SQL, sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Db } from "../../db/client.js";
import { processMetrics } from "../../platform/process-metrics.js";
import { checkKeptSums, type KeptSumFinding, type KeptSumTable } from "./kept-sums.js";

/** What one check found: the packets whose row disagrees with the ledger's replay (their count, some codes). */
export interface StockCheckResult {
  discrepancies: number;
  /** Up to `sampleSize` of the packets found wrong, for the log. */
  sample: string[];
  /** Every packet was replayed (not only those with new ledger rows). */
  full: boolean;
  /** The ids of the packets found wrong (rechecked by the next incremental pass). */
  packetIds: number[];
  /** On a full pass, each table of kept sums replayed from its records (null on an incremental pass). */
  keptSums: Record<KeptSumTable, KeptSumFinding> | null;
}

const sampleSize = 20;

/**
 * The packets (all, or those of `packetIds`) whose quantity, state or bin is not what their ledger replays to: the
 * quantity is what came in (rows from no state) less what left (rows to no state); the state and bin are those of the
 * last row that names a state. The rule of stockProblems (invariants.test-support.ts), in one statement that reads
 * each packet's ledger rows in packet order.
 */
async function wrongPackets(
  db: Db,
  packetIds: number[] | null,
): Promise<Array<{ id: number; code: string }>> {
  const ledgerOf: SQL = packetIds ? sql`where l.packet_id = any(${sql.param(packetIds)}::integer[])` : sql``;
  const packetsOf: SQL = packetIds ? sql`p.packet_id = any(${sql.param(packetIds)}::integer[])` : sql`true`;
  const result = await db.execute<{ id: number; code: string }>(sql`
    with replay as (
      select l.packet_id,
        coalesce(sum(l.qty) filter (where l.from_status is null), 0)
          - coalesce(sum(l.qty) filter (where l.to_status is null), 0) as qty,
        (array_agg(l.to_status order by l.ledger_id desc) filter (where l.to_status is not null))[1] as status,
        (array_agg(l.to_bin_id order by l.ledger_id desc) filter (where l.to_status is not null))[1] as bin_id
      from stock_ledger l ${ledgerOf}
      group by l.packet_id)
    select p.packet_id as id, p.qr_code as code
    from packets p left join replay r on r.packet_id = p.packet_id
    where ${packetsOf}
      and (r.packet_id is null or r.qty <> p.qty or r.status is distinct from p.status or r.bin_id is distinct from p.bin_id)
    order by p.packet_id`);
  return (result as unknown as { rows: Array<{ id: number; code: string }> }).rows;
}

/**
 * Every packet and every kept sum replayed (`since` null), or the packets with ledger rows after `since` and the
 * `suspects`.
 */
export async function checkStock(
  db: Db,
  since: { ledgerId: number; suspects: readonly number[] } | null,
): Promise<StockCheckResult> {
  let ids: number[] | null = null;
  if (since) {
    const touched = await db.execute<{ packet_id: number }>(
      sql`select distinct packet_id from stock_ledger where ledger_id > ${since.ledgerId}`,
    );
    const rows = (touched as unknown as { rows: Array<{ packet_id: number }> }).rows;
    ids = [...new Set([...rows.map((r) => Number(r.packet_id)), ...since.suspects])];
  }
  const wrong = ids && ids.length === 0 ? [] : await wrongPackets(db, ids);
  return {
    discrepancies: wrong.length,
    sample: wrong.slice(0, sampleSize).map((w) => w.code),
    full: since === null,
    packetIds: wrong.map((w) => Number(w.id)),
    keptSums: since === null ? await checkKeptSums(db) : null,
  };
}

async function highestLedgerId(db: Db): Promise<number> {
  const result = await db.execute<{ id: string | null }>(sql`select max(ledger_id) as id from stock_ledger`);
  return Number((result as unknown as { rows: Array<{ id: string | null }> }).rows[0]?.id ?? 0);
}

const discrepancies = new Gauge({
  name: "wms_stock_discrepancies",
  help: "Packets whose quantity, state or bin disagree with the stock ledger's replay, at the last provable-stock check",
  registers: [processMetrics],
});
const keptSumDiscrepancies = new Gauge({
  name: "wms_kept_sum_discrepancies",
  help: "Keys of a table of kept sums whose row disagrees with the replay of its records, at the last full provable-stock check",
  labelNames: ["table"] as const,
  registers: [processMetrics],
});
const checkSeconds = new Gauge({
  name: "wms_stock_check_duration_seconds",
  help: "Time of the last provable-stock check, by kind (full: every packet; incremental: packets with new ledger rows)",
  labelNames: ["kind"] as const,
  registers: [processMetrics],
});

/** A full pass every this many, catching a packet row changed without a ledger row (never by a command). */
export const fullCheckEvery = 12;

/**
 * Runs the provable-stock check every `minutes` (the first at once) until the answered stop, which awaits a pass under
 * way. Design: each pass replays the packets with ledger rows newer than the highest ledger id read by the pass before
 * the last (a row whose id was taken before a pass but committed after its snapshot is still newer than that), plus
 * those found wrong before; the first two passes and every 12th replay every packet and every table of kept sums
 * (a kept sum is changed only by its triggers, as a packet row only by a command: a full pass finds what went around).
 */
export function checkStockEvery(
  db: Db,
  minutes: number,
  report: (result: StockCheckResult) => void,
  failed: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let marks: number[] = [];
  let suspects: number[] = [];
  let passes = 0;
  const pass = async () => {
    const mark = await highestLedgerId(db);
    const from = marks.length === 2 && passes % fullCheckEvery !== 0 ? marks[0] : null;
    const started = performance.now();
    const result = await checkStock(db, from === null ? null : { ledgerId: from, suspects });
    checkSeconds.set({ kind: result.full ? "full" : "incremental" }, (performance.now() - started) / 1000);
    discrepancies.set(result.discrepancies);
    for (const [table, found] of Object.entries(result.keptSums ?? {}))
      keptSumDiscrepancies.set({ table }, found.discrepancies);
    suspects = result.packetIds;
    marks = [...marks, mark].slice(-2);
    passes++;
    report(result);
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = pass()
        .catch(failed)
        .finally(() => {
          if (!stopped) schedule(minutes * 60_000);
        });
    }, delayMs);
    timer.unref();
  };
  if (minutes > 0) schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
