import {
  madePacket,
  packetHistory,
  packetHistoryParams,
  productionReceiptRequest,
  stockMessages,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { BusinessRuleError, envelope, ok } from "../../platform/envelope.js";
import { packetHistoryOf } from "./history.js";
import { produce } from "./index.js";

/** Production receipts (output into stock) and a packet's history (beyond the spec, architecture section 3). */
export function stockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/ProductionReceipt/CreateProductionReceipt",
      {
        schema: {
          tags: ["ProductionReceipt"],
          body: productionReceiptRequest,
          response: envelope(z.array(madePacket)),
        },
        config: { page: "production-receipt", right: "add" },
      },
      async (req) => ok(await produce(ctx.db, req.body, req.user.UserId), stockMessages.receiptSaved),
    );
    app.get(
      "/Stock/GetPacketHistory/:QRCode",
      {
        schema: { tags: ["Stock"], params: packetHistoryParams, response: envelope(packetHistory) },
        config: {
          page: ["fg-traceability-report", "dashboard", "store-requisition-issue", "raw-material-inward"],
          right: "view",
        },
      },
      async (req) => {
        const history = await packetHistoryOf(ctx.db, req.params.QRCode);
        if (!history) throw new BusinessRuleError(stockMessages.packetUnknown, null);
        return ok(history);
      },
    );
  };
}
