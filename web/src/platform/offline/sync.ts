import {
  type CallDef,
  type CallInput,
  type CallSpec,
  inboundCalls,
  productionCalls,
  type QueuedPacketActions,
  shellText,
  stockTransferCalls,
} from "@wms/domain";
import { ApiError, call, newIdempotencyKey } from "../api/client";
import { currentUser } from "../session";
import { offlineCalls } from "./offline-calls";
import {
  type OutboxCommand,
  type OutboxStore,
  outcomeOfAnswer,
  outcomeOfFailure,
  queued,
  type SendOutcome,
  syncOutbox,
  waitingCount,
} from "./outbox";
import { indexedDbOutbox } from "./outbox-store";
import { refusedPacketsOf } from "./refusal-mends";

/** A send with no answer by then (a half-open connection in a dead spot) is given up and tried again later. */
const sendTimeoutMs = 15_000;

/**
 * Sends one queued command with its key and floor time, in the session of the user who did it (`token`, the
 * signed-in one's by default); its answer (or none) decides what becomes of it.
 */
export async function sendQueued(
  command: OutboxCommand,
  token: string | undefined = currentUser()?.Token,
): Promise<SendOutcome> {
  const def = offlineCalls.get(command.operationId)?.def;
  if (!def) return { kind: "refused", message: shellText.outboxCallNotOffline };
  if (!token) return { kind: "signedOut" };
  try {
    const answer = await call(def, command.input as never, {
      notify: "none",
      // no answer is taken at once: the command stays first in line and the next pass sends it again
      quietWhenUnreachable: true,
      idempotencyKey: command.idempotencyKey,
      doneAt: command.doneAt,
      timeoutMs: sendTimeoutMs,
      token,
    });
    return outcomeOfAnswer(
      answer.ResponseCode,
      answer.ResponseMessage,
      answer.ResponseCode === "200" ? [] : refusedPacketsOf(command.operationId, answer.ResponseData),
    );
  } catch (err) {
    if (err instanceof ApiError) return outcomeOfFailure(err.status, err.message);
    return { kind: "refused", message: (err as Error).message };
  }
}

/** How a queued action was sent first, if it was: its key and floor time, so a resend runs it once. */
interface FirstTry {
  idempotencyKey: string;
  doneAt: string;
}

/**
 * Queues an action done by the signed-in user, to be sent when the server can be reached: done now, or
 * tried already with `first`'s key (its answer lost, so the resend with that key runs it once).
 */
export async function queueAction<D extends CallSpec>(
  def: CallDef<D>,
  input: CallInput<D>,
  store: OutboxStore = indexedDbOutbox,
  first: FirstTry = { idempotencyKey: newIdempotencyKey(), doneAt: new Date().toISOString() },
): Promise<OutboxCommand> {
  const user = currentUser();
  if (!user || !offlineCalls.has(def.operationId)) throw new Error(shellText.outboxCallNotOffline);
  return watched(store).add(queued({ userId: user.UserId, operationId: def.operationId, input, ...first }));
}

/** How many of the signed-in user's actions wait to be sent. */
export async function waitingActions(store: OutboxStore = indexedDbOutbox): Promise<number> {
  const user = currentUser();
  return user ? waitingCount(await store.listOf(user.UserId)) : 0;
}

/** The inputs of the signed-in user's actions of a call still to be sent (waiting, or sending), in queue order. */
export async function queuedInputsOf<D extends CallSpec>(
  def: CallDef<D>,
  store: OutboxStore = indexedDbOutbox,
): Promise<CallInput<D>[]> {
  const user = currentUser();
  if (!user) return [];
  return (await store.listOf(user.UserId))
    .filter((c) => c.operationId === def.operationId && (c.state === "waiting" || c.state === "sending"))
    .map((c) => c.input as CallInput<D>);
}

/**
 * The packets the signed-in user's issues, moves and put-aways still to be sent take, read from one listing; none
 * when the device's queue cannot be read (the banner says so, and the server still refuses a second action at sync).
 */
export async function queuedPacketActions(
  store: OutboxStore = indexedDbOutbox,
): Promise<QueuedPacketActions> {
  const user = currentUser();
  const listed = user ? await store.listOf(user.UserId).catch(() => []) : [];
  const waiting = listed.filter((c) => c.state === "waiting" || c.state === "sending");
  const inputsOf = <D extends CallSpec>(def: CallDef<D>) =>
    waiting.filter((c) => c.operationId === def.operationId).map((c) => c.input as CallInput<D>);
  return {
    issues: inputsOf(productionCalls.issue.issueRMStore),
    moves: inputsOf(stockTransferCalls.movePackets),
    putAways: inputsOf(inboundCalls.updateBinInwardMaterialStock),
  };
}

/** Said on window whenever the outbox or the server's reachability changed, for the banner. */
export const outboxChanged = "wms-outbox-changed";
/** The user's other tabs hear of each change too: their banners count the same queue. */
const otherTabs = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(outboxChanged);
if (otherTabs) otherTabs.onmessage = () => window.dispatchEvent(new Event(outboxChanged));
const changed = () => {
  window.dispatchEvent(new Event(outboxChanged));
  otherTabs?.postMessage("changed");
};

/** The store, saying each change (the banner's counts follow). */
const watched = (store: OutboxStore): OutboxStore => ({
  ...store,
  add: async (command) => {
    const added = await store.add(command);
    changed();
    return added;
  },
  update: async (id, change) => {
    const written = await store.update(id, change);
    if (written) changed();
    return written;
  },
  remove: async (id) => {
    await store.remove(id);
    changed();
  },
});

/** The user gives up a refused action: it leaves the outbox. */
export const discardQueued = (id: number, store: OutboxStore = indexedDbOutbox) => watched(store).remove(id);

/**
 * The user mends a refused action (another bin, say) and sends it again: a new request, so a new key (the
 * server answers a key's first answer, the refusal, to the same key); it keeps its floor time and its place.
 * Only while it is still the refusal the user saw (another tab may have mended it already).
 */
export async function resendQueued(
  command: OutboxCommand,
  input: unknown,
  store: OutboxStore = indexedDbOutbox,
): Promise<void> {
  await watched(store).update(command.id, (now) =>
    now.state === "conflict" && now.idempotencyKey === command.idempotencyKey
      ? { ...now, input, idempotencyKey: newIdempotencyKey(), state: "waiting", message: null }
      : null,
  );
  await syncNow(store);
}

/** Two tabs of one user never send at once: a pass holds the user's lock (where the browser has Web Locks). */
const underUserLock = (userId: number, work: () => Promise<void>): Promise<void> =>
  typeof navigator !== "undefined" && navigator.locks
    ? navigator.locks.request(`wms-outbox-sync-${userId}`, work).then(() => {})
    : work();

let running: Promise<void> | null = null;
let again = false;

/**
 * Sync passes for the signed-in user, never two at once in a tab nor across a user's tabs; asked again during
 * a pass (the connection came back meanwhile), one more pass follows it. A pass sends only the actions of the
 * user signed in when it began, in that user's session, and stops before the next send once they signed out
 * or another user signed in: nothing is sent under another user.
 */
export function syncNow(store: OutboxStore = indexedDbOutbox): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const user = currentUser();
      if (!user) return;
      const stillSignedIn = () => {
        const now = currentUser();
        return now?.UserId === user.UserId && now.Token === user.Token;
      };
      await underUserLock(user.UserId, async () => {
        await syncOutbox(
          watched(store),
          user.UserId,
          (command) => sendQueued(command, user.Token),
          new Date(),
          stillSignedIn,
        );
      });
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
