import type pg from "pg";

/** One measured figure: latency percentiles and throughput of an operation, over HTTP or raw SQL. */
export interface Figure {
  section: string;
  label: string;
  requests: number;
  errors: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  perSecond: number;
}

/** What a section gets: the running app's address, a signed-in token, a raw pool on the same database. */
export interface BenchContext {
  baseUrl: string;
  token: string;
  pool: pg.Pool;
  connections: number;
  durationSeconds: number;
}

/** A group of measurements; another area adds its own by appending one to `sections` in run.ts. */
export interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}
