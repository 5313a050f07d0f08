import { useQuery } from "@tanstack/react-query";
import { type CallData, type CreateDispatchRequest, dispatchCalls as calls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";
import { loadDocument, sendOrQueue } from "../../platform/offline/offline-call";

export type OrderToDispatch = CallData<typeof calls.getOrderToDispatch>;
export type ScannedFgPacket = CallData<typeof calls.getPacketToDispatch>;
export type DispatchDoneAnswer = CallData<typeof calls.createDispatch>;
export type DeliveryNoteAnswer = CallData<typeof calls.getDispatch>;

/** The open orders whose number or customer contains `search` (the order picker). */
export const useOpenOrders = (search: string) =>
  useQuery({
    queryKey: callKey(calls.getOpenOrders, { SearchValue: search }),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getOpenOrders, { SearchValue: search }))) ?? [],
  });

/** The scanned order with its lines, kept on the device so it opens offline too. */
export const fetchOrderToDispatch = (ErpOrderNo: string) =>
  loadDocument(calls.getOrderToDispatch, { ErpOrderNo }, { notify: "none" });

/** A scanned FG packet, checked against the order (FIFO warns or refuses). */
export const fetchPacketToDispatch = (DispatchOrderId: number, QRCode: string, PickedQRCodes: string[]) =>
  call(calls.getPacketToDispatch, { DispatchOrderId, QRCode, PickedQRCodes }, { notify: "none" });

/** The dispatch, sent now, or queued in the outbox with its key offline. */
export const createDispatch = (body: CreateDispatchRequest) =>
  sendOrQueue(calls.createDispatch, body, { notify: "all" });

/** A dispatch as its delivery note shows it. */
export const fetchDeliveryNote = (DispatchId: number) => dataOf(call(calls.getDispatch, { DispatchId }));
