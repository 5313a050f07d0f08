import {
  type createRequisitionRequest,
  productionMessages as m,
  requiredQty,
  unitsCovered,
} from "@wms/domain";
import { and, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { productionOrders, requisitions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { bomOf, findOrder, findRequisitionDetail, frozenBomOf, stockInBins } from "./requisition-queries.js";

const threeDecimals = (qty: number) => qty.toFixed(3);

/**
 * RaiseRequisition/CreateRaiseRequisition: takes 0 < Qty <= remaining from the order and issues a
 * requisition number, in one transaction. The remaining quantity drops by a conditional update,
 * so parallel requisitions against one order never take more than it has left.
 */
export async function raiseRequisition(
  db: Db,
  request: z.output<typeof createRequisitionRequest>,
  userId: number | null,
) {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .update(productionOrders)
      .set({
        remainingQty: sql`${productionOrders.remainingQty} - ${request.Qty}`,
        updatedBy: userId,
        updatedDate: new Date(),
      })
      .where(
        and(
          eq(productionOrders.orderNo, request.OrderNO),
          eq(productionOrders.isActive, true),
          gte(productionOrders.remainingQty, request.Qty),
        ),
      )
      .returning({ orderId: productionOrders.orderId, remainingQty: productionOrders.remainingQty });
    if (!order) {
      const [known] = await tx
        .select({ orderId: productionOrders.orderId })
        .from(productionOrders)
        .where(and(eq(productionOrders.orderNo, request.OrderNO), eq(productionOrders.isActive, true)));
      throw new BusinessRuleError(known ? m.approvedAboveRemaining : m.orderNotFound);
    }
    const [requisition] = await tx
      .insert(requisitions)
      .values({ orderId: order.orderId, qty: request.Qty, createdBy: userId })
      .returning({ RequisitionId: requisitions.requisitionId, RequisitionNo: requisitions.requisitionNo });
    // The BOM is frozen with the requisition: a later BOM import changes only later requisitions.
    await tx.execute(sql`
      insert into requisition_lines (requisition_id, component_product_id, qty_per_unit)
      select ${requisition.RequisitionId}::integer, b.component_product_id, b.qty_per_unit
      from boms b join production_orders o on o.product_id = b.parent_product_id
      where o.order_id = ${order.orderId}::integer`);
    return { ...requisition, OrderNO: request.OrderNO, Qty: request.Qty, RemainingQty: order.remainingQty };
  });
}

/**
 * RaiseRequisition/GetStockDetailsAccordingBOM/{orderId}: per component of the order's product,
 * "x - y": x the stock in bins, y the units of the product it is enough for.
 */
export async function stockDetailsByBom(db: Db, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order) throw new BusinessRuleError(m.orderNotFound, []);
  const bom = await bomOf(db, order.productId);
  const stock = await stockInBins(
    db,
    bom.map((b) => b.componentId),
  );
  return bom.map((b) => {
    const available = stock.get(b.componentId) ?? 0;
    return {
      RMCode: b.RMCode,
      RMDescription: b.RMDescription,
      BomQty: threeDecimals(b.perUnit),
      Stock: `${threeDecimals(available)} - ${unitsCovered(available, b.perUnit)}`,
    };
  });
}

/** RaiseRequisition/GetBOMDetails/{requisitionId}: each RM of its frozen BOM and the quantity it needs. */
export async function bomDetails(db: Db, requisitionId: number) {
  const requisition = await findRequisitionDetail(db, requisitionId);
  if (!requisition) throw new BusinessRuleError(m.requisitionNotFound, []);
  const bom = await frozenBomOf(db, requisition.RequisitionId);
  return bom.map((b) => ({
    OrderNo: requisition.OrderNo,
    RequisitionNo: requisition.RequisitionNo,
    ProductName: b.RMCode,
    RMDescription: b.RMDescription,
    Quantity: threeDecimals(requiredQty(b.perUnit, requisition.Quantity)),
  }));
}

/** RaiseRequisition/GetProductDetails/{requisitionId}: the requisition's order, product and quantity. */
export async function productDetails(db: Db, requisitionId: number) {
  const requisition = await findRequisitionDetail(db, requisitionId);
  if (!requisition) throw new BusinessRuleError(m.requisitionNotFound, []);
  const { productId: _productId, ...detail } = requisition;
  return [detail];
}
