import {
  type CustomerReach,
  type RecallAsk,
  type RecallCounts,
  type RecallPacket,
  type RecallRequisition,
  type RecallSerialRange,
  recallRowsMax,
} from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { type CustomerReachJson, customerReachJson, customerReachOf } from "../dispatch/index.js";

/** The lot's own packets, by how it was asked (a packet: it and what was split or returned from it, at any depth). */
function lotPackets(ask: RecallAsk): SQL {
  switch (ask.kind) {
    case "MRNID":
      return sql`select pk.packet_id, pk.status, pk.qty from mrn_lines ml join packets pk on pk.mrn_line_id = ml.mrn_line_id
        where ml.mrn_id = ${ask.mrnId}::integer`;
    case "PONumber":
      return sql`select pk.packet_id, pk.status, pk.qty from mrns m join mrn_lines ml on ml.mrn_id = m.mrn_id
        join packets pk on pk.mrn_line_id = ml.mrn_line_id where m.po_number = ${ask.poNumber}`;
    case "Supplier":
      return sql`select pk.packet_id, pk.status, pk.qty from mrns m join mrn_lines ml on ml.mrn_id = m.mrn_id
        join packets pk on pk.mrn_line_id = ml.mrn_line_id
        where m.supplier_id = (select s.supplier_id from suppliers s where s.supplier_code = ${ask.supplierCode})
          and m.mrn_date between ${ask.fromDate}::date and ${ask.toDate}::date`;
    case "QRCode":
      return sql`select packet_id, status, qty from packets where qr_code = ${ask.qrCode}
        union
        select c.packet_id, c.status, c.qty from lot_packets s join packets c on c.parent_packet_id = s.packet_id`;
  }
}

/** Whether the lot as asked exists at all (an MRN, a PO, a packet, a supplier), packets made of it or not. */
function lotKnown(ask: RecallAsk): SQL {
  switch (ask.kind) {
    case "MRNID":
      return sql`exists (select 1 from mrns where mrn_id = ${ask.mrnId}::integer)`;
    case "PONumber":
      return sql`exists (select 1 from mrns where po_number = ${ask.poNumber})`;
    case "Supplier":
      return sql`exists (select 1 from suppliers where supplier_code = ${ask.supplierCode})`;
    case "QRCode":
      return sql`exists (select 1 from packets where qr_code = ${ask.qrCode})`;
  }
}

// An issue given back whole put nothing of the lot into its requisition (as Where Used counts it).
const keptIssue = sql`ri.qty > coalesce((select sum(sr.qty) from stock_returns sr
  where sr.requisition_issue_id = ri.requisition_issue_id), 0)`;

/**
 * The genealogy of a lot, set-based in one recursive WITH: `lot_packets` (the lot's own packets; splits and
 * returns keep the lot, so they are among them), `reached` (every requisition a packet of the lot, or of a
 * reached requisition's output, was issued to and not given back whole: through intermediate jobs to any
 * depth; UNION keeps each requisition once, so it ends after at most as many steps as there are requisitions),
 * `derived` (the lot's packets and every packet a reached requisition produced, with their splits and returns),
 * and `live` (those in stock, or issued with something unused).
 */
export function genealogy(ask: RecallAsk): SQL {
  return sql`with recursive
    lot_packets (packet_id, status, qty) as (${lotPackets(ask)}),
    reached (requisition_id) as (
      select ri.requisition_id from lot_packets lp join requisition_issues ri on ri.packet_id = lp.packet_id
      where ${keptIssue}
      union
      select ri.requisition_id from reached x
      join packets pk on pk.produced_by_requisition_id = x.requisition_id
      join requisition_issues ri on ri.packet_id = pk.packet_id
      where ${keptIssue}
    ),
    derived (packet_id, status, qty) as (
      select packet_id, status, qty from lot_packets
      union
      select made.packet_id, made.status, made.qty from reached x
      cross join lateral (select p.packet_id, p.status, p.qty from packets p
        where p.produced_by_requisition_id = x.requisition_id offset 0) made
    ),
    live as (
      select packet_id, status from derived
      where status in ('Packed', 'InBin', 'OnHold', 'Rejected') or (status = 'Issued' and qty > 0)
    )`;
}

// The planner cannot guess how few rows a recursive step yields and would hash whole tables to join them: each
// row's details are looked up in a LATERAL subquery (LIMIT/OFFSET keep it from being flattened), by its keys.

/** A requisition's order and product, for the row of `reached` aliased x. */
const jobOf = (requisitionId: SQL) => sql`cross join lateral (
    select r.requisition_no, r.qty, o.order_no, made.product_cd, made.product_dscrptn, made.product_type_id
    from requisitions r join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    where r.requisition_id = ${requisitionId} limit 1) j`;

/** A recall's serial ranges (of the requisitions in `reached`), requisitions and packets, as JSON. */
export const serialsJson = (
  reached: SQL,
  limit: number,
) => sql`(select coalesce(json_agg(s), '[]'::json) from (
    select j.requisition_no as "RequisitionNo", j.order_no as "OrderNo", j.product_cd as "ProductCode",
      f.from_no as "FromNo", f.to_no as "ToNo", f.qty as "Qty", f.created_at as "MappedAt"
    from ${reached} x
    cross join lateral (select * from fg_mappings m where m.requisition_id = x.requisition_id offset 0) f
    ${jobOf(sql`x.requisition_id`)}
    order by f.from_no limit ${limit}) s)`;

export const requisitionsJson = (
  reached: SQL,
  limit: number,
) => sql`(select coalesce(json_agg(q), '[]'::json) from (
    select j.requisition_no as "RequisitionNo", j.order_no as "OrderNo", j.product_cd as "ProductCode",
      j.product_dscrptn as "ProductName",
      (select pt.product_type_name from product_types pt where pt.product_type_id = j.product_type_id) as "Type",
      j.qty as "Qty"
    from ${reached} x ${jobOf(sql`x.requisition_id`)}
    order by j.requisition_no limit ${limit}) q)`;

/**
 * A packet as a recall lists it, looked up by `packetId` (a column of the row it is joined to) as the LATERAL
 * subquery `p`: code, product, quantity, state, bin, the requisition it is at when Issued, and its lot.
 */
export const packetRow = (packetId: SQL) => sql`cross join lateral (
    select pk.qr_code as "QRCode", prod.product_cd as "ProductCode", prod.product_dscrptn as "ProductName",
      pk.qty as "Qty", pk.status as "Status", pk.hold_reason as "HoldReason",
      (select b.col_address from bins b where b.bin_id = pk.bin_id) as "ColAddress",
      case when pk.status = 'Issued' then (select r.requisition_no from requisition_issues i
        join requisitions r on r.requisition_id = i.requisition_id where i.packet_id = pk.packet_id) end as "IssuedTo",
      coalesce('MRN ' || (select ml.mrn_id from mrn_lines ml where ml.mrn_line_id = pk.mrn_line_id),
        (select r.requisition_no from requisitions r where r.requisition_id = pk.produced_by_requisition_id), '')
        as "Lot",
      pk.supplier_lot as "SupplierLot"
    from packets pk join products prod on prod.product_id = pk.product_id
    where pk.packet_id = ${packetId} limit 1) p`;

/** A serial range as the JSON of `serialsJson` carries it: the time as text. */
export type SerialRangeJson = Omit<RecallSerialRange, "MappedAt"> & { MappedAt: string };

/** The serial ranges of `serialsJson` as answered. */
export const serialRangesOf = (rows: SerialRangeJson[]): RecallSerialRange[] =>
  rows.map((s) => ({ ...s, MappedAt: new Date(s.MappedAt) }));

export interface PreviewRows {
  known: boolean;
  counts: RecallCounts;
  serials: RecallSerialRange[];
  requisitions: RecallRequisition[];
  packets: RecallPacket[];
  toNotify: CustomerReach;
}

/** The preview of a lot's recall in one statement (the bench runs it raw). */
export function previewQuery(ask: RecallAsk, limit = recallRowsMax): SQL {
  const reached = sql`reached`;
  return sql`${genealogy(ask)}
    select ${lotKnown(ask)} as known,
      (select json_build_object(
        'SerialRanges', count(*), 'SerialUnits', coalesce(sum(f.qty), 0))
        from reached x
        cross join lateral (select m.qty from fg_mappings m where m.requisition_id = x.requisition_id offset 0) f)
        as serial_counts,
      (select count(*)::integer from reached) as requisition_count,
      (select json_build_object(
        'ToHold', count(*) filter (where status in ('InBin', 'Packed')),
        'AlreadyHeld', count(*) filter (where status in ('OnHold', 'Rejected')),
        'AtProduction', count(*) filter (where status = 'Issued')) from live) as packet_counts,
      ${serialsJson(reached, limit)} as serials,
      ${requisitionsJson(reached, limit)} as requisitions,
      (select coalesce(json_agg(x), '[]'::json) from (
        select p.* from live l ${packetRow(sql`l.packet_id`)}
        order by p."Status" <> 'Issued' desc, p."ColAddress" nulls last, p."QRCode" limit ${limit}) x) as packets,
      ${customerReachJson(sql`select packet_id from derived`, limit)} as to_notify`;
}

/** Recall/PreviewRecall's rows: whether the lot exists, the counts, and the lists (each cut at `limit`). */
export async function previewRows(db: Db, ask: RecallAsk, limit = recallRowsMax): Promise<PreviewRows> {
  const [row] = rowsOf<{
    known: boolean;
    serial_counts: { SerialRanges: number; SerialUnits: number };
    requisition_count: number;
    packet_counts: { ToHold: number; AlreadyHeld: number; AtProduction: number };
    serials: SerialRangeJson[];
    requisitions: RecallRequisition[];
    packets: RecallPacket[];
    to_notify: CustomerReachJson;
  }>(await db.execute(previewQuery(ask, limit)));
  return {
    known: row.known,
    counts: {
      SerialRanges: Number(row.serial_counts.SerialRanges),
      SerialUnits: Number(row.serial_counts.SerialUnits),
      Requisitions: Number(row.requisition_count),
      ToHold: Number(row.packet_counts.ToHold),
      AlreadyHeld: Number(row.packet_counts.AlreadyHeld),
      AtProduction: Number(row.packet_counts.AtProduction),
    },
    serials: serialRangesOf(row.serials),
    requisitions: row.requisitions,
    packets: row.packets.map((p) => ({ ...p, Qty: Number(p.Qty) })),
    toNotify: customerReachOf(row.to_notify),
  };
}

/**
 * The packets a recall's customers received units of: the lot's own packets and every packet its requisitions
 * (as the recall reached them) produced, for `customerReachJson`.
 */
export const recallOutputPackets = (ask: RecallAsk, recallId: number) => sql`with recursive
    lot_packets (packet_id, status, qty) as (${lotPackets(ask)})
  select packet_id from lot_packets
  union
  select made.packet_id from recall_requisitions x
  cross join lateral (select p.packet_id from packets p
    where p.produced_by_requisition_id = x.requisition_id offset 0) made
  where x.recall_id = ${recallId}::integer`;

/** Whether the lot as asked exists (an MRN, a PO number, a packet, a supplier). */
export async function lotExists(db: Db, ask: RecallAsk): Promise<boolean> {
  const [row] = rowsOf<{ known: boolean }>(await db.execute(sql`select ${lotKnown(ask)} as known`));
  return row.known;
}

/** What the lot reaches now, for the recall command: the requisitions and the live packets' ids. */
export async function scopeOf(db: Db, ask: RecallAsk) {
  const [row] = rowsOf<{ requisitions: number[]; packets: number[] }>(
    await db.execute(sql`${genealogy(ask)}
      select (select coalesce(json_agg(requisition_id), '[]'::json) from reached) as requisitions,
        (select coalesce(json_agg(packet_id), '[]'::json) from live) as packets`),
  );
  return { requisitionIds: row.requisitions.map(Number), packetIds: row.packets.map(Number) };
}
