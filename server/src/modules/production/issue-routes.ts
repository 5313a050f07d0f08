import { productionMessages as m, productionCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { requisitionsToIssue } from "./issue-queries.js";
import { bomToIssue, issueRmStore, packetToIssue } from "./issue-service.js";

const calls = productionCalls.issue;

/** Store Requisition Issue (spec 2): the BOM to issue and the issue of scanned packets. */
export function issueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.getBomToIssue, async (req) => ok(await bomToIssue(ctx.db, req.body)));
    route(app, calls.getFifoRule, async () => ok({ Fifo: ctx.config.fifo }));
    route(app, calls.getRequisitionsToIssue, async (req) => ok(await requisitionsToIssue(ctx.db, req.body)));
    route(
      app,
      calls.getPacketToIssue,
      async (req) =>
        ok([await packetToIssue(ctx.db, req.body.QRCode, ctx.config.fifo, req.body.PickedQRCodes)]),
      {
        scan: "issue",
      },
    );
    route(app, calls.issueRMStore, async (req) =>
      ok(await issueRmStore(ctx.db, req.body, req.user.UserId, ctx.config.fifo, doneAtOf(req)), m.issued),
    );
  };
}
