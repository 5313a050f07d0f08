import { normalRequisitionNo, type TraceJob } from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The most a product code lists of its jobs. */
const productJobsMax = 100;

/** The one requisition a text names: an issued packet's QR code, an FG serial inside a mapped range, or a requisition number (first match in that order). */
function oneJobOf(text: string): SQL {
  const serial = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return sql`select id from (
      (select ri.requisition_id as id, 1 as rank from requisition_issues ri
        join packets p on p.packet_id = ri.packet_id
        where p.qr_code = ${text} order by ri.requisition_issue_id desc limit 1)
      union all
      (select f.requisition_id, 2 from fg_mappings f
        where f.from_no <= ${serial}::integer and f.to_no >= ${serial}::integer limit 1)
      union all
      (select r.requisition_id, 3 from requisitions r where r.requisition_no = ${normalRequisitionNo(text)})
    ) found
    order by rank
    limit 1`;
}

/**
 * The requisition a scanned text stands for (the return screen's lookup): the one job it names, else
 * for a product code its latest requisition with activity, else its latest requisition. One round
 * trip; undefined when nothing matches.
 */
export async function requisitionOfScan(db: Db, scanned: string): Promise<number | undefined> {
  const text = scanned.trim();
  if (!text) return undefined;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
    select id from (
      select id, 1 as rank from (${oneJobOf(text)}) one
      union all
      (select r.requisition_id, 2 from requisitions r
        join production_orders o on o.order_id = r.order_id
        join products pr on pr.product_id = o.product_id
        where lower(pr.product_cd) = lower(${text})
        order by exists (select 1 from consumption_events e where e.requisition_id = r.requisition_id) desc,
          r.requisition_id desc
        limit 1)
    ) found
    order by rank
    limit 1`),
  );
  return row ? Number(row.id) : undefined;
}

/**
 * The jobs a scan on the trace screen stands for: the one job an FG serial, requisition number or
 * packet names ("Job"); else, for a product code, that product's jobs newest first ("Product"),
 * for the user to pick one: a product code never guesses.
 */
export async function jobsOfScan(
  db: Db,
  scanned: string,
): Promise<{ ScannedAs: "Job" | "Product"; Jobs: TraceJob[] }> {
  const text = scanned.trim();
  const rows = rowsOf<TraceJob & { Single: boolean }>(
    await db.execute(sql`
    with one as (${oneJobOf(text)}),
    chosen as (
      select id, true as single from one
      union all
      (select r.requisition_id, false from requisitions r
        join production_orders o on o.order_id = r.order_id
        join products pr on pr.product_id = o.product_id
        where not exists (select 1 from one) and lower(pr.product_cd) = lower(${text})
        order by r.requisition_id desc
        limit ${productJobsMax})
    )
    select c.single as "Single", r.requisition_id as "RequisitionId", r.requisition_no as "RequisitionNo", o.order_no as "OrderNo",
      pr.product_cd as "ProductCode", r.created_date as "CreatedDate",
      coalesce((select json_agg(json_build_object('FromNo', f.from_no, 'ToNo', f.to_no) order by f.from_no)
        from fg_mappings f where f.requisition_id = r.requisition_id), '[]'::json) as "Serials"
    from chosen c
    join requisitions r on r.requisition_id = c.id
    join production_orders o on o.order_id = r.order_id
    join products pr on pr.product_id = o.product_id
    order by r.requisition_id desc`),
  );
  return {
    ScannedAs: rows.some((r) => r.Single) ? "Job" : "Product",
    Jobs: rows.map((r) => ({
      RequisitionId: Number(r.RequisitionId),
      RequisitionNo: r.RequisitionNo,
      OrderNo: r.OrderNo,
      ProductCode: r.ProductCode,
      Serials: r.Serials,
      CreatedDate: new Date(r.CreatedDate),
    })),
  };
}
