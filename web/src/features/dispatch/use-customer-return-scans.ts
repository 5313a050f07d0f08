import { customerReturnMessages as m, planCustomerReturn, type SerialRange, shellText } from "@wms/domain";
import { useState } from "react";
import { ApiError } from "../../platform/api/client";
import { showToast } from "../../platform/toast";
import {
  type DispatchToReturnAnswer,
  fetchDispatchToReturn,
  fetchDispatchToReturnById,
  queuedCustomerReturns,
} from "./customer-returns-api";

/** The serials the signed-in user's returns of the dispatch still waiting in the outbox take back. */
async function queuedSerialsOf(dispatch: DispatchToReturnAnswer): Promise<SerialRange[]> {
  const queued = (await queuedCustomerReturns()).filter((r) => r.DispatchId === dispatch.DispatchId);
  let taken: SerialRange[] = [];
  for (const r of queued) {
    const plan = planCustomerReturn(
      dispatch.DispatchId,
      dispatch.Packets,
      [...dispatch.Returned, ...taken],
      r.Scans,
    );
    if (plan.ok) taken = [...taken, ...plan.parts.flatMap((p) => p.Serials)];
  }
  return taken;
}

/**
 * The Customer Returns screen's scans: the dispatch first (by its note or number, or chosen; kept on the device, so it
 * opens offline), then the serial labels and FG packets coming back, each planned against the dispatch before it is
 * listed. Serials already returned, or in a return of the user's still waiting to be sent, are refused on the device.
 * `onTaken` is told of every scan the screen takes (a new scan hides the last return's packets).
 */
export function useCustomerReturnScans(onTaken: () => void) {
  const [dispatch, setDispatch] = useState<DispatchToReturnAnswer | null>(null);
  const [queued, setQueued] = useState<SerialRange[]>([]);
  const [scans, setScans] = useState<string[]>([]);
  const planOf = (current: DispatchToReturnAnswer, list: string[]) =>
    planCustomerReturn(current.DispatchId, current.Packets, [...current.Returned, ...queued], list);
  const plan = dispatch ? planOf(dispatch, scans) : null;

  const open = async (
    load: ReturnType<typeof fetchDispatchToReturn> | ReturnType<typeof fetchDispatchToReturnById>,
  ) => {
    try {
      const { answer } = await load;
      if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
      setQueued(await queuedSerialsOf(answer.ResponseData));
      setDispatch(answer.ResponseData);
      setScans([]);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      showToast("warning", shellText.notCachedOffline);
    }
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
    queued,
    scans,
    parts: plan?.ok ? plan.parts : [],
    scan,
    openById: (dispatchId: number) => open(fetchDispatchToReturnById(dispatchId)),
    /** After a return queued offline: the list clears, its serials now wait to be sent. */
    queuedOne: async () => {
      setScans([]);
      if (dispatch) setQueued(await queuedSerialsOf(dispatch));
    },
    change: () => setDispatch(null),
    clear: () => setScans([]),
  };
}

export type CustomerReturnScans = ReturnType<typeof useCustomerReturnScans>;
