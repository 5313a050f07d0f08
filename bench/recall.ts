import { plantDaysAgo } from "@wms/domain";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { previewQuery } from "../server/src/modules/recall/index.js";
import { httpAgainstRaw, quietOverHttp } from "./measure.js";
import type { BenchSection } from "./section.js";

const levels = 5;
const lots = 100;
/** Packets of each lot's MRN line: one issued to the deepest job, the rest in stock (Packed). */
const perLine = 6;
/** Output packets of each job left in stock beside the one issued to the job above. */
const spareOutput = 2;

/**
 * `lots` MRNs, each the start of a chain `levels` deep: the MRN's first packet issued to an intermediate job, that
 * job's output issued to the job above, ... up to an FG job with a serial range; every job leaves spare output in
 * stock, and the MRN's other packets stay in stock. Written set-wise in one statement per table (the bench measures
 * the preview's read; the stock commands are tested elsewhere). Answers the MRN ids.
 */
async function prepare(pool: pg.Pool): Promise<number[]> {
  const tag = Date.now().toString(36);
  const base = 2_100_000_000 - Math.floor(Math.random() * 1_000) * 1_000;
  const c = await pool.connect();
  try {
    await c.query("begin");
    const { rows: supplier } = await c.query<{ id: number }>(
      "select supplier_id as id from suppliers limit 1",
    );
    const { rows: bin } = await c.query<{ id: number }>("select bin_id as id from bins limit 1");
    // Products: per lot, an RM and one product per level (level 0 the FG).
    await c.query(
      `insert into products (product_cd, product_dscrptn, product_type_id, uom)
       select 'RCB-' || $1 || '-' || lot || '-' || lvl, 'Recall bench', case when lvl = 0 then 1 when lvl < $2 then 2 else 3 end, 'NOS'
       from generate_series(1, $3::int) lot, generate_series(0, $2::int) lvl`,
      [tag, levels, lots],
    );
    await c.query(
      `insert into mrns (mrn_id, po_number, supplier_id, type, mrn_date)
       select $1::int + lot, 'PO-RCB-' || $2 || '-' || lot, $3, 'Bench', $4::date from generate_series(1, $5::int) lot`,
      [base, tag, supplier[0].id, plantDaysAgo(0), lots],
    );
    await c.query(
      `insert into mrn_lines (mrn_id, product_id, requested_qty, received_qty, uom, approved_qty, rejected_qty,
                              pieces_per_packet, total_slip, is_approve, approved_at)
       select $1::int + lot, p.product_id, $3::int, $3::int, 'NOS', $3::int, 0, 1, $3::int, true, now()
       from generate_series(1, $2::int) lot join products p on p.product_cd = 'RCB-' || $4 || '-' || lot || '-' || $5`,
      [base, lots, perLine, tag, levels],
    );
    await c.query(
      `insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
       select p.product_cd, $1::date, p.product_id, 1, 0 from products p
       where p.product_cd like 'RCB-' || $2 || '-%' and p.product_type_id <> 3`,
      [plantDaysAgo(0), tag],
    );
    await c.query(
      `insert into requisitions (order_id, qty, received_qty)
       select o.order_id, 1, case when p.product_type_id = 1 then 0 else 1 end from production_orders o
       join products p on p.product_id = o.product_id where o.order_no like 'RCB-' || $1 || '-%'`,
      [tag],
    );
    // Each job's BOM line: one of the level below (the lot's RM at the deepest level).
    await c.query(
      `insert into requisition_lines (requisition_id, component_product_id, qty_per_unit)
       select r.requisition_id, below.product_id, 1
       from requisitions r join production_orders o on o.order_id = r.order_id
       join products p on p.product_id = o.product_id
       join products below on below.product_cd = 'RCB-' || $1 || '-' || split_part(p.product_cd, '-', 3) || '-'
                                                 || (split_part(p.product_cd, '-', 4)::int + 1)
       where o.order_no like 'RCB-' || $1 || '-%'`,
      [tag],
    );
    // The MRN's packets: the first Issued (to the deepest job), the rest Packed.
    await c.query(
      `insert into packets (qr_code, product_id, supplier_id, mrn_line_id, qty, status, inward_at, received_on)
       select 'RCB-' || $1 || '-' || ml.mrn_line_id || '-' || n, ml.product_id, $2, ml.mrn_line_id, 1,
              case when n = 1 then 'Issued' else 'Packed' end, now(), current_date
       from mrn_lines ml, generate_series(1, $3::int) n where ml.mrn_id between $4::int + 1 and $4::int + $5::int`,
      [tag, supplier[0].id, perLine, base, lots],
    );
    // Each intermediate job's output: one Issued (to the job above), the spare Packed.
    await c.query(
      `insert into packets (qr_code, product_id, produced_by_requisition_id, qty, status, inward_at, received_on)
       select r.requisition_no || '-P' || n, o.product_id, r.requisition_id, 1,
              case when n = 1 then 'Issued' else 'Packed' end, now(), current_date
       from requisitions r join production_orders o on o.order_id = r.order_id
       join products p on p.product_id = o.product_id, generate_series(1, $2::int + 1) n
       where o.order_no like 'RCB-' || $1 || '-%' and p.product_type_id = 2`,
      [tag, spareOutput],
    );
    // Issues: the MRN's first packet to level `levels - 1`; the issued output of level k to level k - 1.
    await c.query(
      `insert into requisition_issues (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty)
       select target.requisition_id, pk.packet_id, pk.product_id, pk.supplier_id, $2, 1
       from packets pk
       join lateral (
         select split_part(pp.product_cd, '-', 3) as lot, split_part(pp.product_cd, '-', 4)::int as lvl
         from products pp where pp.product_id = pk.product_id) made on true
       join products tp on tp.product_cd = 'RCB-' || $1 || '-' || made.lot || '-' || (made.lvl - 1)
       join production_orders o on o.product_id = tp.product_id
       join requisitions target on target.order_id = o.order_id
       where pk.status = 'Issued'
         and pk.product_id in (select product_id from products where product_cd like 'RCB-' || $1 || '-%')`,
      [tag, bin[0].id],
    );
    // The packets' ledger, as the stock commands write it (received or produced Packed, then Issued from the bin), so
    // the provable-stock check replays every packet to its row.
    const benchPackets = `from packets pk where (pk.qr_code like 'RCB-' || $1 || '-%' or pk.produced_by_requisition_id in (
         select r.requisition_id from requisitions r join production_orders o on o.order_id = r.order_id
         where o.order_no like 'RCB-' || $1 || '-%'))`;
    await c.query(
      `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, reason, reference, at)
       select pk.packet_id, pk.product_id, pk.qty, null, 'Packed',
              case when pk.mrn_line_id is null then 'produce' else 'qualityCheck' end, 'Recall bench', pk.inward_at
       ${benchPackets} order by pk.packet_id`,
      [tag],
    );
    await c.query(
      `insert into stock_ledger (packet_id, product_id, qty, from_status, from_bin_id, to_status, reason, reference, at)
       select pk.packet_id, pk.product_id, pk.qty, 'Packed', $2, 'Issued', 'issueToProduction', 'Recall bench', pk.inward_at
       ${benchPackets} and pk.status = 'Issued' order by pk.packet_id`,
      [tag, bin[0].id],
    );
    await c.query(
      `insert into fg_mappings (requisition_id, from_no, to_no, qty)
       select r.requisition_id, m.top + row_number() over (order by r.requisition_id), m.top + row_number() over (order by r.requisition_id), 1
       from requisitions r join production_orders o on o.order_id = r.order_id
       join products p on p.product_id = o.product_id,
       (select coalesce(max(to_no), 0) as top from fg_mappings) m
       where o.order_no like 'RCB-' || $1 || '-%' and p.product_type_id = 1`,
      [tag],
    );
    await c.query("commit");
  } catch (err) {
    await c.query("rollback");
    throw err;
  } finally {
    c.release();
  }
  await pool.query("analyze packets; analyze requisition_issues; analyze mrn_lines; analyze fg_mappings");
  return Array.from({ length: lots }, (_, i) => base + i + 1);
}

/**
 * Recall preview from one MRN through `levels` levels of jobs to its FG serials (budget: HTTP >= 1/2 of the raw
 * query): Recall/PreviewRecall over HTTP beside the same recursive statement run raw, then at the quiet client count.
 */
export const recallSection: BenchSection = {
  name: "Recall",
  async run(ctx) {
    const mrnIds = await prepare(ctx.pool);
    const dialect = new PgDialect();
    let n = 0;
    const next = () => mrnIds[n++ % mrnIds.length];
    const expectLevels = levels;
    const work = { path: "/api/api/Recall/PreviewRecall", body: () => ({ MRNID: next() }) };
    const [http, raw] = await httpAgainstRaw(
      ctx,
      this.name,
      `preview from an MRN, ${expectLevels} levels`,
      work,
      async (c) => {
        const query = dialect.sqlToQuery(previewQuery({ kind: "MRNID", mrnId: next() }));
        const { rows } = await c.query<{ requisition_count: number }>(query.sql, query.params as unknown[]);
        if (rows[0].requisition_count !== expectLevels)
          throw new Error(`expected ${expectLevels} requisitions`);
        return true;
      },
    );
    const quiet = await quietOverHttp(ctx, this.name, "preview", work);
    return [http, raw, quiet];
  },
};
