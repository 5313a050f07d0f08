import { Readable } from "node:stream";
import { dispatchCalls, dispatchMessages, importCalls, inboundMessages } from "@wms/domain";
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

    /** One import at a time on this instance. */
    const alone = async <T>(work: () => Promise<T>) => {
      if (running) throw new RefusedError(429, inboundMessages.importBusy);
      running = true;
      try {
        return await work();
      } finally {
        running = false;
      }
    };

    /** An import or its preview, the body read as it arrives. */
    const run =
      (mode: "import" | "preview", message: string) =>
      (req: { body: unknown; params: { kind: string } } & Parameters<typeof actorOf>[0]) =>
        alone(async () => {
          // A refusal stops reading mid-body: the request stays open for the answer (Node discards the rest).
          const body: unknown = req.body;
          const input = body instanceof Readable ? body.iterator({ destroyOnReturn: false }) : body;
          return ok(await importRecords(ctx.db, req.params.kind, input, actorOf(req), limits, mode), message);
        });
    route(app, importCalls.importRecords, run("import", inboundMessages.importDone), { unkeyed: true });
    route(app, importCalls.previewRecords, run("preview", inboundMessages.importChecked), { unkeyed: true });
    route(app, importCalls.exportRecords, async (req) =>
      ok(await exportRecords(ctx.db, req.params.kind, limits.maxRows)),
    );

    // Dispatch Orders' own import (its page's add right): the file's CSV text or JSON rows, read as Import/DispatchOrders.
    route(app, dispatchCalls.importDispatchOrders, (req) =>
      alone(async () => {
        const input = "Csv" in req.body ? req.body.Csv : req.body.Rows;
        const {
          Rows,
          Saved = [],
          AlreadyThere = [],
        } = await importRecords(ctx.db, "DispatchOrders", input, actorOf(req), limits);
        return ok(
          { Rows, Saved, AlreadyThere },
          dispatchMessages.imported(Saved.length, AlreadyThere.length),
        );
      }),
    );
  };
}
