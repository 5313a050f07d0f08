import { consumptionMessages, count, text } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app.js";
import { envelope, ok } from "../../platform/envelope.js";
import { fgTraceability, intermediateTraceability } from "./service.js";

const page = "fg-traceability-report";

const traceRow = z.object({
  Level: z.number(),
  RMCode: z.string(),
  RequisitionNo: z.string(),
  IsIntermediate: z.number(),
  Stage: z.string(),
  Type: z.string(),
  InwardDate: z.date().nullable(),
  Operator: z.string(),
  ShiftName: z.string(),
  SupplierCode: z.string(),
  ProductImg: z.string(),
  ProductCode: z.string(),
  ProductDscrptn: z.string(),
});

const scanned = text(200).trim().min(1, { error: consumptionMessages.enterProductCode });

/** FGTraceabilityReport: what went into an FG, drilling through intermediates to any depth. */
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
  };
}
