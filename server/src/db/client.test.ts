import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmbeddedDirectory, DatabaseLockedError, openEmbedded, processStart } from "./client.js";
import { inTransaction } from "./transaction.js";

const dir = mkdtempSync(path.join(tmpdir(), "wms-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("embedded database directory", () => {
  it("refuses a second opener while the first holds it, and opens again once it is closed", async () => {
    const first = await openEmbedded(path.join(dir, "db"));
    await expect(openEmbedded(path.join(dir, "db"))).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();
    const again = await openEmbedded(path.join(dir, "db"));
    await again.close();
  });
});

describe("creating the embedded database ahead (npm start, beside the web build)", () => {
  it("refuses while the directory is held, then makes it and lets go; leaves a made one alone", async () => {
    const db = path.join(dir, "ahead");
    const lock = `${db}.lock`;
    mkdirSync(db, { recursive: true });
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    writeFileSync(lock, JSON.stringify({ pid: process.pid, started: processStart(process.pid), boot }));
    expect(() => createEmbeddedDirectory(db)).toThrow(DatabaseLockedError);
    expect(existsSync(path.join(db, "PG_VERSION"))).toBe(false);
    rmSync(lock);
    createEmbeddedDirectory(db);
    expect(existsSync(path.join(db, "PG_VERSION"))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    const server = await openEmbedded(db);
    try {
      createEmbeddedDirectory(db);
      const result = (await server.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await server.close();
    }
  });
});

describe("a stale lock", () => {
  it("is taken over when its PID now belongs to another live process, and held while the holder is that process", async () => {
    const other = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const pid = other.pid as number;
      const db = path.join(dir, "reused");
      const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
      writeFileSync(`${db}.lock`, JSON.stringify({ pid, started: processStart(pid), boot }));
      await expect(openEmbedded(db)).rejects.toBeInstanceOf(DatabaseLockedError);
      writeFileSync(`${db}.lock`, JSON.stringify({ pid, started: "1", boot }));
      const taken = await openEmbedded(db);
      await taken.close();
    } finally {
      other.kill();
    }
  });

  it("is taken over when its holder is gone", async () => {
    const db = path.join(dir, "gone");
    writeFileSync(`${db}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, started: "1", boot: null }));
    const taken = await openEmbedded(db);
    await taken.close();
  });
});

describe("inTransaction", () => {
  it("retries a serialization failure a bounded number of times", async () => {
    const database = await openEmbedded(null);
    let tries = 0;
    const answer = await inTransaction(database.db, async (tx) => {
      tries++;
      if (tries < 3)
        await tx.execute(sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`);
      return "done";
    });
    expect(answer).toBe("done");
    expect(tries).toBe(3);
    tries = 0;
    await expect(
      inTransaction(
        database.db,
        async (tx) => {
          tries++;
          await tx.execute(sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`);
        },
        2,
      ),
    ).rejects.toThrow();
    expect(tries).toBe(2);
    await database.close();
  });
});
