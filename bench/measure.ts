import autocannon from "autocannon";
import type pg from "pg";
import { type CpuSpent, cpuSpent } from "./cpu.js";
import type { BenchContext, Figure } from "./section.js";

/**
 * Seconds of the same load run before each measurement and not counted, so a figure is of a warm
 * process (JIT-compiled code, a full connection pool, statements prepared), as in a running plant;
 * after 1 s V8 was still compiling the server's issue path (see docs/decisions.md).
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/**
 * Slices an HTTP figure and its raw figure are measured in, alternating which side runs first: the
 * load of a shared machine's neighbours drifts over seconds, and alternating lays it on both sides alike.
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** What one measured load gave: its latencies, errors and length, and whether its work ran out. */
interface Measured {
  latencies: number[];
  errors: number;
  seconds: number;
  ranOut?: boolean;
}

/** A measured load with the CPU time and PostgreSQL checkpoints spent during it. */
interface Slice extends Measured {
  cpu?: CpuSpent;
  checkpoints: number;
}

/** Runs `load` once, reading the CPU time and PostgreSQL's checkpoints around it. */
async function slice(ctx: BenchContext, load: () => Promise<Measured>): Promise<Slice> {
  const checkpointsBefore = await checkpoints(ctx);
  const cpuBefore = ctx.sampleCpu();
  const measured = await load();
  const cpu = cpuSpent(cpuBefore, ctx.sampleCpu());
  return { ...measured, cpu, checkpoints: (await checkpoints(ctx)) - checkpointsBefore };
}

/** The figure of one or more slices of the same load: percentiles, throughput, CPU per operation, checkpoints. */
export function figureOf(section: string, label: string, slices: Slice[]): Figure {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const sum = (of: (s: Slice) => number) => slices.reduce((total, s) => total + of(s), 0);
  const perOperation = (of: (cpu: CpuSpent) => number) =>
    (sum((s) => (s.cpu ? of(s.cpu) : 0)) * 1e6) / latencies.length;
  const cpuMeasured = latencies.length > 0 && slices.every((s) => s.cpu);
  return {
    section,
    label,
    requests: latencies.length,
    errors: sum((s) => s.errors),
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
    perSecond: latencies.length / sum((s) => s.seconds),
    ranOut: slices.some((s) => s.ranOut),
    cpuUs: cpuMeasured
      ? {
          bench: perOperation((c) => c.bench),
          server: perOperation((c) => c.server),
          postgres: perOperation((c) => c.postgres),
        }
      : undefined,
    checkpoints: sum((s) => s.checkpoints),
  };
}

/** Runs `load` once and answers its figure. */
export async function measured(
  ctx: BenchContext,
  section: string,
  label: string,
  load: () => Promise<Measured>,
): Promise<Figure> {
  return figureOf(section, label, [await slice(ctx, load)]);
}

/** PostgreSQL's checkpoints so far: one during a measurement writes and syncs dirty pages under it (its tail latency). */
async function checkpoints(ctx: BenchContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: string }>(
    "select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter",
  );
  return Number(rows[0].n);
}

/** POST work over HTTP: each request's body (null: the work ran out) and the envelope codes that are a correct answer. */
export interface HttpWork {
  path: string;
  body: () => unknown | null;
  /** Default '200' only (a scan of a packet already inward rightly answers '400'). */
  okCodes?: string[];
}

/**
 * HTTP load through the real app with autocannon: `connections` clients for `durationSeconds`
 * (or until the work runs out, and the figure says so). A request counts as an error unless its
 * envelope code is one of the work's `okCodes`.
 */
export async function overHttp(
  ctx: BenchContext,
  section: string,
  label: string,
  work: HttpWork,
): Promise<Figure> {
  if (warmUpSeconds > 0) await loadOverHttp(ctx, warmUpSeconds, work);
  return measured(ctx, section, `${label} (HTTP)`, httpLoad(ctx, ctx.durationSeconds, work));
}

/**
 * The HTTP work and the same work as raw SQL (`rawSql`), measured in `rounds` slices each, alternating
 * which runs first (HTTP, raw, raw, HTTP, ...): the HTTP figure with its throughput ratio, and the raw figure.
 */
export async function httpAgainstRaw(
  ctx: BenchContext,
  section: string,
  label: string,
  work: HttpWork,
  op: (client: pg.PoolClient) => Promise<boolean>,
): Promise<[Figure, Figure]> {
  if (warmUpSeconds > 0) {
    await loadOverHttp(ctx, warmUpSeconds, work);
    await loadRaw(ctx, warmUpSeconds, op);
  }
  const seconds = ctx.durationSeconds / rounds;
  const http: Slice[] = [];
  const raw: Slice[] = [];
  const overHttpSlice = async () => http.push(await slice(ctx, httpLoad(ctx, seconds, work)));
  const rawSlice = async () => raw.push(await slice(ctx, rawLoad(ctx, seconds, op)));
  for (let round = 0; round < rounds; round++) {
    for (const run of round % 2 === 0 ? [overHttpSlice, rawSlice] : [rawSlice, overHttpSlice]) await run();
  }
  const rawFigure = figureOf(section, `${label} (raw pg)`, raw);
  return [againstRaw(figureOf(section, `${label} (HTTP)`, http), rawFigure), rawFigure];
}

const httpLoad = (ctx: BenchContext, seconds: number, work: HttpWork) => async (): Promise<Measured> => {
  const { result, ...load } = await loadOverHttp(ctx, seconds, work);
  return { ...load, seconds: result.duration || seconds };
};

async function loadOverHttp(ctx: BenchContext, seconds: number, { path, body, okCodes = ["200"] }: HttpWork) {
  let errors = 0;
  let ranOut = false;
  const latencies: number[] = [];
  const instance = autocannon({
    url: ctx.baseUrl,
    connections: ctx.connections,
    duration: seconds,
    // It stops at its first sample after the duration: every 100 ms rather than every second, for short slices.
    sampleInt: 100,
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
  return measured(ctx, section, `${label} (raw pg)`, rawLoad(ctx, ctx.durationSeconds, op));
}

const rawLoad =
  (ctx: BenchContext, seconds: number, op: (client: pg.PoolClient) => Promise<boolean>) =>
  async (): Promise<Measured> => {
    const { exhausted, ...load } = await loadRaw(ctx, seconds, op);
    return { ...load, ranOut: exhausted };
  };

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
const againstRaw = (http: Figure, raw: Figure): Figure => ({
  ...http,
  vsRaw: raw.perSecond > 0 ? http.perSecond / raw.perSecond : 0,
});

/**
 * The same HTTP measurement at the quiet client count, where the latency goals are judged. It follows a
 * checkpoint: the full-load run just before leaves its dirty pages, and the checkpoint they call for
 * would otherwise write and sync them under the quiet run (see docs/decisions.md).
 */
export async function quietOverHttp(
  ctx: BenchContext,
  section: string,
  label: string,
  work: HttpWork,
): Promise<Figure> {
  // A role without pg_checkpoint (PostgreSQL 15) measures without it; the figure still says when one ran.
  await ctx.pool
    .query("checkpoint")
    .catch((err: Error) => console.warn(`No checkpoint before the quiet run: ${err.message}`));
  return overHttp(
    { ...ctx, connections: ctx.quietConnections },
    section,
    `${label}, ${ctx.quietConnections} clients`,
    work,
  );
}
