import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../test/harness.js";
import { rowsOf } from "./rows.js";
import { inTransaction } from "./transaction.js";

// PGlite has no JIT: only PostgreSQL sessions have one to turn off (vitest.config.ts runs this file there alone).
describe("PostgreSQL sessions", () => {
  it("run without JIT compilation, on every pooled connection", async () => {
    const t = await startTestApp();
    try {
      const settings = await Promise.all(
        [0, 1, 2].map(() =>
          inTransaction(t.db, async (tx) =>
            rowsOf<{ jit: string }>(await tx.execute(sql`select current_setting('jit') as jit`)),
          ),
        ),
      );
      expect(settings.flat()).toEqual([{ jit: "off" }, { jit: "off" }, { jit: "off" }]);
    } finally {
      await t.close();
    }
  });
});
