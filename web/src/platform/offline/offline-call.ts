import { type CallAnswer, type CallDef, type CallInput, type CallSpec, shellText } from "@wms/domain";
import {
  ApiError,
  type CallOptions,
  call,
  callKey,
  commandTimeoutMs,
  lookupTimeoutMs,
  newIdempotencyKey,
} from "../api/client";
import { currentUser } from "../session";
import { showToast } from "../toast";
import { type DocumentStore, indexedDbDocuments } from "./document-store";
import type { OutboxStore } from "./outbox";
import { indexedDbOutbox } from "./outbox-store";
import { isOffline } from "./reachability";
import { queueAction, waitingActions } from "./sync";

export { queuedInputsOf, queuedPacketActions } from "./sync";

/** A document is kept a week on the device, as long as the outbox keeps an action. */
const keptDocumentMs = 7 * 24 * 60 * 60 * 1000;
let prunedThisLoad = false;

const unreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/** A document's answer and whether it came from the device (loaded before, the server out of reach). */
export interface DocumentAnswer<D extends CallSpec> {
  answer: CallAnswer<D>;
  fromDevice: boolean;
}

/**
 * Loads a document a scan screen works on (an MRN, a requisition's BOM, the bin list), keeping its last
 * '200' answer on the device; offline, or with the server out of reach, that kept answer is answered.
 * Never loaded here before: said, and thrown as unreachable.
 */
export async function loadDocument<D extends CallSpec>(
  def: CallDef<D>,
  input: CallInput<D>,
  options: CallOptions = {},
  store: DocumentStore = indexedDbDocuments,
): Promise<DocumentAnswer<D>> {
  const userId = currentUser()?.UserId;
  const key = JSON.stringify(callKey(def, input));
  if (!isOffline()) {
    try {
      const answer = await call(def, input, {
        timeoutMs: lookupTimeoutMs,
        ...options,
        quietWhenUnreachable: true,
      });
      if (answer.ResponseCode === "200" && userId !== undefined) {
        // A device that cannot keep it (a private window) still works online.
        await store.put({ userId, key, answer, savedAt: new Date().toISOString() }).catch(() => {});
        if (!prunedThisLoad) {
          prunedThisLoad = true;
          await store.removeOlder(userId, new Date(Date.now() - keptDocumentMs)).catch(() => {});
        }
      }
      return { answer, fromDevice: false };
    } catch (err) {
      if (!unreachable(err)) throw err;
    }
  }
  const kept = userId === undefined ? undefined : await store.get(userId, key).catch(() => undefined);
  if (!kept) {
    if (options.notify !== "none") showToast("warning", shellText.notCachedOffline);
    throw new ApiError(shellText.notCachedOffline, 0);
  }
  return { answer: kept.answer as CallAnswer<D>, fromDevice: true };
}

/** What became of a confirmed action: the server's answer, or queued in the outbox to be sent later. */
export type SentOrQueued<D extends CallSpec> =
  | { kind: "answered"; answer: CallAnswer<D> }
  | { kind: "queued"; waiting: number };

/**
 * Sends a confirmed floor action, or, offline or with no answer, queues it in the outbox: with the key it
 * was sent with, so if the server did run it before the answer was lost, the resend answers that once.
 */
export async function sendOrQueue<D extends CallSpec>(
  def: CallDef<D>,
  input: CallInput<D>,
  options: CallOptions = {},
  store: OutboxStore = indexedDbOutbox,
): Promise<SentOrQueued<D>> {
  const first = { idempotencyKey: newIdempotencyKey(), doneAt: new Date().toISOString() };
  if (!isOffline()) {
    try {
      const answer = await call(def, input, {
        timeoutMs: commandTimeoutMs,
        ...options,
        idempotencyKey: first.idempotencyKey,
        quietWhenUnreachable: true,
      });
      return { kind: "answered", answer };
    } catch (err) {
      if (!unreachable(err)) throw err;
    }
  }
  try {
    await queueAction(def, input, store, first);
  } catch (err) {
    // the device's storage failed (full, or refused in a private window): the action is not done, and is said so
    showToast("error", shellText.outboxStorageFailed);
    throw err;
  }
  // at least this one waits, should the count fail to read
  const waiting = await waitingActions(store).catch(() => 1);
  showToast("success", shellText.outboxSaved(waiting));
  return { kind: "queued", waiting };
}
