import { useMutation } from "@tanstack/react-query";
import type { MadePacket, ReturnRequest } from "@wms/domain";
import { api } from "../../api/client";

export interface ReturnRow {
  RequisitionIssueId: number;
  RequisitionNo: string;
  RMCode: string;
  Type: string;
  UOM: string;
  InwardDate: string | null;
  QRCode: string;
  SupplierCode: string;
  SupplierName: string;
  ProductCode: string;
  ProductDscrptn: string;
  ProductImg: string;
  Quantity: number;
}

/** A row of the '400' answer: material asked back more than once. */
export interface ReturnedAgainRow {
  RequisitionIssueId: number;
  RMCode: string;
  Quantity: number;
  SupplierCode: string;
}

export const fetchReturnRows = (scanned: string) =>
  api.get<ReturnRow[]>(`Return/GetFGReturn/${encodeURIComponent(scanned)}`);
export const submitReturn = (body: ReturnRequest) =>
  api.post<MadePacket[] | ReturnedAgainRow[] | null>("Return/SubmitFGReturn", body, { notify: "all" });
export const updateReturnRow = (body: { RequisitionIssueId: number; Quantity: number }) =>
  api.post<ReturnRow>("Return/UpdateReturnRow", body);

export const useSubmitReturn = () => useMutation({ mutationFn: submitReturn });
