import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  bomDetailRow,
  CreateRequisitionRequest,
  ListQuery,
  orderItem,
  productDetailRow,
  Received,
  raisedRequisition,
  requisitionRow,
  stockByBomRow,
} from "@wms/domain";
import { api, withQuery } from "../../api/client";

export type OrderItem = Received<typeof orderItem>;
export type RequisitionRow = Received<typeof requisitionRow>;
export type BomDetailRow = Received<typeof bomDetailRow>;
export type ProductDetailRow = Received<typeof productDetailRow>;
export type StockDetailRow = Received<typeof stockByBomRow>;

export const requisitionKeys = {
  orders: ["production", "orders"] as const,
  requisitions: ["production", "requisitions"] as const,
  stock: (orderId: number) => ["production", "stock-by-bom", orderId] as const,
  bom: (requisitionId: number) => ["production", "bom-details", requisitionId] as const,
  product: (requisitionId: number) => ["production", "product-details", requisitionId] as const,
};

const data = async <T>(answer: Promise<{ ResponseData: T }>) => (await answer).ResponseData;

/** One server page of the open production orders. */
export const fetchOrders = (query: ListQuery) =>
  data(api.get<OrderItem[]>(withQuery("RaiseRequisition/GetOrders", query)));
/** One server page of the requisitions. */
export const fetchViewRequisitions = (query: ListQuery) =>
  data(api.get<RequisitionRow[]>(withQuery("RaiseRequisition/GetViewRequisitionData", query)));
export const fetchStockDetails = (orderId: number) =>
  data(api.get<StockDetailRow[]>(`RaiseRequisition/GetStockDetailsAccordingBOM/${orderId}`));
export const fetchBomDetails = (requisitionId: number) =>
  data(api.get<BomDetailRow[]>(`RaiseRequisition/GetBOMDetails/${requisitionId}`));
export const fetchProductDetails = (requisitionId: number) =>
  data(api.get<ProductDetailRow[]>(`RaiseRequisition/GetProductDetails/${requisitionId}`));
export const raiseRequisition = (body: CreateRequisitionRequest) =>
  api.post<Received<typeof raisedRequisition>>("RaiseRequisition/CreateRaiseRequisition", body, {
    notify: "all",
  });

export const useOrders = (query: ListQuery) =>
  useQuery({
    queryKey: [...requisitionKeys.orders, query],
    queryFn: () => fetchOrders(query),
    placeholderData: (previous) => previous,
  });
export const useViewRequisitions = (query: ListQuery) =>
  useQuery({
    queryKey: [...requisitionKeys.requisitions, query],
    queryFn: () => fetchViewRequisitions(query),
    placeholderData: (previous) => previous,
  });
export const useStockDetails = (orderId: number | null) =>
  useQuery({
    queryKey: requisitionKeys.stock(orderId ?? 0),
    queryFn: () => fetchStockDetails(orderId ?? 0),
    enabled: orderId !== null,
  });
export const useBomDetails = (requisitionId: number | null) =>
  useQuery({
    queryKey: requisitionKeys.bom(requisitionId ?? 0),
    queryFn: () => fetchBomDetails(requisitionId ?? 0),
    enabled: requisitionId !== null,
  });

export const useProductDetails = (requisitionId: number | null) =>
  useQuery({
    queryKey: requisitionKeys.product(requisitionId ?? 0),
    queryFn: () => fetchProductDetails(requisitionId ?? 0),
    enabled: requisitionId !== null,
  });

export function useRaiseRequisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: raiseRequisition,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: requisitionKeys.orders });
      client.invalidateQueries({ queryKey: requisitionKeys.requisitions });
    },
  });
}
