import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

export interface TraceRow {
  Level: number;
  RMCode: string;
  RequisitionNo: string;
  IsIntermediate: number;
  Stage: string;
  Type: string;
  InwardDate: Date | null;
  Operator: string;
  ShiftName: string;
  SupplierCode: string;
  ProductImg: string;
  ProductCode: string;
  ProductDscrptn: string;
}

export interface TraceScope {
  /** The tree level whose rows to answer (0 = the root requisition's own rows). */
  level: number;
  /** At level > 0, only the rows reached through this intermediate product. */
  throughProductId?: number | null;
  /** How deep the tree is walked; IsIntermediate needs the level below the answered one. */
  depth?: number;
}

/**
 * Traceability from one requisition, in one recursive query: the tree of requisitions reached
 * through intermediate components that were consumed (an intermediate's requisition is its latest
 * one with activity), and the activity rows of the requisitions at `scope.level`. IsIntermediate
 * counts the activity rows of the intermediate's own requisition: a row drills down when above 0.
 */
export async function traceRows(db: Db, rootRequisitionId: number, scope: TraceScope): Promise<TraceRow[]> {
  const result = await db.execute(traceQuery(rootRequisitionId, scope));
  const rows = (result as unknown as { rows: TraceRow[] }).rows;
  return rows.map((r) => ({ ...r, InwardDate: r.InwardDate === null ? null : new Date(r.InwardDate) }));
}

/** The recursive query of `traceRows` (the bench runs it raw). */
export function traceQuery(rootRequisitionId: number, scope: TraceScope): SQL {
  const depth = scope.depth ?? scope.level + 1;
  const through = scope.throughProductId ?? null;
  return sql`
    with recursive tree (requisition_id, level, path, parent_requisition_id, via_product_id) as (
      select r.requisition_id, 0, array[r.requisition_id], null::integer, null::integer
      from requisitions r
      where r.requisition_id = ${rootRequisitionId}
      union all
      select child.requisition_id, t.level + 1, t.path || child.requisition_id, t.requisition_id, comp.product_id
      from tree t
      cross join lateral (
        select distinct a.component_product_id as product_id
        from activity_reports a
        join products p on p.product_id = a.component_product_id
        where a.requisition_id = t.requisition_id and p.product_type_id = 2
      ) comp
      cross join lateral (
        select r2.requisition_id
        from requisitions r2
        join production_orders o2 on o2.order_id = r2.order_id
        where o2.product_id = comp.product_id
          and exists (select 1 from activity_reports a2 where a2.requisition_id = r2.requisition_id)
        order by r2.requisition_id desc
        limit 1
      ) child
      where t.level < ${depth} and not child.requisition_id = any(t.path)
    )
    select
      t.level as "Level",
      comp.product_cd as "RMCode",
      r.requisition_no as "RequisitionNo",
      cast(coalesce((select count(*) from activity_reports ca where ca.requisition_id = child.requisition_id), 0) as integer)
        as "IsIntermediate",
      a.stage as "Stage",
      pt.product_type_name as "Type",
      (select min(pk.inward_at) from requisition_issues ri join packets pk on pk.packet_id = ri.packet_id
        where ri.requisition_id = a.requisition_id and ri.product_id = a.component_product_id) as "InwardDate",
      a.operator as "Operator",
      s.shift_name as "ShiftName",
      coalesce((select string_agg(distinct su.supplier_code, ', ') from requisition_issues ri
        join suppliers su on su.supplier_id = ri.supplier_id
        where ri.requisition_id = a.requisition_id and ri.product_id = a.component_product_id), '') as "SupplierCode",
      made.product_img as "ProductImg",
      made.product_cd as "ProductCode",
      made.product_dscrptn as "ProductDscrptn"
    from tree t
    join requisitions r on r.requisition_id = t.requisition_id
    join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    join activity_reports a on a.requisition_id = t.requisition_id
    join products comp on comp.product_id = a.component_product_id
    join product_types pt on pt.product_type_id = comp.product_type_id
    join shifts s on s.shift_id = a.shift_id
    left join tree child on child.parent_requisition_id = t.requisition_id
      and child.via_product_id = a.component_product_id
    where t.level = ${scope.level} and (${through}::integer is null or t.via_product_id = ${through}::integer)
    order by a.activity_report_id
  `;
}
