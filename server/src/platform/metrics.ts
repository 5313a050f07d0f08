import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";

export interface MetricsOptions {
  database: Database;
  /** When set, a scrape needs `Authorization: Bearer <token>`. */
  token: string | null;
}

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus text at /metrics: request durations by route and status, database pool use, and
 * Node's own figures (event-loop lag among them). One registry per app, so tests can build many.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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

  app.addHook("onResponse", async (request, reply) => {
    // Unmatched URLs share one label, so a scanner cannot blow up the series count.
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (opts.token && !sameToken(request.headers.authorization, opts.token)) {
      return reply.code(401).send("Unauthorized\n");
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
