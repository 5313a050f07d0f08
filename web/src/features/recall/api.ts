import { useQuery } from "@tanstack/react-query";
import {
  type CallData,
  type CallInput,
  recallCalls as calls,
  type RecallDisposition,
  type RecallListRequest,
} from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

/** The lot as the screen names it: one of MRN id, PO number, packet QR, or supplier code with its dates. */
export type RecallLotInput = CallInput<typeof calls.previewRecall>;
export type RecallPreviewAnswer = CallData<typeof calls.previewRecall>;
export type RecallRow = CallData<typeof calls.getRecalls>[number];
export type RecallDetailAnswer = CallData<typeof calls.getRecall>;

/** The blast radius of the lot (a refusal is told by the client and answers null). */
export const previewRecall = (lot: RecallLotInput) => dataOf(call(calls.previewRecall, lot));

/** Opens the recall: the lot's free packets in stock go on hold; the answer's message says how many. */
export const createRecall = (lot: RecallLotInput, Reason: string) =>
  call(calls.createRecall, { ...lot, Reason }, { notify: "all" });

export const closeRecall = (RecallId: number, Disposition: RecallDisposition) =>
  call(calls.closeRecall, { RecallId, Disposition }, { notify: "all" });

export const fetchRecall = (RecallId: number) => dataOf(call(calls.getRecall, { RecallId }));

/** The recall list, one server page at a time. */
export const useRecalls = (query: RecallListRequest) =>
  useQuery({
    queryKey: callKey(calls.getRecalls, query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getRecalls, query))) ?? [],
  });

/** One recall's detail (null: not loaded, or refused and told). */
export const useRecall = (recallId: number | null) =>
  useQuery({
    queryKey: callKey(calls.getRecall, recallId === null ? undefined : { RecallId: recallId }),
    enabled: recallId !== null,
    queryFn: () => fetchRecall(recallId!),
  });

/** Every recall query, to refresh after a change. */
export const recallKeys = [callKey(calls.getRecalls), callKey(calls.getRecall)] as const;
