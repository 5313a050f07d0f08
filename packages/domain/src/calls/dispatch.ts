import { z } from "zod";
import {
  createDispatchOrderRequest,
  dispatchOrderDetail,
  dispatchOrderIdParams,
  dispatchOrderListRequest,
  dispatchOrderListRow,
  dispatchOrderSaved,
  dispatchOrdersImported,
  dispatchOrdersImportRequest,
} from "../dispatch-orders.js";
import type { ImportRowError } from "../inbound.js";
import { defineCall } from "./define.js";

const page = "dispatch-orders";
const importRowError: z.ZodType<ImportRowError> = z.object({ Line: z.number(), Message: z.string() });

/** Customers' dispatch orders (issue 35 item 2): from the ERP by import or one at a time, listed and read. */
export const dispatchCalls = {
  createDispatchOrder: defineCall({
    method: "POST",
    path: "DispatchOrder/CreateDispatchOrder",
    access: { page, right: "add" },
    summary:
      "Creates one dispatch order (customer, promised date, FG lines); the same ERP order number again with the same content answers it as already there, with other content is refused",
    body: createDispatchOrderRequest,
    response: dispatchOrderSaved,
  }),
  importDispatchOrders: defineCall({
    method: "POST",
    path: "DispatchOrder/ImportDispatchOrders",
    access: { page, right: "add" },
    summary:
      "Imports dispatch orders from a CSV file's text or a JSON file's rows (ErpOrderNo, CustomerCode, PromisedDate, ProductCode, Qty), all or nothing; orders already there with the same content are listed, unchanged",
    body: dispatchOrdersImportRequest,
    response: dispatchOrdersImported,
    errorData: z.array(importRowError),
  }),
  getDispatchOrders: defineCall({
    method: "POST",
    path: "DispatchOrder/GetDispatchOrders",
    access: { page, right: "view" },
    summary: "Dispatch orders a page at a time, searched by order number or customer, narrowed by status",
    body: dispatchOrderListRequest,
    response: z.array(dispatchOrderListRow),
  }),
  getDispatchOrder: defineCall({
    method: "GET",
    path: "DispatchOrder/GetDispatchOrder/:DispatchOrderId",
    access: { page, right: "view" },
    summary: "A dispatch order with its customer and lines",
    params: dispatchOrderIdParams,
    response: dispatchOrderDetail,
  }),
};
