const fieldSelector = "input:not([type=hidden]):not([disabled]), textarea:not([disabled])";

/** Puts the cursor in a dialog's first field rather than on its close button. */
export function focusFirstField(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>(fieldSelector)?.focus();
}
