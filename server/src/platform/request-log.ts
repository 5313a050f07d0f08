import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The answer's envelope ResponseCode, when the answer is an envelope. */
    responseCode?: string;
  }
}

/** A URL's path: query strings stay out of the log (a reset link carries its token in one). */
export const pathOf = (url: string) => url.split("?", 1)[0];

/**
 * One log line per answered request (method, route template, path, HTTP status, envelope
 * ResponseCode, milliseconds, user id), in place of Fastify's two lines carrying the full URL.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    const code = (payload as { ResponseCode?: unknown } | null)?.ResponseCode;
    if (typeof code === "string") request.responseCode = code;
    done(null, payload);
  });
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        path: pathOf(request.url),
        status: reply.statusCode,
        code: request.responseCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: (request.user as { UserId?: number } | null | undefined)?.UserId,
      },
      "answered",
    );
    done();
  });
});
