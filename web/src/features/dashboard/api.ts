import { useQuery } from "@tanstack/react-query";
import type { binHeader, binPacket, dashboardData, Received, rowBin } from "@wms/domain";
import { api } from "../../api/client";

export type DashboardCounts = Received<typeof dashboardData>;
export type RowBin = Received<typeof rowBin>;
export type BinPacket = Received<typeof binPacket>;

export const useDashboardCounts = () =>
  useQuery({
    queryKey: ["dashboard", "counts"],
    queryFn: async () => (await api.post<DashboardCounts>("Dashboard/GetDashboardData")).ResponseData,
  });

export const useBinHeaders = () =>
  useQuery({
    queryKey: ["dashboard", "headers"],
    queryFn: async () =>
      (await api.get<Received<typeof binHeader>[]>("Dashboard/GetBinHeaders")).ResponseData ?? [],
  });

export const useRowBins = (rowName: string | null) =>
  useQuery({
    queryKey: ["dashboard", "row", rowName],
    enabled: rowName !== null,
    queryFn: async () =>
      (await api.get<RowBin[]>(`Dashboard/GetRowData?RowName=${encodeURIComponent(rowName ?? "")}`))
        .ResponseData ?? [],
  });

/** The packets in one bin; any non-200 answer shows as a warning (spec 1 section 8). */
export const useBinPackets = (colAddress: string | null) =>
  useQuery({
    queryKey: ["dashboard", "bin", colAddress],
    enabled: colAddress !== null,
    queryFn: async () =>
      (
        await api.get<BinPacket[]>(
          `Dashboard/GetBinDeatails?BinLocation=${encodeURIComponent(colAddress ?? "")}`,
          { problemsAreWarnings: true },
        )
      ).ResponseData ?? [],
  });
