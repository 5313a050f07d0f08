import {
  inboundCalls,
  inboundMessages as m,
  type PutAwayLot,
  packetInQueuedAction,
  putAwayScanOffline,
  sameQrCode,
  shellText,
  stockMessages,
} from "@wms/domain";
import { useState } from "react";
import { ApiError } from "../../platform/api/client";
import { loadDocument, queuedPacketActions } from "../../platform/offline/offline-call";
import { isOffline } from "../../platform/offline/reachability";
import { reportFeedback } from "../../platform/scan-feedback";
import { showToast } from "../../platform/toast";
import { checkPacket, type MrnRow, type PacketRow } from "./api";

/** A scanned packet: checked (its row), or taken offline to verify (its code only; the server checks it when sent). */
export type ScannedPacket = PacketRow | { QRCode: string; toVerify: true };

export const toVerify = (p: ScannedPacket) => "toVerify" in p;

/**
 * The document a put-away starts from (an MRN, or the requisition that produced the packets) and the packets
 * scanned of it, online or offline; a packet the server says was put away already goes to `onAgain`.
 */
export function usePutAwayLot(onAgain: (packets: PacketRow[]) => void) {
  const [lot, setLot] = useState<PutAwayLot | null>(null);
  const [mrn, setMrn] = useState<MrnRow[]>([]);
  const [scanned, setScanned] = useState<ScannedPacket[]>([]);
  // The lot's packets waiting for a bin when it loaded: offline, a scan is checked against them.
  const [toPutAway, setToPutAway] = useState<PacketRow[]>([]);

  const clear = () => {
    setLot(null);
    setMrn([]);
    setScanned([]);
    setToPutAway([]);
  };

  /** The lot's packets waiting for a bin, kept on the device (none known when never loaded here). */
  const packetsOf = async (next: PutAwayLot) => {
    const kept = await loadDocument(inboundCalls.getPacketsToPutAway, next, { notify: "none" }).catch(
      () => null,
    );
    return kept?.answer.ResponseCode === "200" ? kept.answer.ResponseData : [];
  };

  /**
   * Loads the document a put-away starts from, online or as kept on the device; an MRN that is not there
   * leaves the loaded one as it was.
   */
  const loadLot = async (next: PutAwayLot) => {
    if ("RequisitionNo" in next) {
      setMrn([]);
      setScanned([]);
      setLot(next);
      return setToPutAway(await packetsOf(next));
    }
    const { answer } = await loadDocument(inboundCalls.getPoDetailsByMRNID, { id: next.MRNID });
    if (answer.ResponseCode !== "200" || answer.ResponseData.length === 0) return;
    const packets = await packetsOf(next);
    setMrn(answer.ResponseData);
    setScanned([]);
    setToPutAway(packets);
    setLot(next);
  };

  /** Offline: a packet of the kept list is taken, one the kept data refuses is refused, any other is to verify. */
  const scanOffline = (current: PutAwayLot, code: string) => {
    const outcome = putAwayScanOffline(current, code, toPutAway);
    if (outcome.kind === "refused") return showToast("warning", outcome.message);
    setScanned((now) => [...now, outcome.kind === "taken" ? outcome.item : { QRCode: code, toVerify: true }]);
    if (outcome.kind === "toVerify") reportFeedback({ type: "success", message: shellText.toVerify });
  };

  const scanPacket = async (code: string) => {
    if (!lot) return showToast("warning", stockMessages.enterMrnOrRequisition);
    if (scanned.some((p) => sameQrCode(p.QRCode, code))) return showToast("warning", m.packetInGrid);
    const queued = packetInQueuedAction(code, await queuedPacketActions());
    if (queued) return showToast("warning", queued);
    if (isOffline()) return scanOffline(lot, code);
    const answer = await checkPacket(lot, code).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 0) return null;
      throw err;
    });
    if (answer === null) return scanOffline(lot, code);
    if (answer.ResponseCode === "200") setScanned((current) => [...current, ...answer.ResponseData]);
    else if (answer.ResponseData?.length) onAgain(answer.ResponseData);
    else showToast("warning", answer.ResponseMessage);
  };

  return { lot, mrn, scanned, clear, loadLot, scanPacket };
}
