import {
  consumptionMessages,
  fgMapping,
  fgMappingSaved,
  fgRequisition,
  fgRequisitionsQuery,
  finalProductionRequest,
  listQueryString,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { fgRequisitions, finalProductions, mapSerials, maxToNo } from "./final-production-service.js";

const page = "final-production";

/** FinalProduction: FG serial ranges of FG requisitions. */
export function finalProductionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/FinalProduction/GetFinalProductions",
      {
        schema: {
          tags: ["FinalProduction"],
          querystring: listQueryString,
          response: envelope(z.array(fgMapping)),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await finalProductions(ctx.db, { ...req.query, IsActive: true })),
    );
    app.get(
      "/FinalProduction/GetFGRequisitions",
      {
        schema: {
          tags: ["FinalProduction"],
          querystring: fgRequisitionsQuery,
          response: envelope(z.array(fgRequisition)),
        },
        config: { page, right: "view" },
      },
      async (req) => ok(await fgRequisitions(ctx.db, req.query.SearchValue ?? "")),
    );
    app.get(
      "/FinalProduction/GetMaxNo",
      {
        schema: { tags: ["FinalProduction"], response: envelope(z.number()) },
        config: { page, right: "view" },
      },
      async () => ok(await maxToNo(ctx.db)),
    );
    app.post(
      "/FinalProduction/CreateFinalProduction",
      {
        schema: {
          tags: ["FinalProduction"],
          body: finalProductionRequest,
          response: envelope(fgMappingSaved),
        },
        config: { page, right: "add" },
      },
      async (req) => {
        const row = await mapSerials(ctx.db, req.body, req.user.UserId);
        return ok({ FGMappingId: row.fgMappingId }, consumptionMessages.mappingSaved);
      },
    );
  };
}
