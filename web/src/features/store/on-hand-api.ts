import {
  type CallData,
  stockOnHandCalls as calls,
  type ListQuery,
  type OnHandPacketsRequest,
} from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

export type OnHandProductRow = CallData<typeof calls.getByProduct>[number];
export type OnHandBinRow = CallData<typeof calls.getByBin>[number];
export type OnHandLotRow = CallData<typeof calls.getByLot>[number];
export type OnHandPacketRow = CallData<typeof calls.getPackets>[number];
/** Which packets a drill shows: one product, bin or lot. */
export type PacketsFilter = Pick<OnHandPacketsRequest, "ProductId" | "BinId" | "MRNLineId" | "RequisitionId">;

/** A list of the screen as its grid reads it: the query key of a page, a page, and every row (the CSV export). */
export interface OnHandSource<Row> {
  key: (q: ListQuery) => readonly unknown[];
  page: (q: ListQuery) => Promise<Row[] | null>;
  all: (q: ListQuery) => Promise<Row[] | null>;
}

/** The whole list for the export: PageSize -1, every row streamed by the server. */
const everyRow = (q: ListQuery): ListQuery => ({ ...q, PageSize: -1, PageNo: 1, First: 1 });

export const byProduct: OnHandSource<OnHandProductRow> = {
  key: (q) => callKey(calls.getByProduct, q),
  page: (q) => dataOf(call(calls.getByProduct, q)),
  all: (q) => dataOf(call(calls.getByProduct, everyRow(q))),
};
export const byBin: OnHandSource<OnHandBinRow> = {
  key: (q) => callKey(calls.getByBin, q),
  page: (q) => dataOf(call(calls.getByBin, q)),
  all: (q) => dataOf(call(calls.getByBin, everyRow(q))),
};
export const byLot: OnHandSource<OnHandLotRow> = {
  key: (q) => callKey(calls.getByLot, q),
  page: (q) => dataOf(call(calls.getByLot, q)),
  all: (q) => dataOf(call(calls.getByLot, everyRow(q))),
};
export const packetsOf = (filter: PacketsFilter): OnHandSource<OnHandPacketRow> => ({
  key: (q) => callKey(calls.getPackets, { ...q, ...filter }),
  page: (q) => dataOf(call(calls.getPackets, { ...q, ...filter })),
  all: (q) => dataOf(call(calls.getPackets, { ...everyRow(q), ...filter })),
});
