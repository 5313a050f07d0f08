import { activityKinds, consumptionMessages, productionCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { activeShifts, activityOrderList } from "./activity-queries.js";
import { activityOrderDetail, reportActivity } from "./activity-service.js";

const calls = productionCalls.activity;

/** ActivityReporting: the assembly (FG requisitions) and intermediate screens, one set of calls each. */
export function activityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.getShifts, async () => ok(await activeShifts(ctx.db)));
    for (const kind of activityKinds) {
      const screen = calls[kind];
      route(app, screen.list, async (req) => ok(await activityOrderList(ctx.db, kind, req.params.x)));
      route(app, screen.detail, async (req) => ok(await activityOrderDetail(ctx.db, kind, req.params.no)));
      route(app, screen.create, async (req) => {
        await reportActivity(ctx.db, kind, req.body, req.user.UserId, doneAtOf(req));
        return ok(null, consumptionMessages.activitySaved);
      });
    }
  };
}
