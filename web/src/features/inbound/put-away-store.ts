import { useQueryClient } from "@tanstack/react-query";
import { inboundCalls, type PutAwayLot } from "@wms/domain";
import { useState } from "react";
import { sendOrQueue } from "../../platform/offline/offline-call";
import type { InwardBin, PacketRow } from "./api";
import type { ScannedPacket } from "./put-away-lot";

/**
 * Puts the scanned packets away in a bin, or queues it offline; `onDone` when stored or queued, `onAgain` with
 * the packets the server says were put away already.
 */
export function usePutAwayStore(
  lot: PutAwayLot | null,
  scanned: ScannedPacket[],
  onDone: () => void,
  onAgain: (packets: PacketRow[]) => void,
) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const store = async (bin: Pick<InwardBin, "BinId">) => {
    if (!lot) return;
    setSaving(true);
    try {
      const sent = await sendOrQueue(
        inboundCalls.updateBinInwardMaterialStock,
        { ...lot, BinId: bin.BinId, storeItems: scanned.map((p) => ({ QRCode: p.QRCode })) },
        { notify: "all" },
      );
      // Queued offline: the screen clears as on success (the outbox sends it, the banner counts it).
      if (sent.kind === "queued") return onDone();
      const answer = sent.answer;
      if (answer.ResponseCode === "200") {
        await queryClient.invalidateQueries();
        onDone();
      } else if (answer.ResponseData?.length) {
        onAgain(answer.ResponseData);
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, store };
}
