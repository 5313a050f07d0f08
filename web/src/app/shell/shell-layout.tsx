import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, Drawer } from "antd";
import { Suspense, useEffect, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { OutboxBanner } from "../../platform/offline/outbox-banner";
import { useOutboxSync } from "../../platform/offline/use-outbox-sync";
import { Themed } from "../../platform/themed";
import { bindToasts } from "../../platform/toast";
import { useHandheld } from "../../platform/use-handheld";
import { PageLoading } from "../page-loading";
import { shellRoutes } from "../routes";
import { FooterBar } from "./footer-bar";
import { HeaderBar } from "./header-bar";
import { SideMenu, useAccessRights } from "./side-menu";
import { useFocusableScrollBoxes } from "./use-focusable-scroll-boxes";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Where a handheld's toast starts: under the header (52 px) and a gap. */
const handheldToastTop = 60;

function ToastHost() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

/**
 * Header, menu, the screen of the exact path under its title (the page's h1, shown before the screen's chunk
 * arrives), footer; unknown paths go to the dashboard.
 */
function ShellLayout() {
  useAccessRights();
  useFocusableScrollBoxes();
  useOutboxSync();
  const handheld = useHandheld();
  const { pathname } = useLocation();
  // the handheld menu is open on the screen it was opened on: choosing another screen closes it, for good (going
  // back to that screen does not open it again)
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  // closed by choosing a screen, the focus stays on that screen (its scan box): a wedge's Enter must not land on the
  // Menu button and open the menu again; closed on its own screen, the focus goes back to the Menu button
  const [focusBack, setFocusBack] = useState(true);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => {
    setMenuOpenOn(open ? pathname : null);
    setFocusBack(true);
  };
  if (menuOpenOn !== null && !menuOpen) {
    setMenuOpenOn(null);
    setFocusBack(false);
  }
  return (
    <div className="app-shell">
      <HeaderBar compact={handheld} onMenu={() => setMenuOpen(true)} />
      <OutboxBanner />
      <div className="app-body">
        {handheld ? (
          <Drawer
            placement="left"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            size={280}
            title="Menu"
            className="app-menu-drawer"
            focusable={{ focusTriggerAfterClose: focusBack }}
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
          <Routes>
            {shellRoutes.map(({ path, title, page: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <>
                    <h1 className="page-title">{title}</h1>
                    <Suspense fallback={<PageLoading />}>
                      <Page />
                    </Suspense>
                  </>
                }
              />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </main>
      </div>
      <FooterBar />
    </div>
  );
}

/** The signed-in shell with the providers only it needs: Ant Design's theme, toasts and dialogs, and server state. */
export default function SignedInShell() {
  return (
    <Themed>
      {/* a toast at the top starts under the sticky header (52 px on a handheld): its buttons stay uncovered */}
      <AntApp notification={{ top: handheldToastTop }}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <ShellLayout />
        </QueryClientProvider>
      </AntApp>
    </Themed>
  );
}
