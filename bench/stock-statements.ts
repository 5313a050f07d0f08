import type pg from "pg";
import { prepared } from "./measure.js";

/**
 * The stock kernel's shared statements as the app sends them (lots.ts, ledger.ts), for the raw loops
 * of the sections that run its commands.
 */

/** Packets by code with product, supplier and lot, locked in id order (lots.ts `lockedPackets`). */
const lockedPacketsWhere = (where: string) => `
  select p.packet_id, p.qr_code, p.product_id, pr.product_cd, p.supplier_id, coalesce(s.supplier_code, ''), p.qty, p.status,
         p.hold_reason, case when p.status in ('OnHold', 'Rejected') then (
           select max(rp.recall_id) from (select p.packet_id as packet_id) bound
           join recall_packets rp on rp.packet_id = bound.packet_id join recalls r on r.recall_id = rp.recall_id
           where r.status = 'Open') end as recall_id,
         p.bin_id, p.inward_at, p.received_on, p.mrn_line_id, p.parent_packet_id, l.mrn_id, p.produced_by_requisition_id,
         producer.requisition_no
  from packets p join products pr on pr.product_id = p.product_id left join suppliers s on s.supplier_id = p.supplier_id
  left join mrn_lines l on l.mrn_line_id = p.mrn_line_id
  left join requisitions producer on producer.requisition_id = p.produced_by_requisition_id
  where ${where} order by p.packet_id for update of p`;

export const lockPacket = prepared("bench_lock_packet_by_code", lockedPacketsWhere("p.qr_code = $1"));
export const lockPackets = prepared("bench_lock_packets_by_codes", lockedPacketsWhere("p.qr_code = any($1)"));

/**
 * The ledger's insert of the rows in parameters $first.. $first + 10 (ledger.ts `ledgerInsert`), as `ledgerValues` gives
 * them, and of `moreRows` (a select of the same 11 columns) after them.
 */
export const ledgerInsertFrom = (first: number, moreRows?: string) => {
  const types = [
    "integer",
    "integer",
    "numeric",
    "text",
    "integer",
    "text",
    "integer",
    "text",
    "text",
    "integer",
    "integer",
  ];
  return `insert into stock_ledger (ledger_id, packet_id, product_id, qty, from_status, from_bin_id, to_status, to_bin_id,
                             reason, reference, user_id, at, receipt_supplier_id)
   select nextval(pg_get_serial_sequence('stock_ledger', 'ledger_id')), e.packet_id, e.product_id, e.qty, e.from_status,
          e.from_bin_id, e.to_status, e.to_bin_id, e.reason, e.reference, e.user_id, now(), e.receipt_supplier_id
   from (select * from unnest(${types.map((t, i) => `$${first + i}::${t}[]`).join(", ")})
         ${moreRows ? `union all ${moreRows}` : ""})
     as e(packet_id, product_id, qty, from_status, from_bin_id, to_status, to_bin_id, reason, reference, user_id,
          receipt_supplier_id)`;
};

const appendLedgerStatement = prepared("bench_stock_ledger_append", ledgerInsertFrom(1));

/** One ledger row as ledger.ts `appendLedger` takes it. */
export interface LedgerMove {
  packetId: number;
  productId: number;
  qty: number | string;
  from: string | null;
  fromBin: number | null;
  to: string | null;
  toBin: number | null;
  reason: string;
  reference: string;
  receiptSupplierId: number | null;
  userId: number;
}

/** The moves as the ledger insert's column arrays. */
export const ledgerValues = (moves: LedgerMove[]) => [
  moves.map((e) => e.packetId),
  moves.map((e) => e.productId),
  moves.map((e) => e.qty),
  moves.map((e) => e.from),
  moves.map((e) => e.fromBin),
  moves.map((e) => e.to),
  moves.map((e) => e.toBin),
  moves.map((e) => e.reason),
  moves.map((e) => e.reference),
  moves.map((e) => e.userId),
  moves.map((e) => e.receiptSupplierId),
];

/** Appends the moves in one statement, as column arrays (ledger.ts). */
export const appendLedger = (c: pg.PoolClient, moves: LedgerMove[]) =>
  c.query(appendLedgerStatement(ledgerValues(moves)));
