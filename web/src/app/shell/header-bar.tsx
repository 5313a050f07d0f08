import { MenuOutlined, UserOutlined } from "@ant-design/icons";
import { shellText } from "@wms/domain";
import { Button, Dropdown } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { clearSession, currentUser } from "../session";

/** Past this many pixels of scroll the header turns dark (spec 1 section 9). */
const darkAfterPx = 74;

/** Compact on a handheld: a menu button opens the menu drawer, the brand and the user's name shrink. */
export function HeaderBar({ compact, onMenu }: { compact: boolean; onMenu(): void }) {
  const navigate = useNavigate();
  const [dark, setDark] = useState(false);
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
  const onClick = ({ key }: { key: string }) => {
    if (key === "profile") navigate("/profile");
    else {
      clearSession();
      navigate("/login", { replace: true });
    }
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
    </header>
  );
}
