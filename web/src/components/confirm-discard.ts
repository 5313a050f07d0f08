import { Modal } from "antd";

/** Asks before a newly scanned document replaces lines already scanned; Enter answers Yes. */
export function confirmDiscard(scannedCount: number, onYes: () => unknown) {
  Modal.confirm({
    title: "Load the scanned document?",
    content: `The ${scannedCount} scanned ${scannedCount === 1 ? "line" : "lines"} below will be cleared.`,
    okText: "Yes",
    cancelText: "No",
    autoFocusButton: "ok",
    width: 350,
    onOk: () => onYes(),
  });
}
