import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import {
  type AddReceivedQtyRequest,
  type CallData,
  type CallInput,
  inboundCalls,
  type ListQuery,
  masterCalls,
  type PutAwayLot,
  printingCalls,
  type QualityCheckRow,
} from "@wms/domain";
import { call, callKey, lookupTimeoutMs } from "../../platform/api/client";

export type MrnListRow = CallData<typeof inboundCalls.getAllPoDetails>[number];
export type MrnRow = CallData<typeof inboundCalls.getPoDetailsByMRNID>[number];
export type SlipListRow = CallData<typeof inboundCalls.getQrData>[number];
export type PacketRow = CallData<typeof inboundCalls.checkRMExists>[number];
export type InwardBin = CallData<typeof inboundCalls.getBinsForInward>[number];
export type InwardBinRow = CallData<typeof inboundCalls.getBinRowsForInward>[number];
export type InwardReportRow = CallData<typeof inboundCalls.getMaterialInwardReport>[number];

export const fetchMrnList = (q: ListQuery) => call(inboundCalls.getAllPoDetails, q);
export const fetchMrnRows = (mrnId: number) => call(inboundCalls.getPoDetailsByMRNID, { id: mrnId });
export const submitQualityCheck = (rows: QualityCheckRow[]) =>
  call(inboundCalls.updatePoDetails, rows, { notify: "all" });
export const addReceivedQty = (body: AddReceivedQtyRequest) =>
  call(inboundCalls.addReceivedQty, body, { notify: "all" });

const slipListInput = (mrnId: number | null): CallInput<typeof inboundCalls.getQrData> =>
  mrnId ? { MRNID: mrnId } : {};
export const fetchSlipList = (mrnId: number | null) => call(inboundCalls.getQrData, slipListInput(mrnId));
export const fetchSlipsOfLines = (ids: number[]) => call(inboundCalls.getQrById, { storeItems: ids });

/** The packets' slips to a ZPL printer from the server; a reprint's refusal is the caller's to answer with a reason. */
export const printToPrinter = (PrinterId: number, QRCodes: string[], Reason = "") =>
  call(printingCalls.printPacketSlips, { PrinterId, QRCodes, Reason }, { notify: "none" });

export const checkPacket = (lot: PutAwayLot, QRCode: string) =>
  call(
    inboundCalls.checkRMExists,
    { ...lot, QRCode },
    { notify: "none", quietWhenUnreachable: true, timeoutMs: lookupTimeoutMs },
  );
/** Bins from the row named on, or from the first row with an empty bin. */
export const fetchInwardBins = (lot: PutAwayLot, RowName: string | null) =>
  call(inboundCalls.getBinsForInward, { ...lot, RowName });
export const fetchInwardBinRows = () => call(inboundCalls.getBinRowsForInward, undefined);

export const fetchInwardReport = (q: ListQuery) => call(inboundCalls.getMaterialInwardReport, q);

/** What a quality check or a further delivery changes: the MRN list and the slips to print. */
export const refreshAfterQualityCheck = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: callKey(inboundCalls.getAllPoDetails) }),
    client.invalidateQueries({ queryKey: callKey(inboundCalls.getQrData) }),
  ]);

export const useMrnList = (q: ListQuery) =>
  useQuery({
    queryKey: callKey(inboundCalls.getAllPoDetails, q),
    queryFn: () => fetchMrnList(q),
    placeholderData: keepPreviousData,
  });
export const useCartons = () =>
  useQuery({
    queryKey: callKey(masterCalls.lookups.getCartonDDl),
    queryFn: () => call(masterCalls.lookups.getCartonDDl, undefined),
    select: (a) => (a.ResponseCode === "200" ? a.ResponseData : []),
  });
export const useSlipList = (mrnId: number | null) =>
  useQuery({
    queryKey: callKey(inboundCalls.getQrData, slipListInput(mrnId)),
    queryFn: () => fetchSlipList(mrnId),
    select: (a) => (a.ResponseCode === "200" ? a.ResponseData : []),
  });
export const useInwardReport = (q: ListQuery | null) =>
  useQuery({
    queryKey: callKey(inboundCalls.getMaterialInwardReport, q ?? {}),
    queryFn: () => fetchInwardReport(q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
