import type { BenchSection, Figure } from "./section.js";

/** Rows of the big import: the default row limit, the most one import takes. */
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

/**
 * One import of `rows` production orders as CSV over HTTP (the test suite proves the rule at a small limit; the
 * size is measured here): its time and rows a second. Order numbers are new each run, so the import succeeds.
 */
export const importSection: BenchSection = {
  name: "Import",
  async run(ctx): Promise<Figure[]> {
    const product = (
      await ctx.pool.query<{ code: string }>("select product_cd as code from products limit 1")
    ).rows[0]?.code;
    if (!product) throw new Error("the scale set has no product");
    const run = Date.now().toString(36);
    const lines = ["OrderNo,OrderDate,ProductCode,Qty"];
    for (let i = 0; i < rows; i++) lines.push(`BENCH-${run}-${i},11/20/2026,${product},1`);
    const started = performance.now();
    const res = await fetch(`${ctx.baseUrl}/api/api/Import/Orders`, {
      method: "POST",
      headers: { "content-type": "text/csv", authorization: `Bearer ${ctx.token}` },
      body: `${lines.join("\n")}\n`,
    });
    const answer = (await res.json()) as { ResponseCode: string; ResponseMessage: string };
    const ms = performance.now() - started;
    if (answer.ResponseCode !== "200") console.log(`Import     FAILED: ${answer.ResponseMessage}`);
    return [
      {
        section: "Import",
        label: `${rows.toLocaleString("en-US")} orders as CSV, one import`,
        requests: 1,
        errors: answer.ResponseCode === "200" ? 0 : 1,
        p50ms: ms,
        p95ms: ms,
        p99ms: ms,
        perSecond: (rows / ms) * 1000,
      },
    ];
  },
};
