import { Readable } from "node:stream";
import { importCalls, inboundMessages } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok, RefusedError } from "../../platform/envelope.js";
import { actorOf } from "../audit/index.js";
import { exportRecords } from "./export.js";
import { importRecords } from "./service.js";

/**
 * `POST /Import/{kind}` (and its preview, `Import/Preview/{kind}`) with a JSON array or text/csv. CSV is never held whole: the request's
 * bytes go to the import as they arrive. One import runs at a time on an instance; another one
 * meanwhile answers 429 at once rather than holding a second file.
 */
export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = { maxBytes: ctx.config.importMaxBytes, maxRows: ctx.config.importMaxRows };
  let running = false;
  return async (app) => {
    app.addContentTypeParser(["text/csv", "text/plain"], (_req, payload, done) => done(null, payload));
    // Encapsulated: these reach this plugin's route only. A declared length past the limit is refused unread.
    app.addHook("onRoute", (options) => {
      options.bodyLimit = limits.maxBytes;
    });
    app.addHook("preParsing", async (req) => {
      if (Number(req.headers["content-length"]) > limits.maxBytes)
        throw new BusinessRuleError(inboundMessages.importTooLarge(limits.maxBytes));
    });

    /** An import or its preview: one at a time on this instance, the body read as it arrives. */
    const run =
      (mode: "import" | "preview", message: string) =>
      async (req: { body: unknown; params: { kind: string } } & Parameters<typeof actorOf>[0]) => {
        if (running) throw new RefusedError(429, inboundMessages.importBusy);
        running = true;
        try {
          // A refusal stops reading mid-body: the request stays open for the answer (Node discards the rest).
          const body: unknown = req.body;
          const input = body instanceof Readable ? body.iterator({ destroyOnReturn: false }) : body;
          return ok(await importRecords(ctx.db, req.params.kind, input, actorOf(req), limits, mode), message);
        } finally {
          running = false;
        }
      };
    route(app, importCalls.importRecords, run("import", inboundMessages.importDone), { unkeyed: true });
    route(app, importCalls.previewRecords, run("preview", inboundMessages.importChecked), { unkeyed: true });
    route(app, importCalls.exportRecords, async (req) =>
      ok(await exportRecords(ctx.db, req.params.kind, limits.maxRows)),
    );
  };
}
