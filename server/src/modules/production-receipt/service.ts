import { type productionReceiptRequest, stockMessages } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { findRequisitionByNo } from "../production/index.js";
import { produce } from "../stock/index.js";

/** ProductionReceipt/CreateProductionReceipt: the requisition of the number, then the stock kernel's `produce`. */
export async function receiveOutput(
  db: Db,
  request: z.output<typeof productionReceiptRequest>,
  userId: number | null,
) {
  const requisition = await findRequisitionByNo(db, request.RequisitionNo);
  if (!requisition) throw new BusinessRuleError(stockMessages.requisitionNotFound);
  return produce(db, requisition, request, userId);
}
