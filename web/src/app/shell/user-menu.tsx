import { shellText } from "@wms/domain";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { currentUser } from "../../platform/session";
import { Icon, icons } from "./icons";

const choices = [
  { key: "profile", label: "Change Password" },
  { key: "logout", label: "Logout" },
] as const;

export type UserChoice = (typeof choices)[number]["key"];

/** Arrow keys move between the choices, Escape closes the list and gives the focus back to its button. */
function onMenuKeys(e: KeyboardEvent<HTMLDivElement>, close: () => void) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>("[role='menuitem']")];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
  if (step) {
    e.preventDefault();
    items[(at + step + items.length) % items.length]?.focus();
  } else if (e.key === "Escape") close();
}

/** "Welcome <name>", a button opening the user's menu: Change Password and Logout. */
export function UserMenu({ compact, onChoose }: { compact: boolean; onChoose(key: UserChoice): void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const ids = useId();
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="app-user-box" ref={box}>
      <button
        ref={button}
        type="button"
        className="app-user app-icon-button"
        id={`${ids}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${ids}-menu` : undefined}
        onClick={() => setOpen(!open)}
      >
        {compact ? <Icon icon={icons.user} /> : null}
        <span className="app-user-name">
          {shellText.welcome} {currentUser()?.UserName}
        </span>
      </button>
      {open ? (
        <div
          ref={list}
          id={`${ids}-menu`}
          role="menu"
          aria-labelledby={`${ids}-button`}
          className="app-user-menu"
          onKeyDown={(e) => onMenuKeys(e, close)}
        >
          {choices.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="app-user-menu-item"
              onClick={() => {
                setOpen(false);
                onChoose(key);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
