const fieldSelector = "input:not([type=hidden]):not([disabled]), textarea:not([disabled])";

/** Puts the cursor in a dialog's first field rather than on its close button (unless one has it already). */
export function focusFirstField(container: HTMLElement | null) {
  if (!container || container.contains(document.activeElement)) return;
  container.querySelector<HTMLElement>(fieldSelector)?.focus();
}
