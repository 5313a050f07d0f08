import { type AlertType, toastLifeMs, toastTitle } from "@wms/domain";
import type { NotificationInstance } from "antd/es/notification/interface";
import { type LightToast, showLightToast } from "./light-toasts";
import { messagesUnderScanBox, reportFeedback } from "./scan-feedback";

let api: NotificationInstance | null = null;

/** The themed notification instance of the mounted Ant Design frame (see the shell's AntFrame). */
export function bindToasts(instance: NotificationInstance | null) {
  api = instance;
}

/** In the Ant Design frame's notification; without one (sign-in, a light screen) in the light toast host. */
function open(toast: LightToast) {
  const { type, title, message, lifeMs, handheld } = toast;
  if (!api) return showLightToast(toast);
  api.open({
    type,
    message: title,
    description: message,
    duration: lifeMs / 1000,
    // On a handheld one toast at a time, at the top under the header (its buttons stay uncovered), never over
    // a dialog's buttons or the actions bar at the foot. On a desk, below the scan boxes and dialogs' close buttons at the top.
    ...(handheld
      ? { key: "handheld-toast", placement: "top" as const }
      : { placement: "bottomRight" as const }),
    className: `toast-${type}`,
  });
}

/** The global toast: headed Success/Warn/Error Message by type, 6 s unless told otherwise; under the scan box on a handheld. */
export function showToast(
  type: AlertType,
  message: string,
  options: { title?: string; lifeMs?: number } = {},
) {
  const title = options.title ?? toastTitle[type];
  const lifeMs = options.lifeMs ?? toastLifeMs.global;
  const underScanBox = messagesUnderScanBox();
  const handheld = window.matchMedia?.("(max-width: 767px)").matches ?? false;
  if (underScanBox) underScanBox({ type, title, message, lifeMs });
  else open({ type, title, message, lifeMs, handheld });
  reportFeedback({ type, message });
}
