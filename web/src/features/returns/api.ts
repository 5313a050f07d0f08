import { useMutation } from "@tanstack/react-query";
import type {
  MadePacket,
  Received,
  ReturnRequest,
  returnableRow,
  returnedAgainRow,
  UpdateReturnRowRequest,
} from "@wms/domain";
import { api } from "../../api/client";

export type ReturnRow = Received<typeof returnableRow>;
/** A row of the '400' answer: material asked back more than once. */
export type ReturnedAgainRow = Received<typeof returnedAgainRow>;

export const fetchReturnRows = (scanned: string) =>
  api.get<ReturnRow[]>(`Return/GetFGReturn/${encodeURIComponent(scanned)}`);
export const submitReturn = (body: ReturnRequest) =>
  api.post<MadePacket[] | ReturnedAgainRow[] | null>("Return/SubmitFGReturn", body, { notify: "all" });
export const updateReturnRow = (body: UpdateReturnRowRequest) =>
  api.post<ReturnRow>("Return/UpdateReturnRow", body);

export const useSubmitReturn = () => useMutation({ mutationFn: submitReturn });
