import { useQuery } from "@tanstack/react-query";
import { type CallData, stockTransferCalls } from "@wms/domain";
import { useMemo } from "react";
import { call, callKey, dataOf } from "../api/client";

export type KnownBin = CallData<typeof stockTransferCalls.getBinAddresses>[number];

const none: KnownBin[] = [];

/**
 * The active bins a scan screen knows, so a scanned bin label is told from a packet code (`classifyScan`'s
 * binAddresses); `find` takes a scanned address in any case, with blanks around.
 */
export function useBinAddresses() {
  const query = useQuery({
    queryKey: callKey(stockTransferCalls.getBinAddresses),
    queryFn: async () => (await dataOf(call(stockTransferCalls.getBinAddresses, undefined))) ?? none,
  });
  const bins = query.data ?? none;
  // a large store has thousands of bins: the index is built once per answer, not per render
  return useMemo(() => {
    const byAddress = new Map(bins.map((b) => [b.ColAddress.toLowerCase(), b]));
    return {
      addresses: bins.map((b) => b.ColAddress),
      find: (scanned: string) => byAddress.get(scanned.trim().toLowerCase()) ?? null,
    };
  }, [bins]);
}
