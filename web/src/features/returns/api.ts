import { useMutation } from "@tanstack/react-query";
import {
  type CallData,
  type CallErrorData,
  type ReturnRequest,
  returnCalls,
  type UpdateReturnRowRequest,
} from "@wms/domain";
import { call } from "../../platform/api/client";

export type ReturnRow = CallData<typeof returnCalls.updateReturnRow>;
/** A row of the '400' answer: material asked back more than once. */
export type ReturnedAgainRow = NonNullable<CallErrorData<typeof returnCalls.submitFGReturn>>[number];

export const fetchReturnRows = (scanned: string) => call(returnCalls.getFGReturn, { x: scanned });
export const submitReturn = (body: ReturnRequest) =>
  call(returnCalls.submitFGReturn, body, { notify: "all" });
export const updateReturnRow = (body: UpdateReturnRowRequest) => call(returnCalls.updateReturnRow, body);

export const useSubmitReturn = () => useMutation({ mutationFn: submitReturn });
