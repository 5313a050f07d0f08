import autocannon from "autocannon";
import type pg from "pg";
import { cpuPerOperation } from "./cpu.js";
import type { BenchContext, Figure } from "./section.js";

/**
 * Seconds of the same load run before each measurement and not counted, so a figure is of a warm
 * process (JIT-compiled code, a full connection pool, statements prepared), as in a running plant.
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** What one measured load gave: its sorted latencies, errors and length, and whether its work ran out. */
interface Measured {
  latencies: number[];
  errors: number;
  seconds: number;
  ranOut?: boolean;
}

/**
 * Runs `load` once, reading the CPU time and PostgreSQL's checkpoints around it, and answers its figure:
 * percentiles, throughput, CPU per operation and the checkpoints that ran meanwhile.
 */
export async function measured(
  ctx: BenchContext,
  section: string,
  label: string,
  load: () => Promise<Measured>,
): Promise<Figure> {
  const checkpointsBefore = await checkpoints(ctx);
  const cpuBefore = ctx.sampleCpu();
  const { latencies, errors, seconds, ranOut } = await load();
  const cpuUs = cpuPerOperation(cpuBefore, ctx.sampleCpu(), latencies.length);
  return {
    section,
    label,
    requests: latencies.length,
    errors,
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    ranOut,
    cpuUs,
    checkpoints: (await checkpoints(ctx)) - checkpointsBefore,
  };
}

/** PostgreSQL's checkpoints so far: one during a measurement writes and syncs dirty pages under it (its tail latency). */
async function checkpoints(ctx: BenchContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: string }>(
    "select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter",
  );
  return Number(rows[0].n);
}

/**
 * HTTP load through the real app with autocannon: `connections` clients for `durationSeconds`
 * (or until `body` answers null: the work ran out, and the figure says so). A request counts as an
 * error unless its envelope code is one of `okCodes`.
 */
export async function overHttp(
  ctx: BenchContext,
  section: string,
  label: string,
  path: string,
  body: () => unknown | null,
  /** Envelope codes that are a correct answer (a scan of a packet already inward rightly answers '400'). */
  okCodes: string[] = ["200"],
): Promise<Figure> {
  if (warmUpSeconds > 0) await loadOverHttp(ctx, warmUpSeconds, path, body, okCodes);
  return measured(ctx, section, `${label} (HTTP)`, async () => {
    const { result, ...load } = await loadOverHttp(ctx, ctx.durationSeconds, path, body, okCodes);
    return { ...load, seconds: result.duration || ctx.durationSeconds };
  });
}

async function loadOverHttp(
  ctx: BenchContext,
  seconds: number,
  path: string,
  body: () => unknown | null,
  okCodes: string[],
) {
  let errors = 0;
  let ranOut = false;
  const latencies: number[] = [];
  const instance = autocannon({
    url: ctx.baseUrl,
    connections: ctx.connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json", authorization: `Bearer ${ctx.token}` },
        setupRequest: (req) => {
          const next = ranOut ? null : body();
          if (next === null) {
            ranOut = true;
            return { ...req, body: "[]" };
          }
          return { ...req, body: JSON.stringify(next) };
        },
        onResponse: (status, responseBody) => {
          // Once the work ran out the clients send placeholders until stopped: their answers are not counted.
          if (ranOut) return;
          const code = /"ResponseCode":"(\d+)"/.exec(String(responseBody))?.[1] ?? "";
          if (status !== 200 || !okCodes.includes(code)) {
            if (process.env.BENCH_DEBUG && errors < 3)
              console.error(status, String(responseBody).slice(0, 200));
            errors++;
          }
        },
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => {
    if (!ranOut) latencies.push(ms);
  });
  const timer = setInterval(() => {
    if (ranOut) instance.stop();
  }, 50);
  const result = await instance;
  clearInterval(timer);
  latencies.sort((a, b) => a - b);
  return { result, errors, latencies, ranOut };
}

/**
 * The same work as raw SQL: `connections` loops for `durationSeconds` (or until `op` answers false: the
 * work ran out, and the figure says so), each operation taking a connection from a `pg` pool as large as the app's.
 */
export async function rawSql(
  ctx: BenchContext,
  section: string,
  label: string,
  op: (client: pg.PoolClient) => Promise<boolean>,
): Promise<Figure> {
  if (warmUpSeconds > 0) await loadRaw(ctx, warmUpSeconds, op);
  return measured(ctx, section, `${label} (raw pg)`, async () => {
    const { exhausted, ...load } = await loadRaw(ctx, ctx.durationSeconds, op);
    return { ...load, ranOut: exhausted };
  });
}

async function loadRaw(ctx: BenchContext, duration: number, op: (client: pg.PoolClient) => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  let exhausted = false;
  await Promise.all(
    Array.from({ length: ctx.connections }, async () => {
      while (!exhausted && performance.now() < deadline) {
        const t0 = performance.now();
        const client = await ctx.pool.connect();
        try {
          if (!(await op(client))) {
            exhausted = true;
            break;
          }
        } catch {
          errors++;
          await client.query("rollback").catch(() => {});
        } finally {
          client.release();
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, errors, seconds: (performance.now() - started) / 1000, exhausted };
}

/**
 * A statement of a raw loop, prepared once per connection under `name` as the app prepares its own
 * (unnamed, PostgreSQL would parse and plan it at every call, work the app does not do).
 */
export const prepared =
  (name: string, text: string) =>
  (values: unknown[] = []): pg.QueryConfig => ({ name, text, values });

/** The HTTP figure with its throughput ratio to the raw figure of the same work. */
export const againstRaw = (http: Figure, raw: Figure): Figure => ({
  ...http,
  vsRaw: raw.perSecond > 0 ? http.perSecond / raw.perSecond : 0,
});

/** The same HTTP measurement at the quiet client count, where the latency goal (p99 <= 25 ms) is judged. */
export const quietly = (ctx: BenchContext): BenchContext => ({ ...ctx, connections: ctx.quietConnections });
