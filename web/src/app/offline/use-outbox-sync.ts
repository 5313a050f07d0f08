import { useEffect } from "react";
import { syncNow } from "./sync";

/** Between reconnects, a periodic try: the server may come back without the browser noticing a change. */
const retryEveryMs = 30_000;

/** Sends the signed-in user's queued actions on sign-in, on reconnect and periodically. */
export function useOutboxSync() {
  useEffect(() => {
    const sync = () => {
      // A failed pass leaves its commands waiting; the next reconnect or tick tries again.
      syncNow().catch(() => {});
    };
    sync();
    window.addEventListener("online", sync);
    const timer = window.setInterval(sync, retryEveryMs);
    return () => {
      window.removeEventListener("online", sync);
      window.clearInterval(timer);
    };
  }, []);
}
