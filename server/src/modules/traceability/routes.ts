import { traceabilityCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import {
  fgTraceability,
  intermediateTraceability,
  serialDispatches,
  serialHistory,
  traceJobs,
  whereDispatched,
  whereUsed,
} from "./service.js";

/** FGTraceabilityReport: what went into an FG, following its packets to any depth; and where a lot went. */
export function traceabilityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, traceabilityCalls.getFGTraceabilityReport, async (req) =>
      ok(await fgTraceability(ctx.db, req.params.x)),
    );
    route(app, traceabilityCalls.getTraceJobs, async (req) => ok(await traceJobs(ctx.db, req.params.x)));
    route(app, traceabilityCalls.getIntermediateTraceability, async (req) =>
      ok(await intermediateTraceability(ctx.db, req.params.rmCode, req.params.requisitionNo)),
    );
    route(app, traceabilityCalls.getWhereUsed, async (req) => ok(await whereUsed(ctx.db, req.params.x)));
    route(app, traceabilityCalls.getSerialDispatches, async (req) =>
      ok(await serialDispatches(ctx.db, req.params.serial)),
    );
    route(app, traceabilityCalls.getSerialHistory, async (req) =>
      ok(await serialHistory(ctx.db, req.params.serial)),
    );
    route(app, traceabilityCalls.getWhereDispatched, async (req) =>
      ok(await whereDispatched(ctx.db, req.params.x)),
    );
  };
}
