import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, openEmbedded } from "./client.js";
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
