import { timingSafeEqual } from "node:crypto";
import net from "node:net";
import { responseCode } from "@wms/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";
import { appVersion } from "./config.js";
import { processMetrics } from "./process-metrics.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The call is a scan of this screen: its answers are counted in wms_scans_total by outcome. */
    scan?: string;
  }
}

export interface MetricsOptions {
  database: Database;
  /** When set, a scrape needs `Authorization: Bearer <token>`. */
  token: string | null;
  /** The addresses and CIDRs a scrape may come from; null allows any. */
  allow: string[] | null;
}

/** Whether an address is in one of `networks` (an IPv4-mapped IPv6 address counts as its IPv4 one). */
function networkCheck(networks: string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of networks) {
    const [address, prefix] = entry.split("/");
    const family = net.isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => list.check(address, net.isIP(address) === 4 ? "ipv4" : "ipv6");
}

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Baked into server/dist by the build (scripts/build.mjs); a run from TypeScript is of no one commit.
const commit = process.env.WMS_BUILD_COMMIT ?? "unknown";

/** Node's gauges that prom-client names `_total`, a counter's suffix (promtool refuses them); the by-type gauges stay. */
const misnamedDefaults = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/** The one route label of the built web app's files: their hashed names change with every build. */
export const webFilesRoute = "web app files";

/** A request's route label: its route, unless it is a web app file (anything outside /api/, /uploads/ and /metrics) or unmatched. */
function routeLabel(url: string | undefined): string {
  if (url === undefined) return "unmatched";
  return /^\/(api|uploads)\/|^\/metrics$/i.test(url) ? url : webFilesRoute;
}

const scanOutcome = (code: string | undefined) =>
  code === responseCode.ok ? "accepted" : code === responseCode.warning ? "refused" : "failed";

/**
 * Prometheus text at /metrics: request durations by route and status, answers by route and envelope
 * ResponseCode, scans by screen and outcome, the process's stock commands and statement times, database
 * pool use, the build, and Node's own figures (event-loop lag among them). One registry per app, so tests can build many.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of misnamedDefaults) registry.removeSingleMetric(name);
  new Gauge({
    name: "wms_build_info",
    help: "The running build: its version (package.json) and commit; always 1",
    labelNames: ["version", "commit"] as const,
    registers: [registry],
  }).set({ version: appVersion, commit }, 1);
  const answers = new Counter({
    name: "wms_answers_total",
    help: "Envelope answers by route and ResponseCode (a business refusal is HTTP 200 with ResponseCode 400)",
    labelNames: ["route", "code"] as const,
    registers: [registry],
  });
  const scans = new Counter({
    name: "wms_scans_total",
    help: "Scans by screen and outcome (accepted; refused: unknown, taken or of another lot; failed: an error)",
    labelNames: ["screen", "outcome"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by route and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state (total, idle, waiting for one, max)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = opts.database.poolUse();
      for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, use[state]);
    },
  });

  // A callback hook: an async one would cost every answer a promise.
  app.addHook("onResponse", (request, reply, done) => {
    // Unmatched URLs share one label, so a scanner cannot blow up the series count; so do the built files.
    const route = routeLabel(request.routeOptions.url);
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // An idempotent replay sends the stored text: its answer was counted when it was made.
    if (request.responseCode !== undefined) answers.inc({ route, code: request.responseCode });
    const screen = request.routeOptions.config.scan;
    if (screen !== undefined) scans.inc({ screen, outcome: scanOutcome(request.responseCode) });
    done();
  });

  const allowed = opts.allow ? networkCheck(opts.allow) : () => true;
  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // The client's address as WMS_TRUST_PROXY tells it: a balancer on this machine does not make its clients local.
    if (!allowed(request.ip)) return reply.code(403).send("Forbidden\n");
    if (opts.token && !sameToken(request.headers.authorization, opts.token)) {
      return reply.code(401).send("Unauthorized\n");
    }
    return reply
      .type(registry.contentType)
      .send((await registry.metrics()) + (await processMetrics.metrics()));
  });
});
