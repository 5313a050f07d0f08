import { useQuery } from "@tanstack/react-query";
import { type CallData, type CreateCustomerReturnRequest, dispatchCalls as calls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";
import { loadDocument, queuedInputsOf, sendOrQueue } from "../../platform/offline/offline-call";

export type DispatchToReturnAnswer = CallData<typeof calls.getDispatchToReturn>;
export type CustomerReturnAnswer = CallData<typeof calls.createCustomerReturn>;

/** The latest dispatches whose delivery note, order or customer contains `search` (the dispatch picker). */
export const useDispatchesToReturn = (search: string) =>
  useQuery({
    queryKey: callKey(calls.getDispatchesToReturn, { SearchValue: search }),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getDispatchesToReturn, { SearchValue: search }))) ?? [],
  });

/** A dispatch scanned by its delivery note or dispatch number, kept on the device so it opens offline too. */
export const fetchDispatchToReturn = (DocumentNo: string) =>
  loadDocument(calls.getDispatchToReturn, { DocumentNo }, { notify: "none" });

/** A dispatch chosen from the list (kept on the device too). */
export const fetchDispatchToReturnById = (DispatchId: number) =>
  loadDocument(calls.getDispatchToReturnById, { DispatchId }, { notify: "none" });

/** The return, sent now, or queued in the outbox with its key offline (a resend answers the first). */
export const createCustomerReturn = (body: CreateCustomerReturnRequest) =>
  sendOrQueue(calls.createCustomerReturn, body, { notify: "all" });

/** The signed-in user's returns still waiting in the outbox (none when the device's queue cannot be read). */
export const queuedCustomerReturns = () => queuedInputsOf(calls.createCustomerReturn).catch(() => []);
