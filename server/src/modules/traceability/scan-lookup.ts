import { normalRequisitionNo } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * The requisition a scanned text stands for, in this order: an issued packet's QR code, an FG
 * serial inside a mapped range, a requisition number, or a product code (its latest requisition
 * with activity, else its latest requisition). One round trip; undefined when nothing matches.
 */
export async function requisitionOfScan(db: Db, scanned: string): Promise<number | undefined> {
  const text = scanned.trim();
  if (!text) return undefined;
  const serial = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const result = await db.execute(sql`
    select id from (
      (select ri.requisition_id as id, 1 as rank from requisition_issues ri
        join packets p on p.packet_id = ri.packet_id
        where p.qr_code = ${text} order by ri.requisition_issue_id desc limit 1)
      union all
      (select f.requisition_id, 2 from fg_mappings f
        where f.from_no <= ${serial}::integer and f.to_no >= ${serial}::integer limit 1)
      union all
      (select r.requisition_id, 3 from requisitions r where r.requisition_no = ${normalRequisitionNo(text)})
      union all
      (select r.requisition_id, 4 from requisitions r
        join production_orders o on o.order_id = r.order_id
        join products pr on pr.product_id = o.product_id
        where lower(pr.product_cd) = lower(${text})
        order by exists (select 1 from activity_reports a where a.requisition_id = r.requisition_id) desc,
          r.requisition_id desc
        limit 1)
    ) found
    order by rank
    limit 1`);
  const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  return row ? Number(row.id) : undefined;
}
