import { useQuery } from "@tanstack/react-query";
import { type CallData, type CountListRequest, cycleCountCalls as calls } from "@wms/domain";
import { call, callKey, dataOf } from "../../platform/api/client";
import { loadDocument, sendOrQueue } from "../../platform/offline/offline-call";

/** A counted packet as the counter sees it (blind). */
export type CountedLineRow = CallData<typeof calls.recordCount>[number];
/** A variance of a submitted count, with its outcome once approved. */
export type CountVarianceRow = CallData<typeof calls.submitCount>[number];
/** A row of the count list. */
export type CountRow = CallData<typeof calls.getCounts>[number];
export type CountDetailAnswer = CallData<typeof calls.getCount>;
/** One entry of a count's history. */
export type CountEventRow = CountDetailAnswer["History"][number];

/** Starts a count; a '400' for a bin already being counted carries that count, so the screen offers it. */
export const startCount = (BinAddress: string) => call(calls.startCount, { BinAddress }, { notify: "none" });

/** Records one counted packet (answers the count's counted lines), or queues it in the outbox offline. */
export const recordCount = (CountId: number, QRCode: string, Qty: number) =>
  sendOrQueue(calls.recordCount, { CountId, Lines: [{ QRCode, Qty }] });

export const removeCountLine = (CountId: number, QRCode: string) =>
  call(calls.removeCountLine, { CountId, QRCode }, { notify: "all" });

export const submitCount = (CountId: number) => call(calls.submitCount, { CountId }, { notify: "all" });

export const approveCount = (CountId: number) => call(calls.approveCount, { CountId }, { notify: "all" });

export const sendBackCount = (CountId: number, Reason: string) =>
  call(calls.sendBackCount, { CountId, Reason }, { notify: "all" });

export const cancelCount = (CountId: number) => call(calls.cancelCount, { CountId }, { notify: "all" });

/** A count's detail, kept on the device: a count opened online goes on being counted offline. */
export const fetchCount = (CountId: number) =>
  dataOf<typeof calls.getCount>(loadDocument(calls.getCount, { CountId }).then((kept) => kept.answer));

/** The count list, one server page at a time (the pages seen kept on the device, to open a count offline). */
export const useCounts = (query: CountListRequest) =>
  useQuery({
    // Offline the kept pages are answered (TanStack's default would pause until the browser is online).
    networkMode: "always",
    queryKey: callKey(calls.getCounts, query),
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (await dataOf<typeof calls.getCounts>(
        loadDocument(calls.getCounts, query).then((kept) => kept.answer),
      )) ?? [],
  });

/** One count's detail (null: not loaded, or refused and told). */
export const useCount = (countId: number | null) =>
  useQuery({
    queryKey: callKey(calls.getCount, countId === null ? undefined : { CountId: countId }),
    enabled: countId !== null,
    networkMode: "always",
    queryFn: () => fetchCount(countId!),
  });

/** Every count query, to refresh after a change. */
export const countKeys = [callKey(calls.getCounts), callKey(calls.getCount)] as const;
