import { stockTransferCalls as calls, stockTransferMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { ok } from "../../platform/envelope.js";
import { movePackets } from "../stock/index.js";
import { binAddresses, binPackets, packetToMove } from "./transfer-queries.js";

/** Stock Transfer (issue 22): packets moved between bins by scan, and the lookups its scan box needs. */
export function transferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.movePackets, async (req) => {
      const done = await movePackets(ctx.db, req.body, req.user.UserId, doneAtOf(req));
      return ok(done, m.moved(done.Packets.length, done.ColAddress));
    });
    route(app, calls.getPacket, async (req) => ok(await packetToMove(ctx.db, req.body.QRCode)), {
      scan: "transfer",
    });
    route(app, calls.getBinPackets, async (req) => ok(await binPackets(ctx.db, req.body.BinAddress)), {
      scan: "transfer",
    });
    route(app, calls.getBinAddresses, async () => ok(await binAddresses(ctx.db)));
  };
}
