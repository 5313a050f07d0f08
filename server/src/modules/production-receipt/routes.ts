import { productionCalls, remainingToReceive, stockMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import { productionOrders, products, requisitions } from "../../db/schema/index.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { requisitionNoIs } from "../production/index.js";
import { receiveOutput } from "./service.js";

/** A requisition's product, quantity and output received so far; null when there is no such requisition. */
export async function requisitionToReceiveOf(db: Db, requisitionNo: string) {
  const [row] = await db
    .select({
      RequisitionNo: requisitions.requisitionNo,
      OrderNo: productionOrders.orderNo,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      Qty: requisitions.qty,
      ReceivedQty: asNumber(requisitions.receivedQty),
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(requisitionNoIs(requisitionNo));
  return row ? { ...row, RemainingQty: remainingToReceive(row.Qty, row.ReceivedQty) } : null;
}

/** The Production Receipt screen: its lookup and the receipt (the stock kernel's `produce`). */
export function productionReceiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, productionCalls.productionReceipt.createProductionReceipt, async (req) =>
      ok(
        await receiveOutput(ctx.db, req.body, req.user.UserId, ctx.config.timeZone, doneAtOf(req)),
        stockMessages.receiptSaved,
      ),
    );
    route(app, productionCalls.productionReceipt.getRequisitionToReceive, async (req) => {
      const row = await requisitionToReceiveOf(ctx.db, req.params.RequisitionNo);
      if (!row) throw new BusinessRuleError(stockMessages.requisitionNotFound, null);
      return ok(row);
    });
  };
}
