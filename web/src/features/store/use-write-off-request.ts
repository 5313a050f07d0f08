import { stockHoldMessages as m, sameQrCode, stockHoldText as t, type WriteOffDecision } from "@wms/domain";
import { useRef, useState } from "react";
import { showToast } from "../../platform/toast";
import { useWriteOffAction } from "./hold-api";

/** A decision on a pending write-off, as the list's Approve or Reject asks it (no remark). */
export type WriteOffVerdict = Omit<WriteOffDecision, "Remark">;

/**
 * The write-off being asked for (the lost packets scanned and why) and the last refusal, of the request or of a
 * decision on one listed.
 */
export function useWriteOffRequest() {
  const [codes, setCodes] = useState<string[]>([]);
  const [remark, setRemark] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useWriteOffAction();

  // Scans may land faster than renders: each reads the list the previous one left.
  const latest = useRef(codes);
  latest.current = codes;

  const scan = (code: string) => {
    if (!code) return showToast("warning", m.scanPackets);
    if (latest.current.some((c) => sameQrCode(c, code))) return showToast("warning", t.alreadyScanned);
    latest.current = [...latest.current, code];
    setCodes(latest.current);
  };

  const remove = (code: string) => setCodes(codes.filter((c) => c !== code));

  const request = async () => {
    if (codes.length === 0) return setRefusal(t.writeOff.nothingScanned);
    if (!remark.trim()) return setRefusal(m.writeOffRemark);
    const answer = await action.mutateAsync({ request: { QRCodes: codes, Remark: remark } });
    if (answer.ResponseCode === "200") {
      setCodes([]);
      setRemark("");
      setRefusal(null);
    } else setRefusal(answer.ResponseMessage);
  };

  const decide = async (verdict: WriteOffVerdict) => {
    const answer = await action.mutateAsync({ decision: { ...verdict, Remark: "" } });
    setRefusal(answer.ResponseCode === "200" ? null : answer.ResponseMessage);
  };

  return { codes, scan, remove, remark, setRemark, refusal, request, decide, saving: action.isPending };
}
