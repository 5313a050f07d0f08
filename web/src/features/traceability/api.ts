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
  /** The packet that went into the requisition. */
  QRCode: string;
  /** The packet's MRN; null when a requisition produced it. */
  MRNID: number | null;
  ProducedByRequisitionNo: string | null;
  /** How much of the packet went into the requisition. */
  Qty: number;
}

/** A requisition a lot's material went into (where-used); FromNo/ToNo: its FG serials. */
export interface WhereUsedRow {
  Level: number;
  RequisitionNo: string;
  ProductCode: string;
  ProductDscrptn: string;
  Type: string;
  QRCode: string;
  Qty: number;
  FromNo: number | null;
  ToNo: number | null;
}

/** One drill-down step: the intermediate row whose own rows are shown. */
export interface TraceStep {
  RMCode: string;
  RequisitionNo: string;
  IsIntermediate: number;
}

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
