import { inboundMessages, text } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { importRecords } from "./service.js";

/**
 * `POST /Import/{kind}` with a JSON array or text/csv. Only administrators import: the call needs
 * the right to add users (page user-master), which the Admin role has and store/floor roles do not.
 */
export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      "/Import/:kind",
      {
        schema: {
          tags: ["Import"],
          params: z.object({ kind: text(40) }),
          body: z.union([
            z.array(z.record(z.string(), z.unknown())).max(100_000),
            z.string().max(50_000_000),
          ]),
          response: envelope(z.object({ Kind: z.string(), Rows: z.number() })),
        },
        config: { page: "user-master", right: "add" },
        bodyLimit: 50 * 1024 * 1024,
      },
      async (req) => {
        const result = await importRecords(ctx.db, req.params.kind, req.body, req.user.UserId);
        return ok(result, inboundMessages.importDone);
      },
    );
  };
}
