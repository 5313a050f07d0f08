import { type AnyColumn, and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { recallPackets, recallRequisitions, recalls } from "../../db/schema/index.js";

/**
 * The open recall holding a packet, as a column of a query over packets: looked up only for a packet on hold
 * for reason Recall (a CASE evaluates its subquery only then), so scans of other packets pay nothing for it.
 */
export const openRecallOf = (packetId: AnyColumn | SQL, holdReason: AnyColumn | SQL) =>
  sql<number | null>`case when ${holdReason} = 'Recall' then (
    select max(rp.recall_id) from ${recallPackets} rp join ${recalls} r on r.recall_id = rp.recall_id
    where rp.packet_id = ${packetId} and r.status = 'Open') end`;

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
