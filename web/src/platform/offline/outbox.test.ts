import { idempotencyKeyLifetimeMs, outboxHoldDays, sendableUntil, shellText } from "@wms/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type NewOutboxCommand,
  nextToSend,
  type OutboxCommand,
  type OutboxStore,
  outcomeOfAnswer,
  outcomeOfFailure,
  queued,
  type SendOutcome,
  syncOutbox,
  waitingCount,
} from "./outbox";

/** The store as a map (the IndexedDB one is exercised by the e2e). */
function memoryStore(): OutboxStore & { all: Map<number, OutboxCommand> } {
  const all = new Map<number, OutboxCommand>();
  let lastId = 0;
  return {
    all,
    async add(command: NewOutboxCommand) {
      const stored = { ...command, id: ++lastId };
      all.set(stored.id, stored);
      return stored;
    },
    async update(id, change) {
      const now = all.get(id);
      const changed = now ? change(now) : null;
      if (changed) all.set(id, changed);
      return changed;
    },
    async remove(id) {
      all.delete(id);
    },
    async listOf(userId) {
      return [...all.values()].filter((c) => c.userId === userId).sort((a, b) => a.id - b.id);
    },
  };
}

const now = new Date("2026-11-26T10:00:00.000Z");
const command = (userId: number, n: number, doneAt = now.toISOString()) =>
  queued({
    userId,
    operationId: "RawMaterialInward_UpdateBinInwardMaterialStock",
    input: { n },
    idempotencyKey: `k${userId}-${n}`,
    doneAt,
  });

describe("outcomes of a send", () => {
  it("'200' is done; any other answered code is a refusal with the server's message", () => {
    expect(outcomeOfAnswer("200", "Saved")).toEqual({ kind: "done", message: "Saved" });
    expect(outcomeOfAnswer("400", "Not in stock", ["P2"])).toEqual({
      kind: "refused",
      message: "Not in stock",
      packets: ["P2"],
    });
  });
  it("no answer, a timeout or a 5xx waits; 401 waits for sign-in; a wrong request or a lost first answer (409) is refused", () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(outcomeOfFailure(status, "x")).toEqual({ kind: "unreachable" });
    expect(outcomeOfFailure(401, "x")).toEqual({ kind: "signedOut" });
    expect(outcomeOfFailure(422, "Key reused")).toEqual({ kind: "refused", message: "Key reused" });
    expect(outcomeOfFailure(409, "Check the record")).toEqual({
      kind: "refused",
      message: "Check the record",
    });
  });
});

describe("syncOutbox", () => {
  it("sends a user's commands only, in the order they were done", async () => {
    const store = memoryStore();
    for (const [user, n] of [
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 3],
    ])
      await store.add(command(user, n));
    const sent: string[] = [];
    const end = await syncOutbox(
      store,
      1,
      async (c) => {
        sent.push(c.idempotencyKey);
        return { kind: "done", message: "ok" };
      },
      now,
    );
    expect(end).toBe("idle");
    expect(sent).toEqual(["k1-1", "k1-2", "k1-3"]);
    expect((await store.listOf(2)).map((c) => c.state)).toEqual(["waiting"]);
  });
  it("a refusal becomes a conflict with the server's message and the next command still goes", async () => {
    const store = memoryStore();
    await store.add(command(1, 1));
    await store.add(command(1, 2));
    await syncOutbox(
      store,
      1,
      async (c) =>
        c.idempotencyKey === "k1-1"
          ? { kind: "refused", message: "Bin is not empty." }
          : { kind: "done", message: "ok" },
      now,
    );
    expect((await store.listOf(1)).map((c) => [c.state, c.message])).toEqual([
      ["conflict", "Bin is not empty."],
      ["done", "ok"],
    ]);
  });
  it("stops at an unanswered command, which stays waiting first in line with its key", async () => {
    const store = memoryStore();
    await store.add(command(1, 1));
    await store.add(command(1, 2));
    const sent: string[] = [];
    expect(
      await syncOutbox(
        store,
        1,
        async (c) => {
          sent.push(c.idempotencyKey);
          return { kind: "unreachable" };
        },
        now,
      ),
    ).toBe("unreachable");
    expect(sent).toEqual(["k1-1"]);
    const [first] = await store.listOf(1);
    expect(first).toMatchObject({ state: "waiting", idempotencyKey: "k1-1" });
    expect(waitingCount(await store.listOf(1))).toBe(2);
  });
  it("an ended session stops the pass and keeps the command waiting", async () => {
    const store = memoryStore();
    await store.add(command(1, 1));
    expect(await syncOutbox(store, 1, async () => ({ kind: "signedOut" }), now)).toBe("signedOut");
    expect((await store.listOf(1))[0].state).toBe("waiting");
  });
  it("an action is sent only while the server surely keeps its key; later it needs attention, unsent, and the next goes", async () => {
    const doneAt = now.toISOString();
    // The server keeps a key from its first arrival, never before the action was done, for its lifetime.
    const keyKeptUntil = Date.parse(doneAt) + idempotencyKeyLifetimeMs;
    expect(sendableUntil(doneAt)).toBeLessThan(keyKeptUntil);
    const store = memoryStore();
    await store.add(command(1, 1, doneAt));
    const sent: string[] = [];
    const send = async (c: OutboxCommand): Promise<SendOutcome> => {
      sent.push(c.idempotencyKey);
      return { kind: "unreachable" };
    };
    await syncOutbox(store, 1, send, new Date(sendableUntil(doneAt)));
    expect(sent).toEqual(["k1-1"]);
    await store.add(command(1, 2, new Date(sendableUntil(doneAt)).toISOString()));
    const later = new Date(sendableUntil(doneAt) + 1);
    expect(await syncOutbox(store, 1, send, later)).toBe("unreachable");
    expect(sent).toEqual(["k1-1", "k1-2"]);
    expect((await store.listOf(1)).map((c) => [c.state, c.message])).toEqual([
      ["conflict", shellText.outboxTooOld(outboxHoldDays)],
      ["waiting", null],
    ]);
    expect(shellText.outboxTooOld(outboxHoldDays)).toContain("more than 6 days");
  });
  it("a command left 'sending' by a closed tab is sent again, first, with its key", async () => {
    const store = memoryStore();
    const left = await store.add(command(1, 1));
    store.all.set(left.id, { ...left, state: "sending" });
    await store.add(command(1, 2));
    expect(nextToSend(await store.listOf(1))?.idempotencyKey).toBe("k1-1");
  });
  it("drops done commands after a day, keeps conflicts and waiting ones", async () => {
    const store = memoryStore();
    const old = "2026-11-24T10:00:00.000Z";
    const done = await store.add(command(1, 1, old));
    store.all.set(done.id, { ...done, state: "done", message: "ok" });
    const conflict = await store.add(command(1, 2, old));
    store.all.set(conflict.id, { ...conflict, state: "conflict", message: "no" });
    await store.add(command(1, 3, old));
    await syncOutbox(store, 1, async () => ({ kind: "unreachable" }), now);
    expect((await store.listOf(1)).map((c) => c.idempotencyKey)).toEqual(["k1-2", "k1-3"]);
  });

  // A server that runs each key once (Idempotency-Key) behind a network that fails before or after it.
  it("whatever the network does, every command is applied exactly once, in order, one at a time, and ends done or conflict", async () => {
    const network = fc.constantFrom("down", "lostAnswer", "answered");
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ user: fc.constantFrom(1, 2), refused: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.infiniteStream(network),
        async (commands, weather) => {
          const store = memoryStore();
          const verdict = new Map<string, boolean>();
          for (const [n, c] of commands.entries()) {
            const added = await store.add(command(c.user, n));
            verdict.set(added.idempotencyKey, c.refused);
          }
          const applied: string[] = [];
          let inFlight = 0;
          const send = async (c: OutboxCommand): Promise<SendOutcome> => {
            expect(c.userId).toBe(1);
            expect(++inFlight).toBe(1);
            await Promise.resolve();
            inFlight--;
            const w = weather.next().value;
            if (w === "down") return { kind: "unreachable" };
            if (!applied.includes(c.idempotencyKey)) applied.push(c.idempotencyKey);
            if (w === "lostAnswer") return { kind: "unreachable" };
            return verdict.get(c.idempotencyKey)
              ? { kind: "refused", message: "no" }
              : { kind: "done", message: "ok" };
          };
          // Reconnects until the outbox is idle; the network eventually answers (the stream holds every weather).
          for (let pass = 0; (await syncOutbox(store, 1, send, now)) !== "idle"; pass++)
            expect(pass).toBeLessThan(10_000);
          const mine = await store.listOf(1);
          expect(applied).toEqual(mine.map((c) => c.idempotencyKey));
          for (const c of mine) expect(c.state).toBe(verdict.get(c.idempotencyKey) ? "conflict" : "done");
          expect((await store.listOf(2)).every((c) => c.state === "waiting")).toBe(true);
        },
      ),
    );
  });
});
