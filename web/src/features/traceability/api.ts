import type { Received, traceJobs, traceRow, whereUsedRow } from "@wms/domain";
import { api } from "../../api/client";

export type TraceRow = Received<typeof traceRow>;
/** The jobs a scan stands for: one job (go to it) or a product's jobs (pick one). */
export type TraceJobs = Received<typeof traceJobs>;
export type TraceJob = TraceJobs["Jobs"][number];
/** A requisition a lot's material went into (where-used); FromNo/ToNo: its FG serials. */
export type WhereUsedRow = Received<typeof whereUsedRow>;
/** One drill-down step: the row whose packet's producing job is shown. */
export type TraceStep = Pick<TraceRow, "RMCode" | "RequisitionNo" | "IsIntermediate">;

export const fetchTraceJobs = (scanned: string) =>
  api.get<TraceJobs>(`FGTraceabilityReport/GetTraceJobs/${encodeURIComponent(scanned)}`);
export const fetchTraceability = (requisitionNo: string) =>
  api.get<TraceRow[]>(`FGTraceabilityReport/GetFGTraceabilityReport/${encodeURIComponent(requisitionNo)}`);
export const fetchWhereUsed = (lot: string) =>
  api.get<WhereUsedRow[] | null>(`FGTraceabilityReport/GetWhereUsed/${encodeURIComponent(lot)}`);
export const fetchIntermediateTraceability = (step: TraceStep) =>
  api.get<TraceRow[]>(
    `FGTraceabilityReport/GetIntermediateTraceability/${encodeURIComponent(step.RMCode)}/${encodeURIComponent(
      step.RequisitionNo,
    )}/${step.IsIntermediate}`,
  );
