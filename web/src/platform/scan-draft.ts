import { currentUser } from "./session";

/**
 * A scan screen's scans not yet confirmed: those it took (its draft) and those still waiting in its box. Kept on
 * the device per screen and user, so a reload, a closed tab or a sign-in after an expired session gives them back.
 */
export interface ScanDraft {
  taken: string[];
  waiting: string[];
}

const emptyDraft: ScanDraft = { taken: [], waiting: [] };
const keyOf = (screen: string) => {
  const user = currentUser();
  return user ? `wms-scan-draft:${user.UserId}:${screen}` : null;
};

/** The scans to give back on opening the screen, in the order they were scanned: taken first, then waiting. */
export const scansToReplay = (draft: ScanDraft): string[] => [...draft.taken, ...draft.waiting];

/** The signed-in user's draft of the screen (none when signed out or the device keeps nothing). */
export function readScanDraft(screen: string): ScanDraft {
  const key = keyOf(screen);
  if (!key) return emptyDraft;
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? "null") as ScanDraft | null;
    return kept && Array.isArray(kept.taken) && Array.isArray(kept.waiting) ? kept : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

/** Keeps the draft; signed out (an expired session) it is left as it was, to come back after the sign-in. */
export function writeScanDraft(screen: string, draft: ScanDraft) {
  const key = keyOf(screen);
  if (!key) return;
  try {
    if (draft.taken.length === 0 && draft.waiting.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // a device that keeps nothing (a private window) still scans; the draft lives as long as the page
  }
}

/** Said on window when scans were added to a screen's draft from elsewhere (a refused action picked again). */
export const scanDraftAdded = "wms-scan-draft-added";

/** Adds scans to a screen's draft, waiting: the screen answers them when it is open, as if scanned again. */
export function addToScanDraft(screen: string, scans: readonly string[]) {
  const draft = readScanDraft(screen);
  writeScanDraft(screen, { ...draft, waiting: [...draft.waiting, ...scans] });
  window.dispatchEvent(new CustomEvent(scanDraftAdded, { detail: { screen, scans } }));
}
