import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider, Spin } from "antd";
import { lazy, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { isLoggedIn } from "./session";
import { bindToasts } from "./toast";
import "./app.css";

const LoginPage = lazy(() => import("../features/auth/login-page"));
const ResetPasswordPage = lazy(() => import("../features/auth/reset-password-page"));
const ShellLayout = lazy(() => import("./shell/shell-layout"));

/** Brand colours, and secondary text dark enough for WCAG AA contrast (4.5:1) on white. */
const theme = {
  token: {
    colorPrimary: "#1f4e79",
    colorLink: "#1f4e79",
    colorTextPlaceholder: "#6b7280",
    colorTextDescription: "#5b6472",
    colorTextTertiary: "#5b6472",
    borderRadius: 4,
  },
};

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

function ToastHost() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

/** Any path but /login and /reset-password shows the shell when signed in, else the login screen. */
function SignedInOrLogin() {
  return isLoggedIn() ? <ShellLayout /> : <LoginPage />;
}

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Suspense fallback={<Spin size="large" className="page-loading" />}>
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/reset-password" element={<ResetPasswordPage />} />
                <Route path="*" element={<SignedInOrLogin />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
