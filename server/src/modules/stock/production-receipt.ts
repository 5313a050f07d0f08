import {
  type MadePacket,
  milliOf,
  type productionReceiptRequest,
  qtyNumber,
  qtyText,
  stockMessages,
} from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { productionOrders, products, requisitions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { requisitionNoIs } from "../production/index.js";
import { makePackets } from "./make-packets.js";

/**
 * The `produce` command (ProductionReceipt/CreateProductionReceipt): a requisition's output enters
 * stock as ceil(Qty / PiecesPerPacket) Packed packets of its product (the last holding the rest),
 * lot = that requisition, code `<requisition>-P<id>`. The received total rises by a conditional
 * update, so racing receipts never pass the requisition's quantity (a check constraint backs it).
 */
export async function produce(
  db: Db,
  request: z.output<typeof productionReceiptRequest>,
  userId: number | null,
): Promise<MadePacket[]> {
  const total = milliOf(request.Qty);
  const pieces = milliOf(request.PiecesPerPacket);
  return inTransaction(db, async (tx) => {
    const [requisition] = await tx
      .select({
        requisitionId: requisitions.requisitionId,
        requisitionNo: requisitions.requisitionNo,
        productId: productionOrders.productId,
        productCode: products.productCd,
      })
      .from(requisitions)
      .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
      .innerJoin(products, eq(products.productId, productionOrders.productId))
      .where(requisitionNoIs(request.RequisitionNo));
    if (!requisition) throw new BusinessRuleError(stockMessages.requisitionNotFound);
    const [received] = await tx
      .update(requisitions)
      .set({ receivedQty: sql`${requisitions.receivedQty} + ${qtyText(total)}::numeric` })
      .where(
        and(
          eq(requisitions.requisitionId, requisition.requisitionId),
          sql`${requisitions.receivedQty} + ${qtyText(total)}::numeric <= ${requisitions.qty}`,
        ),
      )
      .returning({ requisitionId: requisitions.requisitionId });
    if (!received) throw new BusinessRuleError(stockMessages.receiptBeyondRequisition);
    const made = await makePackets(tx, {
      count: Math.ceil(total / pieces),
      total,
      piecesPerPacket: pieces,
      code: sql`${`${requisition.requisitionNo}-P`} || id`,
      productId: requisition.productId,
      supplierId: null,
      lot: { producedByRequisitionId: requisition.requisitionId },
      reason: "produce",
      reference: requisition.requisitionNo,
      userId,
    });
    return made.map((p) => ({
      QRCode: p.qrCode,
      ProductCode: requisition.productCode,
      Qty: qtyNumber(p.qty),
    }));
  });
}
