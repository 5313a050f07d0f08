import { Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { lazyThemed } from "../../platform/lazy-themed";
import { waitingActions } from "../../platform/offline/sync";
import { clearSession } from "../../platform/session";
import { Icon, icons } from "./icons";
import { type UserChoice, UserMenu } from "./user-menu";

/** Asked only when signing out with actions waiting: Ant Design's dialog loads then, not with the shell. */
const SignOutDialog = lazyThemed(() =>
  import("../../components/offline/sign-out-dialog").then((m) => m.default),
);

/** How long signing out waits to count the user's waiting actions. */
const signOutReadMs = 2000;

/** Past this many pixels of scroll the header turns dark (spec 1 section 9). */
const darkAfterPx = 74;

/** Compact on a handheld: a menu button opens the menu drawer, the brand and the user's name shrink. */
export function HeaderBar({ compact, onMenu }: { compact: boolean; onMenu(): void }) {
  const navigate = useNavigate();
  const [dark, setDark] = useState(false);
  // the user's actions waiting when they asked to sign out: above 0, the sign-out asks what becomes of them
  const [waitingAtSignOut, setWaitingAtSignOut] = useState(0);
  useEffect(() => {
    const onScroll = () => setDark(window.scrollY > darkAfterPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const signOut = () => {
    setWaitingAtSignOut(0);
    clearSession();
    navigate("/login", { replace: true });
  };
  const onChoose = async (key: UserChoice) => {
    if (key === "profile") return navigate("/profile");
    // an unreadable or stuck queue is said by the banner; it cannot hold the sign-out (its actions stay kept)
    const unread = new Promise<number>((resolve) => setTimeout(() => resolve(0), signOutReadMs));
    const waiting = await Promise.race([waitingActions().catch(() => 0), unread]);
    if (waiting > 0) setWaitingAtSignOut(waiting);
    else signOut();
  };
  return (
    <header
      className={`app-header${dark ? " app-header-dark" : ""}${compact ? " app-header-compact" : ""}`}
      data-testid="app-header"
    >
      {compact ? (
        <button type="button" className="app-menu-button app-icon-button" aria-label="Menu" onClick={onMenu}>
          <Icon icon={icons.menu} />
        </button>
      ) : null}
      <span className="app-brand">{compact ? "WMS" : "Warehouse Management System"}</span>
      <UserMenu compact={compact} onChoose={onChoose} />
      {waitingAtSignOut > 0 ? (
        <Suspense fallback={null}>
          <SignOutDialog
            waiting={waitingAtSignOut}
            onCancel={() => setWaitingAtSignOut(0)}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
