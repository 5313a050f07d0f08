import {
  type MadePacket,
  milliOf,
  type PlantDay,
  type productionReceiptRequest,
  qtyNumber,
  qtyText,
  stockMessages,
} from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { requisitions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { makePackets } from "./make-packets.js";
import { holdRecalledOutput } from "./recall-hold.js";
import type { RequisitionRef } from "./requisition-lock.js";

/** A requisition as its output enters stock: the product it makes. */
export interface RequisitionToReceive extends RequisitionRef {
  productId: number;
  productCode: string;
}

/**
 * The `produce` command (ProductionReceipt/CreateProductionReceipt): a requisition's output enters
 * stock as ceil(Qty / PiecesPerPacket) Packed packets of its product (the last holding the rest),
 * lot = that requisition, code `<requisition>-P<id>`. The received total rises by a conditional
 * update, so racing receipts never pass the requisition's quantity (a check constraint backs it).
 * While an open recall's lot reached the requisition, the packets go OnHold for it (reason Recall). The lot's receipt
 * day is the plant day it was received on the floor (`receivedOn`, the caller's clock and zone).
 */
export async function produce(
  db: Db,
  requisition: RequisitionToReceive,
  receipt: Omit<z.output<typeof productionReceiptRequest>, "RequisitionNo">,
  userId: number | null,
  floor: { receivedOn: PlantDay; doneAt: string | null },
): Promise<MadePacket[]> {
  const total = milliOf(receipt.Qty);
  const pieces = milliOf(receipt.PiecesPerPacket);
  return inTransaction(db, async (tx) => {
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
      status: "Packed",
      reference: requisition.requisitionNo,
      userId,
      ...floor,
    });
    await holdRecalledOutput(
      tx,
      requisition.requisitionId,
      made.map((p) => p.qrCode),
      userId,
    );
    return made.map((p) => ({
      QRCode: p.qrCode,
      ProductCode: requisition.productCode,
      Qty: qtyNumber(p.qty),
    }));
  });
}
