import { stockHoldMessages as m, sameQrCode, stockHoldText as t } from "@wms/domain";
import { useRef, useState } from "react";
import { showToast } from "../../platform/toast";
import type { HoldActionValues } from "./hold-and-scrap-dialog";
import { fetchScannedPacket, type HoldAction, type ScannedPacket, useHoldAction } from "./hold-api";

/**
 * The packets chosen to act on (scanned, or ticked in the held list), the action asked for them and its answer:
 * scanned packets acted on stay listed with their new state; the packet the server refused is named.
 */
export function useHoldScans() {
  const [scanned, setScanned] = useState<ScannedPacket[]>([]);
  // scanned packets an action was done to: listed with their new state, no longer a draft
  const [actedOn, setActedOn] = useState<string[]>([]);
  const [ticked, setTicked] = useState<string[]>([]);
  const [action, setAction] = useState<HoldAction | null>(null);
  const [refused, setRefused] = useState<{ QRCode: string | null; message: string } | null>(null);
  const save = useHoldAction();
  // The scan box answers one scan at a time; each reads the list the previous one left.
  const latest = useRef(scanned);
  latest.current = scanned;

  const chosen = [...new Set([...scanned.map((p) => p.QRCode), ...ticked])];
  const draft = scanned.map((p) => p.QRCode).filter((code) => !actedOn.includes(code));

  const scan = async (code: string) => {
    if (!code) return showToast("warning", m.scanPackets);
    if (latest.current.some((p) => sameQrCode(p.QRCode, code))) return showToast("warning", t.alreadyScanned);
    const answer = await fetchScannedPacket(code);
    if (answer.ResponseCode !== "200") return;
    setRefused(null);
    setScanned([...latest.current, answer.ResponseData.Packet]);
  };

  const open = (next: HoldAction) => {
    if (chosen.length === 0) return showToast("warning", t.nothingSelected);
    setAction(next);
  };

  const submit = async ({ Reason, Remark }: HoldActionValues) => {
    if (!action) return;
    const QRCodes = chosen;
    const answer = await save.mutateAsync(
      action === "hold" || action === "scrap"
        ? { action, body: { QRCodes, Reason: Reason!, Remark } }
        : { action, body: { QRCodes, Remark } },
    );
    setAction(null);
    if (answer.ResponseCode === "200") {
      const now = new Map(answer.ResponseData.Packets.map((p) => [p.QRCode, p]));
      setScanned((current) => current.map((p) => ({ ...p, ...now.get(p.QRCode) })));
      setActedOn((current) => [...current, ...now.keys()]);
      setTicked([]);
      setRefused(null);
    } else {
      setRefused({ QRCode: answer.ResponseData?.QRCode ?? null, message: answer.ResponseMessage });
    }
  };

  const clear = () => {
    setScanned([]);
    setRefused(null);
  };
  const remove = (code: string) => setScanned((current) => current.filter((s) => s.QRCode !== code));
  const cancel = () => setAction(null);

  return {
    scanned,
    draft,
    ticked,
    setTicked,
    chosen,
    refused,
    scan,
    clear,
    remove,
    action,
    open,
    cancel,
    submit,
    saving: save.isPending,
  };
}
