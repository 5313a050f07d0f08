import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AddedDelivery,
  AddReceivedQtyRequest,
  binRowForInward,
  cartonOption,
  inwardBin,
  ListQuery,
  MadePacket,
  materialInwardRow,
  mrnListRow,
  mrnRow,
  PutAwayLot,
  PutAwayRequest,
  putAwayDone,
  putAwayPacketRow,
  QualityCheckRow,
  Received,
  SlipRow,
  slipListRow,
} from "@wms/domain";
import { api } from "../../api/client";

export type MrnListRow = Received<typeof mrnListRow>;
export type MrnRow = Received<typeof mrnRow>;
export type SlipListRow = Received<typeof slipListRow>;
export type PacketRow = Received<typeof putAwayPacketRow>;
export type InwardBin = Received<typeof inwardBin>;
export type InwardReportRow = Received<typeof materialInwardRow>;
export type CartonOption = Received<typeof cartonOption>;

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
  api.post<MadePacket[]>("PurchaseOrder/UpdatePoDetails", rows, {
    notify: "all",
  });
export const addReceivedQty = (body: AddReceivedQtyRequest) =>
  api.post<AddedDelivery>("PurchaseOrder/AddReceivedQty", body, { notify: "all" });
export const fetchCartons = () => api.get<CartonOption[]>("CartonMaster/GetCartonDDl");

export const fetchSlipList = (mrnId: number | null) =>
  api.post<SlipListRow[]>("RmQrCodeGeneration/GetQrData", mrnId ? { MRNID: mrnId } : {});
export const fetchSlipsOfMrn = (mrnId: number) =>
  api.post<SlipRow[]>("RmQrCodeGeneration/PrintQrByPo", { MRN_ID: mrnId });
export const fetchSlipsOfLines = (ids: number[]) =>
  api.post<SlipRow[]>("RmQrCodeGeneration/GetQrById", { storeItems: ids });

export const checkPacket = (lot: PutAwayLot, QRCode: string) =>
  api.post<PacketRow[]>("RawMaterialInward/CheckRMExists", { ...lot, QRCode }, { notify: "none" });
/** Bins from the row named on, or from the first row with an empty bin. */
export const fetchInwardBins = (lot: PutAwayLot, RowName: string | null) =>
  api.post<InwardBin[]>("RawMaterialInward/GetBinsForInward", { ...lot, RowName });
export const fetchInwardBinRows = () =>
  api.post<Received<typeof binRowForInward>[]>("RawMaterialInward/GetBinRowsForInward", {});
export const submitPutAway = (body: PutAwayRequest) =>
  api.post<Received<typeof putAwayDone>>("RawMaterialInward/UpdateBinInwardMaterialStock", body, {
    notify: "all",
  });

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
