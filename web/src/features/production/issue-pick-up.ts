import { anyRemaining, productionMessages as m, productionCalls } from "@wms/domain";
import { useState } from "react";
import { queuedPacketActions, sendOrQueue } from "../../platform/offline/offline-call";
import { showToast } from "../../platform/toast";
import type { BomIssueLine, BrokenPacket } from "./issue-api";
import { type IssueScan, isChecked, queuedToIssue } from "./issue-scan";

/**
 * Pick-Up: every line covered by checked scans; with scans to verify (taken offline, quantities unknown) it
 * goes with Remaining above 0, since they may cover it: the server checks every packet when it arrives.
 * `broken` holds the packets the issue split, whose new slips are to print.
 */
export function usePickUp(lines: BomIssueLine[], scanned: IssueScan[], reset: () => void) {
  const [broken, setBroken] = useState<BrokenPacket[]>([]);
  const [busy, setBusy] = useState(false);

  const pickUp = async () => {
    if (lines.length === 0 || scanned.length === 0) return showToast("warning", m.enterPacketQr);
    if (anyRemaining(lines) && scanned.every(isChecked)) return showToast("warning", m.issueAllRm);
    setBusy(true);
    try {
      const sent = await sendOrQueue(
        productionCalls.issue.issueRMStore,
        {
          RequisitionNo: lines[0].RequisitionNo,
          storeItems: scanned.map((s) => (isChecked(s) ? s : { QRCode: s.QRCode })),
          PickedQRCodes: queuedToIssue(await queuedPacketActions(), lines[0].RequisitionNo),
        },
        { notify: "all" },
      );
      // Queued offline: the screen clears as on success (the outbox sends it, the banner counts it).
      if (sent.kind === "queued") return reset();
      const answer = sent.answer;
      if (answer.ResponseCode === "200") {
        if (answer.ResponseData.length > 0) setBroken(answer.ResponseData);
        reset();
      }
    } finally {
      setBusy(false);
    }
  };

  return { broken, clearBroken: () => setBroken([]), busy, pickUp };
}
