import { type CallData, traceabilityCalls } from "@wms/domain";
import { call } from "../../api/client";

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
export const fetchIntermediateTraceability = (step: TraceStep) =>
  call(traceabilityCalls.getIntermediateTraceability, {
    rmCode: step.RMCode,
    requisitionNo: step.RequisitionNo,
    isIntermediate: step.IsIntermediate,
  });
