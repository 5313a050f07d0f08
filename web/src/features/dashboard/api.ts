import { useQuery } from "@tanstack/react-query";
import { type CallData, dashboardCalls } from "@wms/domain";
import { call, callKey } from "../../api/client";

export type DashboardCounts = CallData<typeof dashboardCalls.getDashboardData>;
export type RowBin = CallData<typeof dashboardCalls.getRowData>[number];
export type BinPacket = CallData<typeof dashboardCalls.getBinDeatails>[number];

/** A list answer's rows; none on a refusal. */
const rowsOf = <T>(answer: { ResponseCode: string; ResponseData: T[] | null }): T[] =>
  answer.ResponseCode === "200" ? (answer.ResponseData ?? []) : [];

export const useDashboardCounts = () =>
  useQuery({
    queryKey: callKey(dashboardCalls.getDashboardData),
    queryFn: async () => {
      const answer = await call(dashboardCalls.getDashboardData, undefined);
      return answer.ResponseCode === "200" ? answer.ResponseData : null;
    },
  });

export const useBinHeaders = () =>
  useQuery({
    queryKey: callKey(dashboardCalls.getBinHeaders),
    queryFn: async () => rowsOf(await call(dashboardCalls.getBinHeaders, undefined)),
  });

export const useRowBins = (rowName: string | null) =>
  useQuery({
    queryKey: callKey(dashboardCalls.getRowData, { RowName: rowName ?? "" }),
    enabled: rowName !== null,
    queryFn: async () => rowsOf(await call(dashboardCalls.getRowData, { RowName: rowName ?? "" })),
  });

/** The packets in one bin; any non-200 answer shows as a warning (spec 1 section 8). */
export const useBinPackets = (colAddress: string | null) =>
  useQuery({
    queryKey: callKey(dashboardCalls.getBinDeatails, { BinLocation: colAddress ?? "" }),
    enabled: colAddress !== null,
    queryFn: async () =>
      rowsOf<BinPacket>(
        await call(
          dashboardCalls.getBinDeatails,
          { BinLocation: colAddress ?? "" },
          { problemsAreWarnings: true },
        ),
      ),
  });
