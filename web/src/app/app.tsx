import { lazy, Suspense, useSyncExternalStore } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
// The first screen of most visits, and small: in the entry chunk, so it shows without a second round trip.
import LoginPage from "../features/auth/login-page";
import { lazyThemed } from "../platform/lazy-themed";
import { isLoggedIn, onSessionChange } from "../platform/session";
import { PageLoading } from "./page-loading";
import "./app.css";

const ResetPasswordPage = lazyThemed(() =>
  import("../features/auth/reset-password-page").then((m) => m.default),
);
// The signed-in shell brings server state, the menu and the offline floor (Ant Design comes with its screens): the login route loads none.
const ShellLayout = lazy(() => import("./shell/shell-layout"));

/**
 * Any path but /login and /reset-password shows the shell when signed in, else the login screen; a sign-in on
 * any address (/, the installed app's /dashboard, a scan screen) shows that address at once.
 */
function SignedInOrLogin() {
  return useSyncExternalStore(onSessionChange, isLoggedIn) ? <ShellLayout /> : <LoginPage />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<SignedInOrLogin />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
