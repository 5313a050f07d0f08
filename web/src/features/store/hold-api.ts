import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type CallData,
  type CallInput,
  type HoldPacketsRequest,
  type ListQuery,
  type LotHoldRequest,
  type LotScope,
  type StockHoldPacketsRequest,
  stockCalls,
  stockHoldCalls,
  type WriteOffDecision,
  type WriteOffRequest,
} from "@wms/domain";
import { call, callKey } from "../../platform/api/client";

/** A row of the held and rejected list. */
export type HeldPacket = CallData<typeof stockHoldCalls.getHeldPackets>[number];
/** The held list's query: the list query and which state (both when absent). */
export type HeldPacketsInput = CallInput<typeof stockHoldCalls.getHeldPackets>;
/** A scanned packet as its history answers it: its state, reason, bin and slip fields. */
export type ScannedPacket = CallData<typeof stockCalls.getPacketHistory>["Packet"];

/** What the screen does to the chosen packets. */
export type HoldAction = HoldActionInput["action"];

export const useHeldPackets = (query: ListQuery & Pick<HeldPacketsInput, "Status">) =>
  useQuery({
    queryKey: callKey(stockHoldCalls.getHeldPackets, query),
    queryFn: () => call(stockHoldCalls.getHeldPackets, query),
    select: (a) => (a.ResponseCode === "200" ? a.ResponseData : []),
    placeholderData: keepPreviousData,
  });

/** A scanned packet: its history's packet row (a '400' for an unknown code, already told to the user). */
export const fetchScannedPacket = (QRCode: string) => call(stockCalls.getPacketHistory, { QRCode });

/** An action and what it sends: hold and scrap need a reason from the closed set. */
export type HoldActionInput =
  | { action: "hold" | "scrap"; body: HoldPacketsRequest }
  | { action: "release" | "accept" | "return" | "rework"; body: StockHoldPacketsRequest };

function send(input: HoldActionInput) {
  const options = { notify: "all" } as const;
  switch (input.action) {
    case "hold":
      return call(stockHoldCalls.holdPackets, input.body, options);
    case "scrap":
      return call(stockHoldCalls.scrapPackets, input.body, options);
    case "release":
      return call(stockHoldCalls.releasePackets, input.body, options);
    case "accept":
      return call(stockHoldCalls.acceptRejected, input.body, options);
    case "return":
      return call(stockHoldCalls.returnToSupplier, input.body, options);
    case "rework":
      return call(stockHoldCalls.sendToRework, input.body, options);
  }
}

/** What an action changes: the held list and the packets' histories. */
const refreshAfterAction = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: callKey(stockHoldCalls.getHeldPackets) }),
    client.invalidateQueries({ queryKey: callKey(stockCalls.getPacketHistory) }),
    client.invalidateQueries({ queryKey: callKey(stockHoldCalls.getWriteOffs) }),
  ]);

/** Holds, releases, scraps, accepts, returns or reworks packets; the list and histories refresh after. */
export function useHoldAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => refreshAfterAction(client),
  });
}

/** What a hold or release of a lot would take (a '400' names what does not exist; shown by the screen). */
export const fetchLotPreview = (scope: LotScope) => call(stockHoldCalls.previewLotHold, scope);

/** Holds or releases a whole lot; the lists refresh after. */
export function useLotAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ release, body }: { release: boolean; body: LotHoldRequest }) =>
      call(release ? stockHoldCalls.releaseLot : stockHoldCalls.holdLot, body, { notify: "all" }),
    onSettled: () => refreshAfterAction(client),
  });
}

/** A row of the write-off list. */
export type WriteOff = CallData<typeof stockHoldCalls.getWriteOffs>[number];
export type WriteOffsInput = CallInput<typeof stockHoldCalls.getWriteOffs>;

export const useWriteOffs = (query: ListQuery & Pick<WriteOffsInput, "Status">) =>
  useQuery({
    queryKey: callKey(stockHoldCalls.getWriteOffs, query),
    queryFn: () => call(stockHoldCalls.getWriteOffs, query),
    select: (a) => (a.ResponseCode === "200" ? a.ResponseData : []),
    placeholderData: keepPreviousData,
  });

/** Requests a write-off of lost packets, or approves or rejects one; the lists refresh after. */
export function useWriteOffAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { request: WriteOffRequest } | { decision: WriteOffDecision }) =>
      "request" in input
        ? call(stockHoldCalls.requestWriteOff, input.request, { notify: "all" })
        : call(stockHoldCalls.decideWriteOff, input.decision, { notify: "all" }),
    onSettled: () => refreshAfterAction(client),
  });
}
