import type { TraceRow, WhereUsedRow } from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

export interface TraceScope {
  /** The tree level whose rows to answer (0 = the root requisition's own packets). */
  level: number;
  /** At level > 0, only the requisitions reached through packets of this product. */
  throughProductId?: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Traceability from one requisition, in one recursive query that follows the packets: the
 * requisitions that produced packets issued to it, and theirs, to `scope.level`; then one row per
 * packet issued to the requisitions at that level, with its lot (MRN and supplier, or the
 * producing requisition) and the activity that used it. A later job never changes the answer:
 * only the packets actually issued are followed.
 */
export async function traceRows(db: Db, rootRequisitionId: number, scope: TraceScope): Promise<TraceRow[]> {
  const rows = rowsOf<TraceRow>(await db.execute(traceQuery(rootRequisitionId, scope)));
  return rows.map((r) => ({
    ...r,
    InwardDate: r.InwardDate === null ? null : new Date(r.InwardDate),
    Qty: Number(r.Qty),
    MRNID: r.MRNID === null ? null : Number(r.MRNID),
  }));
}

/** The recursive query of `traceRows` (the bench runs it raw). */
export function traceQuery(rootRequisitionId: number, scope: TraceScope): SQL {
  const through = scope.throughProductId ?? null;
  return sql`
    with recursive tree (requisition_id, level, path, via_product_id) as (
      select r.requisition_id, 0, array[r.requisition_id], null::integer
      from requisitions r
      where r.requisition_id = ${rootRequisitionId}::integer
      union
      select pk.produced_by_requisition_id, t.level + 1, t.path || pk.produced_by_requisition_id, pk.product_id
      from tree t
      join requisition_issues ri on ri.requisition_id = t.requisition_id
      join packets pk on pk.packet_id = ri.packet_id
      where t.level < ${scope.level}::integer and pk.produced_by_requisition_id is not null
        and not pk.produced_by_requisition_id = any(t.path)
        and (t.level > 0 or ${through}::integer is null or pk.product_id = ${through}::integer)
    ), answered as (
      select distinct requisition_id, level from tree where level = ${scope.level}::integer
    )
    select
      t.level as "Level",
      comp.product_cd as "RMCode",
      r.requisition_no as "RequisitionNo",
      case when pk.produced_by_requisition_id is null then 0 else greatest(1,
        (select count(*) from requisition_issues x where x.requisition_id = pk.produced_by_requisition_id))::integer
      end as "IsIntermediate",
      coalesce(act.stage, '') as "Stage",
      pt.product_type_name as "Type",
      coalesce(pk.inward_at, m.mrn_date) as "InwardDate",
      coalesce(act.operator, '') as "Operator",
      coalesce(act.shift_name, '') as "ShiftName",
      coalesce(su.supplier_code, '') as "SupplierCode",
      made.product_img as "ProductImg",
      made.product_cd as "ProductCode",
      made.product_dscrptn as "ProductDscrptn",
      pk.qr_code as "QRCode",
      ml.mrn_id as "MRNID",
      producer.requisition_no as "ProducedByRequisitionNo",
      ri.qty::text as "Qty"
    from answered t
    join requisitions r on r.requisition_id = t.requisition_id
    join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    join requisition_issues ri on ri.requisition_id = t.requisition_id
    join packets pk on pk.packet_id = ri.packet_id
    join products comp on comp.product_id = pk.product_id
    join product_types pt on pt.product_type_id = comp.product_type_id
    left join mrn_lines ml on ml.mrn_line_id = pk.mrn_line_id
    left join mrns m on m.mrn_id = ml.mrn_id
    left join suppliers su on su.supplier_id = pk.supplier_id
    left join requisitions producer on producer.requisition_id = pk.produced_by_requisition_id
    left join lateral (
      select a.stage, a.operator, s.shift_name
      from consumptions c
      join activity_reports a on a.activity_report_id = c.activity_report_id
      join shifts s on s.shift_id = a.shift_id
      where c.requisition_issue_id = ri.requisition_issue_id
      order by c.consumption_id
      limit 1
    ) act on true
    order by r.requisition_id, ri.requisition_issue_id
  `;
}

/**
 * Where-used (recall): the packets a scanned text stands for (a packet QR code and the packets
 * split or returned from it; else an MRN id; else a PO number), every requisition they were
 * issued to, and on up through the requisitions that used those requisitions' output, with the
 * FG serial ranges mapped to each. One recursive query.
 */
export async function whereUsedRows(db: Db, scanned: string): Promise<WhereUsedRow[]> {
  const text = scanned.trim();
  const mrnId = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = rowsOf<WhereUsedRow>(
    await db.execute(sql`
    with recursive start_packets (packet_id) as (
      select packet_id from packets where qr_code = ${text}
      union
      select c.packet_id from packets c join start_packets s on c.parent_packet_id = s.packet_id
    ), lot_packets as (
      select packet_id from start_packets
      union
      select pk.packet_id from packets pk join mrn_lines ml on ml.mrn_line_id = pk.mrn_line_id
      where not exists (select 1 from start_packets) and ml.mrn_id = ${mrnId}::integer
      union
      select pk.packet_id from packets pk join mrn_lines ml on ml.mrn_line_id = pk.mrn_line_id
      join mrns m on m.mrn_id = ml.mrn_id
      where not exists (select 1 from start_packets) and ${mrnId}::integer is null
        and lower(m.po_number) = lower(${text})
    ), used (requisition_id, level, packet_id, qty, path) as (
      select ri.requisition_id, 0, ri.packet_id, ri.qty, array[ri.requisition_id]
      from lot_packets lp join requisition_issues ri on ri.packet_id = lp.packet_id
      union all
      select ri.requisition_id, u.level + 1, ri.packet_id, ri.qty, u.path || ri.requisition_id
      from used u
      join packets pk on pk.produced_by_requisition_id = u.requisition_id
      join requisition_issues ri on ri.packet_id = pk.packet_id
      where u.level < 50 and not ri.requisition_id = any(u.path)
    )
    select distinct
      u.level as "Level",
      r.requisition_no as "RequisitionNo",
      made.product_cd as "ProductCode",
      made.product_dscrptn as "ProductDscrptn",
      pt.product_type_name as "Type",
      pk.qr_code as "QRCode",
      cast(u.qty as double precision) as "Qty",
      f.from_no as "FromNo",
      f.to_no as "ToNo"
    from used u
    join requisitions r on r.requisition_id = u.requisition_id
    join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    join product_types pt on pt.product_type_id = made.product_type_id
    join packets pk on pk.packet_id = u.packet_id
    left join fg_mappings f on f.requisition_id = u.requisition_id
    order by "Level", "RequisitionNo", "QRCode", "FromNo"
  `),
  );
  return rows.map((r) => ({ ...r, Qty: Number(r.Qty) }));
}
