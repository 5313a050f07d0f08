import { z } from "zod";
import { id, text } from "../bounds.js";
import {
  activityOrder,
  activityReportRequest,
  activityRow,
  fgMapping,
  fgMappingSaved,
  fgRequisition,
  fgRequisitionsQuery,
  finalProductionRequest,
  shiftOption,
} from "../consumption.js";
import { listQuery, listQueryString } from "../list-query.js";
import type { PageKey } from "../pages.js";
import {
  bomDetailRow,
  bomIssueLine,
  bomToIssueRequest,
  createRequisitionRequest,
  fifoRuleAnswer,
  issueRefusal,
  issueRmStoreRequest,
  orderItem,
  packetToIssueRequest,
  packetToIssueRow,
  productDetailRow,
  raisedRequisition,
  requisitionRow,
  requisitionToIssue,
  stockByBomRow,
} from "../production.js";
import { requisitionToReceive, requisitionToReceiveParams } from "../production-receipt.js";
import { madePacket, productionReceiptRequest } from "../stock.js";
import { defineCall } from "./define.js";

const idParam = z.object({ id: id() });

/** The requisition lists also fill Issue to Production's Order List (issue 11). */
const requisitionListAccess = {
  page: ["view-requisition", "store-requisition-issue"],
  right: "view",
} as const;

const requisition = {
  getOrders: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetOrders",
    access: { page: "raise-requisition", right: "view" },
    summary: "One page of the open production orders",
    query: listQueryString,
    response: z.array(orderItem),
  }),
  createRaiseRequisition: defineCall({
    method: "POST",
    path: "RaiseRequisition/CreateRaiseRequisition",
    access: { page: "raise-requisition", right: "add" },
    summary: "Raises a requisition of an approved quantity against one order, freezing its BOM",
    body: createRequisitionRequest,
    response: raisedRequisition,
  }),
  getRequisitions: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetRequisitions",
    access: requisitionListAccess,
    summary: "One page of the requisitions",
    query: listQueryString,
    response: z.array(requisitionRow),
  }),
  getViewRequisitionData: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetViewRequisitionData",
    access: requisitionListAccess,
    summary: "One page of the requisitions, for View Order",
    query: listQueryString,
    response: z.array(requisitionRow),
  }),
  getStockDetailsAccordingBOM: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetStockDetailsAccordingBOM/:id",
    access: { page: "raise-requisition", right: "view" },
    summary: "An order's BOM components with the stock in bins and the units it is enough for",
    params: idParam,
    response: z.array(stockByBomRow),
    errorData: z.array(stockByBomRow),
  }),
  getBOMDetails: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetBOMDetails/:id",
    access: { page: "view-requisition", right: "view" },
    summary: "A requisition's frozen BOM and the quantity of each RM it needs",
    params: idParam,
    response: z.array(bomDetailRow),
    errorData: z.array(bomDetailRow),
  }),
  getProductDetails: defineCall({
    method: "GET",
    path: "RaiseRequisition/GetProductDetails/:id",
    access: { page: "view-requisition", right: "view" },
    summary: "A requisition's order, product and quantity",
    params: idParam,
    response: z.array(productDetailRow),
    errorData: z.array(productDetailRow),
  }),
};

const issue = {
  getBomToIssue: defineCall({
    method: "POST",
    path: "JobSchedule/GetBomToIssue",
    access: { page: "store-requisition-issue", right: "view" },
    summary: "The BOM lines left to issue of a requisition, or of an order's first open requisition",
    body: bomToIssueRequest,
    response: z.array(bomIssueLine),
    errorData: z.array(bomIssueLine),
  }),
  getRequisitionsToIssue: defineCall({
    method: "POST",
    path: "StoreRequisitionIssue/GetRequisitionsToIssue",
    access: { page: "store-requisition-issue", right: "view" },
    summary: "One page of the requisitions with material left to issue (the Order List)",
    body: listQuery,
    response: z.array(requisitionToIssue),
  }),
  getPacketToIssue: defineCall({
    method: "POST",
    path: "StoreRequisitionIssue/GetPacketToIssue",
    access: { page: "store-requisition-issue", right: "view" },
    summary: "A scanned packet in stock, with its product, supplier, quantity and bin",
    body: packetToIssueRequest,
    response: z.array(packetToIssueRow),
  }),
  getFifoRule: defineCall({
    method: "GET",
    path: "StoreRequisitionIssue/GetFifoRule",
    access: { page: "store-requisition-issue", right: "view" },
    summary: "The plant's FIFO rule on issue (off, warn or strict), kept on the device for offline scans",
    response: fifoRuleAnswer,
  }),
  issueRMStore: defineCall({
    method: "POST",
    path: "StoreRequisitionIssue/IssueRMStore",
    access: { page: "store-requisition-issue", right: "add" },
    summary: "Issues the scanned packets to the requisition; answers the packets split off",
    body: issueRmStoreRequest,
    response: z.array(madePacket),
    errorData: issueRefusal,
  }),
};

/** CreateActivityReporting*'s '400' data: each RM entered beyond what is unused of it. */
const beyondUnusedRow = z.object({
  ProductCode: z.string(),
  Quantity: z.number(),
  UnUsedQuantity: z.number(),
});

/** The three calls of one activity reporting screen, its actions spelled as the spec spells them. */
const activityScreen = (
  page: PageKey,
  requisitions: string,
  actions: { list: string; detail: string; create: string },
) => ({
  list: defineCall({
    method: "GET",
    path: `ActivityReporting/${actions.list}/:x`,
    access: { page, right: "view" },
    summary: `The ${requisitions} requisitions whose order or requisition number contains the text`,
    params: z.object({ x: text(100) }),
    response: z.array(activityOrder),
  }),
  detail: defineCall({
    method: "GET",
    path: `ActivityReporting/${actions.detail}/:no`,
    access: { page, right: "view" },
    summary: `Issued, consumed and unused quantity of each RM of one ${requisitions} requisition`,
    params: z.object({ no: text(60).trim().min(1) }),
    response: z.array(activityRow),
    errorData: z.array(activityRow),
  }),
  create: defineCall({
    method: "POST",
    path: `ActivityReporting/${actions.create}`,
    access: { page, right: "add" },
    summary: `Reports what a shift consumed of a ${requisitions} requisition's issued RM`,
    body: activityReportRequest,
    response: z.null(),
    errorData: z.array(beyondUnusedRow),
  }),
});

const activity = {
  getShifts: defineCall({
    method: "GET",
    path: "ActivityReporting/GetShifts",
    access: { page: ["activity-reporting-assembly", "activity-reporting-intermediate"], right: "view" },
    summary: "The active shifts",
    response: z.array(shiftOption),
  }),
  assembly: activityScreen("activity-reporting-assembly", "FG", {
    list: "GetOrderList",
    detail: "getOrderDetailByRequisitionNo",
    create: "CreateActivityReportingAssembly",
  }),
  intermediate: activityScreen("activity-reporting-intermediate", "intermediate", {
    list: "GetIntermediateOrderList",
    detail: "GetIntermediateOrderDetailsByRequisitionNo",
    create: "CreateActivityReportingIntermediate",
  }),
};

const finalProduction = {
  getFinalProductions: defineCall({
    method: "GET",
    path: "FinalProduction/GetFinalProductions",
    access: { page: "final-production", right: "view" },
    summary: "One page of the FG serial ranges mapped to FG requisitions",
    query: listQueryString,
    response: z.array(fgMapping),
  }),
  getFGRequisitions: defineCall({
    method: "GET",
    path: "FinalProduction/GetFGRequisitions",
    access: { page: "final-production", right: "view" },
    summary: "The FG requisitions still to map whose order or requisition number contains SearchValue",
    query: fgRequisitionsQuery,
    response: z.array(fgRequisition),
  }),
  getMaxNo: defineCall({
    method: "GET",
    path: "FinalProduction/GetMaxNo",
    access: { page: "final-production", right: "view" },
    summary: "The highest FG serial mapped so far, 0 before the first (the next range starts after it)",
    response: z.number(),
  }),
  createFinalProduction: defineCall({
    method: "POST",
    path: "FinalProduction/CreateFinalProduction",
    access: { page: "final-production", right: "add" },
    summary: "Maps an FG serial range to an FG requisition",
    body: finalProductionRequest,
    response: fgMappingSaved,
  }),
};

/** Production Receipt: a requisition's output received into stock as packets. */
const productionReceipt = {
  getRequisitionToReceive: defineCall({
    method: "GET",
    path: "ProductionReceipt/GetRequisitionToReceive/:RequisitionNo",
    access: { page: "production-receipt", right: "view" },
    summary: "A requisition's product, quantity and the output received into stock so far",
    params: requisitionToReceiveParams,
    response: requisitionToReceive,
  }),
  createProductionReceipt: defineCall({
    method: "POST",
    path: "ProductionReceipt/CreateProductionReceipt",
    access: { page: "production-receipt", right: "add" },
    summary: "Receives a requisition's output into stock as new packets of the given size",
    body: productionReceiptRequest,
    response: z.array(madePacket),
  }),
};

/** Production: requisitions, issue to production, activity reporting, final production, receipt. */
export const productionCalls = { requisition, issue, activity, finalProduction, productionReceipt };
