import { Spin } from "antd";
import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { shellRoutes } from "../routes";
import { FooterBar } from "./footer-bar";
import { HeaderBar } from "./header-bar";
import { SideMenu, useAccessRights } from "./side-menu";

/** The signed-in shell: header, menu, the screen of the exact path, footer; unknown paths go to the dashboard. */
export default function ShellLayout() {
  useAccessRights();
  return (
    <div className="app-shell">
      <HeaderBar />
      <div className="app-body">
        <nav className="app-menu">
          <SideMenu />
        </nav>
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
