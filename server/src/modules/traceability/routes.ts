import {
  consumptionMessages,
  count,
  text,
  traceJobs as traceJobsAnswer,
  traceJobsParams,
  traceRow,
  whereUsedParams,
  whereUsedRow,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { fgTraceability, intermediateTraceability, traceJobs, whereUsed } from "./service.js";

const page = "fg-traceability-report";

const scanned = text(200).trim().min(1, { error: consumptionMessages.enterProductCode });

/** FGTraceabilityReport: what went into an FG, following its packets to any depth; and where a lot went. */
export function traceabilityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/FGTraceabilityReport/GetFGTraceabilityReport/:x",
      {
        schema: {
          tags: ["FGTraceabilityReport"],
          params: z.object({ x: scanned }),
          response: envelope(z.array(traceRow)),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await fgTraceability(ctx.db, req.params.x)),
    );
    app.get(
      "/FGTraceabilityReport/GetTraceJobs/:x",
      {
        schema: {
          tags: ["FGTraceabilityReport"],
          params: traceJobsParams,
          response: envelope(traceJobsAnswer),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await traceJobs(ctx.db, req.params.x)),
    );
    app.get(
      "/FGTraceabilityReport/GetIntermediateTraceability/:rmCode/:requisitionNo/:isIntermediate",
      {
        schema: {
          tags: ["FGTraceabilityReport"],
          params: z.object({
            rmCode: scanned,
            requisitionNo: scanned,
            isIntermediate: count(),
          }),
          response: envelope(z.array(traceRow)),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await intermediateTraceability(ctx.db, req.params.rmCode, req.params.requisitionNo)),
    );
    app.get(
      "/FGTraceabilityReport/GetWhereUsed/:x",
      {
        schema: {
          tags: ["FGTraceabilityReport"],
          params: whereUsedParams,
          response: envelope(z.array(whereUsedRow)),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await whereUsed(ctx.db, req.params.x)),
    );
  };
}
