import { consumptionMessages, productionCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { fgRequisitions, finalProductions, mapSerials, maxToNo } from "./final-production-service.js";

const calls = productionCalls.finalProduction;

/** FinalProduction: FG serial ranges of FG requisitions. */
export function finalProductionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.getFinalProductions, async (req) =>
      ok(await finalProductions(ctx.db, { ...req.query, IsActive: true })),
    );
    route(app, calls.getFGRequisitions, async (req) =>
      ok(await fgRequisitions(ctx.db, req.query.SearchValue ?? "")),
    );
    route(app, calls.getMaxNo, async () => ok(await maxToNo(ctx.db)));
    route(app, calls.createFinalProduction, async (req) => {
      const row = await mapSerials(ctx.db, req.body, req.user.UserId, ctx.config.timeZone, doneAtOf(req));
      return ok({ FGMappingId: row.fgMappingId, Packets: row.packets }, consumptionMessages.mappingSaved);
    });
  };
}
