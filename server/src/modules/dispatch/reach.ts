import type { CustomerReach, DispatchedPacket } from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";

/** A dispatched packet's serials as ranges: those it left with, less those returned when `lessReturned`. */
const serialsOf = (packetId: SQL, lessReturned: boolean) => sql`
  select min(n) as from_no, max(n) as to_no
  from (select n, n - row_number() over (order by n) as island
        from packet_serials ps, generate_series(ps.from_no, ps.to_no) n
        where ps.packet_id = ${packetId}
          and not exists (select 1 from customer_return_serials crs
            where ${lessReturned}::boolean and crs.dispatched_packet_id = ${packetId} and crs.serial_no = n)) kept
  group by island`;

/**
 * The customers that packets reached, as one JSON value: `packetIds` is a query of a `packet_id` column (any
 * number of packets: a recall's genealogy, or one serial's packet), never a list of bound values. Each packet
 * is found in dispatch_packets by its unique packet index, the rest by primary keys; the customers (by code)
 * and the dispatched packets (by customer, time, dispatch, packet) are each cut at `limit`, the counts whole.
 * `reach` "held" is what customers still hold (a recall's notice: units they returned are no longer theirs);
 * "shipped" is every dispatch as it left (a serial's history).
 */
export const customerReachJson = (packetIds: SQL, limit: number, reach: "held" | "shipped" = "held") => sql`(
  with shipped as materialized (
    select dp.dispatch_id, dp.packet_id, dp.qty - coalesce(r.returned, 0) as qty, o.customer_id
    from (${packetIds}) x (packet_id)
    join dispatch_packets dp on dp.packet_id = x.packet_id
    join dispatches d on d.dispatch_id = dp.dispatch_id
    join dispatch_orders o on o.dispatch_order_id = d.dispatch_order_id
    left join lateral (select count(*)::integer as returned from customer_return_serials crs
      where ${reach === "held"}::boolean and crs.dispatched_packet_id = dp.packet_id) r on true
    where dp.qty > coalesce(r.returned, 0)
  )
  select json_build_object(
    'Customers', (select coalesce(json_agg(c), '[]'::json) from (
      select cu.customer_code as "CustomerCode", cu.customer_name as "CustomerName",
        cu.contact_person as "ContactPerson", cu.mobile_no as "MobileNo", cu.email as "Email",
        n.dispatches as "Dispatches", n.units as "Units"
      from (select s.customer_id, count(distinct s.dispatch_id)::integer as dispatches,
              sum(s.qty)::integer as units
            from shipped s group by s.customer_id) n
      join customers cu on cu.customer_id = n.customer_id
      order by cu.customer_code limit ${limit}) c),
    'Dispatched', (select coalesce(json_agg(u), '[]'::json) from (
      select cu.customer_code as "CustomerCode", cu.customer_name as "CustomerName",
        d.dispatch_id as "DispatchId", d.dispatched_at as "DispatchedAt", o.erp_order_no as "ErpOrderNo",
        d.document_no as "DocumentNo", d.vehicle_no as "VehicleNo", pr.product_cd as "ProductCode",
        pk.qr_code as "QRCode", s.qty as "Qty",
        (select coalesce(json_agg(json_build_object('FromNo', k.from_no, 'ToNo', k.to_no) order by k.from_no),
          '[]'::json) from (${serialsOf(sql`s.packet_id`, reach === "held")}) k) as "Serials"
      from shipped s
      join dispatches d on d.dispatch_id = s.dispatch_id
      join dispatch_orders o on o.dispatch_order_id = d.dispatch_order_id
      join customers cu on cu.customer_id = s.customer_id
      join packets pk on pk.packet_id = s.packet_id
      join products pr on pr.product_id = pk.product_id
      order by cu.customer_code, d.dispatched_at, d.dispatch_id, pk.qr_code limit ${limit}) u),
    'Counts', (select json_build_object('Customers', count(distinct customer_id), 'Packets', count(*),
      'Units', coalesce(sum(qty), 0)) from shipped))
)`;

/** The JSON of `customerReachJson` as read: times as text, counts perhaps as text. */
export type CustomerReachJson = Omit<CustomerReach, "Dispatched"> & {
  Dispatched: Array<Omit<DispatchedPacket, "DispatchedAt"> & { DispatchedAt: string }>;
};

/** A reach as answered. */
export const customerReachOf = (r: CustomerReachJson): CustomerReach => ({
  Customers: r.Customers,
  Dispatched: r.Dispatched.map((p) => ({ ...p, DispatchedAt: new Date(p.DispatchedAt) })),
  Counts: {
    Customers: Number(r.Counts.Customers),
    Packets: Number(r.Counts.Packets),
    Units: Number(r.Counts.Units),
  },
});
