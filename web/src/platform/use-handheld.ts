import { useSyncExternalStore } from "react";

/** Below this width the menu is a drawer and the header compact. */
export const handheldQuery = "(max-width: 767px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(handheldQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

export function useHandheld(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(handheldQuery).matches);
}
