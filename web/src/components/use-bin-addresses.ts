import { useQuery } from "@tanstack/react-query";
import { type CallData, stockTransferCalls } from "@wms/domain";
import { useMemo } from "react";
import { callKey } from "../platform/api/client";
import { loadDocument } from "../platform/offline/offline-call";

export type KnownBin = CallData<typeof stockTransferCalls.getBinAddresses>[number];

const none: KnownBin[] = [];

/**
 * The active bins a scan screen knows and whether each is Full, kept on the device (offline, the list loaded
 * last answers), so a scanned bin label is told from a packet code (`classifyScan`'s binAddresses); `find`
 * takes a scanned address in any case, with blanks around.
 */
export function useBinAddresses() {
  const query = useQuery({
    queryKey: callKey(stockTransferCalls.getBinAddresses),
    queryFn: async () => {
      const { answer } = await loadDocument(stockTransferCalls.getBinAddresses, undefined);
      return answer.ResponseCode === "200" ? answer.ResponseData : none;
    },
    // Offline the kept list answers: the query must run without a network.
    networkMode: "always",
  });
  const bins = query.data ?? none;
  // a large store has thousands of bins: the index is built once per answer, not per render
  return useMemo(() => {
    const byAddress = new Map(bins.map((b) => [b.ColAddress.toLowerCase(), b]));
    return {
      bins,
      addresses: bins.map((b) => b.ColAddress),
      find: (scanned: string) => byAddress.get(scanned.trim().toLowerCase()) ?? null,
    };
  }, [bins]);
}
