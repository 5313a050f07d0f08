import { confirmDialog } from "./confirm-dialog";

/** Asks before a newly scanned document replaces lines already scanned; Enter answers Yes. */
export function confirmDiscard(scannedCount: number, onYes: () => unknown) {
  void confirmDialog({
    title: "Load the scanned document?",
    content: `The ${scannedCount} scanned ${scannedCount === 1 ? "line" : "lines"} below will be cleared.`,
    width: 350,
  }).then((yes) => (yes ? onYes() : undefined));
}
