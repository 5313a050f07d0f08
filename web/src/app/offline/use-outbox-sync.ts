import { useEffect } from "react";
import { reachabilityChanged, serverUnreachable } from "./reachability";
import { syncNow } from "./sync";

/** Between reconnects, a periodic try: the server may come back without the browser noticing a change. */
const retryEveryMs = 30_000;

/** Sends the signed-in user's queued actions on sign-in, on reconnect, when the server answers again, and periodically. */
export function useOutboxSync() {
  useEffect(() => {
    const sync = () => {
      // A failed pass leaves its commands waiting; the next reconnect or tick tries again.
      syncNow().catch(() => {});
    };
    const syncWhenReached = () => {
      if (!serverUnreachable()) sync();
    };
    sync();
    window.addEventListener("online", sync);
    window.addEventListener(reachabilityChanged, syncWhenReached);
    const timer = window.setInterval(sync, retryEveryMs);
    return () => {
      window.removeEventListener("online", sync);
      window.removeEventListener(reachabilityChanged, syncWhenReached);
      window.clearInterval(timer);
    };
  }, []);
}
