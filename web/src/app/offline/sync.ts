import {
  type CallDef,
  type CallInput,
  type CallSpec,
  inboundCalls,
  productionCalls,
  shellText,
} from "@wms/domain";
import { ApiError, call, newIdempotencyKey } from "../../api/client";
import { currentUser } from "../session";
import {
  type OutboxCommand,
  type OutboxStore,
  outcomeOfAnswer,
  outcomeOfFailure,
  queued,
  type SendOutcome,
  syncOutbox,
} from "./outbox";
import { indexedDbOutbox } from "./outbox-store";

/** The actions that may be done offline and sent later. */
const offlineCalls: ReadonlyMap<string, CallDef> = new Map(
  [inboundCalls.updateBinInwardMaterialStock, productionCalls.issue.issueRMStore].map((def) => [
    def.operationId,
    def,
  ]),
);

/** A send with no answer by then (a half-open connection in a dead spot) is given up and tried again later. */
const sendTimeoutMs = 15_000;

/** Sends one queued command with its key and floor time; its answer (or none) decides what becomes of it. */
export async function sendQueued(command: OutboxCommand): Promise<SendOutcome> {
  const def = offlineCalls.get(command.operationId);
  if (!def) return { kind: "refused", message: shellText.outboxCallNotOffline };
  try {
    const answer = await call(def, command.input as never, {
      notify: "none",
      idempotencyKey: command.idempotencyKey,
      doneAt: command.doneAt,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    return outcomeOfAnswer(answer.ResponseCode, answer.ResponseMessage);
  } catch (err) {
    if (err instanceof ApiError) return outcomeOfFailure(err.status, err.message);
    if ((err as Error).name === "TimeoutError" || (err as Error).name === "AbortError")
      return { kind: "unreachable" };
    return { kind: "refused", message: (err as Error).message };
  }
}

/** Queues an action done now by the signed-in user, to be sent when the server can be reached. */
export async function queueAction<D extends CallSpec>(
  def: CallDef<D>,
  input: CallInput<D>,
  store: OutboxStore = indexedDbOutbox,
): Promise<OutboxCommand> {
  const user = currentUser();
  if (!user || !offlineCalls.has(def.operationId)) throw new Error(shellText.outboxCallNotOffline);
  return watched(store).add(
    queued({
      userId: user.UserId,
      operationId: def.operationId,
      input,
      idempotencyKey: newIdempotencyKey(),
      doneAt: new Date().toISOString(),
    }),
  );
}

/** Said on window whenever the outbox or the server's reachability changed, for the banner. */
export const outboxChanged = "wms-outbox-changed";
const changed = () => window.dispatchEvent(new Event(outboxChanged));

/** Whether the last pass found the server unreachable (the browser may think it is online). */
let unreachable = false;
export const serverUnreachable = () => unreachable;

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
      unreachable = (await syncOutbox(watched(store), user.UserId, sendQueued)) === "unreachable";
      changed();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
