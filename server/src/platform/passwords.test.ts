import { authMessages } from "@wms/domain";
import { describe, expect, it } from "vitest";
import { type HashGate, hashQueue } from "./passwords.js";

/** Checks that run until finished by name; `started` records the order they got their turn in. */
function checks() {
  const started: string[] = [];
  const finish: Record<string, () => void> = {};
  const check = (gate: HashGate, name: string) =>
    gate(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finish[name] = () => resolve(name);
        }),
    );
  return { started, finish, check };
}

const settle = () => new Promise((r) => setImmediate(r));

describe("hashQueue", () => {
  it("runs at most `concurrency` at once, queues up to its bound and refuses beyond it at once", async () => {
    const queue = hashQueue({ concurrency: 1, queueLimit: 1, perClient: 10 });
    const { started, finish, check } = checks();
    const first = check(queue.for({ address: "a" }), "first");
    const second = check(queue.for({ address: "b" }), "second");
    await expect(check(queue.for({ address: "c" }), "third")).rejects.toMatchObject({
      statusCode: 429,
      message: authMessages.signInBusy,
    });
    await settle();
    expect(started).toEqual(["first"]);
    finish.first();
    await expect(first).resolves.toBe("first");
    await settle();
    expect(started).toEqual(["first", "second"]);
    finish.second();
    await expect(second).resolves.toBe("second");
    const fourth = check(queue.for({ address: "c" }), "fourth");
    await settle();
    finish.fourth();
    await expect(fourth).resolves.toBe("fourth");
  });

  it("refuses a client address, or an account, beyond its checks running or waiting, at once with 429", async () => {
    const queue = hashQueue({ concurrency: 1, queueLimit: 100, perClient: 2 });
    const { started, finish, check } = checks();
    const fromA = [check(queue.for({ address: "a" }), "a1"), check(queue.for({ address: "a" }), "a2")];
    await expect(check(queue.for({ address: "a" }), "a3")).rejects.toMatchObject({
      statusCode: 429,
      message: authMessages.signInsAtOnce,
    });
    const forX = [
      check(queue.for({ address: "b", account: "x@example.com" }), "x1"),
      check(queue.for({ address: "c", account: "x@example.com" }), "x2"),
    ];
    await expect(check(queue.for({ address: "d", account: "x@example.com" }), "x3")).rejects.toMatchObject({
      statusCode: 429,
    });
    for (let i = 0; i < 4; i++) {
      await settle();
      finish[started[i]]();
    }
    await Promise.all([...fromA, ...forX]);
    expect(started).toEqual(["a1", "a2", "x1", "x2"]);
    const again = check(queue.for({ address: "a", account: "x@example.com" }), "again");
    await settle();
    finish.again();
    await expect(again).resolves.toBe("again");
  });

  it("gives turns to addresses in rotation: newcomers go before the rest of a flooding address's line", async () => {
    const queue = hashQueue({ concurrency: 1, queueLimit: 100, perClient: 100 });
    const { started, finish, check } = checks();
    const flood = Array.from({ length: 5 }, (_, i) => check(queue.for({ address: "flood" }), `f${i}`));
    await settle();
    const others = [check(queue.for({ address: "b" }), "b"), check(queue.for({ address: "c" }), "c")];
    for (let i = 0; i < 7; i++) {
      await settle();
      finish[started[i]]();
    }
    await Promise.all([...flood, ...others]);
    expect(started).toEqual(["f0", "f1", "b", "c", "f2", "f3", "f4"]);
  });

  it("lets one address run at most half the hashes at once, leaving a turn free for others", async () => {
    const queue = hashQueue({ concurrency: 4, queueLimit: 100, perClient: 100 });
    const { started, finish, check } = checks();
    const flood = Array.from({ length: 6 }, (_, i) => check(queue.for({ address: "flood" }), `f${i}`));
    await settle();
    expect(started).toEqual(["f0", "f1"]);
    const other = check(queue.for({ address: "b" }), "b");
    await settle();
    expect(started).toEqual(["f0", "f1", "b"]);
    for (let i = 0; i < 7; i++) {
      await settle();
      finish[started[i]]();
    }
    await Promise.all([...flood, other]);
    expect(started).toHaveLength(7);
  });

  it("sheds: every waiting check, and every later one that would wait, answers 503 at once; running ones finish", async () => {
    const queue = hashQueue({ concurrency: 1, queueLimit: 10, perClient: 10 });
    const { started, finish, check } = checks();
    const running = check(queue.for({ address: "a" }), "running");
    const waiting = [check(queue.for({ address: "b" }), "w1"), check(queue.for({ address: "c" }), "w2")];
    await settle();
    queue.shed();
    for (const w of waiting) {
      await expect(w).rejects.toMatchObject({ statusCode: 503, message: authMessages.signInStopping });
    }
    await expect(check(queue.for({ address: "d" }), "late")).rejects.toMatchObject({ statusCode: 503 });
    finish.running();
    await expect(running).resolves.toBe("running");
    const free = check(queue.for({ address: "d" }), "free");
    await settle();
    finish.free();
    await expect(free).resolves.toBe("free");
    expect(started).toEqual(["running", "free"]);
  });
});
