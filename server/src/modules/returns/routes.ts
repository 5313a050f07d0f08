import {
  consumptionMessages,
  madePacket,
  returnableRow,
  returnRequest,
  text,
  updateReturnRowRequest,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { returnToStock } from "../stock/index.js";
import { checkReturnRow, returnLookup } from "./service.js";

const page = "return";

/** Return: unconsumed issued material (RM rows, or an FG's whole requisition) back to stock. */
export function returnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/Return/GetFGReturn/:x",
      {
        schema: {
          tags: ["Return"],
          params: z.object({
            x: text(200).trim().min(1, { error: consumptionMessages.enterProductCode }),
          }),
          response: envelope(z.array(returnableRow)),
        },
        config: { page, right: "view", scan: "return" },
      },
      async (req) => ok(await returnLookup(ctx.db, req.params.x)),
    );
    app.post(
      "/Return/SubmitFGReturn",
      {
        schema: { tags: ["Return"], body: returnRequest, response: envelope(z.array(madePacket)) },
        config: { page, right: "add" },
      },
      async (req) =>
        ok(await returnToStock(ctx.db, req.body, req.user.UserId), consumptionMessages.returnSaved),
    );
    app.post(
      "/Return/UpdateReturnRow",
      {
        schema: { tags: ["Return"], body: updateReturnRowRequest, response: envelope(returnableRow) },
        config: { page, right: "edit" },
      },
      async (req) =>
        ok(
          await checkReturnRow(ctx.db, req.body.RequisitionIssueId, req.body.Quantity),
          consumptionMessages.returnRowUpdated,
        ),
    );
  };
}
