import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { keepEarlyKeys } from "./components/early-keys";

// from the first moment: a wedge scan at page open comes before the shell's code has loaded
keepEarlyKeys();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable and instant on a handheld: the service worker caches the app shell (production builds only).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js"));
}
