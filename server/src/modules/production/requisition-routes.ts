import {
  bomDetailRow,
  createRequisitionRequest,
  id,
  listQueryString,
  productionMessages as m,
  orderItem,
  productDetailRow,
  raisedRequisition,
  requisitionRow,
  stockByBomRow,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { listOrders, listRequisitions } from "./requisition-queries.js";
import { bomDetails, productDetails, raiseRequisition, stockDetailsByBom } from "./requisition-service.js";

const idParam = z.object({ id: id() });

const raisePage = { page: "raise-requisition", right: "view" } as const;
const viewPage = { page: "view-requisition", right: "view" } as const;
/** The requisition list also fills Issue to Production's Order List (issue 11). */
const requisitionListPages = {
  page: ["view-requisition", "store-requisition-issue"],
  right: "view",
} as const;

/** Raise Requisition and View Order (spec 2): orders, requisitions, stock by BOM. */
export function requisitionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["RaiseRequisition"];

    app.get(
      "/RaiseRequisition/GetOrders",
      {
        schema: { tags, querystring: listQueryString, response: envelope(z.array(orderItem)) },
        config: raisePage,
      },
      async (req) => ok(await listOrders(ctx.db, req.query)),
    );

    app.post(
      "/RaiseRequisition/CreateRaiseRequisition",
      {
        schema: { tags, body: createRequisitionRequest, response: envelope(raisedRequisition) },
        config: { page: "raise-requisition", right: "add" },
      },
      async (req) => ok(await raiseRequisition(ctx.db, req.body, req.user.UserId), m.requisitionRaised),
    );

    app.get(
      "/RaiseRequisition/GetRequisitions",
      {
        schema: { tags, querystring: listQueryString, response: envelope(z.array(requisitionRow)) },
        config: requisitionListPages,
      },
      async (req) => ok(await listRequisitions(ctx.db, req.query)),
    );

    app.get(
      "/RaiseRequisition/GetViewRequisitionData",
      {
        schema: { tags, querystring: listQueryString, response: envelope(z.array(requisitionRow)) },
        config: requisitionListPages,
      },
      async (req) => ok(await listRequisitions(ctx.db, req.query)),
    );

    app.get(
      "/RaiseRequisition/GetStockDetailsAccordingBOM/:id",
      { schema: { tags, params: idParam, response: envelope(z.array(stockByBomRow)) }, config: raisePage },
      async (req) => ok(await stockDetailsByBom(ctx.db, req.params.id)),
    );

    app.get(
      "/RaiseRequisition/GetBOMDetails/:id",
      { schema: { tags, params: idParam, response: envelope(z.array(bomDetailRow)) }, config: viewPage },
      async (req) => ok(await bomDetails(ctx.db, req.params.id)),
    );

    app.get(
      "/RaiseRequisition/GetProductDetails/:id",
      { schema: { tags, params: idParam, response: envelope(z.array(productDetailRow)) }, config: viewPage },
      async (req) => ok(await productDetails(ctx.db, req.params.id)),
    );
  };
}
