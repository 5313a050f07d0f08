import { type AnyColumn, and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { packets, recallPackets, recallRequisitions, recalls } from "../../db/schema/index.js";

/**
 * The open recall a packet is bound to, as a column of a query over packets: one that holds it (reason Recall) or
 * found it blocked already (OnHold for another reason, or Rejected: `recall_packets` lists it AlreadyHeld). Looked up
 * only for a packet OnHold or Rejected (a CASE evaluates its subquery only then), so scans of others pay nothing.
 */
export const openRecallOf = (packetId: AnyColumn | SQL, status: AnyColumn | SQL) =>
  // The packet's id is taken in a FROM of its own: a select over packets alone names its columns unqualified, and
  // `packet_id` beside recall_packets would be recall_packets' own.
  sql<number | null>`case when ${status} in ('OnHold', 'Rejected') then (
    select max(rp.recall_id) from (select ${packetId} as packet_id) bound
    join ${recallPackets} rp on rp.packet_id = bound.packet_id
    join ${recalls} r on r.recall_id = rp.recall_id
    where r.status = 'Open') end`;

/** The open recall a packet is bound to, by its code (a scan's refusal names it), or null. */
export async function openRecallOfCode(db: Db, qrCode: string): Promise<number | null> {
  const [row] = await db
    .select({ recallId: openRecallOf(packets.packetId, packets.status) })
    .from(packets)
    .where(eq(packets.qrCode, qrCode));
  return row?.recallId ?? null;
}

/** The open recall whose lot reached the requisition (the lowest id when several), or null. */
export async function openRecallOfRequisition(tx: Db, requisitionId: number): Promise<number | null> {
  const [row] = await recallOfRequisitionStatement(tx).execute({ requisitionId });
  return row?.recallId ?? null;
}

const recallOfRequisitionStatement = preparedStatement("open_recall_of_requisition", (tx, name) =>
  tx
    .select({ recallId: recallRequisitions.recallId })
    .from(recallRequisitions)
    .innerJoin(recalls, eq(recalls.recallId, recallRequisitions.recallId))
    .where(
      and(eq(recallRequisitions.requisitionId, sql.placeholder("requisitionId")), eq(recalls.status, "Open")),
    )
    .orderBy(asc(recallRequisitions.recallId))
    .limit(1)
    .prepare(name),
);
