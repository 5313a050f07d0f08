import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ActivityKind,
  type ActivityReportRequest,
  type CallData,
  type FinalProductionRequest,
  type ListQuery,
  productionCalls,
} from "@wms/domain";
import { type CallOptions, call, callKey, dataOf } from "../../platform/api/client";
import { loadDocument, sendOrQueue } from "../../platform/offline/offline-call";

const activity = productionCalls.activity;
const final = productionCalls.finalProduction;

export type ActivityOrder = CallData<typeof activity.assembly.list>[number];
export type ActivityRow = CallData<typeof activity.assembly.detail>[number];
export type FgMapping = CallData<typeof final.getFinalProductions>[number];
export type FgRequisition = CallData<typeof final.getFGRequisitions>[number];

/** The order search sends the text lowercased (spec 2 section 7). */
const orderSearch = (search: string) => ({ x: search.toLowerCase() });

// The requisitions found and a requisition's rows are kept on the device: a job loaded online is reported offline.
export const fetchActivityOrders = async (
  kind: ActivityKind,
  search: string,
  notify: CallOptions["notify"] = "problems",
) =>
  (await dataOf<(typeof activity)[typeof kind]["list"]>(
    loadDocument(activity[kind].list, orderSearch(search), { notify }).then((kept) => kept.answer),
  )) ?? [];
export const fetchActivityRows = async (kind: ActivityKind, requisitionNo: string) =>
  (await dataOf<(typeof activity)[typeof kind]["detail"]>(
    loadDocument(activity[kind].detail, { no: requisitionNo }).then((kept) => kept.answer),
  )) ?? [];
/** The report, sent now, or queued in the outbox offline. */
export const reportActivity = (kind: ActivityKind, body: ActivityReportRequest) =>
  sendOrQueue(activity[kind].create, body, { notify: "all" });

export const createFgMapping = (body: FinalProductionRequest) =>
  call(final.createFinalProduction, body, { notify: "all" });

// "always": offline the kept answer is answered (TanStack's default would pause until the browser is online).
export const useShifts = () =>
  useQuery({
    networkMode: "always",
    queryKey: callKey(activity.getShifts),
    queryFn: () =>
      dataOf<typeof activity.getShifts>(
        loadDocument(activity.getShifts, undefined).then((kept) => kept.answer),
      ),
  });
export const useActivityOrders = (kind: ActivityKind, search: string) =>
  useQuery({
    queryKey: callKey(activity[kind].list, orderSearch(search)),
    // The typed search's suggestions: offline, one never searched here just offers none.
    queryFn: () => fetchActivityOrders(kind, search, "none"),
    enabled: search.trim().length > 0,
    networkMode: "always",
  });
export type FgMappingQuery = Pick<
  ListQuery,
  "First" | "PageSize" | "SearchValue" | "SortColumn" | "SortOrder"
>;
/** One page of FG mappings, searched and sorted by the server. */
export const useFgMappings = (query: FgMappingQuery) =>
  useQuery({
    queryKey: callKey(final.getFinalProductions, query),
    queryFn: () => dataOf(call(final.getFinalProductions, query)),
    placeholderData: (previous) => previous,
  });
/** The FG requisitions still to map whose order or requisition number contains `search` (at most 50). */
export const useFgRequisitions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: callKey(final.getFGRequisitions, { SearchValue: search }),
    queryFn: () => dataOf(call(final.getFGRequisitions, { SearchValue: search })),
    enabled,
    placeholderData: (previous) => previous,
  });
export const useMaxNo = () =>
  useQuery({ queryKey: callKey(final.getMaxNo), queryFn: () => dataOf(call(final.getMaxNo, undefined)) });

export function useReportActivity(kind: ActivityKind) {
  // Offline it is queued in the outbox, never paused until the browser is online.
  return useMutation({
    networkMode: "always",
    mutationFn: (body: ActivityReportRequest) => reportActivity(kind, body),
  });
}

export function useCreateFgMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFgMapping,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: callKey(final.getFinalProductions) });
      client.invalidateQueries({ queryKey: callKey(final.getMaxNo) });
      client.invalidateQueries({ queryKey: callKey(final.getFGRequisitions) });
    },
  });
}
