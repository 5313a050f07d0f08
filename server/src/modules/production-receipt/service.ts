import {
  machineTimeZone,
  plantDayOf,
  type productionReceiptRequest,
  productTypeIds,
  stockMessages,
} from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { findRequisitionByNo } from "../production/index.js";
import { produce } from "../stock/index.js";

/**
 * ProductionReceipt/CreateProductionReceipt: the requisition of the number (not an FG one), then the stock kernel's
 * `produce`, its lot received on the plant day (`timeZone`) of its floor time.
 */
export async function receiveOutput(
  db: Db,
  request: z.output<typeof productionReceiptRequest>,
  userId: number | null,
  timeZone: string = machineTimeZone(),
  doneAt: string | null = null,
) {
  const requisition = await findRequisitionByNo(db, request.RequisitionNo);
  if (!requisition) throw new BusinessRuleError(stockMessages.requisitionNotFound);
  // FG output is packed by its serials at Final Production: a receipt too would make it stock twice.
  if (requisition.productTypeId === productTypeIds.fg)
    throw new BusinessRuleError(stockMessages.fgReceivedAtFinalProduction);
  const receivedOn = plantDayOf(doneAt ? new Date(doneAt) : new Date(), timeZone);
  return produce(db, requisition, request, userId, { receivedOn, doneAt });
}
