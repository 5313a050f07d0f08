import {
  type AddedDelivery,
  type AddReceivedQtyRequest,
  addReceivedQtyProblem,
  deliveryMessages,
  milliOf,
  outstandingQty,
  qtyNumber,
  qtyText,
} from "@wms/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mrnLines, products } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";

/**
 * PurchaseOrder/AddReceivedQty: the rest of a partial delivery has arrived. Records it as a new
 * line of the same MRN and product (requested = what was still outstanding, received = what came),
 * which goes through its own quality check. A line is continued once; later deliveries continue
 * the newest line, so the received total never passes the original request.
 */
export async function addReceivedQty(db: Db, body: AddReceivedQtyRequest): Promise<AddedDelivery> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ line: mrnLines, productCode: products.productCd })
      .from(mrnLines)
      .innerJoin(products, eq(products.productId, mrnLines.productId))
      .where(eq(mrnLines.mrnLineId, body.MrnLineId))
      .for("update", { of: mrnLines });
    if (!found) throw new BusinessRuleError(deliveryMessages.lineNotFound);
    const { line, productCode } = found;
    const [continued] = await tx
      .select({ id: mrnLines.mrnLineId })
      .from(mrnLines)
      .where(eq(mrnLines.continuesMrnLineId, line.mrnLineId));
    if (continued) throw new BusinessRuleError(deliveryMessages.alreadyContinued);
    const requested = Number(line.requestedQty);
    const received = Number(line.receivedQty);
    const problem = addReceivedQtyProblem(
      { RequestedQty: requested, ReceivedQty: received },
      body.ReceivedQty,
    );
    if (problem) throw new BusinessRuleError(problem);

    const outstanding = milliOf(outstandingQty(requested, received));
    const adding = milliOf(body.ReceivedQty);
    const [made] = await tx
      .insert(mrnLines)
      .values({
        mrnId: line.mrnId,
        productId: line.productId,
        requestedQty: qtyText(outstanding),
        receivedQty: qtyText(adding),
        uom: line.uom,
        continuesMrnLineId: line.mrnLineId,
      })
      .returning({ id: mrnLines.mrnLineId });
    return {
      MrnLineId: made.id,
      MRNID: line.mrnId,
      ProductCode: productCode,
      RequestedQty: qtyNumber(outstanding),
      ReceivedQty: qtyNumber(adding),
    };
  });
}
