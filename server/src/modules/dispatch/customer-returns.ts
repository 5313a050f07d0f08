import { lookupRowsMax, customerReturnMessages as m, rangesOf } from "@wms/domain";
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  customerReturnSerials,
  customers,
  dispatches,
  dispatchOrders,
  dispatchPackets,
} from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { containsPattern } from "../../platform/paging.js";
import { deliveryNote } from "./dispatch-service.js";

/** CustomerReturn/GetDispatches: the latest dispatches whose delivery note, order number or customer contains `search`. */
export function dispatchesToReturn(db: Db, search: string) {
  const pattern = containsPattern(search);
  return db
    .select({
      DispatchId: dispatches.dispatchId,
      DocumentNo: dispatches.documentNo,
      ErpOrderNo: dispatchOrders.erpOrderNo,
      CustomerName: customers.customerName,
      DispatchedAt: dispatches.dispatchedAt,
    })
    .from(dispatches)
    .innerJoin(dispatchOrders, eq(dispatchOrders.dispatchOrderId, dispatches.dispatchOrderId))
    .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
    .where(
      search
        ? or(
            ilike(dispatches.documentNo, pattern),
            ilike(dispatchOrders.erpOrderNo, pattern),
            ilike(customers.customerName, pattern),
          )
        : undefined,
    )
    .orderBy(desc(dispatches.dispatchedAt), desc(dispatches.dispatchId))
    .limit(lookupRowsMax);
}

/**
 * CustomerReturn/GetDispatchToReturn/{DocumentNo}: the dispatch of a delivery note (invoice) number, or of a dispatch
 * number; a note number two dispatches carry is refused (the list tells them apart). With the serials returned so far.
 */
export async function dispatchToReturn(db: Db, documentNo: string) {
  const text = documentNo.trim();
  const found = await db
    .select({ dispatchId: dispatches.dispatchId })
    .from(dispatches)
    .where(sql`lower(${dispatches.documentNo}) = lower(${text})`)
    .limit(2);
  if (found.length > 1) throw new BusinessRuleError(m.documentNoShared(text, found.length));
  const byNumber = /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
  const dispatchId = found[0]?.dispatchId ?? byNumber;
  if (dispatchId === null) throw new BusinessRuleError(m.dispatchNotFound(text));
  return dispatchWithReturns(db, dispatchId, text);
}

/** CustomerReturn/GetDispatchToReturnById/{DispatchId} (and the scan's answer): the note and the serials returned. */
export async function dispatchWithReturns(db: Db, dispatchId: number, asked = String(dispatchId)) {
  const [exists] = await db
    .select({ dispatchId: dispatches.dispatchId })
    .from(dispatches)
    .where(eq(dispatches.dispatchId, dispatchId));
  if (!exists) throw new BusinessRuleError(m.dispatchNotFound(asked));
  const returned = await db
    .select({ serialNo: customerReturnSerials.serialNo })
    .from(customerReturnSerials)
    .innerJoin(dispatchPackets, eq(dispatchPackets.packetId, customerReturnSerials.dispatchedPacketId))
    .where(eq(dispatchPackets.dispatchId, dispatchId));
  return { ...(await deliveryNote(db, dispatchId)), Returned: rangesOf(returned.map((r) => r.serialNo)) };
}
