import { api } from "../../api/client";

export interface TraceRow {
  Level: number;
  RMCode: string;
  RequisitionNo: string;
  IsIntermediate: number;
  Stage: string;
  Type: string;
  InwardDate: string | null;
  Operator: string;
  ShiftName: string;
  SupplierCode: string;
  ProductImg: string;
  ProductCode: string;
  ProductDscrptn: string;
}

/** One drill-down step: the intermediate row whose own rows are shown. */
export interface TraceStep {
  RMCode: string;
  RequisitionNo: string;
  IsIntermediate: number;
}

export const fetchTraceability = (scanned: string) =>
  api.get<TraceRow[]>(`FGTraceabilityReport/GetFGTraceabilityReport/${encodeURIComponent(scanned)}`);
export const fetchIntermediateTraceability = (step: TraceStep) =>
  api.get<TraceRow[]>(
    `FGTraceabilityReport/GetIntermediateTraceability/${encodeURIComponent(step.RMCode)}/${encodeURIComponent(
      step.RequisitionNo,
    )}/${step.IsIntermediate}`,
  );
