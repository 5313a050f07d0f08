import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";

/** In stock (on hand counts these states). */
const inStock = sql`status in ('Packed', 'InBin', 'OnHold', 'Rejected')`;

/** Sums per state of packets in stock, as on_hand_products and on_hand_lots keep them, grouped by `key`. */
const stateSums = (key: SQL) => sql`select ${key} as what,
    coalesce(sum(qty) filter (where status = 'Packed'), 0) as packed,
    coalesce(sum(qty) filter (where status = 'InBin'), 0) as in_bin,
    coalesce(sum(qty) filter (where status = 'OnHold'), 0) as on_hold,
    coalesce(sum(qty) filter (where status = 'Rejected'), 0) as rejected, count(*)::integer as packets
  from packets where ${inStock} group by 1`;

/** A kept row that is all zeros stands for no row (the triggers leave such rows when the last packet leaves). */
const keptStateSums = (
  key: SQL,
  table: SQL,
) => sql`select ${key} as what, packed_qty as packed, in_bin_qty as in_bin,
    on_hold_qty as on_hold, rejected_qty as rejected, packets from ${table}
  where packets <> 0 or packed_qty <> 0 or in_bin_qty <> 0 or on_hold_qty <> 0 or rejected_qty <> 0`;

const stateSumsDiffer = (key: SQL, table: SQL) => sql`
  with replayed as (${stateSums(key)}), kept as (${keptStateSums(key, table)})
  select coalesce(r.what, k.what) as what from replayed r full join kept k on k.what = r.what
  where (r.packed, r.in_bin, r.on_hold, r.rejected, r.packets) is distinct from (k.packed, k.in_bin, k.on_hold, k.rejected, k.packets)`;

const lotKey = sql`coalesce('MRN line ' || mrn_line_id, 'requisition ' || produced_by_requisition_id)`;

/** Receipts of the ledger (put-aways of supplier goods) by the key `bucket` makes of the row's floor time (0048). */
const receiptsDiffer = (table: SQL, bucket: (at: SQL) => SQL, keyColumn: string, from: SQL = sql``) => sql`
  with replayed as (
    select ${bucket(sql`coalesce(l.done_at, l.at)`)} as bucket, l.product_id, l.receipt_supplier_id as supplier_id, sum(l.qty) as qty
    from stock_ledger l ${from} where l.receipt_supplier_id is not null group by 1, 2, 3),
  kept as (select ${sql.raw(keyColumn)} as bucket, product_id, supplier_id, qty from ${table} where qty <> 0)
  select coalesce(r.bucket, k.bucket)::text || ' product ' || coalesce(r.product_id, k.product_id)
    || ' supplier ' || coalesce(r.supplier_id, k.supplier_id) as what
  from replayed r full join kept k on k.bucket = r.bucket and k.product_id = r.product_id and k.supplier_id = r.supplier_id
  where r.qty is distinct from k.qty`;

/** A job line replayed: its requisition, order and made product, and what was issued, consumed and returned of it. */
const jobLines = sql`
  recorded as (
    select requisition_id, product_id, qty as issued, 0 as consumed, 0 as returned from requisition_issues
    union all
    select i.requisition_id, i.product_id, 0, c.qty, 0
    from consumptions c join requisition_issues i on i.requisition_issue_id = c.requisition_issue_id
    union all
    select i.requisition_id, i.product_id, 0, 0, s.qty
    from stock_returns s join requisition_issues i on i.requisition_issue_id = s.requisition_issue_id),
  replayed as (
    select l.requisition_id, l.component_product_id as product_id, r.requisition_no, o.order_id, o.order_no,
           o.product_id as made_product_id, r.qty as req_qty, l.qty_per_unit, r.received_qty,
           coalesce((select sum(m.qty) from fg_mappings m where m.requisition_id = r.requisition_id), 0) as mapped_qty,
           coalesce(sum(k.issued), 0) as issued, coalesce(sum(k.consumed), 0) as consumed,
           coalesce(sum(k.returned), 0) as returned
    from requisition_lines l join requisitions r on r.requisition_id = l.requisition_id
    join production_orders o on o.order_id = r.order_id
    left join recorded k on k.requisition_id = l.requisition_id and k.product_id = l.component_product_id
    group by l.requisition_id, l.component_product_id, l.qty_per_unit, r.requisition_id, o.order_id)`;

/**
 * A job's kept day rows (0059) against the view that replays them from their records (`<table>_replayed`): a key
 * whose figures differ, or that only one of them has (rows are only ever added to, and each record makes its row).
 */
const keptDaysDiffer = (table: string, keys: string[], figures: string[]) => {
  const list = (prefix: string, columns: string[]) =>
    sql.raw(columns.map((c) => `${prefix}.${c}`).join(", "));
  const keyText = sql.raw(keys.map((c) => `'${c} ' || coalesce(r.${c}, k.${c})`).join(" || ' ' || "));
  const sameKey = sql.raw(keys.map((c) => `k.${c} = r.${c}`).join(" and "));
  return sql`
    select ${keyText} as what
    from ${sql.raw(`${table}_replayed`)} r full join ${sql.raw(table)} k on ${sameKey}
    where (${list("r", figures)}) is distinct from (${list("k", figures)})`;
};

/**
 * Each table of kept sums (sums the triggers of its migration keep in the writing transaction) and the statement
 * that replays it from its records, answering a row `what` per key where the kept row and the replay differ.
 */
const keptSumChecks = {
  // 0020/0022: exact row counts of the large listed tables.
  table_row_counts: sql`
    with replayed as (
      select 'mrns' as what, count(*) as n from mrns
      union all select 'products', count(*) from products
      union all select 'bins', count(*) from bins)
    select coalesce(r.what, k.table_name) as what from replayed r full join table_row_counts k on k.table_name = r.what
    where r.n is distinct from k.row_count`,
  // 0024/0025: supplier receipts per UTC quarter hour.
  receipt_totals: receiptsDiffer(
    sql`receipt_totals`,
    (at) => sql`date_bin('15 minutes', ${at}, timestamptz '2000-01-01 00:00+00')`,
    "quarter_hour",
  ),
  // 0029/0030: supplier receipts per plant day, in the zone receipt_day_zone names (none kept until it names one).
  receipt_day_totals: receiptsDiffer(
    sql`receipt_day_totals`,
    (at) => sql`cast((${at} at time zone z.time_zone) as date)`,
    "day",
    sql`cross join receipt_day_zone z`,
  ),
  // 0027/0028: active and Full active bins, a base row and the changes appended to it.
  bin_counts: sql`
    select 'active ' || b.active_bins || ', full ' || b.full_bins as what
    from (select count(*) filter (where is_active) as active_bins,
                 count(*) filter (where is_active and col_status) as full_bins from bins) b,
         (select sum(active_bins) as active_bins, sum(full_bins) as full_bins
          from (select active_bins, full_bins from bin_counts
                union all select active_bins, full_bins from bin_count_changes) c) k
    where (b.active_bins, b.full_bins) is distinct from (k.active_bins, k.full_bins)`,
  // 0038: packets in stock per product and per lot, by state.
  on_hand_products: stateSumsDiffer(sql`'product ' || product_id`, sql`on_hand_products`),
  on_hand_lots: stateSumsDiffer(lotKey, sql`on_hand_lots`),
  // 0046, re-keyed by 0048: packets in stock per product and their lot's receipt day.
  on_hand_ages: sql`
    with replayed as (
      select product_id, received_on, sum(qty) as qty, count(*)::integer as packets
      from packets where ${inStock} group by 1, 2),
    kept as (select product_id, received_on, qty, packets from on_hand_ages where packets <> 0 or qty <> 0)
    select 'product ' || coalesce(r.product_id, k.product_id) || ' on ' || coalesce(r.received_on, k.received_on) as what
    from replayed r full join kept k on k.product_id = r.product_id and k.received_on = r.received_on
    where (r.qty, r.packets) is distinct from (k.qty, k.packets)`,
  // 0044/0045: a job's line with its copies of the job and the sums of its issue, consumption and return records.
  job_component_totals: sql`
    with ${jobLines}
    select 'job ' || coalesce(r.requisition_id, k.requisition_id) || ' product ' || coalesce(r.product_id, k.product_id) as what
    from replayed r full join job_component_totals k on k.requisition_id = r.requisition_id and k.product_id = r.product_id
    where (r.requisition_no, r.order_id, r.order_no, r.made_product_id, r.req_qty, r.qty_per_unit, r.received_qty,
           r.mapped_qty, r.issued, r.consumed, r.returned)
      is distinct from (k.requisition_no, k.order_id, k.order_no, k.made_product_id, k.req_qty, k.qty_per_unit,
           k.received_qty, k.mapped_qty, k.issued_qty, k.consumed_qty, k.returned_qty)`,
  // 0047: a job line per shift and operator: its events and what they consumed.
  job_crew_consumption: sql`
    with ${jobLines},
    crew_used as (
      select i.requisition_id, i.product_id, e.shift_id, e.operator, sum(c.qty) as consumed
      from consumptions c join requisition_issues i on i.requisition_issue_id = c.requisition_issue_id
      join consumption_events e on e.event_id = c.event_id
      group by i.requisition_id, i.product_id, e.shift_id, e.operator),
    crew as (
      select w.requisition_id, r.product_id, w.shift_id, w.operator, w.events, coalesce(u.consumed, 0) as consumed,
             r.made_product_id, r.req_qty, r.qty_per_unit, r.received_qty, r.mapped_qty
      from (select requisition_id, shift_id, operator, count(*)::integer as events from consumption_events
            group by requisition_id, shift_id, operator) w
      join replayed r on r.requisition_id = w.requisition_id
      left join crew_used u on u.requisition_id = w.requisition_id and u.product_id = r.product_id
        and u.shift_id = w.shift_id and u.operator = w.operator)
    select 'job ' || coalesce(r.requisition_id, k.requisition_id) || ' product ' || coalesce(r.product_id, k.product_id)
      || ' crew ' || coalesce(r.operator, k.operator) as what
    from crew r full join job_crew_consumption k on k.requisition_id = r.requisition_id and k.product_id = r.product_id
      and k.shift_id = r.shift_id and k.operator = r.operator
    where (r.events, r.consumed, r.made_product_id, r.req_qty, r.qty_per_unit, r.received_qty, r.mapped_qty)
      is distinct from (k.events, k.consumed_qty, k.made_product_id, k.req_qty, k.qty_per_unit, k.received_qty,
           k.mapped_qty)`,
  // 0059: a job's line, day and crew per plant day in the kept zone, against the replay views of the migration.
  job_line_days: keptDaysDiffer(
    "job_line_days",
    ["requisition_id", "product_id", "day"],
    ["issued_qty", "consumed_qty", "returned_qty"],
  ),
  job_days: keptDaysDiffer("job_days", ["requisition_id", "day"], ["events", "mapped_qty", "received_qty"]),
  job_crew_days: keptDaysDiffer(
    "job_crew_days",
    ["requisition_id", "product_id", "shift_id", "operator", "day"],
    ["events", "consumed_qty"],
  ),
} satisfies Record<string, SQL>;

export type KeptSumTable = keyof typeof keptSumChecks;
export const keptSumTables = Object.keys(keptSumChecks) as KeptSumTable[];

/** What the replay of one table of kept sums found: how many keys differ, and some of them. */
export interface KeptSumFinding {
  discrepancies: number;
  sample: string[];
}

const sampleSize = 20;

/** Every table of kept sums replayed from its records, each in one statement (one snapshot: sums and records agree). */
export async function checkKeptSums(db: Db): Promise<Record<KeptSumTable, KeptSumFinding>> {
  const found = {} as Record<KeptSumTable, KeptSumFinding>;
  for (const table of keptSumTables) {
    const wrong = rowsOf<{ what: string }>(await db.execute(keptSumChecks[table]));
    found[table] = { discrepancies: wrong.length, sample: wrong.slice(0, sampleSize).map((w) => w.what) };
  }
  return found;
}
