import { CameraOutlined, CloseOutlined } from "@ant-design/icons";
import { Button, Input, type InputRef } from "antd";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import {
  type BoxMessage,
  dialogOpen,
  type Feedback,
  onFeedback,
  reportFeedback,
  scanBoxMessages,
  scanBoxMounted,
} from "./scan-feedback";
import { emptyScanQueue, type QueuedScan, scanAnswered, scanArrived } from "./scan-queue";
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
 * Answers the box's scans one at a time, in the order they arrived: a wedge scanner types the next
 * code before the last one's answer is back. Each scan starts after the render its predecessor's
 * answer caused, so it reads the screen that answer left (a loaded BOM, the packets scanned so far).
 */
function useScanQueue(answer: (scan: QueuedScan) => Promise<void>) {
  const [queue, setQueue] = useState(emptyScanQueue);
  const nextId = useRef(0);
  const started = useRef(-1);
  const answerLatest = useRef(answer);
  answerLatest.current = answer;
  useEffect(() => {
    const scan = queue.answering;
    if (!scan || started.current === scan.id) return;
    started.current = scan.id;
    void answerLatest.current(scan).finally(() => setQueue(scanAnswered));
  }, [queue.answering]);
  const push = (code: string) => {
    const scan = { id: nextId.current++, code };
    setQueue((current) => scanArrived(current, scan));
  };
  return { push, checking: queue.answering !== null, waiting: queue.waiting.length };
}

/**
 * The scan box of a scan screen: a keyboard-wedge scanner types the code and presses Enter, or the
 * camera button reads a QR code; both reach `onScan`, one scan at a time in the order read. The box
 * clears, keeps the focus, and shows each scan's outcome in turn, with its code, on a large status line
 * (and how many scans wait), with a tone and a vibration.
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
  // the last outcome and the scan it belongs to (none for an answer to a button, such as Pick-Up)
  const [status, setStatus] = useState<{ code: string | null; feedback: Feedback } | null>(null);
  const answering = useRef<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const ref = useRef<InputRef>(null);
  const label = rest["aria-label"] ?? placeholder;
  useKeepFocus(ref, !disabled);
  useEffect(() => scanBoxMounted(), []);
  // On a handheld a message shows right under the box, in the page's flow: it never covers the box or a list.
  const [message, setMessage] = useState<BoxMessage | null>(null);
  useEffect(() => scanBoxMessages(setMessage), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.lifeMs);
    return () => clearTimeout(timer);
  }, [message]);
  useEffect(() => onFeedback((feedback) => setStatus({ code: answering.current, feedback })), []);
  useEffect(() => {
    if (autoFocus && !disabled) ref.current?.focus();
  }, [autoFocus, disabled]);

  const queue = useScanQueue(async ({ code }) => {
    answering.current = code || null;
    // The scan's Enter finishes first: a dialog the scan opens must not take that Enter as its own.
    await new Promise((done) => setTimeout(done, 0));
    let heard = false;
    const stop = onFeedback(() => {
      heard = true;
    });
    try {
      await onScan(code);
    } catch (err) {
      // the API client has told the user already; anything else is said here, and the next scan goes on
      if (!heard) reportFeedback({ type: "error", message: (err as Error).message });
    } finally {
      stop();
    }
    if (!heard && code) reportFeedback({ type: "success", message: "Scan taken" });
    answering.current = null;
    ref.current?.focus();
  });

  const submit = (value: string) => {
    setText("");
    queue.push(value.trim());
  };

  return (
    <>
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
            onPressEnter={() => submit(text)}
          />
          {submitLabel ? (
            <Button size="large" type="primary" disabled={disabled} onClick={() => submit(text)}>
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
        <div
          className={`scan-status scan-status-${status?.feedback.type ?? "idle"}`}
          role="status"
          aria-live="polite"
        >
          {status ? (
            <>
              {status.code ? <strong className="scan-status-code">{status.code}</strong> : null}
              <span>{status.feedback.message}</span>
            </>
          ) : (
            <span>Ready to scan</span>
          )}
          {queue.waiting > 0 ? (
            <span className="scan-status-waiting">{queue.waiting} waiting</span>
          ) : queue.checking ? (
            <span className="scan-status-waiting">Checking…</span>
          ) : null}
        </div>
        {cameraOpen ? (
          <Suspense fallback={null}>
            <CameraScanDialog
              title={label ?? "Scan"}
              onClose={() => setCameraOpen(false)}
              onRead={(code) => {
                setCameraOpen(false);
                submit(code);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {message ? (
        <div className={`scan-message scan-message-${message.type}`} role="alert">
          <strong>{message.title}</strong>
          <span>{message.message}</span>
          <Button
            type="text"
            className="scan-message-close"
            icon={<CloseOutlined />}
            aria-label="Close"
            onClick={() => setMessage(null)}
          />
        </div>
      ) : null}
    </>
  );
}
