import { useQueryClient } from "@tanstack/react-query";
import { stockTransferMessages as m, packetInQueuedAction, sameQrCode, shellText } from "@wms/domain";
import { useState } from "react";
import { ApiError } from "../../platform/api/client";
import { queuedPacketActions } from "../../platform/offline/offline-call";
import { reportFeedback } from "../../platform/scan-feedback";
import { showToast } from "../../platform/toast";
import {
  fetchBinPackets,
  fetchPacketToMove,
  type MoveDone,
  movePackets,
  type TransferPacket,
} from "./transfer-api";

/** A listed packet: its details as loaded (now, or before on this device), or only its code when scanned offline unseen. */
export type ListedPacket = TransferPacket | { QRCode: string; toVerify: true };
export const details = (p: ListedPacket) => ("toVerify" in p ? null : p);

/**
 * The packets to move: scanned one by one or taken from a bin, and moved to a bin; the one the server refused
 * is marked. `onMoved` tells the move the server recorded.
 */
export function useTransferList(onMoved: (done: MoveDone) => void) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ListedPacket[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  const has = (list: ListedPacket[], code: string) => list.some((p) => sameQrCode(p.QRCode, code));

  /** Online the server says whether the packet can move; offline its details kept from before do, or it is to verify. */
  const scanPacket = async (code: string) => {
    if (has(rows, code)) return showToast("warning", m.packetInList);
    const queued = packetInQueuedAction(code, await queuedPacketActions());
    if (queued) return showToast("warning", queued);
    try {
      const { answer } = await fetchPacketToMove(code);
      if (answer.ResponseCode === "200") setRows((current) => [...current, ...answer.ResponseData]);
      else showToast("warning", answer.ResponseMessage);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      setRows((current) => [...current, { QRCode: code, toVerify: true }]);
      reportFeedback({ type: "warning", message: `${code}: ${shellText.toVerify}` });
    }
  };

  const takeBin = async (address: string) => {
    const { answer } = await fetchBinPackets(address);
    if (answer.ResponseCode !== "200") return;
    // a packet of the bin that a queued action already takes stays out of the move, said
    const queued = await queuedPacketActions();
    const refusals = answer.ResponseData.map((p) => packetInQueuedAction(p.QRCode, queued));
    const firstRefusal = refusals.find((r) => r !== null);
    if (firstRefusal) showToast("warning", firstRefusal);
    const free = answer.ResponseData.filter((_, i) => refusals[i] === null);
    setRows((current) => [...current, ...free.filter((p) => !has(current, p.QRCode))]);
  };

  const move = async (address: string) => {
    const sent = await movePackets({
      QRCodes: rows.map((p) => p.QRCode),
      ToBinAddress: address,
      FromBins: rows.flatMap((p) => {
        const seen = details(p);
        return seen?.ColAddress ? [{ QRCode: p.QRCode, BinAddress: seen.ColAddress }] : [];
      }),
    });
    if (sent.kind === "queued") {
      setRows([]);
      setRefused(null);
      return;
    }
    const { answer } = sent;
    if (answer.ResponseCode === "200") {
      onMoved(answer.ResponseData);
      setRows([]);
      setRefused(null);
      await queryClient.invalidateQueries();
    } else setRefused(answer.ResponseData?.QRCode ?? null);
  };

  const remove = (code: string) => setRows((current) => current.filter((p) => p.QRCode !== code));

  return { rows, setRows, refused, setRefused, scanPacket, takeBin, move, remove };
}
