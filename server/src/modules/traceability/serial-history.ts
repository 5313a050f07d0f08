import type { SerialHistoryRow } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";

/**
 * What happened to one FG serial, oldest first (ties in the order things happen to a unit): mapped on its job (the
 * mapping holding it; the packet Final Production packed it in, while that packet still holds it), each dispatch of a
 * packet of that job holding it, each customer return of it (the packet it came back in), each rework (its job) and
 * each mapping again (the new packet). A serial no mapping holds has no history.
 */
export async function serialHistoryRows(db: Db, serial: number): Promise<SerialHistoryRow[]> {
  const rows = rowsOf<Omit<SerialHistoryRow, "At"> & { At: Date | string }>(
    await db.execute(sql`
      with s (n) as (select ${serial}::integer),
      job as (
        select f.requisition_id, f.created_at from fg_mappings f, s where f.from_no <= s.n and f.to_no >= s.n limit 1),
      reworks as (select w.* from rework_serials w, s where w.serial_no = s.n),
      held as (
        select pk.packet_id, pk.qr_code from job
        join packets pk on pk.produced_by_requisition_id = job.requisition_id
        join packet_serials ps on ps.packet_id = pk.packet_id, s
        where ps.from_no <= s.n and ps.to_no >= s.n)
      select "Event", "At", "RequisitionNo", "QRCode", "DispatchId", "DocumentNo", "CustomerCode" from (
      select 'Mapped' as "Event", 1 as rank, job.created_at as "At", r.requisition_no as "RequisitionNo",
        (select h.qr_code from held h
         where exists (select 1 from stock_ledger l where l.packet_id = h.packet_id and l.reason = 'packFg')
           and not exists (select 1 from reworks w where w.remapped_packet_id = h.packet_id)
         order by h.packet_id limit 1) as "QRCode",
        null::integer as "DispatchId", null::text as "DocumentNo", null::text as "CustomerCode"
      from job join requisitions r on r.requisition_id = job.requisition_id
      union all
      select 'Dispatched', 2, d.dispatched_at, r.requisition_no, h.qr_code, d.dispatch_id, d.document_no,
        cu.customer_code
      from held h
      join dispatch_packets dp on dp.packet_id = h.packet_id
      join dispatches d on d.dispatch_id = dp.dispatch_id
      join dispatch_orders o on o.dispatch_order_id = d.dispatch_order_id
      join customers cu on cu.customer_id = o.customer_id
      cross join job join requisitions r on r.requisition_id = job.requisition_id
      union all
      select 'Returned', 3, cr.returned_at, r.requisition_no, pk.qr_code, d.dispatch_id, d.document_no,
        cu.customer_code
      from customer_return_serials crs
      join s on crs.serial_no = s.n
      join customer_returns cr on cr.return_id = crs.return_id
      join packets pk on pk.packet_id = crs.packet_id
      join requisitions r on r.requisition_id = pk.produced_by_requisition_id
      join dispatches d on d.dispatch_id = cr.dispatch_id
      join dispatch_orders o on o.dispatch_order_id = d.dispatch_order_id
      join customers cu on cu.customer_id = o.customer_id
      union all
      select 'Reworked', 4, w.reworked_at, r.requisition_no, pk.qr_code, null, null, null
      from reworks w
      join packets pk on pk.packet_id = w.return_packet_id
      join requisitions r on r.requisition_id = w.requisition_id
      union all
      select 'MappedAgain', 5, w.remapped_at, r.requisition_no, pk.qr_code, null, null, null
      from reworks w
      join packets pk on pk.packet_id = w.remapped_packet_id
      join requisitions r on r.requisition_id = w.requisition_id) e
      order by "At", rank`),
  );
  return rows.map((r) => ({ ...r, At: new Date(r.At) }));
}
