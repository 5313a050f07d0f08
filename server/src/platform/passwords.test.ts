import { describe, expect, it } from "vitest";
import { hashGate } from "./passwords.js";

describe("hashGate", () => {
  it("runs at most `concurrency` at once, queues up to its bound and refuses beyond it at once", async () => {
    const gate = hashGate(1, 1);
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish[name] = () => resolve(name);
      });
    const first = gate(work("first"));
    const second = gate(work("second"));
    await expect(gate(work("third"))).rejects.toMatchObject({ statusCode: 429 });
    await Promise.resolve();
    expect(started).toEqual(["first"]);
    finish.first();
    await expect(first).resolves.toBe("first");
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(["first", "second"]);
    finish.second();
    await expect(second).resolves.toBe("second");
    const fourth = gate(work("fourth"));
    await new Promise((r) => setImmediate(r));
    finish.fourth();
    await expect(fourth).resolves.toBe("fourth");
  });
});
