import { machineTimeZone, plantDayOf, type productionReceiptRequest, stockMessages } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { findRequisitionByNo } from "../production/index.js";
import { produce } from "../stock/index.js";

/**
 * ProductionReceipt/CreateProductionReceipt: the requisition of the number, then the stock kernel's `produce`, its lot
 * received on the plant day (`timeZone`) of its floor time.
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
  const receivedOn = plantDayOf(doneAt ? new Date(doneAt) : new Date(), timeZone);
  return produce(db, requisition, request, userId, { receivedOn, doneAt });
}
