import { useQuery } from "@tanstack/react-query";
import {
  type CallData,
  type CallErrorData,
  type CallInput,
  dispatchCalls as calls,
  type DispatchOrderListRequest,
} from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

export type DispatchOrderRow = CallData<typeof calls.getDispatchOrders>[number];
export type DispatchOrderDetailAnswer = CallData<typeof calls.getDispatchOrder>;
export type OrdersFile = CallInput<typeof calls.importDispatchOrders>;
/** A row the server refused, with its line. */
export type RefusedRow = NonNullable<CallErrorData<typeof calls.importDispatchOrders>>[number];

/** The dispatch order list, one server page at a time. */
export const useDispatchOrders = (query: DispatchOrderListRequest) =>
  useQuery({
    queryKey: callKey(calls.getDispatchOrders, query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getDispatchOrders, query))) ?? [],
  });

/** One order with its lines (null: not loaded, or refused and told). */
export const useDispatchOrder = (dispatchOrderId: number | null) =>
  useQuery({
    queryKey: callKey(
      calls.getDispatchOrder,
      dispatchOrderId === null ? undefined : { DispatchOrderId: dispatchOrderId },
    ),
    enabled: dispatchOrderId !== null,
    queryFn: () => dataOf(call(calls.getDispatchOrder, { DispatchOrderId: dispatchOrderId! })),
  });

/** Sends a file of orders, all or nothing; the answer's message says what was saved and what was already there. */
export const importDispatchOrders = (file: OrdersFile) =>
  call(calls.importDispatchOrders, file, { notify: "all" });

/** Every dispatch order query, to refresh after an import. */
export const dispatchOrderKeys = [callKey(calls.getDispatchOrders), callKey(calls.getDispatchOrder)] as const;
