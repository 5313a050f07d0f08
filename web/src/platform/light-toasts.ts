import type { AlertType } from "@wms/domain";

/** A toast shown without Ant Design: its heading, text, life (0: until closed) and where it goes. */
export interface LightToast {
  type: AlertType;
  title: string;
  message: string;
  lifeMs: number;
  /** On a handheld one at a time at the top under the header; on a desk stacked at the bottom right. */
  handheld: boolean;
}

/** The toasts' box of one placement, made with the first toast there. */
function boxOf(handheld: boolean) {
  const placement = handheld ? "top" : "bottom-right";
  const found = document.querySelector<HTMLElement>(`.light-toasts-${placement}`);
  if (found) return found;
  const box = document.createElement("div");
  box.className = `light-toasts light-toasts-${placement}`;
  document.body.append(box);
  return box;
}

function element(tag: string, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/**
 * Shows a toast drawn in plain HTML like Ant Design's notification (a light screen, sign-in, the shell's own
 * toasts with no Ant Design frame mounted): an alert with its heading, text and a close button, gone after its
 * life; the pointer over it holds it.
 */
export function showLightToast({ type, title, message, lifeMs, handheld }: LightToast) {
  const box = boxOf(handheld);
  if (handheld) box.replaceChildren();
  const toast = element("div", `light-toast light-toast-${type} toast-${type}`);
  toast.setAttribute("role", "alert");
  const close = element("button", "light-toast-close", "\u00d7");
  close.setAttribute("type", "button");
  close.setAttribute("aria-label", "Close");
  toast.append(
    element("div", "light-toast-title", title),
    element("div", "light-toast-text", message),
    close,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const live = () => {
    if (lifeMs > 0) timer = setTimeout(() => toast.remove(), lifeMs);
  };
  close.addEventListener("click", () => toast.remove());
  toast.addEventListener("mouseenter", () => clearTimeout(timer));
  toast.addEventListener("mouseleave", live);
  box.append(toast);
  live();
}
