import { cycleCountText } from "@wms/domain";
import type { CountDetailAnswer } from "./count-api";

/** Why an open count was sent back, if it was since its last submission (what its counter reads). */
export function sentBackOf(count: CountDetailAnswer): string | null {
  const last = count.History.findLast((e) => e.Kind === "SentBack" || e.Kind === "Submitted");
  return count.Status === "Open" && last?.Kind === "SentBack"
    ? cycleCountText.sentBackFor(last.By ?? "-", last.Reason ?? "")
    : null;
}
