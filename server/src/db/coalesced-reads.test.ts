import { describe, expect, it } from "vitest";
import { coalescedReads } from "./coalesced-reads.js";

interface Row {
  key: string;
  n: number;
}

/** A read over a fixed table that records each statement's keys and answers when `release` is called. */
function table(rows: Row[]) {
  const statements: string[][] = [];
  const pending: Array<() => void> = [];
  const read = (keys: string[]) => {
    statements.push(keys);
    return new Promise<Row[]>((resolve) =>
      pending.push(() => resolve(rows.filter((r) => keys.includes(r.key)).reverse())),
    );
  };
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { read, statements, releaseAll };
}

describe("coalesced reads", () => {
  it("send a key at once while fewer than the limit run, and every key asked meanwhile in one statement after", async () => {
    const t = table([
      { key: "a", n: 1 },
      { key: "b", n: 2 },
      { key: "c", n: 3 },
      { key: "c", n: 4 },
    ]);
    const read = coalescedReads(2, t.read, (r) => r.key);
    const answers = Promise.all(["a", "b", "c", "x", "a", "b"].map(read));
    expect(t.statements).toEqual([["a"], ["b"]]);
    await t.releaseAll();
    expect(t.statements).toEqual([["a"], ["b"], ["c", "x", "a", "b"]]);
    expect(await answers).toEqual([
      [{ key: "a", n: 1 }],
      [{ key: "b", n: 2 }],
      [
        { key: "c", n: 4 },
        { key: "c", n: 3 },
      ],
      [],
      [{ key: "a", n: 1 }],
      [{ key: "b", n: 2 }],
    ]);
  });

  it("answer one key asked twice while waiting from one statement, to both askers", async () => {
    const t = table([{ key: "a", n: 1 }]);
    const read = coalescedReads(1, t.read, (r) => r.key);
    const answers = Promise.all(["z", "a", "a"].map(read));
    await t.releaseAll();
    expect(t.statements).toEqual([["z"], ["a"]]);
    expect(await answers).toEqual([[], [{ key: "a", n: 1 }], [{ key: "a", n: 1 }]]);
  });

  it("reject every asker of a failed statement, and go on reading for those after", async () => {
    let calls = 0;
    const read = coalescedReads(
      1,
      async (keys: string[]) => {
        calls++;
        if (calls === 2) throw new Error("connection lost");
        return keys.map((key) => ({ key, n: calls }));
      },
      (r) => r.key,
    );
    const first = read("a");
    const failed = [read("b"), read("c")];
    await expect(first).resolves.toEqual([{ key: "a", n: 1 }]);
    for (const f of failed) await expect(f).rejects.toThrow("connection lost");
    await expect(read("d")).resolves.toEqual([{ key: "d", n: 3 }]);
  });
});
