import type pg from "pg";
import type { CpuSample } from "./cpu.js";

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
  /** HTTP throughput over the same work's raw SQL throughput (the goal: >= 2/3 on the hot paths). */
  vsRaw?: number;
  /** The measurement's work (e.g. put-away pairs) ran out before its time was up: not a figure of the load. */
  ranOut?: boolean;
  /** CPU microseconds per operation of the bench process (the clients), the server and PostgreSQL, where measured. */
  cpuUs?: { bench: number; server: number; postgres: number };
  /** PostgreSQL checkpoints that ran during the measurement (their writes and syncs slow the tail). */
  checkpoints?: number;
}

/** What a section gets: the running app's address, a signed-in token, a raw pool on the same database. */
export interface BenchContext {
  baseUrl: string;
  token: string;
  /** The signed-in user's id: the raw loops write it where the app writes the caller's. */
  userId: number;
  pool: pg.Pool;
  connections: number;
  /** Clients of the latency figures: a plant's handful of scanners, below saturation (Little's law). */
  quietConnections: number;
  durationSeconds: number;
  /** Reads the CPU time of the bench, the server and the database's backends (null off Linux). */
  sampleCpu: () => CpuSample | null;
}

/** A group of measurements; another area adds its own by appending one to `sections` in run.ts. */
export interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

/** One figure as the bench prints it: percentiles, throughput, and where measured its ratio, CPU and checkpoints. */
export function figureLine(f: Figure): string {
  const ms = (v: number) => v.toFixed(1).padStart(7);
  const ratio = f.vsRaw === undefined ? "" : `  HTTP/raw ${f.vsRaw.toFixed(2)}`;
  const us = (v: number) => v.toFixed(0).padStart(5);
  const cpu = f.cpuUs
    ? `  CPU µs/op: clients ${us(f.cpuUs.bench)}, server ${us(f.cpuUs.server)}, PostgreSQL ${us(f.cpuUs.postgres)}`
    : "";
  const checkpointed = f.checkpoints
    ? `  (${f.checkpoints} checkpoint${f.checkpoints > 1 ? "s" : ""} meanwhile)`
    : "";
  return `${f.section.padEnd(10)} ${f.label.padEnd(44)} p50 ${ms(f.p50ms)} ms  p95 ${ms(f.p95ms)} ms  p99 ${ms(f.p99ms)} ms  ${f.perSecond.toFixed(0).padStart(6)} /s  (${f.requests} requests, ${f.errors} errors)${ratio}${cpu}${checkpointed}`;
}
