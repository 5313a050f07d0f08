import { productionMessages as m, productionCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { listOrders, listRequisitions } from "./requisition-queries.js";
import { bomDetails, productDetails, raiseRequisition, stockDetailsByBom } from "./requisition-service.js";

const calls = productionCalls.requisition;

/** Raise Requisition and View Order (spec 2): orders, requisitions, stock by BOM. */
export function requisitionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.getOrders, async (req) => ok(await listOrders(ctx.db, req.query)));
    route(app, calls.createRaiseRequisition, async (req) =>
      ok(await raiseRequisition(ctx.db, req.body, req.user.UserId), m.requisitionRaised),
    );
    route(app, calls.getRequisitions, async (req) => ok(await listRequisitions(ctx.db, req.query)));
    route(app, calls.getViewRequisitionData, async (req) => ok(await listRequisitions(ctx.db, req.query)));
    route(app, calls.getStockDetailsAccordingBOM, async (req) =>
      ok(await stockDetailsByBom(ctx.db, req.params.id)),
    );
    route(app, calls.getBOMDetails, async (req) => ok(await bomDetails(ctx.db, req.params.id)));
    route(app, calls.getProductDetails, async (req) => ok(await productDetails(ctx.db, req.params.id)));
  };
}
