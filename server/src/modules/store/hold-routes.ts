import { stockHoldCalls as calls, stockHoldMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import {
  acceptRejected,
  holdPackets,
  releasePackets,
  returnRejectedToSupplier,
  scrapPackets,
} from "../stock/index.js";
import { heldPackets } from "./held-packets.js";

/** Hold & Scrap (issue 22): hold, release and scrap packets; accept or return quality-check rejects; the held list. */
export function holdRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.holdPackets, async (req) =>
      ok(await holdPackets(ctx.db, req.body, req.user.UserId), m.held),
    );
    route(app, calls.releasePackets, async (req) =>
      ok(await releasePackets(ctx.db, req.body, req.user.UserId), m.released),
    );
    route(app, calls.scrapPackets, async (req) =>
      ok(await scrapPackets(ctx.db, req.body, req.user.UserId), m.scrapped),
    );
    route(app, calls.acceptRejected, async (req) =>
      ok(await acceptRejected(ctx.db, req.body, req.user.UserId), m.accepted),
    );
    route(app, calls.returnToSupplier, async (req) =>
      ok(await returnRejectedToSupplier(ctx.db, req.body, req.user.UserId), m.returnedToSupplier),
    );
    route(app, calls.getHeldPackets, async (req) => ok(await heldPackets(ctx.db, req.body)));
  };
}
