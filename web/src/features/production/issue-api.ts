import { useQuery } from "@tanstack/react-query";
import type {
  BomToIssueRequest,
  binLocationRow,
  bomIssueLine,
  IssueItem,
  ListQuery,
  MadePacket,
  packetToIssueRow,
  Received,
  requisitionToIssue,
} from "@wms/domain";
import { api } from "../../api/client";

export type BomIssueLine = Received<typeof bomIssueLine>;
export type PacketToIssue = Received<typeof packetToIssueRow>;
/** A packet split off at issue, left in its bin under a new code (a "broken QR code"). */
export type BrokenPacket = MadePacket;
export type ProductLocation = Received<typeof binLocationRow>;
/** A row of the Order List: a requisition with something left to issue. */
export type RequisitionToIssue = Received<typeof requisitionToIssue>;

/** The Order List, one server page at a time. */
export const useRequisitionsToIssue = (query: ListQuery, enabled: boolean) =>
  useQuery({
    queryKey: ["production", "requisitions-to-issue", query],
    enabled,
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (await api.post<RequisitionToIssue[]>("StoreRequisitionIssue/GetRequisitionsToIssue", query))
        .ResponseData ?? [],
  });

/** The BOM lines to issue; a '400' (everything issued) still carries its lines. */
export const fetchBomToIssue = (by: BomToIssueRequest) =>
  api.post<BomIssueLine[] | null>("JobSchedule/GetBomToIssue", by);

export const fetchPacketToIssue = (QRCode: string) =>
  api.post<PacketToIssue[] | null>("StoreRequisitionIssue/GetPacketToIssue", { QRCode });

export const issueRmStore = (RequisitionNo: string, storeItems: Array<IssueItem & { BinId: number }>) =>
  api.post<BrokenPacket[] | null>(
    "StoreRequisitionIssue/IssueRMStore",
    { RequisitionNo, storeItems },
    { notify: "all" },
  );

export const fetchProductBinLocation = async (productCode: string) =>
  (
    await api.get<ProductLocation[]>(
      `PurchaseOrder/GetProductBinLocation?ProductCode=${encodeURIComponent(productCode)}`,
    )
  ).ResponseData ?? [];

export const useProductBinLocation = (productCode: string | null) =>
  useQuery({
    queryKey: ["production", "product-bin-location", productCode],
    queryFn: () => fetchProductBinLocation(productCode ?? ""),
    enabled: Boolean(productCode),
  });
