import { type CallDef, type CallInput, type CallSpec, shellText } from "@wms/domain";
import { ApiError, call, newIdempotencyKey } from "../../api/client";
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

/** Sends one queued command with its key and floor time; its answer (or none) decides what becomes of it. */
export async function sendQueued(command: OutboxCommand): Promise<SendOutcome> {
  const def = offlineCalls.get(command.operationId)?.def;
  if (!def) return { kind: "refused", message: shellText.outboxCallNotOffline };
  try {
    const answer = await call(def, command.input as never, {
      notify: "none",
      idempotencyKey: command.idempotencyKey,
      doneAt: command.doneAt,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    return outcomeOfAnswer(
      answer.ResponseCode,
      answer.ResponseMessage,
      answer.ResponseCode === "200" ? [] : refusedPacketsOf(command.operationId, answer.ResponseData),
    );
  } catch (err) {
    if (err instanceof ApiError) return outcomeOfFailure(err.status, err.message);
    if ((err as Error).name === "TimeoutError" || (err as Error).name === "AbortError")
      return { kind: "unreachable" };
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

/** Said on window whenever the outbox or the server's reachability changed, for the banner. */
export const outboxChanged = "wms-outbox-changed";
const changed = () => window.dispatchEvent(new Event(outboxChanged));

/** The store, saying each change (the banner's counts follow). */
const watched = (store: OutboxStore): OutboxStore => ({
  ...store,
  add: async (command) => {
    const added = await store.add(command);
    changed();
    return added;
  },
  put: async (command) => {
    await store.put(command);
    changed();
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
 */
export async function resendQueued(
  command: OutboxCommand,
  input: unknown,
  store: OutboxStore = indexedDbOutbox,
): Promise<void> {
  await watched(store).put({
    ...command,
    input,
    idempotencyKey: newIdempotencyKey(),
    state: "waiting",
    message: null,
  });
  await syncNow(store);
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sync passes for the signed-in user, never two at once in a tab (a second tab's copy is answered by its
 * key); asked again during a pass (the connection came back meanwhile), one more pass follows it.
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
      await syncOutbox(watched(store), user.UserId, sendQueued);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
