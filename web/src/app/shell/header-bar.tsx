import { MenuOutlined, UserOutlined } from "@ant-design/icons";
import { shellText } from "@wms/domain";
import { Button, Dropdown } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { SignOutDialog } from "../../platform/offline/sign-out-dialog";
import { waitingActions } from "../../platform/offline/sync";
import { clearSession, currentUser } from "../../platform/session";

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
  const items = [
    { key: "profile", label: "Change Password" },
    { key: "logout", label: "Logout" },
  ];
  const signOut = () => {
    setWaitingAtSignOut(0);
    clearSession();
    navigate("/login", { replace: true });
  };
  const onClick = async ({ key }: { key: string }) => {
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
        <Button
          type="text"
          className="app-menu-button"
          icon={<MenuOutlined />}
          aria-label="Menu"
          onClick={onMenu}
        />
      ) : null}
      <span className="app-brand">{compact ? "WMS" : "Warehouse Management System"}</span>
      <Dropdown menu={{ items, onClick }} trigger={["click"]}>
        <Button type="text" className="app-user" icon={compact ? <UserOutlined /> : undefined}>
          <span className="app-user-name">
            {shellText.welcome} {currentUser()?.UserName}
          </span>
        </Button>
      </Dropdown>
      <SignOutDialog waiting={waitingAtSignOut} onCancel={() => setWaitingAtSignOut(0)} onSignOut={signOut} />
    </header>
  );
}
