import { importCalls, inboundMessages } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { actorOf } from "../audit/index.js";
import { importRecords } from "./service.js";

/** An import file may be far larger than any other call's body (the server's limit is 5 MB). */
const importBodyLimit = 50 * 1024 * 1024;

/** `POST /Import/{kind}` with a JSON array or text/csv. */
export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    // Encapsulated: the limit reaches this plugin's route only.
    app.addHook("onRoute", (options) => {
      options.bodyLimit = importBodyLimit;
    });

    route(app, importCalls.importRecords, async (req) =>
      ok(await importRecords(ctx.db, req.params.kind, req.body, actorOf(req)), inboundMessages.importDone),
    );
  };
}
