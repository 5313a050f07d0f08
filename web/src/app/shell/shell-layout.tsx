import { Drawer, Spin } from "antd";
import { Suspense, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { shellRoutes } from "../routes";
import { FooterBar } from "./footer-bar";
import { HeaderBar } from "./header-bar";
import { SideMenu, useAccessRights } from "./side-menu";
import { useFocusableScrollBoxes } from "./use-focusable-scroll-boxes";
import { useHandheld } from "./use-handheld";

/** The signed-in shell: header, menu, the screen of the exact path, footer; unknown paths go to the dashboard. */
export default function ShellLayout() {
  useAccessRights();
  useFocusableScrollBoxes();
  const handheld = useHandheld();
  const { pathname } = useLocation();
  // the handheld menu is open on the screen it was opened on: choosing another screen closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  return (
    <div className="app-shell">
      <HeaderBar compact={handheld} onMenu={() => setMenuOpen(true)} />
      <div className="app-body">
        {handheld ? (
          <Drawer
            placement="left"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            size={280}
            title="Menu"
            className="app-menu-drawer"
          >
            <nav aria-label="Main navigation">
              <SideMenu />
            </nav>
          </Drawer>
        ) : (
          <nav className="app-menu" aria-label="Main navigation">
            <SideMenu />
          </nav>
        )}
        <main className="app-content">
          <Suspense fallback={<Spin size="large" className="page-loading" />}>
            <Routes>
              {shellRoutes.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to="/dashboard" replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
      <FooterBar />
    </div>
  );
}
