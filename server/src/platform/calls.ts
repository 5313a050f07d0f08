import { answerProblem, type CallDef, type CallSpec, type Envelope } from "@wms/domain";
import { packetCodeOfScan } from "@wms/domain/gs1";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import { callResponses } from "./envelope.js";
import { envelopeOf } from "./errors.js";

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a call's handler gets: its params, query and body as its schemas parsed them. */
export type CallRequest<D extends CallSpec> = Omit<FastifyRequest, "params" | "query" | "body"> & {
  params: OutputOf<D["params"]>;
  query: OutputOf<D["query"]>;
  body: OutputOf<D["body"]>;
};

type Answer<D extends CallSpec> = Envelope<z.input<D["response"]>> | Envelope<z.output<D["response"]>>;

/** Server-side behaviour of a route beyond its contract (metrics' scan kind, cache drops). */
export type RouteExtras = Pick<FastifyContextConfig, "changesAccess" | "scan" | "unkeyed">;

function accessConfig(access: CallSpec["access"]): FastifyContextConfig {
  if ("public" in access) return { public: true };
  if ("signedIn" in access) return { signedIn: true };
  return { page: access.page, right: access.right ?? "view" };
}

/** A scan call's packet QR sent as its GS1 element string is taken as the packet's code, in any text field. */
async function packetCodesOfScans(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  for (const [field, value] of Object.entries(body))
    if (typeof value === "string") (body as Record<string, unknown>)[field] = packetCodeOfScan(value);
}

/**
 * Registers one call of the catalogue: its path, schemas and access exactly as defined, so a route
 * and its contract cannot differ. A handler may answer the reply itself (a streamed export).
 */
export function route<D extends CallSpec>(
  app: FastifyInstance,
  def: CallDef<D>,
  handler: (request: CallRequest<D>, reply: FastifyReply) => Promise<Answer<D> | FastifyReply>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: def.method,
    url: `/${def.path}`,
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      tags: [def.tag],
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: callResponses(def),
    },
    config: { ...accessConfig(def.access), ...extras, call: def },
    ...(extras.scan ? { preValidation: packetCodesOfScans } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The catalogue entry the route was registered from. */
    call?: CallDef;
  }
}

/**
 * The API is the catalogue: a route under /api/api registered any other way stops the start, and so
 * does a catalogue entry without its route. With `checkAnswers` (the test suite), an answer outside
 * its call's schemas turns into a '500' naming what is wrong.
 */
export const callCataloguePlugin = fp(
  async (app: FastifyInstance, opts: { calls: readonly CallDef[]; checkAnswers: boolean }) => {
    const registered = new Set<CallDef>();
    app.addHook("onRoute", (options) => {
      if (!options.url.toLowerCase().startsWith("/api/api/") || options.method === "HEAD") return;
      const call = (options.config as FastifyContextConfig | undefined)?.call;
      if (!call || !opts.calls.includes(call)) {
        throw new Error(`${String(options.method)} ${options.url} is not registered from the call catalogue`);
      }
      registered.add(call);
    });
    if (opts.checkAnswers) {
      app.addHook("onSend", async (request, reply, payload) => {
        const call = request.routeOptions.config.call;
        if (!call || reply.statusCode !== 200 || typeof payload !== "string") return payload;
        const problem = answerProblem(call, JSON.parse(payload));
        if (!problem) return payload;
        reply.code(500);
        return JSON.stringify(envelopeOf("500", problem));
      });
    }
    app.addHook("onReady", async () => {
      const missing = opts.calls.filter((call) => !registered.has(call));
      if (missing.length > 0) {
        throw new Error(
          `Calls of the catalogue without a route: ${missing.map((c) => c.operationId).join(", ")}`,
        );
      }
    });
  },
);
