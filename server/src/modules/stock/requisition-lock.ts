import { asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { requisitions } from "../../db/schema/index.js";

/** A requisition as the area that calls a command resolved it from its number. */
export interface RequisitionRef {
  requisitionId: number;
  requisitionNo: string;
}

/**
 * Locks requisition rows in id order until the transaction ends, so the issues, consumption and
 * returns of one requisition serialize and two commands never deadlock. One id, the common case,
 * goes as a single value: PostgreSQL plans that once per connection, an array at every call.
 * `outOfOrder`: the caller holds packets already (lock-order.ts), so a requisition another command holds is not
 * waited for: 55P03 restarts the command.
 */
export async function lockRequisitions(
  tx: Db,
  requisitionIds: number[],
  outOfOrder = false,
): Promise<RequisitionRef[]> {
  if (outOfOrder) return lockRequisitionsNoWaitStatement(tx).execute({ requisitionIds });
  if (requisitionIds.length === 1)
    return lockRequisitionStatement(tx).execute({ requisitionId: requisitionIds[0] });
  return lockRequisitionsStatement(tx).execute({ requisitionIds });
}

const lockedRequisitions = (tx: Db, where: SQL, name: string, noWait = false) =>
  tx
    .select({ requisitionId: requisitions.requisitionId, requisitionNo: requisitions.requisitionNo })
    .from(requisitions)
    .where(where)
    .orderBy(asc(requisitions.requisitionId))
    .for("update", noWait ? { noWait } : {})
    .prepare(name);
const lockRequisitionStatement = preparedStatement("lock_requisition", (tx, name) =>
  lockedRequisitions(tx, sql`${requisitions.requisitionId} = ${sql.placeholder("requisitionId")}`, name),
);
const lockRequisitionsStatement = preparedStatement("lock_requisitions", (tx, name) =>
  lockedRequisitions(
    tx,
    sql`${requisitions.requisitionId} = any(${sql.placeholder("requisitionIds")})`,
    name,
  ),
);
const lockRequisitionsNoWaitStatement = preparedStatement("lock_requisitions_nowait", (tx, name) =>
  lockedRequisitions(
    tx,
    sql`${requisitions.requisitionId} = any(${sql.placeholder("requisitionIds")})`,
    name,
    true,
  ),
);
