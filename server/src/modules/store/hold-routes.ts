import { stockHoldCalls as calls, stockHoldMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import {
  acceptRejected,
  decideWriteOff,
  holdLot,
  holdPackets,
  previewLotHold,
  releaseLot,
  releasePackets,
  requestWriteOff,
  returnRejectedToSupplier,
  scrapPackets,
  sendToRework,
} from "../stock/index.js";
import { heldPackets } from "./held-packets.js";
import { writeOffList, writeOffRow } from "./write-offs.js";

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
    route(app, calls.sendToRework, async (req) =>
      ok(await sendToRework(ctx.db, req.body, req.user.UserId), m.reworked),
    );
    route(app, calls.getHeldPackets, async (req) => ok(await heldPackets(ctx.db, req.body)));
    route(app, calls.previewLotHold, async (req) => ok(await previewLotHold(ctx.db, req.body)));
    route(app, calls.holdLot, async (req) => {
      const done = await holdLot(ctx.db, req.body, req.user.UserId);
      return ok(done, m.lotHeld(done.Changed));
    });
    route(app, calls.releaseLot, async (req) => {
      const done = await releaseLot(ctx.db, req.body, req.user.UserId);
      return ok(done, m.lotReleased(done.Changed));
    });
    route(app, calls.requestWriteOff, async (req) => {
      const writeOffId = await requestWriteOff(ctx.db, req.body, req.user.UserId);
      return ok(await writeOffRow(ctx.db, writeOffId), m.writeOffRequested(writeOffId));
    });
    route(app, calls.decideWriteOff, async (req) => {
      await decideWriteOff(ctx.db, req.body, req.user.UserId);
      const id = req.body.WriteOffId;
      const message = req.body.Approve ? m.writeOffApproved(id) : m.writeOffRejected(id);
      return ok(await writeOffRow(ctx.db, id), message);
    });
    route(app, calls.getWriteOffs, async (req) => ok(await writeOffList(ctx.db, req.body)));
  };
}
