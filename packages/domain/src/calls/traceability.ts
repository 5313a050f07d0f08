import { z } from "zod";
import { count, text } from "../bounds.js";
import {
  customerReach,
  dispatchedPacket,
  serialDispatchesParams,
  serialHistoryRow,
} from "../customer-reach.js";
import { consumptionMessages } from "../messages/consumption.js";
import {
  traceJob,
  traceJobs,
  traceJobsParams,
  traceRow,
  whereUsedParams,
  whereUsedRow,
} from "../traceability.js";
import { defineCall } from "./define.js";

const access = { page: "fg-traceability-report", right: "view" } as const;

/** An FG serial, requisition number, packet or product code as scanned. */
const scanned = text(200).trim().min(1, { error: consumptionMessages.enterProductCode });

/** FGTraceabilityReport: what went into an FG, following its packets to any depth; and where a lot went. */
export const traceabilityCalls = {
  getFGTraceabilityReport: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetFGTraceabilityReport/:x",
    access,
    summary:
      "The trace of the job an FG serial, requisition or packet names (a product code: its jobs to pick)",
    params: z.object({ x: scanned }),
    response: z.array(traceRow),
    errorData: z.array(traceJob),
  }),
  getTraceJobs: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetTraceJobs/:x",
    access,
    summary: "The one job a serial, requisition or packet names, or a product code's jobs, newest first",
    params: traceJobsParams,
    response: traceJobs,
  }),
  getIntermediateTraceability: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetIntermediateTraceability/:rmCode/:requisitionNo/:isIntermediate",
    access,
    summary: "A trace row's drill-down: the rows of the job that made its packet",
    params: z.object({ rmCode: scanned, requisitionNo: scanned, isIntermediate: count() }),
    response: z.array(traceRow),
    errorData: z.array(traceRow),
  }),
  getWhereUsed: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetWhereUsed/:x",
    access,
    summary: "Every requisition and FG serial range an MRN, PO number or packet went into, net of returns",
    params: whereUsedParams,
    response: z.array(whereUsedRow),
    errorData: z.array(whereUsedRow),
  }),
  getSerialDispatches: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetSerialDispatches/:serial",
    access,
    summary:
      "An FG serial's dispatches: customer, date, order, delivery note, vehicle and the packet it left in",
    params: serialDispatchesParams,
    response: z.array(dispatchedPacket),
  }),
  getSerialHistory: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetSerialHistory/:serial",
    access,
    summary:
      "An FG serial's history, oldest first: mapped on its job, dispatched, returned, reworked on its job, mapped again",
    params: serialDispatchesParams,
    response: z.array(serialHistoryRow),
  }),
  getWhereDispatched: defineCall({
    method: "GET",
    path: "FGTraceabilityReport/GetWhereDispatched/:x",
    access,
    summary: "The customers and dispatches an MRN, PO number or packet reached, with quantities and serials",
    params: whereUsedParams,
    response: customerReach,
  }),
};
