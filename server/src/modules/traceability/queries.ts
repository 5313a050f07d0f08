import {
  type CustomerReach,
  type DispatchedPacket,
  normalRequisitionNo,
  type RecallAsk,
  recallRowsMax,
  type TraceRow,
  type WhereUsedRow,
} from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { rowsOf } from "../../db/rows.js";
import { type CustomerReachJson, customerReachJson, customerReachOf } from "../dispatch/index.js";
import { genealogy, lotExists } from "../recall/index.js";

/**
 * One job's trace: a row per (event, packet) with what that event (an activity submission) used of
 * the packet, the event's stage, operator and shift, and the packet's lot (MRN and supplier, or the
 * requisition that produced it); an event that used nothing, a row per raw material of the job with
 * Qty 0. A later job never changes the answer: only consumptions recorded against this job count.
 * Names are looked up by scalar subqueries: eight joined relations keep PostgreSQL's planning cheap.
 * Prepared by name: planning it (13-15 ms on the bench machine) cost 20 times its run (0.6 ms).
 */
export async function traceRows(db: Db, requisitionId: number): Promise<TraceRow[]> {
  return traceRowsOf(await traceByIdStatement(db).execute({ requisitionId }));
}

/**
 * A drill: the trace of the job `requisitionNo` names when that job made `productCode` (else no rows), the job
 * found in the same statement.
 */
export async function traceRowsOfMade(
  db: Db,
  requisitionNo: string,
  productCode: string,
): Promise<TraceRow[]> {
  return traceRowsOf(
    await traceOfMadeStatement(db).execute({
      requisitionNo: normalRequisitionNo(requisitionNo),
      productCode,
    }),
  );
}

type TraceRowAsRead = Omit<TraceRow, "InwardDate" | "EventAt" | "Qty" | "MRNID"> & {
  InwardDate: string | null;
  EventAt: string;
  Qty: string;
  MRNID: number | string | null;
};

const traceRowsOf = (rows: TraceRowAsRead[]): TraceRow[] =>
  rows.map((r) => ({
    ...r,
    InwardDate: r.InwardDate === null ? null : new Date(r.InwardDate),
    EventAt: new Date(r.EventAt),
    Qty: Number(r.Qty),
    MRNID: r.MRNID === null ? null : Number(r.MRNID),
  }));

/** The trace of the job `jobIs` chooses (a condition on its requisition `r` and made product `made`). */
export function traceSelect(db: Db, jobIs: SQL) {
  return db
    .select({
      RMCode: sql<string>`comp.product_cd`,
      RequisitionNo: sql<string>`coalesce(producer.requisition_no, job.requisition_no)`,
      IsIntermediate: sql<number>`case when pk.produced_by_requisition_id is null then 0 else
        (select count(*) from consumption_events x where x.requisition_id = pk.produced_by_requisition_id)::integer
      end`,
      Stage: sql<TraceRow["Stage"]>`e.stage`,
      Type: sql<string>`(select pt.product_type_name from product_types pt where pt.product_type_id = comp.product_type_id)`,
      InwardDate: sql<
        string | null
      >`coalesce(pk.inward_at, (select m.mrn_date from mrns m where m.mrn_id = ml.mrn_id))`,
      Operator: sql<string>`e.operator`,
      ShiftName: sql<string>`(select s.shift_name from shifts s where s.shift_id = e.shift_id)`,
      SupplierCode: sql<string>`coalesce((select su.supplier_code from suppliers su where su.supplier_id = pk.supplier_id), '')`,
      ProductImg: sql<string>`job.product_img`,
      ProductCode: sql<string>`job.product_cd`,
      ProductDscrptn: sql<string>`job.product_dscrptn`,
      QRCode: sql<string>`coalesce(pk.qr_code, '')`,
      MRNID: sql<number | null>`ml.mrn_id`,
      SupplierLot: sql<string>`coalesce(pk.supplier_lot, '')`,
      ProducedByRequisitionNo: sql<string | null>`producer.requisition_no`,
      Qty: sql<string>`coalesce(c.qty, 0)::text`,
      EventId: sql<number>`e.event_id`,
      EventAt: sql<string>`e.created_at`,
      JobRequisitionNo: sql<string>`job.requisition_no`,
      JobOrderNo: sql<string>`job.order_no`,
      JobSerials: sql<TraceRow["JobSerials"]>`job.serials`,
    })
    .from(sql`(
      select r.requisition_id, r.requisition_no, o.order_no, made.product_img, made.product_cd, made.product_dscrptn,
        coalesce((select json_agg(json_build_object('FromNo', f.from_no, 'ToNo', f.to_no) order by f.from_no)
          from fg_mappings f where f.requisition_id = r.requisition_id), '[]'::json) as serials
      from requisitions r
      join production_orders o on o.order_id = r.order_id
      join products made on made.product_id = o.product_id
      where ${jobIs}
    ) job
    join consumption_events e on e.requisition_id = job.requisition_id
    left join consumptions c on c.event_id = e.event_id
    left join requisition_issues ri on ri.requisition_issue_id = c.requisition_issue_id
    left join packets pk on pk.packet_id = ri.packet_id
    left join requisition_lines rl on c.consumption_id is null and rl.requisition_id = e.requisition_id
    join products comp on comp.product_id = coalesce(pk.product_id, rl.component_product_id)
    left join mrn_lines ml on ml.mrn_line_id = pk.mrn_line_id
    left join requisitions producer on producer.requisition_id = pk.produced_by_requisition_id`)
    .orderBy(sql`e.event_id`, sql`ri.requisition_issue_id`, sql`comp.product_cd`);
}

/** The job of `traceSelect` by its requisition id (the bench runs this one raw, prepared as here). */
export const traceJobById = () => sql`r.requisition_id = ${sql.placeholder("requisitionId")}::integer`;

const traceByIdStatement = preparedStatement("trace_rows", (db, name) =>
  traceSelect(db, traceJobById()).prepare(name),
);
const traceOfMadeStatement = preparedStatement("trace_rows_of_made", (db, name) =>
  traceSelect(
    db,
    sql`r.requisition_no = ${sql.placeholder("requisitionNo")}
      and lower(made.product_cd) = lower(${sql.placeholder("productCode")}::text)`,
  ).prepare(name),
);

/**
 * Where-used (recall): the packets a scanned text stands for (a packet QR code and the packets
 * split or returned from it; else an MRN id; else a PO number), every requisition they were
 * issued to and not given back whole, and on up through the requisitions that used those
 * requisitions' output, with each issue's issued, returned and consumed quantities and the FG
 * serial ranges mapped to each. One recursive query.
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
    ), used (requisition_id, level, requisition_issue_id, path) as (
      select ri.requisition_id, 0, ri.requisition_issue_id, array[ri.requisition_id]
      from lot_packets lp join requisition_issues ri on ri.packet_id = lp.packet_id
      where ri.qty > (select coalesce(sum(sr.qty), 0) from stock_returns sr
        where sr.requisition_issue_id = ri.requisition_issue_id)
      union all
      select ri.requisition_id, u.level + 1, ri.requisition_issue_id, u.path || ri.requisition_id
      from used u
      join packets pk on pk.produced_by_requisition_id = u.requisition_id
      join requisition_issues ri on ri.packet_id = pk.packet_id
      where u.level < 50 and not ri.requisition_id = any(u.path)
        and ri.qty > (select coalesce(sum(sr.qty), 0) from stock_returns sr
          where sr.requisition_issue_id = ri.requisition_issue_id)
    )
    select distinct
      u.level as "Level",
      r.requisition_no as "RequisitionNo",
      made.product_cd as "ProductCode",
      made.product_dscrptn as "ProductDscrptn",
      pt.product_type_name as "Type",
      pk.qr_code as "QRCode",
      pk.supplier_lot as "SupplierLot",
      (ri.qty - returned.qty)::text as "Qty",
      ri.qty::text as "Issued",
      returned.qty::text as "Returned",
      consumed.qty::text as "Consumed",
      f.from_no as "FromNo",
      f.to_no as "ToNo"
    from used u
    join requisition_issues ri on ri.requisition_issue_id = u.requisition_issue_id
    join requisitions r on r.requisition_id = u.requisition_id
    join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    join product_types pt on pt.product_type_id = made.product_type_id
    join packets pk on pk.packet_id = ri.packet_id
    cross join lateral (select coalesce(sum(sr.qty), 0) as qty from stock_returns sr
      where sr.requisition_issue_id = ri.requisition_issue_id) returned
    cross join lateral (select coalesce(sum(c.qty), 0) as qty from consumptions c
      where c.requisition_issue_id = ri.requisition_issue_id) consumed
    left join fg_mappings f on f.requisition_id = u.requisition_id
    order by "Level", "RequisitionNo", "QRCode", "FromNo"
  `),
  );
  return rows.map((r) => ({
    ...r,
    Qty: Number(r.Qty),
    Issued: Number(r.Issued),
    Returned: Number(r.Returned),
    Consumed: Number(r.Consumed),
  }));
}

/**
 * The dispatches of one FG serial: its job (the mapping holding it, found as the trace finds it), that job's
 * packets whose serials hold it and that left in a dispatch. Oldest first: after a return a serial may leave again.
 */
export async function serialDispatchRows(db: Db, serial: number): Promise<DispatchedPacket[]> {
  const [row] = rowsOf<{ reach: CustomerReachJson }>(
    await db.execute(
      sql`select ${customerReachJson(
        sql`select pk.packet_id
        from (select f.requisition_id from fg_mappings f
              where f.from_no <= ${serial}::integer and f.to_no >= ${serial}::integer limit 1) job
        join packets pk on pk.produced_by_requisition_id = job.requisition_id
        join packet_serials ps on ps.packet_id = pk.packet_id
        where ps.from_no <= ${serial}::integer and ps.to_no >= ${serial}::integer`,
        recallRowsMax,
        "shipped",
      )} as reach`,
    ),
  );
  return customerReachOf(row.reach).Dispatched.sort(
    (a, b) => a.DispatchedAt.getTime() - b.DispatchedAt.getTime() || a.DispatchId - b.DispatchId,
  );
}

/**
 * Where-used's customers: the lot a scanned text stands for, read as Where Used reads it (a packet QR code, else
 * an MRN id, else a PO number), followed to every packet made of it at any depth (the recall's genealogy), and
 * the customers and dispatches those packets reached. A text naming no lot reaches no one.
 */
export async function whereDispatchedRows(db: Db, scanned: string): Promise<CustomerReach> {
  const text = scanned.trim();
  const asks: RecallAsk[] = [
    { kind: "QRCode", qrCode: text },
    ...(/^\d{1,9}$/.test(text) ? [{ kind: "MRNID" as const, mrnId: Number(text) }] : []),
    { kind: "PONumber", poNumber: text },
  ];
  for (const ask of asks) {
    if (!(await lotExists(db, ask))) continue;
    const [row] = rowsOf<{ reach: CustomerReachJson }>(
      await db.execute(sql`${genealogy(ask)}
        select ${customerReachJson(sql`select packet_id from derived`, recallRowsMax)} as reach`),
    );
    return customerReachOf(row.reach);
  }
  return { Customers: [], Dispatched: [], Counts: { Customers: 0, Packets: 0, Units: 0 } };
}
