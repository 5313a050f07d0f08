import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { matchPath, Navigate, useLocation } from "react-router";
import { OutboxBanner } from "../../components/offline/outbox-banner";
import { useOutboxSync } from "../../platform/offline/use-outbox-sync";
import { useHandheld } from "../../platform/use-handheld";
import { PageLoading } from "../page-loading";
import { type ShellRoute, shellRoutes } from "../routes";
import { FooterBar } from "./footer-bar";
import { HeaderBar } from "./header-bar";
import { MenuDrawer } from "./menu-drawer";
import { SideMenu, useAccessRights } from "./side-menu";
import { useFocusableScrollBoxes } from "./use-focusable-scroll-boxes";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Ant Design's theme, toasts and dialogs: loaded with the first screen not marked light. */
const AntFrame = lazy(() => import("./ant-frame"));

/**
 * The screen of a route under its title (the page's h1, shown before the screen's chunk arrives). The frame sits
 * at one place for every screen not light, so going from one to another keeps it (and its toasts) mounted.
 */
function Screen({ route: { title, light, page: Page } }: { route: ShellRoute }) {
  return (
    <>
      <h1 className="page-title">{title}</h1>
      <Suspense fallback={<PageLoading />}>
        {light ? (
          <Page />
        ) : (
          <AntFrame>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </AntFrame>
        )}
      </Suspense>
    </>
  );
}

/**
 * The handheld menu is open on the screen it was opened on: choosing another screen closes it, for good (going
 * back to that screen does not open it again). Closed by choosing a screen, the focus stays on that screen (its
 * scan box): a wedge's Enter must not land on the Menu button and open the menu again; closed on its own screen,
 * the focus goes back to the Menu button.
 */
function useHandheldMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [focusBack, setFocusBack] = useState(true);
  const open = openOn === pathname;
  const setOpen = (to: boolean) => {
    setOpenOn(to ? pathname : null);
    setFocusBack(true);
  };
  if (openOn !== null && !open) {
    setOpenOn(null);
    setFocusBack(false);
  }
  return { open, setOpen, focusBack };
}

/** Header, menu, the screen of the exact path, footer; unknown paths go to the dashboard. */
function ShellLayout() {
  useAccessRights();
  useFocusableScrollBoxes();
  useOutboxSync();
  const handheld = useHandheld();
  const { pathname } = useLocation();
  const menu = useHandheldMenu(pathname);
  const route = shellRoutes.find((r) => matchPath(r.path, pathname));
  if (!route) return <Navigate to="/dashboard" replace />;
  return (
    <div className="app-shell">
      <HeaderBar compact={handheld} onMenu={() => menu.setOpen(true)} />
      <OutboxBanner />
      <div className="app-body">
        {handheld ? (
          <MenuDrawer open={menu.open} onClose={() => menu.setOpen(false)} focusBack={menu.focusBack} />
        ) : (
          <nav className="app-menu" aria-label="Main navigation">
            <SideMenu />
          </nav>
        )}
        <main className="app-content">
          <Screen route={route} />
        </main>
      </div>
      <FooterBar />
    </div>
  );
}

/** The signed-in shell with server state; Ant Design comes with the screens that use it (see AntFrame). */
export default function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
    </QueryClientProvider>
  );
}
