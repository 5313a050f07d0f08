import { useQuery } from "@tanstack/react-query";
import type { BomToIssueRequest, IssueItem, ListQuery } from "@wms/domain";
import { api } from "../../api/client";
import type { NewPacket } from "../../components/packet-slip-list";

export interface BomIssueLine {
  JobScheduleId: number;
  OrderNo: string;
  RequisitionNo: string;
  ProductCode: string;
  RMCode: string;
  ProductName: string;
  RrBomQuantity: number;
  Quantity: number;
  ScannedQty: number;
  RemainingQty: number;
}

export interface PacketToIssue {
  QRCode: string;
  ProductCode: string;
  ProductName: string;
  SupplierCode: string;
  Qty: number;
  BinId: number;
  ColAddress: string;
}

/** A packet split off at issue, left in its bin under a new code (a "broken QR code"). */
export type BrokenPacket = NewPacket;

export interface ProductLocation {
  ProductCode: string;
  QTY: number;
  QRCode: string;
  ColAddress: string;
  CreatedDate: string | null;
}

/** A row of the Order List: a requisition with something left to issue. */
export interface RequisitionToIssue {
  RequisitionId: number;
  RequisitionNo: string;
  OrderNo: string;
  ProductCode: string;
  ProductName: string;
  Qty: number;
  CreatedDate: string;
  TotalRows: number;
}

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
