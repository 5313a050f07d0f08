import { z } from "zod";
import {
  createCustomerReturnRequest,
  customerReturnDone,
  dispatchesToReturnQuery,
  dispatchToReturn,
  dispatchToReturnParams,
  dispatchToReturnRow,
} from "../customer-returns.js";
import {
  createDispatchRequest,
  deliveryNote,
  dispatchDone,
  dispatchIdParams,
  openOrderRow,
  openOrdersQuery,
  orderToDispatchParams,
  packetToDispatch,
  packetToDispatchRequest,
} from "../dispatch.js";
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
  getOpenOrders: defineCall({
    method: "GET",
    path: "Dispatch/GetOpenOrders",
    access: { page: "dispatch", right: "view" },
    summary:
      "Open dispatch orders whose number or customer contains SearchValue, earliest promised first (at most 50)",
    query: openOrdersQuery,
    response: z.array(openOrderRow),
  }),
  getOrderToDispatch: defineCall({
    method: "GET",
    path: "Dispatch/GetOrderToDispatch/:ErpOrderNo",
    access: { page: "dispatch", right: "view" },
    summary: "An open dispatch order by its ERP number (scanned), with its customer and lines",
    params: orderToDispatchParams,
    response: dispatchOrderDetail,
  }),
  getPacketToDispatch: defineCall({
    method: "POST",
    path: "Dispatch/GetPacketToDispatch",
    access: { page: "dispatch", right: "view" },
    summary:
      "A scanned FG packet in a bin of a product on the order, with its serials, job and production day; FIFO warns or refuses as WMS_FIFO says",
    body: packetToDispatchRequest,
    response: packetToDispatch,
  }),
  createDispatch: defineCall({
    method: "POST",
    path: "Dispatch/CreateDispatch",
    access: { page: "dispatch", right: "add" },
    summary:
      "Dispatches the scanned FG packets against the order's lines (a packet larger than its line's rest split by serial), with vehicle and invoice or delivery note number",
    body: createDispatchRequest,
    response: dispatchDone,
    errorData: z.object({ QRCode: z.string() }).nullable(),
  }),
  getDispatch: defineCall({
    method: "GET",
    path: "Dispatch/GetDispatch/:DispatchId",
    access: { page: "dispatch", right: "view" },
    summary: "A dispatch as its delivery note shows it: customer, lines, serial ranges and packets",
    params: dispatchIdParams,
    response: deliveryNote,
  }),
  getDispatchesToReturn: defineCall({
    method: "GET",
    path: "CustomerReturn/GetDispatches",
    access: { page: "customer-returns", right: "view" },
    summary:
      "The latest dispatches whose delivery note, order number or customer contains SearchValue (at most 50), to return against",
    query: dispatchesToReturnQuery,
    response: z.array(dispatchToReturnRow),
  }),
  getDispatchToReturn: defineCall({
    method: "GET",
    path: "CustomerReturn/GetDispatchToReturn/:DocumentNo",
    access: { page: "customer-returns", right: "view" },
    summary:
      "A dispatch by its delivery note (invoice) number or dispatch number (scanned): its note and the serials already returned",
    params: dispatchToReturnParams,
    response: dispatchToReturn,
  }),
  getDispatchToReturnById: defineCall({
    method: "GET",
    path: "CustomerReturn/GetDispatchToReturnById/:DispatchId",
    access: { page: "customer-returns", right: "view" },
    summary: "A dispatch chosen from the list: its note and the serials already returned",
    params: dispatchIdParams,
    response: dispatchToReturn,
  }),
  createCustomerReturn: defineCall({
    method: "POST",
    path: "CustomerReturn/CreateCustomerReturn",
    access: { page: "customer-returns", right: "add" },
    summary:
      "Receives units of a dispatch back (serial labels or FG packets scanned) as new packets OnHold with reason CustomerReturn",
    body: createCustomerReturnRequest,
    response: customerReturnDone,
    errorData: z.object({ Scan: z.string() }).nullable(),
  }),
};
