import { floorText, looksLikeGs1 } from "@wms/domain";
import { type RefObject, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { lazyThemed } from "../platform/lazy-themed";
import {
  readScanDraft,
  type ScanDraft,
  scanDraftAdded,
  scansToReplay,
  writeScanDraft,
} from "../platform/scan-draft";
import {
  type BoxMessage,
  dialogOpen,
  type Feedback,
  onFeedback,
  reportFeedback,
  scanBoxMessages,
  scanBoxMounted,
} from "../platform/scan-feedback";
import { showToast } from "../platform/toast";
import { takeEarlyKeys } from "./early-keys";
import { LightButton } from "./light-blocks";
import { CameraIcon, CloseIcon } from "./light-icons";
import { emptyScanQueue, type QueuedScan, scanAnswered, scanArrived } from "./scan-queue";
import { submitsOnEnter } from "./submits-on-enter";
import "./scan-input.css";

// a scan box sits on light screens too, where no frame themes the dialog
const CameraScanDialog = lazyThemed(() => import("./camera-scan-dialog").then((m) => m.default));

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
  /**
   * The screen's draft: its name and the scans it has taken and not yet confirmed (a document first, then its
   * packets). Kept on the device with the scans still waiting; on opening the screen they are scanned again.
   */
  draft?: { screen: string; taken: readonly string[] };
}

export const cameraLabel = "Scan with camera";

/** The mounted scan box's input, for a screen that hands the keyboard back after its own field's Enter. */
let mountedBox: RefObject<HTMLInputElement | null> | null = null;

/** Puts the cursor back in the scan box (after Receive from a qty field, say): the next wedge scan is a scan. */
export function focusScanBox() {
  mountedBox?.current?.focus();
}

/** Fields a user types in (a radio or a checkbox is an option chosen: the scan box takes the focus back after it). */
const textEntry =
  "input:not([type='radio'], [type='checkbox'], [type='button'], [type='submit']), textarea, select, [contenteditable='true'], [role='combobox']";

/** Calls `closed` whenever the last open dialog has gone (looked at once a frame while the page changes). */
function onDialogsClosed(closed: () => void) {
  let wasOpen = dialogOpen();
  let pending = 0;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      const open = dialogOpen();
      if (wasOpen && !open) closed();
      wasOpen = open;
    });
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["style", "class"],
  });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(pending);
  };
}

/** A key typed while the focus is on no field (a page just opened, a button) goes into the box, never to a button. */
function keyIntoBox(ref: RefObject<HTMLInputElement | null>, typed: (key: string) => void) {
  return (e: KeyboardEvent) => {
    const input = ref.current;
    const target = e.target as Element | null;
    if (!input || input.disabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    // a space is left to the button it presses
    if (
      e.key.length !== 1 ||
      e.key === " " ||
      target === input ||
      target?.matches?.(textEntry) ||
      dialogOpen()
    )
      return;
    e.preventDefault();
    input.focus();
    typed(e.key);
  };
}

/**
 * Brings the focus back to the scan box after every answer, warning, dialog close, click and success,
 * unless the user is typing in another field; a key typed outside any field lands in the box. Listening from
 * the commit that counts the box mounted (a layout effect, as `useMountedBox`): no key falls between the two.
 */
function useKeepFocus(
  ref: RefObject<HTMLInputElement | null>,
  active: boolean,
  typed: (key: string) => void,
) {
  useLayoutEffect(() => {
    if (!active) return;
    const refocus = () => {
      const input = ref.current;
      if (!input || input.disabled || dialogOpen()) return;
      const current = document.activeElement;
      if (current && current !== input && current !== document.body && current.matches(textEntry)) return;
      input.focus();
    };
    // refocuses still to come: dropped when the box goes
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const after = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        refocus();
      }, ms);
      timers.add(timer);
    };
    const soon = () => {
      after(0);
      // a closing dialog hands the focus back to its opener when its animation ends
      after(350);
    };
    const stopWatching = onDialogsClosed(soon);
    const onFocusOut = () =>
      setTimeout(() => {
        if (document.activeElement === document.body) refocus();
      }, 0);
    document.addEventListener("focusout", onFocusOut);
    // a button, tab or option clicked (Print, Receive, a trace tab) hands the keyboard back: the next scan is a scan
    const onClick = () => soon();
    document.addEventListener("click", onClick);
    const onKeyDown = keyIntoBox(ref, typed);
    document.addEventListener("keydown", onKeyDown, true);
    // an answer takes the focus back at once, never later: by then the user may have moved on to a button
    const stopFeedback = onFeedback(() => setTimeout(refocus, 0));
    return () => {
      stopWatching();
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("click", onClick);
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener("keydown", onKeyDown, true);
      stopFeedback();
    };
  }, [ref, active, typed]);
}

/**
 * Answers the box's scans one at a time, in the order they arrived: a wedge scanner types the next
 * code before the last one's answer is back. Each scan starts after the render its predecessor's
 * answer caused, so it reads the screen that answer left (a loaded BOM, the packets scanned so far).
 */
function useScanQueue(answer: (scan: QueuedScan) => Promise<void>, restored: () => string[]) {
  const nextId = useRef(0);
  const [queue, setQueue] = useState(() =>
    restored().reduce((q, code) => scanArrived(q, { id: nextId.current++, code }), emptyScanQueue),
  );
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
  const codes = [...(queue.answering ? [queue.answering.code] : []), ...queue.waiting.map((w) => w.code)];
  return { push, checking: queue.answering !== null, waiting: queue.waiting.length, codes };
}

/**
 * The screen's draft: what it has taken (given by the screen) and what waits in the box, kept on the device on
 * every change; given back into the box when the screen opens, and when scans are added to it from elsewhere.
 */
function useDraft(draft: ScanInputProps["draft"], waiting: string[], push: (code: string) => void) {
  const screen = draft?.screen;
  const taken = draft?.taken ?? [];
  const said = JSON.stringify({ taken, waiting });
  useEffect(() => {
    if (screen) writeScanDraft(screen, JSON.parse(said) as ScanDraft);
  }, [screen, said]);
  const pushLatest = useRef(push);
  pushLatest.current = push;
  useEffect(() => {
    if (!screen) return;
    const added = (e: Event) => {
      const { detail } = e as CustomEvent<{ screen: string; scans: string[] }>;
      if (detail.screen === screen) for (const code of detail.scans) pushLatest.current(code);
    };
    window.addEventListener(scanDraftAdded, added);
    return () => window.removeEventListener(scanDraftAdded, added);
  }, [screen]);
}

/**
 * The box's scans in order, starting with those the screen's draft kept (saying so once), and written back to
 * the draft as they change.
 */
function useDraftedScans(draft: ScanInputProps["draft"], answer: (scan: QueuedScan) => Promise<void>) {
  const restoredCount = useRef(0);
  const queue = useScanQueue(answer, () => {
    const restored = draft ? scansToReplay(readScanDraft(draft.screen)) : [];
    restoredCount.current = restored.length;
    return restored;
  });
  // said once the box shows its messages (the box's effects before this have run)
  useEffect(() => {
    if (restoredCount.current > 0) showToast("success", floorText.draftRestored(restoredCount.current));
  }, []);
  useDraft(draft, queue.codes, queue.push);
  return queue;
}

/** The handheld's message right under the box, in the page's flow (it never covers the box or a list), for its life. */
function useBoxMessage() {
  const [message, setMessage] = useState<BoxMessage | null>(null);
  useEffect(() => scanBoxMessages(setMessage), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.lifeMs);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

/**
 * Answers one scan through `onScan`: a GS1 packet QR read as its packet's code first; the outcome heard (or a
 * plain "Scan taken", or the error said here) and the focus back in the box. `answering` names the scan meanwhile.
 */
function scanAnswerer(
  onScan: ScanInputProps["onScan"],
  answering: RefObject<string | null>,
  ref: RefObject<HTMLInputElement | null>,
) {
  return async ({ code: scanned }: QueuedScan) => {
    // A packet QR carrying a GS1 element string (WMS_PACKET_QR=gs1) is taken as the packet's code; the parser
    // loads with the first such scan, not with the screen, and the queue keeps the scans in order meanwhile.
    const code = looksLikeGs1(scanned)
      ? (await import("@wms/domain/gs1")).packetCodeOfScan(scanned)
      : scanned;
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
  };
}

/**
 * The box as the scan box of the page: counted as mounted (early keys stop being kept) in the commit that puts it
 * on the page, where it takes them (`useEarlyKeys`), and the one `focusScanBox` puts the cursor in.
 */
function useMountedBox(ref: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => scanBoxMounted(), []);
  useEffect(() => {
    mountedBox = ref;
    return () => {
      if (mountedBox === ref) mountedBox = null;
    };
  }, [ref]);
}

/**
 * Keys typed before the box was there (its screen loading): their scans go first, the rest stays typed. Taken in
 * a layout effect, whose update React renders before the browser runs its next event: a key typed into the box
 * just focused lands after them, never in a box still showing none of them (its change would replace them).
 */
function useEarlyKeys(push: (code: string) => void, setText: (change: (current: string) => string) => void) {
  const pushLatest = useRef(push);
  pushLatest.current = push;
  useLayoutEffect(() => {
    const early = takeEarlyKeys();
    for (const code of early.scans) pushLatest.current(code);
    if (early.text) setText((current) => early.text + current);
  }, [setText]);
}

/** A message under the box on a handheld, with its title and a Close button. */
function ScanMessage({ message, onClose }: { message: BoxMessage; onClose(): void }) {
  return (
    <div className={`scan-message scan-message-${message.type}`} role="alert">
      <strong>{message.title}</strong>
      <span>{message.message}</span>
      <LightButton
        variant="text"
        className="scan-message-close"
        icon={<CloseIcon />}
        aria-label="Close"
        onClick={onClose}
      />
    </div>
  );
}

type Status = { code: string | null; feedback: Feedback } | null;

/** The last outcome and the scan it belongs to (none for an answer to a button, such as Pick-Up). */
function useScanStatus() {
  const [status, setStatus] = useState<Status>(null);
  const answering = useRef<string | null>(null);
  useEffect(() => onFeedback((feedback) => setStatus({ code: answering.current, feedback })), []);
  return { status, answering };
}

/** The camera's reader, loaded when first opened. */
function CameraRead({
  label,
  onClose,
  onRead,
}: {
  label?: string;
  onClose(): void;
  onRead(code: string): void;
}) {
  return (
    <Suspense fallback={null}>
      <CameraScanDialog title={label ?? "Scan"} onClose={onClose} onRead={onRead} />
    </Suspense>
  );
}

/** The status line: the last outcome with its scan's code (or Ready to scan), and how many scans wait. */
function ScanStatus({ status, waiting, checking }: { status: Status; waiting: number; checking: boolean }) {
  return (
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
      {waiting > 0 ? (
        <span className="scan-status-waiting">{waiting} waiting</span>
      ) : checking ? (
        <span className="scan-status-waiting">Checking…</span>
      ) : null}
    </div>
  );
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
  draft,
  ...rest
}: ScanInputProps) {
  const [text, setText] = useState("");
  const [cameraOpen, setCameraOpen] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const label = rest["aria-label"] ?? placeholder;
  const typed = useCallback((key: string) => setText((current) => current + key), []);
  useKeepFocus(ref, !disabled, typed);
  useMountedBox(ref);
  const [message, setMessage] = useBoxMessage();
  const { status, answering } = useScanStatus();
  // focused in the commit that mounts it, with the early keys it takes: a key typed next follows them
  useLayoutEffect(() => {
    if (autoFocus && !disabled) ref.current?.focus();
  }, [autoFocus, disabled]);

  const queue = useDraftedScans(draft, scanAnswerer(onScan, answering, ref));
  useEarlyKeys(queue.push, setText);

  const submit = (value: string) => {
    setText("");
    queue.push(value.trim());
  };

  return (
    <>
      <div className="scan-box">
        <div className="scan-box-row">
          <input
            ref={ref}
            className="scan-box-input"
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            aria-label={label}
            autoComplete="off"
            enterKeyHint="go"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (submitsOnEnter(e)) submit(text);
            }}
          />
          {submitLabel ? (
            <LightButton size="large" variant="primary" disabled={disabled} onClick={() => submit(text)}>
              {submitLabel}
            </LightButton>
          ) : null}
          <LightButton
            size="large"
            className="scan-camera-button"
            icon={<CameraIcon />}
            aria-label={cameraLabel}
            disabled={disabled}
            onClick={() => setCameraOpen(true)}
          />
        </div>
        <ScanStatus status={status} waiting={queue.waiting} checking={queue.checking} />
        {cameraOpen ? (
          <CameraRead
            label={label}
            onClose={() => setCameraOpen(false)}
            onRead={(code) => {
              setCameraOpen(false);
              submit(code);
            }}
          />
        ) : null}
      </div>
      {message ? <ScanMessage message={message} onClose={() => setMessage(null)} /> : null}
    </>
  );
}
