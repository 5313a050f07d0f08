import type { Received, traceRow, whereUsedRow } from "@wms/domain";
import { api } from "../../api/client";

export type TraceRow = Received<typeof traceRow>;
/** A requisition a lot's material went into (where-used); FromNo/ToNo: its FG serials. */
export type WhereUsedRow = Received<typeof whereUsedRow>;
/** One drill-down step: the intermediate row whose own rows are shown. */
export type TraceStep = Pick<TraceRow, "RMCode" | "RequisitionNo" | "IsIntermediate">;

export const fetchTraceability = (scanned: string) =>
  api.get<TraceRow[]>(`FGTraceabilityReport/GetFGTraceabilityReport/${encodeURIComponent(scanned)}`);
export const fetchWhereUsed = (lot: string) =>
  api.get<WhereUsedRow[] | null>(`FGTraceabilityReport/GetWhereUsed/${encodeURIComponent(lot)}`);
export const fetchIntermediateTraceability = (step: TraceStep) =>
  api.get<TraceRow[]>(
    `FGTraceabilityReport/GetIntermediateTraceability/${encodeURIComponent(step.RMCode)}/${encodeURIComponent(
      step.RequisitionNo,
    )}/${step.IsIntermediate}`,
  );
