import { consumptionMessages, returnCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { returnToStock } from "../stock/index.js";
import { checkReturnRow, returnLookup } from "./service.js";

/** Return: unconsumed issued material (RM rows, or an FG's whole requisition) back to stock. */
export function returnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, returnCalls.getFGReturn, async (req) => ok(await returnLookup(ctx.db, req.params.x)), {
      scan: "return",
    });
    route(app, returnCalls.submitFGReturn, async (req) =>
      ok(await returnToStock(ctx.db, req.body, req.user.UserId), consumptionMessages.returnSaved),
    );
    route(app, returnCalls.updateReturnRow, async (req) =>
      ok(
        await checkReturnRow(ctx.db, req.body.RequisitionIssueId, req.body.Quantity),
        consumptionMessages.returnRowUpdated,
      ),
    );
  };
}
