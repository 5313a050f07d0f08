import { useEffect } from "react";
import { lookupTimeoutMs } from "../api/client";
import { reachabilityChanged, serverReached, serverUnreachable } from "./reachability";
import { syncNow } from "./sync";

/**
 * A short tick: the server may come back without the browser noticing (a dead spot left, a server restarted),
 * and a reconnect between two ticks must still flush the queue. A tick with nothing waiting reads the device only.
 */
const retryEveryMs = 5_000;

/** Whether the server answers its health check: the way back from "unreachable" when no action waits. */
async function serverAnswers(): Promise<boolean> {
  try {
    const answer = await fetch("/api/health", { signal: AbortSignal.timeout(lookupTimeoutMs) });
    const body = (await answer.json()) as { status?: unknown };
    return answer.ok && body.status === "ok";
  } catch {
    return false;
  }
}

/** Sends the signed-in user's queued actions on sign-in, on reconnect, when the server answers again, and every tick. */
export function useOutboxSync() {
  useEffect(() => {
    const sync = () => {
      // A failed pass leaves its commands waiting; the next reconnect or tick tries again.
      syncNow().catch(() => {});
    };
    const syncWhenReached = () => {
      if (!serverUnreachable()) sync();
    };
    const tick = async () => {
      if (serverUnreachable() && navigator.onLine && (await serverAnswers())) serverReached(true);
      sync();
    };
    sync();
    window.addEventListener("online", sync);
    window.addEventListener(reachabilityChanged, syncWhenReached);
    const timer = window.setInterval(tick, retryEveryMs);
    return () => {
      window.removeEventListener("online", sync);
      window.removeEventListener(reachabilityChanged, syncWhenReached);
      window.clearInterval(timer);
    };
  }, []);
}
