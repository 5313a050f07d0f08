import { outboxHoldDays, sendableUntil, shellText } from "@wms/domain";

/** Where a queued action is: waiting to be sent (again), being sent, answered done, or refused by the server. */
export type OutboxState = "waiting" | "sending" | "done" | "conflict";

/** One action confirmed on the floor, kept until the server has answered it. */
export interface OutboxCommand {
  /** Its place in the queue: the store's increasing key, so commands are sent in the order they were done. */
  id: number;
  /** The user who did it: only they see and send it. */
  userId: number;
  /** The call it makes (its catalogue operationId) with its input. */
  operationId: string;
  input: unknown;
  /** Given once when it was done and sent with every try, so the server runs it once. */
  idempotencyKey: string;
  /** When it was done on the floor (ISO), sent as X-Done-At. */
  doneAt: string;
  state: OutboxState;
  /** The server's message: its answer when done, its refusal on a conflict. */
  message: string | null;
  /** The packets a refusal named (its data), so the mend can name them and send the rest again. */
  refusedPackets?: string[];
}

export type NewOutboxCommand = Omit<OutboxCommand, "id">;

/** What sending one command came to. */
export type SendOutcome =
  | { kind: "done"; message: string }
  /** A business refusal ('400'): the user has to decide (a conflict); the packets it named, if any. */
  | { kind: "refused"; message: string; packets?: string[] }
  /** No answer (network, timeout, 5xx, still running): sent again later with the same key. */
  | { kind: "unreachable" }
  /** The session ended: sent again once the user has signed in again. */
  | { kind: "signedOut" };

/** A command done now, waiting to be sent. */
export const queued = (
  command: Pick<OutboxCommand, "userId" | "operationId" | "input" | "idempotencyKey" | "doneAt">,
): NewOutboxCommand => ({ ...command, state: "waiting", message: null });

/** Still to be sent: waiting, or left "sending" (its answer not yet in). */
const toSend = (c: OutboxCommand) => c.state === "waiting" || c.state === "sending";

const byId = (commands: readonly OutboxCommand[]) => [...commands].sort((a, b) => a.id - b.id);

/**
 * The next command to send: the oldest waiting one, or one left "sending" by a tab closed mid-send (its
 * answer lost, so sent again with its key). One at a time, in the order they were done.
 */
export const nextToSend = (commands: readonly OutboxCommand[]): OutboxCommand | undefined =>
  byId(commands).find(toSend);

/** The command after its send: done, a conflict with the server's message, or waiting again (same key). */
export function settled(command: OutboxCommand, outcome: SendOutcome): OutboxCommand {
  switch (outcome.kind) {
    case "done":
      return { ...command, state: "done", message: outcome.message };
    case "refused":
      return {
        ...command,
        state: "conflict",
        message: outcome.message,
        refusedPackets: outcome.packets ?? [],
      };
    default:
      return { ...command, state: "waiting" };
  }
}

/** An answered envelope: '200' is done, any other code a refusal the user must see. */
export const outcomeOfAnswer = (
  responseCode: string,
  message: string,
  packets: string[] = [],
): SendOutcome =>
  responseCode === "200" ? { kind: "done", message } : { kind: "refused", message, packets };

/**
 * A failed request (HTTP status, 0 when no answer came): only a wrong request is a refusal. A 409 (a key whose
 * first try ended before its answer was kept) never clears by waiting: the user decides, the queue goes on.
 */
export function outcomeOfFailure(status: number, message: string): SendOutcome {
  if (status === 401) return { kind: "signedOut" };
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: "unreachable" };
  return { kind: "refused", message };
}

/** How many of the commands are still to be sent. */
export const waitingCount = (commands: readonly OutboxCommand[]) => commands.filter(toSend).length;

/** Done commands are kept a day, so the user can see what went through; then they go. */
const keptDoneMs = 24 * 60 * 60 * 1000;
export const expiredDone = (commands: readonly OutboxCommand[], now: Date) =>
  commands.filter((c) => c.state === "done" && Date.parse(c.doneAt) < now.getTime() - keptDoneMs);

/** Keeps a user's commands; the IndexedDB one in the browser, a map in tests. */
export interface OutboxStore {
  add(command: NewOutboxCommand): Promise<OutboxCommand>;
  /**
   * Changes one command as it is in the store now, read and written in one transaction, so a copy read earlier
   * (by this tab or another) is never written back over a newer one. `change` answers the command to write, or
   * null to leave it as it is; answers what was written, or null (gone, or left as it was).
   */
  update(id: number, change: (now: OutboxCommand) => OutboxCommand | null): Promise<OutboxCommand | null>;
  remove(id: number): Promise<void>;
  /** The user's commands only, in queue order. */
  listOf(userId: number): Promise<OutboxCommand[]>;
}

/**
 * One sync pass for a user: their commands sent in order, one at a time, each marked "sending" before it
 * goes (so a closed tab resends it with its key), then settled by its answer. Stops at the first command
 * the server could not answer, which stays first in line, and before any send once `stillSignedIn` says
 * the user signed out or another signed in. One older than its key's answer is surely kept on the server is
 * never sent: it needs attention. Each write changes the command as stored then: a command mended or sent
 * meanwhile (another tab) is not overwritten. Answers how the pass ended.
 */
export async function syncOutbox(
  store: OutboxStore,
  userId: number,
  send: (command: OutboxCommand) => Promise<SendOutcome>,
  now: Date = new Date(),
  stillSignedIn: () => boolean = () => true,
): Promise<"idle" | "unreachable" | "signedOut"> {
  for (const old of expiredDone(await store.listOf(userId), now)) await store.remove(old.id);
  for (;;) {
    if (!stillSignedIn()) return "signedOut";
    const next = nextToSend(await store.listOf(userId));
    if (!next) return "idle";
    if (now.getTime() > sendableUntil(next.doneAt)) {
      const tooOld = { kind: "refused", message: shellText.outboxTooOld(outboxHoldDays) } as const;
      await store.update(next.id, (c) => (toSend(c) ? settled(c, tooOld) : null));
      continue;
    }
    const sameTry = (c: OutboxCommand) => c.idempotencyKey === next.idempotencyKey;
    const sending = await store.update(next.id, (c) =>
      toSend(c) && sameTry(c) ? { ...c, state: "sending" } : null,
    );
    if (!sending) continue;
    const outcome = await send(sending);
    await store.update(next.id, (c) => (c.state === "sending" && sameTry(c) ? settled(c, outcome) : null));
    if (outcome.kind === "unreachable" || outcome.kind === "signedOut") return outcome.kind;
  }
}
