import { Suspense } from "react";
import { lazyThemed } from "../platform/lazy-themed";
import type { PacketSlipListProps } from "./packet-labels-dialog";

// the print controls (printer choice, reprint reason) load when there are new packets, not with the screen
const PacketLabelsDialog = lazyThemed(() => import("./packet-labels-dialog").then((m) => m.default));

/**
 * New packets' codes in a dialog, each label to print (one by one or all) to the device's printer (a handheld's
 * station printer once chosen) or as PDF: broken QR codes, returned packets, FG packets.
 */
export function PacketSlipList(props: PacketSlipListProps) {
  if (props.packets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PacketLabelsDialog {...props} />
    </Suspense>
  );
}
