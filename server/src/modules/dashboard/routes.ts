import { commonMessages, dashboardCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { binCountsFoldEveryMs, foldBinCountsEvery } from "./bin-counts.js";
import { activeBinExists, binHeaders, binsOfRow, dashboardCounts, packetsInBin } from "./queries.js";

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const stopFolding = foldBinCountsEvery(ctx.db, binCountsFoldEveryMs, (err) =>
      app.log.warn({ err }, "Folding the bin count changes failed; the next fold retries"),
    );
    app.addHook("onClose", stopFolding);

    route(app, dashboardCalls.getDashboardData, async () => ok(await dashboardCounts(ctx.db)));
    route(app, dashboardCalls.getBinHeaders, async () => ok(await binHeaders(ctx.db)));
    route(app, dashboardCalls.getRowData, async (req) => ok(await binsOfRow(ctx.db, req.query.RowName)));
    route(app, dashboardCalls.getBinDeatails, async (req) => {
      if (!(await activeBinExists(ctx.db, req.query.BinLocation)))
        throw new BusinessRuleError(commonMessages.notFound, [], "404");
      return ok(await packetsInBin(ctx.db, req.query.BinLocation));
    });
  };
}
