import { CameraOutlined } from "@ant-design/icons";
import { Button, Input, type InputRef } from "antd";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { type Feedback, onFeedback, reportFeedback, scanBoxMounted } from "./scan-feedback";
import "./scan-input.css";

const CameraScanDialog = lazy(() => import("./camera-scan-dialog"));

export interface ScanInputProps {
  /** Called with the trimmed text on Enter (also with "" so the caller can warn) or a camera read. */
  onScan(text: string): unknown;
  placeholder?: string;
  /** Put the cursor in the box when the page opens (a scanner is a keyboard). */
  autoFocus?: boolean;
  disabled?: boolean;
  "aria-label"?: string;
  /** A button beside the box that submits what is typed (Go, Show), for a mouse or a touch. */
  submitLabel?: string;
}

export const cameraLabel = "Scan with camera";

const textEntry = "input, textarea, select, [contenteditable='true'], [role='combobox']";

/** An open dialog or drawer owns the keyboard; the scan box waits until it closes. */
function dialogOpen() {
  if (document.querySelector(".ant-drawer-open, .ant-modal-confirm")) return true;
  return [...document.querySelectorAll(".ant-modal-wrap")].some(
    (w) => getComputedStyle(w).display !== "none",
  );
}

/**
 * Brings the focus back to the scan box after every answer, warning, dialog close and success,
 * unless the user is typing in another field.
 */
function useKeepFocus(ref: RefObject<InputRef | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const refocus = () => {
      const input = ref.current?.input;
      if (!input || input.disabled || dialogOpen()) return;
      const current = document.activeElement;
      if (current && current !== input && current !== document.body && current.matches(textEntry)) return;
      input.focus();
    };
    const soon = () => {
      setTimeout(refocus, 0);
      // a closing dialog hands the focus back to its opener when its animation ends
      setTimeout(refocus, 350);
    };
    let wasOpen = dialogOpen();
    let pending = 0;
    const observer = new MutationObserver(() => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        const open = dialogOpen();
        if (wasOpen && !open) soon();
        wasOpen = open;
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["style", "class"],
    });
    const onFocusOut = () =>
      setTimeout(() => {
        if (document.activeElement === document.body) refocus();
      }, 0);
    document.addEventListener("focusout", onFocusOut);
    // an answer takes the focus back at once, never later: by then the user may have moved on to a button
    const stopFeedback = onFeedback(() => setTimeout(refocus, 0));
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
      document.removeEventListener("focusout", onFocusOut);
      stopFeedback();
    };
  }, [ref, active]);
}

/**
 * The scan box of a scan screen: a keyboard-wedge scanner types the code and presses Enter, or the
 * camera button reads a QR code; both reach `onScan`. The box clears, keeps the focus, and shows the
 * outcome of the last scan on a large status line, with a tone and a vibration.
 */
export function ScanInput({
  onScan,
  placeholder,
  autoFocus = true,
  disabled,
  submitLabel,
  ...rest
}: ScanInputProps) {
  const [text, setText] = useState("");
  const [lastScan, setLastScan] = useState<string | null>(null);
  const [status, setStatus] = useState<Feedback | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const ref = useRef<InputRef>(null);
  const label = rest["aria-label"] ?? placeholder;
  useKeepFocus(ref, !disabled);
  useEffect(() => scanBoxMounted(), []);
  useEffect(() => onFeedback(setStatus), []);
  useEffect(() => {
    if (autoFocus && !disabled) ref.current?.focus();
  }, [autoFocus, disabled]);

  const submit = async (value: string) => {
    const scanned = value.trim();
    setText("");
    setLastScan(scanned || null);
    // The scan's Enter finishes first: a dialog the scan opens must not take that Enter as its own.
    await new Promise((done) => setTimeout(done, 0));
    let heard = false;
    const stop = onFeedback(() => {
      heard = true;
    });
    try {
      await onScan(scanned);
    } finally {
      stop();
    }
    if (!heard && scanned) reportFeedback({ type: "success", message: "Scan taken" });
    ref.current?.focus();
  };

  return (
    <div className="scan-box">
      <div className="scan-box-row">
        <Input
          ref={ref}
          size="large"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-label={label}
          autoComplete="off"
          enterKeyHint="go"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void submit(text)}
        />
        {submitLabel ? (
          <Button size="large" type="primary" disabled={disabled} onClick={() => void submit(text)}>
            {submitLabel}
          </Button>
        ) : null}
        <Button
          size="large"
          className="scan-camera-button"
          icon={<CameraOutlined />}
          aria-label={cameraLabel}
          disabled={disabled}
          onClick={() => setCameraOpen(true)}
        />
      </div>
      <div className={`scan-status scan-status-${status?.type ?? "idle"}`} role="status" aria-live="polite">
        {status ? (
          <>
            {lastScan ? <strong className="scan-status-code">{lastScan}</strong> : null}
            <span>{status.message}</span>
          </>
        ) : (
          <span>Ready to scan</span>
        )}
      </div>
      {cameraOpen ? (
        <Suspense fallback={null}>
          <CameraScanDialog
            title={label ?? "Scan"}
            onClose={() => setCameraOpen(false)}
            onRead={(code) => {
              setCameraOpen(false);
              void submit(code);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
