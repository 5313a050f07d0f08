import { useQuery } from "@tanstack/react-query";
import { type CallData, type IssueItem, inboundCalls, type ListQuery, productionCalls } from "@wms/domain";
import { call, callKey, dataOf, lookupTimeoutMs } from "../../platform/api/client";

const calls = productionCalls.issue;

export type BomIssueLine = CallData<typeof calls.getBomToIssue>[number];
export type PacketToIssue = CallData<typeof calls.getPacketToIssue>[number];
/** A packet split off at issue, left in its bin under a new code (a "broken QR code"). */
export type BrokenPacket = CallData<typeof calls.issueRMStore>[number];
export type ProductLocation = CallData<typeof inboundCalls.getProductBinLocation>[number];
/** A row of the Order List: a requisition with something left to issue. */
export type RequisitionToIssue = CallData<typeof calls.getRequisitionsToIssue>[number];
/**
 * A scanned packet accepted for issue, with its bin: a type literal (IssueItem is an interface), so
 * it fits IssueRMStore's open row type.
 */
export type ScannedRow = Pick<IssueItem, keyof IssueItem> & { BinId: number; ColAddress: string };

/** The Order List, one server page at a time. */
export const useRequisitionsToIssue = (query: ListQuery, enabled: boolean) =>
  useQuery({
    queryKey: callKey(calls.getRequisitionsToIssue, query),
    enabled,
    placeholderData: (previous) => previous,
    queryFn: async () => (await dataOf(call(calls.getRequisitionsToIssue, query))) ?? [],
  });

/**
 * A scanned packet, with the packets already picked for the requisition (FIFO never names those); no answer at all is
 * left to the screen, which checks the scan offline.
 */
export const fetchPacketToIssue = (QRCode: string, PickedQRCodes: string[]) =>
  call(
    calls.getPacketToIssue,
    { QRCode, PickedQRCodes },
    { quietWhenUnreachable: true, timeoutMs: lookupTimeoutMs },
  );

export const useProductBinLocation = (productCode: string | null) =>
  useQuery({
    queryKey: callKey(inboundCalls.getProductBinLocation, { ProductCode: productCode ?? "" }),
    queryFn: async () =>
      (await dataOf(call(inboundCalls.getProductBinLocation, { ProductCode: productCode ?? "" }))) ?? [],
    enabled: Boolean(productCode),
  });
