import { dispatchCalls as calls, dispatchMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { createDispatchOrder } from "./orders.js";
import { dispatchOrderDetail, dispatchOrderList } from "./queries.js";

/** Dispatch orders (issue 35 item 2): created one at a time by the ERP, listed and read; the import is the import area's. */
export function dispatchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.createDispatchOrder, async (req) => {
      const { order, alreadyThere } = await createDispatchOrder(ctx.db, req.body, req.user.UserId);
      return ok(
        { DispatchOrderId: order.dispatchOrderId, ErpOrderNo: order.erpOrderNo, AlreadyThere: alreadyThere },
        alreadyThere ? m.alreadyThere(order.erpOrderNo) : m.saved(order.erpOrderNo),
      );
    });
    route(app, calls.getDispatchOrders, async (req) => ok(await dispatchOrderList(ctx.db, req.body)));
    route(app, calls.getDispatchOrder, async (req) =>
      ok(await dispatchOrderDetail(ctx.db, req.params.DispatchOrderId)),
    );
  };
}
