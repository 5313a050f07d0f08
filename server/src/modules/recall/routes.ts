import { recallCalls as calls, recallMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { recallDetail, recallList } from "./queries.js";
import { closeRecall, createRecall, previewRecall } from "./service.js";

/** Recall (issue 23 items 1 and 2): preview a lot's blast radius, hold it in one command, follow and close it. */
export function recallRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.previewRecall, async (req) => ok(await previewRecall(ctx.db, req.body)));
    route(app, calls.createRecall, async (req) => {
      const opened = await createRecall(ctx.db, req.body, req.user.UserId);
      return ok(opened, m.opened(opened.RecallId, opened.Held));
    });
    route(app, calls.getRecalls, async (req) => ok(await recallList(ctx.db, req.body)));
    route(app, calls.getRecall, async (req) => ok(await recallDetail(ctx.db, req.params.RecallId)));
    route(app, calls.closeRecall, async (req) => {
      const closed = await closeRecall(ctx.db, req.body, req.user.UserId);
      return ok(closed, m.closed(closed.RecallId, closed.Disposition, closed.Changed));
    });
  };
}
