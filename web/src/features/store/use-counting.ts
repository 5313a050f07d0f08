import { useQueryClient } from "@tanstack/react-query";
import { classifyCountScan, cycleCountMessages as m, cycleCountText as text } from "@wms/domain";
import { useRef, useState } from "react";
import { readScanDraft } from "../../platform/scan-draft";
import { reportFeedback } from "../../platform/scan-feedback";
import { showToast } from "../../platform/toast";
import { type CountDetailAnswer, type CountedLineRow, countKeys, fetchCount, startCount } from "./count-api";
import { sentBackOf } from "./count-sent-back";
import type { Counting } from "./cycle-count-counting";
import { useCountLines } from "./use-count-lines";

/** The count's draft: its bin, then the packets scanned and still waiting for their qty (counted ones are recorded). */
export const countDraftScreen = "cycle-count";

/**
 * The count being counted and the one scan box's answer: a bin's label starts its count, then a packet's code or a
 * qty; `view` opens a count's detail (a bin counted already, a count submitted).
 */
export function useCounting(view: (countId: number | null) => void) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<Counting | null>(null);
  const counted = useCountLines();
  // The scan box answers one scan at a time; each reads the screen its predecessor's answer left.
  const latest = useRef({ count, asking: counted.asking });
  latest.current = { count, asking: counted.asking };
  // A draft given back on opening starts with its count's bin: that count, still open, is counted on.
  const restoring = useRef(readScanDraft(countDraftScreen).taken.length > 0);

  const refreshList = async () => {
    for (const key of countKeys) await queryClient.invalidateQueries({ queryKey: key });
  };

  /** The count being counted (null: none, back to scanning a bin) and its lines. */
  const counting = (started: Counting | null, lines: CountedLineRow[] = []) => {
    setCount(started);
    counted.reset(lines);
  };

  const continueCounting = (detail: CountDetailAnswer) => {
    view(null);
    counting(
      { CountId: detail.CountId, BinAddress: detail.BinAddress, SentBack: sentBackOf(detail) },
      detail.Lines.map(({ SystemQty: _, ...line }) => line),
    );
  };

  const startAt = async (address: string) => {
    if (!address) return showToast("warning", m.enterBinAddress);
    const answer = await startCount(address);
    const wasRestoring = restoring.current;
    restoring.current = false;
    if (wasRestoring && answer.ResponseCode !== "200" && answer.ResponseData) {
      const detail = await fetchCount(answer.ResponseData.CountId);
      if (detail?.Status === "Open") return continueCounting(detail);
    }
    if (answer.ResponseCode === "200") {
      counting(answer.ResponseData);
      showToast("success", answer.ResponseMessage);
      return refreshList();
    }
    showToast("warning", answer.ResponseMessage);
    // The bin is being counted already: open that count (to go on counting it, or to approve it).
    if (answer.ResponseData) view(answer.ResponseData.CountId);
  };

  /**
   * One box takes both: a packet's code asks for its qty (codes scanned meanwhile wait their turn), and a qty
   * (digits, at most 3 decimals) answers the packet asked for. The two patterns never overlap, and a text that is
   * neither (a minus sign, a fourth decimal) is refused with why, never taken for a packet. The focus never leaves
   * the box, so a wedge scanner's burst is never split between two boxes.
   */
  const scan = async (scanned: string) => {
    const now = latest.current;
    if (!now.count) return startAt(scanned);
    if (!scanned) return showToast("warning", now.asking ? m.enterQty : m.enterQr);
    const typed = classifyCountScan(scanned);
    if (typed.kind === "refused") return showToast("warning", typed.reason);
    if (typed.kind === "qty") {
      if (!now.asking) return showToast("warning", m.enterQr);
      return counted.record(now.count.CountId, now.asking, typed.qty);
    }
    counted.askQty(typed.code);
    reportFeedback({ type: "success", message: text.qtyOf(now.asking ?? typed.code) });
  };

  /** Submitted: its detail opens on the variances; cancelled: back to scanning a bin. */
  const submitted = async (countId: number) => {
    view(countId);
    counting(null);
    await refreshList();
  };
  const cancelled = async () => {
    counting(null);
    await refreshList();
  };

  return { count, counted, scan, continueCounting, submitted, cancelled };
}
