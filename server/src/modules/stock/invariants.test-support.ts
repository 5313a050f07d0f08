import { addQty, type Milli, milliOf, noQty, qtyText, subtractQty } from "@wms/domain";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bins, packets, stockLedger } from "../../db/schema/index.js";

/**
 * What is wrong with the stock record, as plain sentences (empty when it tells the truth): the
 * ledger replays to every packet's quantity, status and bin; ledger and issue rows carry their packet's
 * product (and supplier); every packet has a lot; nothing is negative; no requisition is issued beyond its
 * frozen BOM; only packets in a bin are issued, and a packet is Issued exactly when it was; a bin is Full exactly when it
 * holds a packet; the kept on-hand sums per product and lot are the packets'; the kept job sums per component (and
 * crew) are the issue, consumption and return records'.
 */
export async function stockProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const replayed = new Map<number, { qty: Milli; status: string | null; binId: number | null }>();
  for (const row of await db.select().from(stockLedger).orderBy(asc(stockLedger.ledgerId))) {
    const p = replayed.get(row.packetId) ?? { qty: noQty, status: null, binId: null };
    if (row.fromStatus === null) p.qty = addQty(p.qty, milliOf(row.qty));
    if (row.toStatus === null) p.qty = subtractQty(p.qty, milliOf(row.qty));
    if (row.toStatus !== null) {
      p.status = row.toStatus;
      p.binId = row.toBinId;
    }
    replayed.set(row.packetId, p);
  }
  for (const packet of await db.select().from(packets)) {
    const r = replayed.get(packet.packetId);
    const where = `${packet.qrCode}`;
    if (!r) problems.push(`${where} has no ledger row`);
    else {
      if (r.qty !== milliOf(packet.qty))
        problems.push(`${where}: ledger qty ${qtyText(r.qty)} <> ${packet.qty}`);
      if (r.status !== packet.status || (r.binId ?? null) !== (packet.binId ?? null))
        problems.push(`${where}: ledger place ${r.status}/${r.binId} <> ${packet.status}/${packet.binId}`);
    }
    if ((packet.mrnLineId === null) === (packet.producedByRequisitionId === null))
      problems.push(`${where} has no lot`);
    if (milliOf(packet.qty) < 0) problems.push(`${where} is negative`);
    if (packet.qrCode.length > 60) problems.push(`${where} has an unbounded code`);
  }
  const wrongCopies = await db.execute<{ what: string }>(sql`
    select 'ledger row ' || l.ledger_id as what from stock_ledger l join packets p on p.packet_id = l.packet_id
    where l.product_id <> p.product_id
    union all
    select 'issue of ' || p.qr_code from requisition_issues ri join packets p on p.packet_id = ri.packet_id
    where ri.product_id <> p.product_id or ri.supplier_id is distinct from p.supplier_id`);
  for (const c of (wrongCopies as unknown as { rows: Array<{ what: string }> }).rows)
    problems.push(`${c.what} names another product or supplier than its packet`);
  // Only a packet in a bin is issued (never a held, rejected or scrapped one), and a packet is Issued exactly when issued.
  const wrongIssues = await db.execute<{ what: string }>(sql`
    select 'ledger row ' || ledger_id || ' issues a packet ' || coalesce(from_status, 'from nothing') as what
    from stock_ledger where reason = 'issueToProduction' and from_status is distinct from 'InBin'
    union all
    select p.qr_code || ' is ' || p.status || (case when ri.packet_id is null then ' with no issue' else ' but issued' end)
    from packets p left join requisition_issues ri on ri.packet_id = p.packet_id
    where (p.status = 'Issued') <> (ri.packet_id is not null)`);
  for (const w of (wrongIssues as unknown as { rows: Array<{ what: string }> }).rows) problems.push(w.what);
  const overIssued = await db.execute<{
    requisition_no: string;
    product_id: number;
    issued: string;
    required: string;
  }>(sql`
    select r.requisition_no, ri.product_id, sum(ri.qty)::text as issued,
      coalesce(max(rl.qty_per_unit * r.qty), 0)::text as required
    from requisition_issues ri
    join requisitions r on r.requisition_id = ri.requisition_id
    left join requisition_lines rl on rl.requisition_id = ri.requisition_id and rl.component_product_id = ri.product_id
    group by r.requisition_no, ri.product_id
    having sum(ri.qty) > coalesce(max(rl.qty_per_unit * r.qty), 0)`);
  for (const o of (overIssued as unknown as { rows: Array<Record<string, string>> }).rows)
    problems.push(`${o.requisition_no} product ${o.product_id}: issued ${o.issued} > required ${o.required}`);
  // The kept on-hand sums (migration 0038) equal the packets' own sums, which the replay above holds to the ledger.
  const wrongSums = await db.execute<{ what: string }>(sql`
    with held as (
      select 'product ' || product_id as what, status, qty from packets where status in ('Packed', 'InBin', 'OnHold', 'Rejected')
      union all
      select 'lot ' || coalesce('M' || mrn_line_id, 'R' || produced_by_requisition_id), status, qty from packets
      where status in ('Packed', 'InBin', 'OnHold', 'Rejected')),
    counted as (
      select what, coalesce(sum(qty) filter (where status = 'Packed'), 0) as packed,
        coalesce(sum(qty) filter (where status = 'InBin'), 0) as in_bin,
        coalesce(sum(qty) filter (where status = 'OnHold'), 0) as on_hold,
        coalesce(sum(qty) filter (where status = 'Rejected'), 0) as rejected, count(*)::int as packets
      from held group by what),
    kept as (
      select 'product ' || product_id as what, packed_qty as packed, in_bin_qty as in_bin, on_hold_qty as on_hold,
        rejected_qty as rejected, packets from on_hand_products where packets <> 0 or packed_qty <> 0 or in_bin_qty <> 0
          or on_hold_qty <> 0 or rejected_qty <> 0
      union all
      select 'lot ' || coalesce('M' || mrn_line_id, 'R' || produced_by_requisition_id), packed_qty, in_bin_qty,
        on_hold_qty, rejected_qty, packets from on_hand_lots where packets <> 0 or packed_qty <> 0 or in_bin_qty <> 0
          or on_hold_qty <> 0 or rejected_qty <> 0)
    select coalesce(c.what, k.what) as what from counted c full join kept k on k.what = c.what
    where (c.packed, c.in_bin, c.on_hold, c.rejected, c.packets) is distinct from (k.packed, k.in_bin, k.on_hold, k.rejected, k.packets)`);
  for (const c of (wrongSums as unknown as { rows: Array<{ what: string }> }).rows)
    problems.push(`on-hand sums of ${c.what} disagree with its packets`);
  // The kept sums per product and lot receipt day (migrations 0046, 0048) equal the packets' own.
  const wrongAges = await db.execute<{ what: string }>(sql`
    with counted as (
      select product_id, received_on, sum(qty) as qty, count(*)::int as packets
      from packets where status in ('Packed', 'InBin', 'OnHold', 'Rejected') group by 1, 2),
    kept as (select product_id, received_on, qty, packets from on_hand_ages where packets <> 0 or qty <> 0)
    select 'product ' || coalesce(c.product_id, k.product_id) || ' on ' || coalesce(c.received_on, k.received_on) as what
    from counted c full join kept k on k.product_id = c.product_id and k.received_on = c.received_on
    where (c.qty, c.packets) is distinct from (k.qty, k.packets)`);
  for (const c of (wrongAges as unknown as { rows: Array<{ what: string }> }).rows)
    problems.push(`on-hand sums by age of ${c.what} disagree with its packets`);
  // The kept job lines and their crew rows (migrations 0044, 0045, 0047) equal a replay of the lines, their jobs, and the records they sum.
  const wrongJobSums = await db.execute<{ what: string }>(sql`
    with recorded as (
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
      group by l.requisition_id, l.component_product_id, l.qty_per_unit, r.requisition_id, o.order_id),
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
    select 'job ' || coalesce(r.requisition_id, k.requisition_id) || ' product ' || coalesce(r.product_id, k.product_id) as what
    from replayed r full join job_component_totals k on k.requisition_id = r.requisition_id and k.product_id = r.product_id
    where (r.requisition_no, r.order_id, r.order_no, r.made_product_id, r.req_qty, r.qty_per_unit, r.received_qty,
           r.mapped_qty, r.issued, r.consumed, r.returned)
      is distinct from (k.requisition_no, k.order_id, k.order_no, k.made_product_id, k.req_qty, k.qty_per_unit,
           k.received_qty, k.mapped_qty, k.issued_qty, k.consumed_qty, k.returned_qty)
    union all
    select 'job ' || coalesce(r.requisition_id, k.requisition_id) || ' crew ' || coalesce(r.operator, k.operator)
    from crew r full join job_crew_consumption k on k.requisition_id = r.requisition_id and k.product_id = r.product_id
      and k.shift_id = r.shift_id and k.operator = r.operator
    where (r.events, r.consumed, r.made_product_id, r.req_qty, r.qty_per_unit, r.received_qty, r.mapped_qty)
      is distinct from (k.events, k.consumed_qty, k.made_product_id, k.req_qty, k.qty_per_unit, k.received_qty,
           k.mapped_qty)`);
  for (const c of (wrongJobSums as unknown as { rows: Array<{ what: string }> }).rows)
    problems.push(`kept job line of ${c.what} disagrees with its records`);
  const wrongBins = await db
    .select({ address: bins.colAddress })
    .from(bins)
    .where(sql`${bins.colStatus} <> exists (select 1 from packets p where p.bin_id = ${bins.binId})`);
  for (const b of wrongBins) problems.push(`bin ${b.address} Full flag disagrees with its packets`);
  return problems;
}
