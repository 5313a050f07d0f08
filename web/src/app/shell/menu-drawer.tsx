import { useEffect, useRef } from "react";
import { Icon, icons } from "./icons";
import { SideMenu } from "./side-menu";

/**
 * The handheld's menu: a modal panel from the left, titled "Menu" (Escape, the close button or a tap beside it
 * closes it). Closed, the focus goes back to the Menu button only when `focusBack`.
 */
export function MenuDrawer({
  open,
  focusBack,
  onClose,
}: {
  open: boolean;
  focusBack: boolean;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (open && !panel.open) {
      opener.current = document.activeElement as HTMLElement | null;
      panel.showModal();
    } else if (!open && panel.open) {
      panel.close();
      // the browser gives the focus back to the opener: kept only when closed on the screen it was opened on
      if (focusBack) opener.current?.focus();
      else if (document.activeElement === opener.current) opener.current?.blur();
    }
  }, [open, focusBack]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the dimmed screen beside it; from the keyboard, Escape closes it
    <dialog
      ref={dialog}
      className="app-menu-drawer"
      aria-labelledby="app-menu-drawer-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="app-menu-drawer-panel">
          <div className="app-menu-drawer-head">
            <button type="button" className="app-icon-button" aria-label="Close" onClick={onClose}>
              <Icon icon={icons.close} />
            </button>
            <div id="app-menu-drawer-title" className="app-menu-drawer-title">
              Menu
            </div>
          </div>
          <nav className="app-menu" aria-label="Main navigation">
            <SideMenu />
          </nav>
        </div>
      ) : null}
    </dialog>
  );
}
