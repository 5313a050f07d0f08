import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Set for the drain period of a stop: still serving, but telling clients and balancers to go. */
    draining: boolean;
  }
}

/**
 * Once a stop begins, `/api/health` and `/api/health/ready` answer 503 (a balancer takes the instance out) and every answer, of
 * requests already in flight too, carries `Connection: close`: a kept-alive connection ends after its
 * current request instead of being cut, or holding the close, later.
 */
/** The probes that say whether to send this instance traffic; liveness stays 200 while the process runs. */
const readiness = new Set(["/api/health", "/api/health/ready"]);

export function drainHooks(app: FastifyInstance) {
  app.decorate("draining", false);
  app.addHook("onRequest", (request, reply, done) => {
    if (app.draining && readiness.has(request.routeOptions.url ?? "")) {
      return reply.code(503).send({ status: "stopping" });
    }
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.draining) reply.header("connection", "close");
    done(null, payload);
  });
}

/**
 * Drains for `drainMs` (see `drainHooks`), then stops accepting connections (requests arriving on open
 * ones, health included, get 503; password checks still waiting are shed), lets in-flight requests finish,
 * and closes the database; gives up after `timeoutMs` in all.
 */
export async function shutdown(
  app: FastifyInstance,
  database: Database,
  timeoutMs: number,
  drainMs = 0,
): Promise<"closed" | "timed out"> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  const closed = (async () => {
    app.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    await database.close();
    return "closed" as const;
  })();
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
