import type pg from "pg";
import { type HttpWork, httpAgainstRaw, prepared, quietOverHttp } from "./measure.js";
import type { BenchSection } from "./section.js";
import { ledgerInsertFrom, ledgerValues, lockPacket } from "./stock-statements.js";

/** Requisitions (and packets) each measurement may consume: more than either run can take in its time. */
const pairsPerRun = 30_000;
/** BOM quantity per unit: a 10-piece packet is split at every issue (4 issued, 6 stay as a new packet). */
const perUnit = 4;

interface Pair {
  requisitionNo: string;
  qrCode: string;
}

/**
 * Work for the issue: every RM gets a parent (FG/intermediate) BOM line, each parent an open order,
 * and one fresh requisition of one unit per InBin packet taken, so each issue moves one packet.
 */
async function prepare(pool: pg.Pool): Promise<Pair[]> {
  const run = Date.now().toString(36);
  await pool.query(
    `insert into boms (parent_product_id, component_product_id, qty_per_unit)
     select ((rm.product_id - 1) % 3000) + 1, rm.product_id, $1 from products rm where rm.product_type_id = 3
     on conflict do nothing`,
    [perUnit],
  );
  await pool.query(
    `insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
     select 'BENCH-ORD-' || product_id, now(), product_id, 1000000000, 1000000000 from products where product_type_id in (1, 2)
     on conflict do nothing`,
  );
  const picked = await pool.query<{ qr_code: string; parent: number }>(
    `select p.qr_code, ((p.product_id - 1) % 3000) + 1 as parent from packets p
     where p.status = 'InBin' and p.mrn_line_id is not null
     order by row_number() over (partition by p.bin_id order by p.packet_id), p.bin_id limit $1`,
    [pairsPerRun * 2],
  );
  const pairs = picked.rows.map((r, i) => ({
    requisitionNo: `BENCH-${run}-${i}`.toUpperCase(),
    qrCode: r.qr_code,
    parent: r.parent,
  }));
  await pool.query(
    `insert into requisitions (requisition_no, order_id, qty)
     select n, o.order_id, 1 from unnest($1::text[], $2::int[]) as x(n, parent)
     join production_orders o on o.order_no = 'BENCH-ORD-' || x.parent`,
    [pairs.map((p) => p.requisitionNo), pairs.map((p) => p.parent)],
  );
  await pool.query(
    `insert into requisition_lines (requisition_id, component_product_id, qty_per_unit)
     select r.requisition_id, b.component_product_id, b.qty_per_unit
     from requisitions r join production_orders o on o.order_id = r.order_id
     join boms b on b.parent_product_id = o.product_id
     where r.requisition_no like $1`,
    [`BENCH-${run}-%`.toUpperCase()],
  );
  await pool.query(
    `update production_orders o set remaining_qty = remaining_qty - k.n
     from (select order_id, count(*)::int as n from requisitions where requisition_no like $1 group by order_id) k
     where k.order_id = o.order_id`,
    [`BENCH-${run}-%`.toUpperCase()],
  );
  // Vacuumed as well: autovacuum would otherwise do it for these inserts inside the first measurement's window.
  await pool.query("vacuum analyze requisitions, requisition_lines, boms, production_orders");
  return pairs.map(({ requisitionNo, qrCode }) => ({ requisitionNo, qrCode }));
}

// The reads are the app's own statements (production's issue-queries.ts, the kernel's requisition-lock.ts and
// requisition-issues.ts), as it sends them; the packet lock and ledger in stock-statements.ts.
const requisitionByNo = prepared(
  "bench_issue_requisition_by_no",
  `select r.requisition_id, r.requisition_no, r.qty, o.order_no, o.product_id, pr.product_cd
   from requisitions r join production_orders o on o.order_id = r.order_id join products pr on pr.product_id = o.product_id
   where r.requisition_no = $1`,
);
const lockRequisition = prepared(
  "bench_issue_lock_requisition",
  "select requisition_id, requisition_no from requisitions where requisition_id = $1 order by requisition_id for update",
);
const bomWithIssued = prepared(
  "bench_issue_bom",
  `select b.requisition_line_id, b.component_product_id, pr.product_cd, pr.product_dscrptn, b.qty_per_unit, i.issued
   from requisition_lines b join products pr on pr.product_id = b.component_product_id
   left join (select product_id, sum(qty) as issued from requisition_issues where requisition_id = $1 group by product_id) i
     on i.product_id = b.component_product_id
   where b.requisition_id = $2 order by pr.product_cd`,
);
// The rest of a split made, the packet issued with its record, and every ledger row (the rest's from the rows its insert
// made), in one statement (issue-to-production.ts `issueWrite`, split-packets.ts `splitInsert`).
const issueWrite = prepared(
  "bench_issue_write_rests",
  `with made as (
     insert into packets (packet_id, qr_code, product_id, supplier_id, mrn_line_id, produced_by_requisition_id, qty, status,
                          bin_id, inward_at, received_on, parent_packet_id, supplier_lot, supplier_expiry)
     select e.packet_id, e.lot_key || '-S' || e.packet_id, e.product_id, e.supplier_id, e.mrn_line_id, e.produced_by, e.qty,
            'InBin', e.bin_id, e.inward_at, e.received_on, e.parent_packet_id, parent.supplier_lot, parent.supplier_expiry
     from (select nextval(pg_get_serial_sequence('packets', 'packet_id'))::integer as packet_id, u.*
           from unnest($1::text[], $2::integer[], $3::integer[], $4::integer[], $5::integer[], $6::numeric[], $7::integer[],
                       $8::timestamptz[], $9::date[], $10::integer[])
             as u(lot_key, product_id, supplier_id, mrn_line_id, produced_by, qty, bin_id, inward_at, received_on,
                  parent_packet_id)) as e
     join packets parent on parent.packet_id = e.parent_packet_id
     returning packet_id, qr_code, parent_packet_id, product_id, qty, bin_id),
   moved as (
     update packets set qty = i.qty, status = 'Issued', bin_id = null
     from unnest($11::integer[], $12::numeric[], $13::integer[]) as i(packet_id, qty, from_bin_id)
     where packets.packet_id = i.packet_id and packets.status = 'InBin'
     returning packets.packet_id, packets.product_id, packets.supplier_id, i.from_bin_id, i.qty),
   recorded as (
     insert into requisition_issues (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty, issued_by,
                                     issued_at, done_at)
     select $14::integer, m.packet_id, m.product_id, m.supplier_id, m.from_bin_id, m.qty, $15::integer, $16::timestamptz,
            $16::timestamptz
     from moved m returning packet_id),
   appended as (${ledgerInsertFrom(
     18,
     `select r.packet_id, r.product_id, r.qty, null::text, null::integer, 'InBin'::text, r.bin_id, 'split'::text,
             $17::text, $15::integer, null::integer from made r`,
   )} returning ledger_id)
   select m.packet_id, r.qr_code from moved m left join made r on r.parent_packet_id = m.packet_id`,
);
const lockBin = prepared(
  "bench_issue_lock_bin",
  "select bin_id from bins where bin_id = $1 order by bin_id for update",
);
const emptyBin = prepared(
  "bench_issue_empty_bin",
  `update bins set col_status = $1, updated_by = $2, updated_date = $3::timestamptz where bin_id = $4
   and not exists (select 1 from packets p where p.bin_id = bins.bin_id and p.status = 'InBin')`,
);

/** The issue as raw SQL: the requisition read by its number, then the same transaction, locks, checks and writes as the command. */
async function rawIssue(c: pg.PoolClient, pair: Pair, userId: number) {
  const req = await c.query(requisitionByNo([pair.requisitionNo]));
  const { requisition_id: requisitionId, qty: units } = req.rows[0];
  await c.query("begin");
  await c.query(lockRequisition([requisitionId]));
  const bom = await c.query(bomWithIssued([requisitionId, requisitionId]));
  const packet = await c.query(lockPacket([pair.qrCode]));
  const p = packet.rows[0];
  if (p.status !== "InBin") throw new Error("not in stock");
  // The bin the packet is in, locked before the writes as the app's lock order does (lock-order.ts).
  await c.query(lockBin([p.bin_id]));
  const line = bom.rows.find((b) => b.component_product_id === p.product_id);
  const remaining = Number(line.qty_per_unit) * units - Number(line.issued);
  const issued = Math.min(Number(p.qty), remaining);
  const rest = Number(p.qty) - issued;
  const now = new Date().toISOString();
  const bin = p.bin_id;
  const move = { productId: p.product_id, reference: pair.requisitionNo, receiptSupplierId: null, userId };
  const issue = { ...move, packetId: p.packet_id, from: "InBin", fromBin: bin, toBin: null };
  // The split's row out of the parent, then the issue's (the rest's own row comes from the statement's insert).
  const ledger = [
    ...(rest > 0 ? [{ ...issue, qty: rest, to: null, reason: "split" }] : []),
    { ...issue, qty: issued, to: "Issued", reason: "issueToProduction" },
  ];
  const rests = rest > 0 ? [p] : [];
  await c.query(
    issueWrite([
      rests.map((r) => `${r.mrn_id}-${r.mrn_line_id}`),
      rests.map((r) => r.product_id),
      rests.map((r) => r.supplier_id),
      rests.map((r) => r.mrn_line_id),
      rests.map((r) => r.produced_by_requisition_id),
      rests.map(() => rest),
      rests.map((r) => r.bin_id),
      rests.map((r) => r.inward_at),
      rests.map((r) => r.received_on),
      rests.map((r) => r.packet_id),
      [p.packet_id],
      [issued],
      [bin],
      requisitionId,
      userId,
      now,
      pair.requisitionNo,
      ...ledgerValues(ledger),
    ]),
  );
  // The rest of a split stays in the bin, which is then not checked for Empty (as the app does).
  if (rest === 0) await c.query(emptyBin([false, userId, now, p.bin_id]));
  await c.query("commit");
}

/**
 * Issue to production (IssueRMStore): one packet split against a fresh one-unit requisition per
 * request, consecutive requests in different bins, also over HTTP at the quiet client count. The
 * HTTP runs take pairs from the front, the raw run from the back.
 */
export const productionIssueSection: BenchSection = {
  name: "Issue",
  async run(ctx) {
    const pairs = await prepare(ctx.pool);
    let front = 0;
    let back = pairs.length - 1;
    const take = (fromFront: boolean) => (front > back ? null : pairs[fromFront ? front++ : back--]);
    const issue: HttpWork = {
      path: "/api/api/StoreRequisitionIssue/IssueRMStore",
      body: () => {
        const pair = take(true);
        return pair && { RequisitionNo: pair.requisitionNo, storeItems: [{ QRCode: pair.qrCode }] };
      },
    };
    const [http, raw] = await httpAgainstRaw(
      ctx,
      this.name,
      "issue 1 packet with split",
      issue,
      async (c) => {
        const pair = take(false);
        if (!pair) return false;
        await rawIssue(c, pair, ctx.userId);
        return true;
      },
    );
    const quiet = await quietOverHttp(ctx, this.name, "issue with split", issue);
    return [http, raw, quiet];
  },
};
