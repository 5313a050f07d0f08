import { addQty, type Milli, milliOf, noQty, qtyText, subtractQty } from "@wms/domain";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bins, packets, stockLedger } from "../../db/schema/index.js";
import { checkKeptSums } from "./kept-sums.js";

/**
 * What is wrong with the stock record, as plain sentences (empty when it tells the truth): the
 * ledger replays to every packet's quantity, status and bin; ledger and issue rows carry their packet's
 * product (and supplier); every packet has a lot; nothing is negative; no requisition is issued beyond its
 * frozen BOM; only packets in a bin are issued, and a packet is Issued exactly when it was; a bin is Full exactly when it
 * holds a packet; every table of kept sums is the replay of its records (kept-sums.ts).
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
  // Every table of kept sums equals the replay of its records, as the periodic check finds it.
  for (const [table, found] of Object.entries(await checkKeptSums(db)))
    for (const what of found.sample)
      problems.push(`kept sums of ${table}: ${what} disagrees with its records`);
  const wrongBins = await db
    .select({ address: bins.colAddress })
    .from(bins)
    .where(sql`${bins.colStatus} <> exists (select 1 from packets p where p.bin_id = ${bins.binId})`);
  for (const b of wrongBins) problems.push(`bin ${b.address} Full flag disagrees with its packets`);
  return problems;
}
