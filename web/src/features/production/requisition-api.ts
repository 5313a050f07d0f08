import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CallData, type CreateRequisitionRequest, type ListQuery, productionCalls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

const calls = productionCalls.requisition;

export type OrderItem = CallData<typeof calls.getOrders>[number];
export type RequisitionRow = CallData<typeof calls.getViewRequisitionData>[number];
export type BomDetailRow = CallData<typeof calls.getBOMDetails>[number];
export type ProductDetailRow = CallData<typeof calls.getProductDetails>[number];
export type StockDetailRow = CallData<typeof calls.getStockDetailsAccordingBOM>[number];

/** One server page of the open production orders. */
export const fetchOrders = (query: ListQuery) => dataOf(call(calls.getOrders, query));
/** One server page of the requisitions. */
export const fetchViewRequisitions = (query: ListQuery) => dataOf(call(calls.getViewRequisitionData, query));
export const raiseRequisition = (body: CreateRequisitionRequest) =>
  call(calls.createRaiseRequisition, body, { notify: "all" });

export const useOrders = (query: ListQuery) =>
  useQuery({
    queryKey: callKey(calls.getOrders, query),
    queryFn: () => fetchOrders(query),
    placeholderData: (previous) => previous,
  });
export const useViewRequisitions = (query: ListQuery) =>
  useQuery({
    queryKey: callKey(calls.getViewRequisitionData, query),
    queryFn: () => fetchViewRequisitions(query),
    placeholderData: (previous) => previous,
  });
export const useStockDetails = (orderId: number | null) =>
  useQuery({
    queryKey: callKey(calls.getStockDetailsAccordingBOM, { id: orderId ?? 0 }),
    queryFn: () => dataOf(call(calls.getStockDetailsAccordingBOM, { id: orderId ?? 0 })),
    enabled: orderId !== null,
  });
export const useBomDetails = (requisitionId: number | null) =>
  useQuery({
    queryKey: callKey(calls.getBOMDetails, { id: requisitionId ?? 0 }),
    queryFn: () => dataOf(call(calls.getBOMDetails, { id: requisitionId ?? 0 })),
    enabled: requisitionId !== null,
  });
export const useProductDetails = (requisitionId: number | null) =>
  useQuery({
    queryKey: callKey(calls.getProductDetails, { id: requisitionId ?? 0 }),
    queryFn: () => dataOf(call(calls.getProductDetails, { id: requisitionId ?? 0 })),
    enabled: requisitionId !== null,
  });

export function useRaiseRequisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: raiseRequisition,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: callKey(calls.getOrders) });
      client.invalidateQueries({ queryKey: callKey(calls.getViewRequisitionData) });
    },
  });
}
