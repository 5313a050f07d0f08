import { cycleCountCalls as calls, cycleCountMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { approveCount } from "../stock/index.js";
import {
  cancelCount,
  countDetail,
  countList,
  countVariances,
  recordCount,
  removeCountLine,
  sendBackCount,
  startCount,
  submitCount,
} from "./counts.js";

/** Cycle count of a bin (issue 22 item 6): start, blind recording, submit, approval by another user, the list. */
export function countRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.startCount, async (req) => {
      const started = await startCount(ctx.db, req.body.BinAddress, req.user.UserId);
      return ok(started, m.countStarted(started.BinAddress));
    });
    route(
      app,
      calls.recordCount,
      async (req) => ok(await recordCount(ctx.db, req.body, req.user.UserId, doneAtOf(req)), m.recorded),
      {
        scan: "cycle-count",
      },
    );
    route(app, calls.removeCountLine, async (req) =>
      ok(await removeCountLine(ctx.db, req.body.CountId, req.body.QRCode, req.user.UserId), m.removed),
    );
    route(app, calls.submitCount, async (req) =>
      ok(await submitCount(ctx.db, req.body.CountId, req.user.UserId), m.submitted),
    );
    route(app, calls.approveCount, async (req) => {
      const { posted, stale } = await approveCount(ctx.db, req.body.CountId, req.user.UserId);
      return ok(await countVariances(ctx.db, req.body.CountId), m.approved(posted, stale));
    });
    route(app, calls.sendBackCount, async (req) =>
      ok(await sendBackCount(ctx.db, req.body.CountId, req.body.Reason, req.user.UserId), m.sentBack),
    );
    route(app, calls.cancelCount, async (req) =>
      ok(await cancelCount(ctx.db, req.body.CountId), m.cancelled),
    );
    route(app, calls.getCounts, async (req) => ok(await countList(ctx.db, req.body, ctx.config.timeZone)));
    route(app, calls.getCount, async (req) => ok(await countDetail(ctx.db, req.params.CountId)));
  };
}
