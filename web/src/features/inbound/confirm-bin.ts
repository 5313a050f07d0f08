import { inboundText as text } from "@wms/domain";
import { confirmDialog } from "../../components/confirm-dialog";
import type { InwardBin } from "./api";

/** Asks to put the scanned packets into `bin`; Yes (the focused button, so Enter) confirms. Done once answered. */
export async function confirmBin<B extends Pick<InwardBin, "BinId" | "ColAddress">>(
  bin: B,
  onConfirm: (bin: B) => void,
) {
  const yes = await confirmDialog({
    title: text.confirmBinTitle,
    content: `${text.confirmBinQuestion} (${bin.ColAddress})`,
    width: 350,
  });
  if (yes) onConfirm(bin);
}
