import { printingCalls, printingMessages } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { activePrinters } from "./queries.js";
import {
  fgPacketLabels,
  printBinLabels,
  printBomSlip,
  printDeliveryLabel,
  printPacketSlips,
} from "./service.js";

/** Labels to the plant's ZPL printers (printing area: printers, ZPL). */
export function printingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, printingCalls.getPrinters, async () => ok(await activePrinters(ctx.db)));
    route(app, printingCalls.printPacketSlips, async (req) => {
      const { stoppedBy, ...outcome } = await printPacketSlips(
        ctx.db,
        req.user.UserId,
        req.body,
        ctx.config.packetQr,
      );
      const message = stoppedBy
        ? `${stoppedBy} ${outcome.Sent} of ${req.body.QRCodes.length} were sent.`
        : printingMessages.printed;
      return ok(outcome, message);
    });
    route(app, printingCalls.printBinLabels, async (req) => {
      const { stoppedBy, Sent } = await printBinLabels(ctx.db, req.body);
      const message = stoppedBy
        ? `${stoppedBy} ${Sent} of ${req.body.ColAddresses.length} were sent.`
        : printingMessages.printed;
      return ok({ Sent }, message);
    });
    route(app, printingCalls.getFgPacketLabels, async (req) =>
      ok(await fgPacketLabels(ctx.db, req.body.QRCodes, ctx.config.packetQr)),
    );
    route(app, printingCalls.printBomSlip, async (req) =>
      ok(await printBomSlip(ctx.db, req.user.UserId, req.body), printingMessages.printed),
    );
    route(app, printingCalls.printDeliveryLabel, async (req) =>
      ok(
        await printDeliveryLabel(ctx.db, req.user.UserId, req.body, ctx.config.timeZone),
        printingMessages.printed,
      ),
    );
  };
}
