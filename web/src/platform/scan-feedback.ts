import type { AlertType } from "@wms/domain";

/** A distinct tone per outcome: one high beep taken, two middle beeps warning, one long low buzz error. */
const tones: Record<AlertType, Array<{ hz: number; ms: number }>> = {
  success: [{ hz: 1320, ms: 90 }],
  warning: [
    { hz: 660, ms: 120 },
    { hz: 660, ms: 120 },
  ],
  error: [{ hz: 220, ms: 420 }],
};
const vibrations: Record<AlertType, number[]> = { success: [40], warning: [80, 60, 80], error: [300] };

export interface Feedback {
  type: AlertType;
  message: string;
}

type Listener = (feedback: Feedback) => void;
const listeners = new Set<Listener>();
let scanBoxesMounted = 0;
let audio: AudioContext | null = null;
/** When the last tone ends: a burst of scans gets one tone each, one after another, never mixed. */
let tonesEndAt = 0;

/** A message shown under the scan box: a toast's heading, text and life. */
export interface BoxMessage {
  type: AlertType;
  title: string;
  message: string;
  lifeMs: number;
}
type ShowBoxMessage = (message: BoxMessage) => void;
let boxMessages: ShowBoxMessage | null = null;

/** An open dialog or drawer owns the keyboard and the eye; the scan box waits until it closes. */
export function dialogOpen() {
  if (document.querySelector(".ant-drawer-open, .ant-modal-confirm, dialog[open]")) return true;
  return [...document.querySelectorAll(".ant-modal-wrap")].some(
    (w) => getComputedStyle(w).display !== "none",
  );
}

/** The mounted scan box shows messages in the page's flow under it. */
export function scanBoxMessages(show: ShowBoxMessage): () => void {
  boxMessages = show;
  return () => {
    if (boxMessages === show) boxMessages = null;
  };
}

/** On a handheld's scan screen with no dialog open, messages go under the scan box (a toast would cover it or a list). */
export function messagesUnderScanBox(): ShowBoxMessage | null {
  const handheld = window.matchMedia?.("(max-width: 767px)").matches ?? false;
  return handheld && boxMessages && !dialogOpen() ? boxMessages : null;
}

/** Whether a scan box is on the screen (keys typed before one is are kept for it: `early-keys.ts`). */
export const scanBoxIsMounted = () => scanBoxesMounted > 0;

/** Tones only on scan screens, where a user looks at the shelf and not at the screen. */
export function scanBoxMounted(): () => void {
  scanBoxesMounted += 1;
  return () => {
    scanBoxesMounted -= 1;
  };
}

function play(type: AlertType) {
  const Context =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  const context = audio;
  if (context.state === "suspended") void context.resume();
  let at = Math.max(context.currentTime, tonesEndAt);
  for (const { hz, ms } of tones[type]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type === "error" ? "square" : "sine";
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.15, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += ms / 1000 + 0.06;
  }
  tonesEndAt = at;
}

/** Tells the user how an action ended: tone and vibration on scan screens, and the scan box's status line. */
export function reportFeedback(feedback: Feedback) {
  if (scanBoxesMounted > 0) {
    try {
      play(feedback.type);
    } catch {
      // a browser without audio output still shows the status line
    }
    navigator.vibrate?.(vibrations[feedback.type]);
  }
  for (const listener of listeners) listener(feedback);
}

export function onFeedback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
