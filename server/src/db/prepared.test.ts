import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMetrics } from "../platform/process-metrics.js";
import { onPostgres, startTestApp, type TestApp } from "../test/harness.js";
import type { Db } from "./client.js";
import { preparedStatement } from "./prepared.js";
import { inTransaction } from "./transaction.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// What the transaction it runs in marked (a setting local to that transaction), and the connection's process.
const markOf = (db: Db, name: string) =>
  db
    .select({
      mark: sql<string | null>`current_setting('wms.mark', true)`,
      pid: sql<number>`pg_backend_pid()`,
    })
    .from(sql`(values (1)) as one(n)`)
    .prepare(name);
const markStatement = preparedStatement("test_transaction_mark", markOf);

const mark = (tx: Db, value: string) => tx.execute(sql`select set_config('wms.mark', ${value}, true)`);

describe("preparedStatement", () => {
  it("refuses a second statement of a name already given", () => {
    expect(() => preparedStatement("test_transaction_mark", markOf)).toThrow(
      "Two prepared statements are named test_transaction_mark",
    );
  });

  it("runs inside the transaction it is given, on that transaction's connection, however many run at once", async () => {
    const marks = Array.from({ length: 8 }, (_, i) => `mark-${i}`);
    const seen = await Promise.all(
      marks.map((value) =>
        inTransaction(t.db, async (tx) => {
          await mark(tx, value);
          await tx.execute(sql`select pg_sleep(0.01)`);
          const [row] = await markStatement(tx).execute();
          return row.mark;
        }),
      ),
    );
    expect(seen).toEqual(marks);
    const [outside] = await markStatement(t.db).execute();
    expect(outside.mark ?? "").toBe("");
  });

  it("runs inside the outer transaction when given a transaction opened within one", async () => {
    const inner = await inTransaction(t.db, async (tx) => {
      await mark(tx, "outer");
      return inTransaction(tx, async (nested) => (await markStatement(nested).execute())[0].mark);
    });
    expect(inner).toBe("outer");
  });

  it("times every run under its name", async () => {
    const runs = async () => {
      const text = await processMetrics.getSingleMetricAsString("wms_db_statement_duration_seconds");
      const count = /wms_db_statement_duration_seconds_count\{statement="test_transaction_mark"\} (\d+)/.exec(
        text,
      );
      return Number(count?.[1]);
    };
    const before = await runs();
    await markStatement(t.db).execute();
    await inTransaction(t.db, (tx) => markStatement(tx).execute());
    expect(await runs()).toBe(before + 2);
  });

  // PGlite runs the SQL unnamed: only PostgreSQL keeps named statements per connection.
  if (onPostgres) {
    it("is parsed once per connection: every run on a connection reuses that connection's statement", async () => {
      const counted = preparedStatement("test_runs_per_connection", markOf);
      const runsOn = new Map<number, number>();
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          [0, 1, 2].map(() =>
            inTransaction(t.db, async (tx) => {
              const [{ pid }] = await counted(tx).execute();
              runsOn.set(pid, (runsOn.get(pid) ?? 0) + 1);
              const result = (await tx.execute(
                sql`select generic_plans + custom_plans as runs from pg_prepared_statements
                    where name = 'test_runs_per_connection'`,
              )) as unknown as { rows: Array<{ runs: string }> };
              expect(result.rows.map((r) => Number(r.runs))).toEqual([runsOn.get(pid)]);
            }),
          ),
        );
      }
      expect([...runsOn.values()].reduce((a, b) => a + b)).toBe(12);
    });
  }
});
