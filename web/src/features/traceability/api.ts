import { type CallData, traceabilityCalls } from "@wms/domain";
import { call } from "../../platform/api/client";

export type TraceRow = CallData<typeof traceabilityCalls.getFGTraceabilityReport>[number];
/** The jobs a scan stands for: one job (go to it) or a product's jobs (pick one). */
export type TraceJobs = CallData<typeof traceabilityCalls.getTraceJobs>;
export type TraceJob = TraceJobs["Jobs"][number];
/** A requisition a lot's material went into (where-used); FromNo/ToNo: its FG serials. */
export type WhereUsedRow = CallData<typeof traceabilityCalls.getWhereUsed>[number];
/** One drill-down step: the row whose packet's producing job is shown. */
export type TraceStep = Pick<TraceRow, "RMCode" | "RequisitionNo" | "IsIntermediate">;

export const fetchTraceJobs = (scanned: string) => call(traceabilityCalls.getTraceJobs, { x: scanned });
export const fetchTraceability = (requisitionNo: string) =>
  call(traceabilityCalls.getFGTraceabilityReport, { x: requisitionNo });
export const fetchWhereUsed = (lot: string) => call(traceabilityCalls.getWhereUsed, { x: lot });
/** The customers and dispatches a lot reached (quiet: Where Used tells a lot that is not there). */
export const fetchWhereDispatched = (lot: string) =>
  call(traceabilityCalls.getWhereDispatched, { x: lot }, { notify: "none" });
/** Where an FG serial went: its dispatches, oldest first (none while it is in the plant). */
export const fetchSerialDispatches = (serial: number) =>
  call(traceabilityCalls.getSerialDispatches, { serial }, { notify: "none" });
/** What happened to an FG serial, oldest first (quiet: none before it is mapped). */
export const fetchSerialHistory = (serial: number) =>
  call(traceabilityCalls.getSerialHistory, { serial }, { notify: "none" });
export const fetchIntermediateTraceability = (step: TraceStep) =>
  call(traceabilityCalls.getIntermediateTraceability, {
    rmCode: step.RMCode,
    requisitionNo: step.RequisitionNo,
    isIntermediate: step.IsIntermediate,
  });
