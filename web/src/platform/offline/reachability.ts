/** Whether the server answered the last request: the browser may say online in a dead spot where nothing gets through. */
let unreachable = false;

/** Said on window when the server stops or starts answering. */
export const reachabilityChanged = "wms-reachability-changed";

export const serverUnreachable = () => unreachable;

/** Offline for the floor: the browser has no network, or the server did not answer the last request. */
export const isOffline = () => !navigator.onLine || unreachable;

/** Told by every request: an answer (any answer) means reachable, no answer at all means not. */
export function serverReached(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  window.dispatchEvent(new Event(reachabilityChanged));
}
