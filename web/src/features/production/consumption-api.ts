import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActivityKind,
  ActivityReportRequest,
  activityOrder,
  activityRow,
  FinalProductionRequest,
  fgMapping,
  fgMappingSaved,
  fgRequisition,
  ListQuery,
  Received,
  shiftOption,
} from "@wms/domain";
import { api, withQuery } from "../../api/client";

export type ActivityOrder = Received<typeof activityOrder>;
export type ActivityRow = Received<typeof activityRow>;
export type ShiftOption = Received<typeof shiftOption>;
export type FgMapping = Received<typeof fgMapping>;
export type FgRequisition = Received<typeof fgRequisition>;

/** The calls of each activity screen (spec 2 section 7). */
export const activityCalls: Record<ActivityKind, { list: string; detail: string; create: string }> = {
  assembly: {
    list: "ActivityReporting/GetOrderList",
    detail: "ActivityReporting/getOrderDetailByRequisitionNo",
    create: "ActivityReporting/CreateActivityReportingAssembly",
  },
  intermediate: {
    list: "ActivityReporting/GetIntermediateOrderList",
    detail: "ActivityReporting/GetIntermediateOrderDetailsByRequisitionNo",
    create: "ActivityReporting/CreateActivityReportingIntermediate",
  },
};

export const consumptionKeys = {
  shifts: ["production", "activity-shifts"] as const,
  orders: (kind: ActivityKind, search: string) => ["production", "activity-orders", kind, search] as const,
  mappings: ["production", "fg-mappings"] as const,
  fgRequisitions: ["production", "fg-requisitions"] as const,
  maxNo: ["production", "fg-max-no"] as const,
};

const data = async <T>(answer: Promise<{ ResponseData: T }>) => (await answer).ResponseData;

export const fetchShifts = () => data(api.get<ShiftOption[]>("ActivityReporting/GetShifts"));
/** The order search sends the text lowercased (spec 2 section 7). */
export const fetchActivityOrders = (kind: ActivityKind, search: string) =>
  data(api.get<ActivityOrder[]>(`${activityCalls[kind].list}/${encodeURIComponent(search.toLowerCase())}`));
export const fetchActivityRows = (kind: ActivityKind, requisitionNo: string) =>
  data(api.get<ActivityRow[]>(`${activityCalls[kind].detail}/${encodeURIComponent(requisitionNo)}`));
export const reportActivity = (kind: ActivityKind, body: ActivityReportRequest) =>
  api.post<null>(activityCalls[kind].create, body, { notify: "all" });

/** One page of FG mappings, searched and sorted by the server. */
export const fetchFgMappings = (query: FgMappingQuery) =>
  data(api.get<FgMapping[]>(withQuery("FinalProduction/GetFinalProductions", query)));
/** The FG requisitions still to map whose order or requisition number contains `search` (at most 50). */
export const fetchFgRequisitions = (search: string) =>
  data(api.get<FgRequisition[]>(withQuery("FinalProduction/GetFGRequisitions", { SearchValue: search })));
export const fetchMaxNo = () => data(api.get<number>("FinalProduction/GetMaxNo"));
export const createFgMapping = (body: FinalProductionRequest) =>
  api.post<Received<typeof fgMappingSaved>>("FinalProduction/CreateFinalProduction", body, { notify: "all" });

export const useShifts = () => useQuery({ queryKey: consumptionKeys.shifts, queryFn: fetchShifts });
export const useActivityOrders = (kind: ActivityKind, search: string) =>
  useQuery({
    queryKey: consumptionKeys.orders(kind, search),
    queryFn: () => fetchActivityOrders(kind, search),
    enabled: search.trim().length > 0,
  });
export type FgMappingQuery = Pick<
  ListQuery,
  "First" | "PageSize" | "SearchValue" | "SortColumn" | "SortOrder"
>;
export const useFgMappings = (query: FgMappingQuery) =>
  useQuery({
    queryKey: [...consumptionKeys.mappings, query],
    queryFn: () => fetchFgMappings(query),
    placeholderData: (previous) => previous,
  });
export const useFgRequisitions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...consumptionKeys.fgRequisitions, search],
    queryFn: () => fetchFgRequisitions(search),
    enabled,
    placeholderData: (previous) => previous,
  });
export const useMaxNo = () => useQuery({ queryKey: consumptionKeys.maxNo, queryFn: fetchMaxNo });

export function useReportActivity(kind: ActivityKind) {
  return useMutation({ mutationFn: (body: ActivityReportRequest) => reportActivity(kind, body) });
}

export function useCreateFgMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFgMapping,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: consumptionKeys.mappings });
      client.invalidateQueries({ queryKey: consumptionKeys.maxNo });
      client.invalidateQueries({ queryKey: consumptionKeys.fgRequisitions });
    },
  });
}
