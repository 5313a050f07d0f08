import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";

export interface DashboardCounts {
  TotalBin: number;
  TotalBinUse: number;
  TotalBinEmpty: number;
  Totalwarehouse: number;
}
export interface RowBin {
  BinId: number;
  ColAddress: string;
  ColStatus: boolean;
}
export interface BinPacket {
  MRNID: number | null;
  QRCode: string;
  ProductCode: string;
  SupplierCode: string;
  Qty: number;
}

export const useDashboardCounts = () =>
  useQuery({
    queryKey: ["dashboard", "counts"],
    queryFn: async () => (await api.post<DashboardCounts>("Dashboard/GetDashboardData")).ResponseData,
  });

export const useBinHeaders = () =>
  useQuery({
    queryKey: ["dashboard", "headers"],
    queryFn: async () =>
      (await api.get<Array<{ Header: string }>>("Dashboard/GetBinHeaders")).ResponseData ?? [],
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
