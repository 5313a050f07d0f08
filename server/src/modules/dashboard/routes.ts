import { binHeader, binPacket, commonMessages, dashboardData, rowBin, text } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { BusinessRuleError, envelope, ok } from "../../platform/envelope.js";
import { binCountsFoldEveryMs, foldBinCountsEvery } from "./bin-counts.js";
import { activeBinExists, binHeaders, binsOfRow, dashboardCounts, packetsInBin } from "./queries.js";

const guard = { page: "dashboard", right: "view" } as const;
const tags = ["Dashboard"];

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const stopFolding = foldBinCountsEvery(ctx.db, binCountsFoldEveryMs, (err) =>
      app.log.warn({ err }, "Folding the bin count changes failed; the next fold retries"),
    );
    app.addHook("onClose", stopFolding);

    app.post(
      "/Dashboard/GetDashboardData",
      {
        schema: {
          tags,
          response: envelope(dashboardData),
        },
        config: guard,
      },
      async () => ok(await dashboardCounts(ctx.db)),
    );

    app.get(
      "/Dashboard/GetBinHeaders",
      { schema: { tags, response: envelope(z.array(binHeader)) }, config: guard },
      async () => ok(await binHeaders(ctx.db)),
    );

    app.get(
      "/Dashboard/GetRowData",
      {
        schema: {
          tags,
          querystring: z.object({ RowName: text(40).default("") }),
          response: envelope(z.array(rowBin)),
        },
        config: guard,
      },
      async (req) => ok(await binsOfRow(ctx.db, req.query.RowName)),
    );

    app.get(
      "/Dashboard/GetBinDeatails",
      {
        schema: {
          tags,
          querystring: z.object({ BinLocation: text(40).default("") }),
          response: envelope(z.array(binPacket)),
        },
        config: guard,
      },
      async (req) => {
        if (!(await activeBinExists(ctx.db, req.query.BinLocation)))
          throw new BusinessRuleError(commonMessages.notFound, [], "404");
        return ok(await packetsInBin(ctx.db, req.query.BinLocation));
      },
    );
  };
}
