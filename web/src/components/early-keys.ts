import { scanBoxIsMounted } from "../platform/scan-feedback";

/**
 * Keys typed on a screen before its scan box is there (its code still loading, a wedge scan at page open): kept
 * from the app's start (`main.tsx`) and given to the box when it mounts, so no character of a scan is lost. They belong to the
 * address they were typed on: keys typed on one screen never land in another's box.
 */
let typed = "";
let typedOn = "";

/** Fields a user types in: their keys are theirs, never kept here. */
const textEntry = "input, textarea, select, [contenteditable='true'], [role='combobox']";

function onKeyDown(e: KeyboardEvent) {
  if (scanBoxIsMounted() || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  if ((e.target as Element | null)?.matches?.(textEntry)) return;
  if (typedOn !== window.location.pathname) {
    typed = "";
    typedOn = window.location.pathname;
  }
  if (e.key === "Enter") {
    // an Enter ending a kept scan is the scan's, never a focused button's or link's
    if (typed && !typed.endsWith("\n")) {
      e.preventDefault();
      typed += "\n";
    }
    return;
  }
  if (e.key.length === 1 && e.key !== " ") typed += e.key;
}

/** Starts keeping early keys (the app's entry calls it first); answers the stop. */
export function keepEarlyKeys(): () => void {
  document.addEventListener("keydown", onKeyDown, true);
  return () => {
    document.removeEventListener("keydown", onKeyDown, true);
    typed = "";
  };
}

/** The keys kept on this screen, taken by its mounting scan box: the scans ended by Enter, then the text still typed. */
export function takeEarlyKeys(): { scans: string[]; text: string } {
  const lines = typedOn === window.location.pathname ? typed.split("\n") : [""];
  typed = "";
  const text = lines.pop() ?? "";
  return { scans: lines.map((line) => line.trim()), text };
}
