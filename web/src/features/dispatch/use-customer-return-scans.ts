import { customerReturnMessages as m, planCustomerReturn } from "@wms/domain";
import { useState } from "react";
import { showToast } from "../../platform/toast";
import {
  type DispatchToReturnAnswer,
  fetchDispatchToReturn,
  fetchDispatchToReturnById,
} from "./customer-returns-api";

/**
 * The Customer Returns screen's scans: the dispatch first (by its note or number, or chosen), then the serial labels
 * and FG packets coming back, each planned against the dispatch before it is listed.
 * `onTaken` is told of every scan the screen takes (a new scan hides the last return's packets).
 */
export function useCustomerReturnScans(onTaken: () => void) {
  const [dispatch, setDispatch] = useState<DispatchToReturnAnswer | null>(null);
  const [scans, setScans] = useState<string[]>([]);
  const planOf = (current: DispatchToReturnAnswer, list: string[]) =>
    planCustomerReturn(current.DispatchId, current.Packets, current.Returned, list);
  const plan = dispatch ? planOf(dispatch, scans) : null;

  const open = async (load: ReturnType<typeof fetchDispatchToReturn>) => {
    const answer = await load;
    if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
    setDispatch(answer.ResponseData);
    setScans([]);
  };

  const scan = (value: string) => {
    const code = value.trim();
    if (!code) return showToast("warning", dispatch ? m.enterScan : m.enterDispatch);
    onTaken();
    if (!dispatch) return open(fetchDispatchToReturn(code));
    const tried = planOf(dispatch, [...scans, code]);
    if (!tried.ok) return showToast("warning", tried.message);
    setScans([...scans, code]);
  };

  return {
    dispatch,
    scans,
    parts: plan?.ok ? plan.parts : [],
    scan,
    openById: (dispatchId: number) => open(fetchDispatchToReturnById(dispatchId)),
    change: () => setDispatch(null),
    clear: () => setScans([]),
  };
}

export type CustomerReturnScans = ReturnType<typeof useCustomerReturnScans>;
