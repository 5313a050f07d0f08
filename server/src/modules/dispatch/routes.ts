import {
  dispatchCalls as calls,
  customerReturnMessages,
  dispatchScanMessages,
  dispatchMessages as m,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { receiveCustomerReturn } from "../stock/index.js";
import { dispatchesToReturn, dispatchToReturn, dispatchWithReturns } from "./customer-returns.js";
import {
  createDispatch,
  deliveryNote,
  openOrders,
  orderToDispatch,
  packetToDispatch,
} from "./dispatch-service.js";
import { createDispatchOrder } from "./orders.js";
import { dispatchOrderDetail, dispatchOrderList } from "./queries.js";

/**
 * Dispatch orders (issue 35 item 2): created one at a time by the ERP, listed and read; the import is the import area's.
 * Dispatch by scan (item 3): the order and packets scanned, the dispatch, its delivery note.
 * Customer returns (item 4): a dispatch found by its note, the units that came back received on hold.
 */
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
    route(app, calls.getOpenOrders, async (req) => ok(await openOrders(ctx.db, req.query.SearchValue ?? "")));
    route(app, calls.getOrderToDispatch, async (req) =>
      ok(await orderToDispatch(ctx.db, req.params.ErpOrderNo)),
    );
    route(app, calls.getPacketToDispatch, async (req) =>
      ok(await packetToDispatch(ctx.db, req.body, ctx.config.fifo)),
    );
    route(app, calls.createDispatch, async (req) => {
      const done = await createDispatch(ctx.db, req.body, req.user.UserId, ctx.config.fifo, doneAtOf(req));
      return ok(done, dispatchScanMessages.dispatched(done.Units, done.Packets, done.ErpOrderNo));
    });
    route(app, calls.getDispatch, async (req) => ok(await deliveryNote(ctx.db, req.params.DispatchId)));
    route(app, calls.getDispatchesToReturn, async (req) =>
      ok(await dispatchesToReturn(ctx.db, req.query.SearchValue ?? "")),
    );
    route(app, calls.getDispatchToReturn, async (req) =>
      ok(await dispatchToReturn(ctx.db, req.params.DocumentNo)),
    );
    route(app, calls.getDispatchToReturnById, async (req) =>
      ok(await dispatchWithReturns(ctx.db, req.params.DispatchId)),
    );
    route(app, calls.createCustomerReturn, async (req) => {
      const done = await receiveCustomerReturn(ctx.db, req.body, req.user.UserId, doneAtOf(req));
      return ok(done, customerReturnMessages.received(done.Units, done.Packets.length));
    });
  };
}
