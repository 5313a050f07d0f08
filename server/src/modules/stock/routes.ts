import { commonMessages, stockCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { packetHistoryOf } from "./history.js";

/** A packet's history (beyond the spec, architecture section 3). */
export function stockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, stockCalls.getPacketHistory, async (req) => {
      const history = await packetHistoryOf(ctx.db, req.params.QRCode);
      if (!history) throw new BusinessRuleError(commonMessages.scanMissing(req.params.QRCode), null);
      return ok(history);
    });
  };
}
