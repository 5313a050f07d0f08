import {
  type LedgerReason,
  type Milli,
  milliOf,
  multiplyQty,
  type PacketStatus,
  type PlantDay,
  packetsPerCommandMax,
  qtyText,
  stockMessages,
  subtractQty,
} from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";

export interface PacketBatch {
  /** How many packets: full ones of `piecesPerPacket`, the last holding the rest of `total`. */
  count: number;
  total: Milli;
  piecesPerPacket: Milli;
  /** The QR code of packet `n` (1-based) with packet id `id`, as SQL over those two names. */
  code: SQL;
  productId: number;
  supplierId: number | null;
  lot: { mrnLineId: number } | { producedByRequisitionId: number };
  /** The lot's receipt day: the MRN date, or the production receipt's plant day. */
  receivedOn: PlantDay;
  /** The supplier's lot and its expiry, as read off its label at quality check. */
  supplierLot?: string;
  supplierExpiry?: PlantDay | null;
  reason: Extract<LedgerReason, "qualityCheck" | "produce" | "packFg">;
  /** What the packets are made as: Packed (to put away), or Rejected (quality-check rejects awaiting disposition). */
  status: Extract<PacketStatus, "Packed" | "Rejected">;
  reference: string;
  userId: number | null;
  /** When it was done on the floor, if sent later (`X-Done-At`). */
  doneAt?: string | null;
}

/**
 * Makes a batch of packets (Packed or Rejected) and their ledger rows in two set-based statements (no bind
 * parameter per packet); at most `packetsPerCommandMax` packets, a '400' beyond. Answers the packets
 * in order.
 */
export async function makePackets(tx: Db, batch: PacketBatch) {
  if (batch.count === 0) return [];
  if (batch.count > packetsPerCommandMax) throw new BusinessRuleError(stockMessages.tooManyPackets);
  const last = subtractQty(batch.total, multiplyQty(batch.piecesPerPacket, batch.count - 1));
  const mrnLineId = "mrnLineId" in batch.lot ? batch.lot.mrnLineId : null;
  const requisitionId = "producedByRequisitionId" in batch.lot ? batch.lot.producedByRequisitionId : null;
  const made = await tx.execute<{ packet_id: number; qr_code: string; qty: string }>(sql`
    with numbered as (
      select n, nextval(pg_get_serial_sequence('packets', 'packet_id'))::integer as id
      from generate_series(1, ${batch.count}::integer) n
    ), made as (
      insert into packets (packet_id, qr_code, product_id, supplier_id, mrn_line_id, produced_by_requisition_id, qty, status,
                           received_on, supplier_lot, supplier_expiry)
      select id, ${batch.code}, ${batch.productId}::integer, ${batch.supplierId}::integer, ${mrnLineId}::integer,
        ${requisitionId}::integer,
        case when n = ${batch.count}::integer then ${qtyText(last)}::numeric else ${qtyText(batch.piecesPerPacket)}::numeric end,
        ${batch.status}, ${batch.receivedOn}::date, ${batch.supplierLot ?? ""}, ${batch.supplierExpiry ?? null}::date
      from numbered
      returning packet_id, qr_code, qty, product_id
    ), logged as (
      insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, reason, reference, user_id, done_at)
      select packet_id, product_id, qty, null, ${batch.status}, ${batch.reason}, ${batch.reference}, ${batch.userId}::integer,
        ${batch.doneAt ?? null}::timestamptz
      from made
    )
    select packet_id, qr_code, qty::text as qty from made order by packet_id`);
  return (made as unknown as { rows: Array<{ packet_id: number; qr_code: string; qty: string }> }).rows.map(
    (r) => ({ packetId: Number(r.packet_id), qrCode: r.qr_code, qty: milliOf(r.qty) }),
  );
}
