import { useQuery } from "@tanstack/react-query";
import { type CallData, type CreateCustomerReturnRequest, dispatchCalls as calls } from "@wms/domain";
import { call, callKey, commandTimeoutMs, dataOf, newIdempotencyKey } from "../../api/client";

export type DispatchToReturnAnswer = CallData<typeof calls.getDispatchToReturn>;
export type CustomerReturnAnswer = CallData<typeof calls.createCustomerReturn>;

/** The latest dispatches whose delivery note, order or customer contains `search` (the dispatch picker). */
export const useDispatchesToReturn = (search: string) =>
  useQuery({
    queryKey: callKey(calls.getDispatchesToReturn, { SearchValue: search }),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getDispatchesToReturn, { SearchValue: search }))) ?? [],
  });

/** A dispatch scanned by its delivery note or dispatch number. */
export const fetchDispatchToReturn = (DocumentNo: string) =>
  call(calls.getDispatchToReturn, { DocumentNo }, { notify: "none" });

/** A dispatch chosen from the list. */
export const fetchDispatchToReturnById = (DispatchId: number) =>
  call(calls.getDispatchToReturnById, { DispatchId }, { notify: "none" });

/** The return, sent once with its key (a resend after a lost answer answers the first). */
export const createCustomerReturn = (body: CreateCustomerReturnRequest) =>
  call(calls.createCustomerReturn, body, {
    notify: "all",
    timeoutMs: commandTimeoutMs,
    idempotencyKey: newIdempotencyKey(),
  });
