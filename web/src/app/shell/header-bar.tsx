import { shellText } from "@wms/domain";
import { Button, Dropdown } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { clearSession, currentUser } from "../session";

/** Past this many pixels of scroll the header turns dark (spec 1 section 9). */
const darkAfterPx = 74;

export function HeaderBar() {
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
    <header className={dark ? "app-header app-header-dark" : "app-header"} data-testid="app-header">
      <span className="app-brand">Warehouse Management System</span>
      <Dropdown menu={{ items, onClick }} trigger={["click"]}>
        <Button type="text" className="app-user">
          {shellText.welcome} {currentUser()?.UserName}
        </Button>
      </Dropdown>
    </header>
  );
}
