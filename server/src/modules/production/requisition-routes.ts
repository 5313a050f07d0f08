import { createRequisitionRequest, id, listQueryString, productionMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { listOrders, listRequisitions } from "./requisition-queries.js";
import { bomDetails, productDetails, raiseRequisition, stockDetailsByBom } from "./requisition-service.js";

const orderItem = z.object({
  Id: z.number(),
  OrderNO: z.string(),
  OrderDate: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductCategory: z.string(),
  ProductCategoryId: z.number(),
  Qty: z.number(),
  RemainingQty: z.number(),
  IsChecked: z.boolean(),
  IsDisabled: z.boolean(),
  IsActive: z.boolean(),
  ApprovedQty: z.number(),
  CreatedBy: z.number().nullable(),
  CreatedDate: z.date(),
  UpdatedBy: z.number().nullable(),
  UpdatedDate: z.date().nullable(),
  TotalRows: z.number(),
});

const requisitionRow = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderRequisitionNo: z.string(),
  OrderId: z.number(),
  OrderNo: z.string(),
  OrderDate: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductTypeId: z.number(),
  Qty: z.number(),
  CreatedDate: z.date(),
  TotalRows: z.number(),
});

const raised = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNO: z.string(),
  Qty: z.number(),
  RemainingQty: z.number(),
});

const stockDetail = z.object({
  RMCode: z.string(),
  RMDescription: z.string(),
  BomQty: z.string(),
  Stock: z.string(),
});
const bomDetail = z.object({
  OrderNo: z.string(),
  RequisitionNo: z.string(),
  ProductName: z.string(),
  RMDescription: z.string(),
  Quantity: z.string(),
});
const productDetail = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Quantity: z.number(),
});
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
        schema: { tags, body: createRequisitionRequest, response: envelope(raised) },
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
      { schema: { tags, params: idParam, response: envelope(z.array(stockDetail)) }, config: raisePage },
      async (req) => ok(await stockDetailsByBom(ctx.db, req.params.id)),
    );

    app.get(
      "/RaiseRequisition/GetBOMDetails/:id",
      { schema: { tags, params: idParam, response: envelope(z.array(bomDetail)) }, config: viewPage },
      async (req) => ok(await bomDetails(ctx.db, req.params.id)),
    );

    app.get(
      "/RaiseRequisition/GetProductDetails/:id",
      { schema: { tags, params: idParam, response: envelope(z.array(productDetail)) }, config: viewPage },
      async (req) => ok(await productDetails(ctx.db, req.params.id)),
    );
  };
}
