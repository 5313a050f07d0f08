import type { PacketStatus } from "@wms/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { mrnLines, packets, products, requisitions, suppliers } from "../../db/schema/index.js";
import { openRecallOf } from "./recall-lookup.js";

const producer = alias(requisitions, "producer");

/** A lot as a scan names it: an MRN, or the requisition that produced the packets. */
export type LotRef = { mrnId: number } | { requisitionId: number };

/** The stable part of a packet's code: `<MRN>-<line>` or the producing requisition's number. */
export const lotKeyOf = (p: { mrnId: number | null; mrnLineId: number | null; producedBy: string | null }) =>
  p.mrnLineId !== null ? `${p.mrnId}-${p.mrnLineId}` : (p.producedBy ?? "");

/** Whether a packet belongs to the lot. */
export const inLot = (p: { mrnId: number | null; producedByRequisitionId: number | null }, lot: LotRef) =>
  "mrnId" in lot ? p.mrnId === lot.mrnId : p.producedByRequisitionId === lot.requisitionId;

/**
 * Packets by QR code with their product, supplier and lot, locked in packet id order so two
 * commands locking overlapping packets never deadlock.
 */
export async function lockPacketsByCodes(tx: Db, qrCodes: string[]) {
  if (qrCodes.length === 0) return [];
  if (qrCodes.length === 1)
    return freshRecalls(tx, await lockPacketStatement(tx).execute({ code: qrCodes[0] }));
  return freshRecalls(tx, await lockPacketsStatement(tx).execute({ codes: qrCodes }));
}

/**
 * The open recalls of locked packets on hold or rejected, read again by a statement of their own: the locking
 * statement's subquery reads the snapshot taken before it waited for a lock, so a recall that opened meanwhile (it
 * locks the same packets, binding those already blocked without changing them) was not in it. Others pay nothing.
 */
async function freshRecalls<T extends { packetId: number; status: PacketStatus; recallId: number | null }>(
  tx: Db,
  locked: T[],
): Promise<T[]> {
  const blocked = locked
    .filter((p) => p.status === "OnHold" || p.status === "Rejected")
    .map((p) => p.packetId);
  if (blocked.length === 0) return locked;
  const fresh = await tx
    .select({ packetId: packets.packetId, recallId: openRecallOf(packets.packetId, packets.status) })
    .from(packets)
    .where(sql`${packets.packetId} = any(${sql.param(blocked)}::integer[])`);
  const recallOf = new Map(fresh.map((f) => [f.packetId, f.recallId]));
  return locked.map((p) =>
    recallOf.has(p.packetId) ? { ...p, recallId: recallOf.get(p.packetId) ?? null } : p,
  );
}

const lockedPackets = (tx: Db, where: SQL, noWait = false) =>
  tx
    .select({
      packetId: packets.packetId,
      qrCode: packets.qrCode,
      productId: packets.productId,
      productCode: products.productCd,
      supplierId: packets.supplierId,
      supplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      qty: packets.qty,
      status: packets.status,
      holdReason: packets.holdReason,
      recallId: openRecallOf(packets.packetId, packets.status),
      binId: packets.binId,
      inwardAt: packets.inwardAt,
      receivedOn: packets.receivedOn,
      mrnLineId: packets.mrnLineId,
      parentPacketId: packets.parentPacketId,
      mrnId: mrnLines.mrnId,
      producedByRequisitionId: packets.producedByRequisitionId,
      producedBy: producer.requisitionNo,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .leftJoin(producer, eq(producer.requisitionId, packets.producedByRequisitionId))
    .where(where)
    .orderBy(asc(packets.packetId))
    .for("update", noWait ? { of: packets, noWait } : { of: packets });

/**
 * Packets by id, locked in id order, as `lockPacketsByCodes` answers them. `outOfOrder`: the caller holds packets
 * already (lock-order.ts), so a packet locked by another command is not waited for: 55P03 restarts the command.
 */
export async function lockPacketsByIds(tx: Db, packetIds: number[], outOfOrder = false) {
  if (packetIds.length === 0) return [];
  const statement = outOfOrder ? lockPacketIdsNoWaitStatement : lockPacketIdsStatement;
  return freshRecalls(tx, await statement(tx).execute({ packetIds }));
}

const lockPacketIdsStatement = preparedStatement("lock_packets_by_ids", (tx, name) =>
  lockedPackets(tx, sql`${packets.packetId} = any(${sql.placeholder("packetIds")})`).prepare(name),
);
const lockPacketIdsNoWaitStatement = preparedStatement("lock_packets_by_ids_nowait", (tx, name) =>
  lockedPackets(tx, sql`${packets.packetId} = any(${sql.placeholder("packetIds")})`, true).prepare(name),
);
const lockPacketsStatement = preparedStatement("lock_packets_by_codes", (tx, name) =>
  lockedPackets(tx, sql`${packets.qrCode} = any(${sql.placeholder("codes")})`).prepare(name),
);
// One code as an equality: PostgreSQL plans it once per connection, where an array of one is planned at every call.
const lockPacketStatement = preparedStatement("lock_packet_by_code", (tx, name) =>
  lockedPackets(tx, sql`${packets.qrCode} = ${sql.placeholder("code")}`).prepare(name),
);

/** Reserves `count` packet ids, so a new packet's code can carry its own id (short, unique, no suffix chain). */
export async function reservePacketIds(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await reserveIdsStatement(tx).execute({ count });
  return rows.map((r) => r.id);
}

const reserveIdsStatement = preparedStatement("reserve_packet_ids", (tx, name) =>
  tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('packets', 'packet_id'))::integer` })
    .from(sql`generate_series(1, ${sql.placeholder("count")}::integer)`)
    .prepare(name),
);
