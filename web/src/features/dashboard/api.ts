import { useQuery } from "@tanstack/react-query";
import { type CallData, dashboardCalls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";

export type DashboardCounts = CallData<typeof dashboardCalls.getDashboardData>;
export type RowBin = CallData<typeof dashboardCalls.getRowData>[number];
export type BinPacket = CallData<typeof dashboardCalls.getBinDeatails>[number];

export const useDashboardCounts = () =>
  useQuery({
    queryKey: callKey(dashboardCalls.getDashboardData),
    queryFn: () => dataOf(call(dashboardCalls.getDashboardData, undefined)),
  });

export const useBinHeaders = () =>
  useQuery({
    queryKey: callKey(dashboardCalls.getBinHeaders),
    queryFn: async () => (await dataOf(call(dashboardCalls.getBinHeaders, undefined))) ?? [],
  });

export const useRowBins = (rowName: string | null) =>
  useQuery({
    queryKey: callKey(dashboardCalls.getRowData, { RowName: rowName ?? "" }),
    enabled: rowName !== null,
    queryFn: async () => (await dataOf(call(dashboardCalls.getRowData, { RowName: rowName ?? "" }))) ?? [],
  });

/** The packets in one bin; any non-200 answer shows as a warning (spec 1 section 8). */
export const useBinPackets = (colAddress: string | null) =>
  useQuery({
    queryKey: callKey(dashboardCalls.getBinDeatails, { BinLocation: colAddress ?? "" }),
    enabled: colAddress !== null,
    queryFn: async () =>
      (await dataOf(
        call(dashboardCalls.getBinDeatails, { BinLocation: colAddress ?? "" }, { problemsAreWarnings: true }),
      )) ?? [],
  });
