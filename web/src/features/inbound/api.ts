import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AddedDelivery,
  AddReceivedQtyRequest,
  ListQuery,
  PutAwayLot,
  PutAwayRequest,
  QualityCheckRow,
} from "@wms/domain";
import { api } from "../../api/client";
import type { Slip } from "../../components/slip-pdf";

export interface MrnListRow {
  MRNID: number;
  PONumber: string;
  SupplierCode: string;
  Type: string;
  MRNDate: string;
  Quantity: number;
  IsApprove: boolean;
  TotalRows: number;
}

export interface MrnRow {
  MrnLineId: number;
  MRNID: number;
  PONumber: string;
  SupplierCode: string;
  Type: string;
  MRNDate: string;
  ProductCode: string;
  ProductName: string;
  ProductCategory: string;
  UOM: string;
  RequestedQty: number;
  ReceivedQty: number;
  ApprovedQty: number;
  RejectedQty: number;
  RejectedRemark: string;
  PiecesPerPacket: number | null;
  TotalSlip: number;
  CartonId: number | null;
  CartonName: string | null;
  IsApprove: boolean;
}

export interface SlipListRow {
  Id: number;
  MRNID: number;
  MRNDate: string;
  ProductCode: string;
  ApprovedQty: number;
  TotalSlip: number;
  IsUsed: boolean;
}

export interface PacketRow {
  QRCode: string;
  MRNID: number | null;
  ProductCode: string;
  ProductName: string;
  ProductCategory: string;
  SupplierCode: string;
  Qty: number;
  UOM: string;
  Status: string;
  ColAddress: string | null;
  /** The requisition that produced the packet (its lot when MRNID is null). */
  RequisitionNo: string | null;
}

export interface InwardBin {
  BinId: number;
  RowName: string;
  ColAddress: string;
  ColStatus: boolean;
}

export interface InwardReportRow {
  ProductId: number;
  ProductCode: string;
  SupplierCode: string;
  TotalQty: number;
  CreatedDate: string;
  TotalRows: number;
}

export interface CartonOption {
  CartonId: number;
  CartonName: string;
}

export const inboundKeys = {
  mrns: (q: ListQuery) => ["inbound", "mrns", q] as const,
  mrn: (id: number) => ["inbound", "mrn", id] as const,
  slips: (mrnId: number | null) => ["inbound", "slips", mrnId] as const,
  bins: ["inbound", "bins"] as const,
  report: (q: ListQuery) => ["inbound", "report", q] as const,
  cartons: ["inbound", "cartons"] as const,
};

export const fetchMrnList = (q: ListQuery) => api.post<MrnListRow[]>("PurchaseOrder/GetAllPoDetails", q);
export const fetchMrnRows = (mrnId: number) =>
  api.get<MrnRow[]>(`PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`);
export const submitQualityCheck = (rows: QualityCheckRow[]) =>
  api.post<Array<{ QRCode: string; ProductCode: string; Qty: number }>>(
    "PurchaseOrder/UpdatePoDetails",
    rows,
    {
      notify: "all",
    },
  );
export const addReceivedQty = (body: AddReceivedQtyRequest) =>
  api.post<AddedDelivery>("PurchaseOrder/AddReceivedQty", body, { notify: "all" });
export const fetchCartons = () => api.get<CartonOption[]>("CartonMaster/GetCartonDDl");

export const fetchSlipList = (mrnId: number | null) =>
  api.post<SlipListRow[]>("RmQrCodeGeneration/GetQrData", mrnId ? { MRNID: mrnId } : {});
export const fetchSlipsOfMrn = (mrnId: number) =>
  api.post<Slip[]>("RmQrCodeGeneration/PrintQrByPo", { MRN_ID: mrnId });
export const fetchSlipsOfLines = (ids: number[]) =>
  api.post<Slip[]>("RmQrCodeGeneration/GetQrById", { storeItems: ids });

export const checkPacket = (lot: PutAwayLot, QRCode: string) =>
  api.post<PacketRow[]>("RawMaterialInward/CheckRMExists", { ...lot, QRCode }, { notify: "none" });
/** Bins from the row named on, or from the first row with an empty bin. */
export const fetchInwardBins = (lot: PutAwayLot, RowName: string | null) =>
  api.post<InwardBin[]>("RawMaterialInward/GetBinsForInward", { ...lot, RowName });
export const fetchInwardBinRows = () =>
  api.post<Array<{ RowName: string; EmptyBins: number }>>("RawMaterialInward/GetBinRowsForInward", {});
export const submitPutAway = (body: PutAwayRequest) =>
  api.post<{ BinId: number; ColAddress: string; Packets: number }>(
    "RawMaterialInward/UpdateBinInwardMaterialStock",
    body,
    {
      notify: "all",
    },
  );

export const fetchInwardReport = (q: ListQuery) =>
  api.post<InwardReportRow[]>("MaterialInwardReport/GetMaterialInwardReport", q);

export const useMrnList = (q: ListQuery) =>
  useQuery({
    queryKey: inboundKeys.mrns(q),
    queryFn: () => fetchMrnList(q),
    placeholderData: keepPreviousData,
  });
export const useCartons = () =>
  useQuery({ queryKey: inboundKeys.cartons, queryFn: fetchCartons, select: (a) => a.ResponseData ?? [] });
export const useSlipList = (mrnId: number | null) =>
  useQuery({
    queryKey: inboundKeys.slips(mrnId),
    queryFn: () => fetchSlipList(mrnId),
    select: (a) => a.ResponseData ?? [],
  });
export const useInwardReport = (q: ListQuery | null) =>
  useQuery({
    queryKey: inboundKeys.report(q ?? {}),
    queryFn: () => fetchInwardReport(q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
