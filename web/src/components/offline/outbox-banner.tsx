import { shellText } from "@wms/domain";
import { Suspense, useEffect, useState } from "react";
import { lazyThemed } from "../../platform/lazy-themed";
import { type OutboxCommand, type OutboxStore, waitingCount } from "../../platform/offline/outbox";
import { indexedDbOutbox } from "../../platform/offline/outbox-store";
import { isOffline, reachabilityChanged } from "../../platform/offline/reachability";
import { outboxChanged } from "../../platform/offline/sync";
import { currentUser } from "../../platform/session";

/** The actions needing attention, with their mends: loaded when there are some, not with every screen. */
const NeedsAttention = lazyThemed(() => import("./needs-attention").then((m) => m.default));

interface BannerState {
  offline: boolean;
  waiting: number;
  conflicts: OutboxCommand[];
  /** The device's queue could not be read: said, never shown as nothing waiting. */
  unreadable: boolean;
}

/** "Offline" when the browser or the last sync says so, and the signed-in user's actions waiting or refused. */
export function OutboxBanner({ store = indexedDbOutbox }: { store?: OutboxStore }) {
  const [state, setState] = useState<BannerState>({
    offline: false,
    waiting: 0,
    conflicts: [],
    unreadable: false,
  });
  const [listOpen, setListOpen] = useState(false);
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const user = currentUser();
      const commands = user ? await store.listOf(user.UserId).catch(() => null) : [];
      if (!live) return;
      setState({
        offline: isOffline(),
        waiting: waitingCount(commands ?? []),
        conflicts: (commands ?? []).filter((c) => c.state === "conflict"),
        unreadable: commands === null,
      });
    };
    refresh();
    for (const event of ["online", "offline", outboxChanged, reachabilityChanged])
      window.addEventListener(event, refresh);
    return () => {
      live = false;
      for (const event of ["online", "offline", outboxChanged, reachabilityChanged])
        window.removeEventListener(event, refresh);
    };
  }, [store]);
  const { offline, waiting, conflicts, unreadable } = state;
  if (!offline && waiting === 0 && conflicts.length === 0 && !unreadable) return null;
  const said = [
    offline ? shellText.offline : null,
    waiting > 0 ? shellText.outboxWaiting(waiting) : null,
    unreadable ? shellText.outboxUnreadable : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div role="status" className="outbox-banner">
      {said}
      {said && conflicts.length > 0 ? " · " : null}
      {conflicts.length > 0 ? (
        <button type="button" className="outbox-banner-link" onClick={() => setListOpen(true)}>
          {shellText.outboxConflicts(conflicts.length)}
        </button>
      ) : null}
      {conflicts.length > 0 ? (
        <Suspense fallback={null}>
          <NeedsAttention
            open={listOpen}
            conflicts={conflicts}
            store={store}
            onClose={() => setListOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
