import { mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { callCatalogue } from "@wms/domain";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import helmet from "helmet";
import { z } from "zod";
import type { AppContext } from "./context.js";
import { scopedDb } from "./db/command-scope.js";
import { isDatabaseUnavailable } from "./db/unavailable.js";
import { modules } from "./modules/index.js";
import { authPlugin } from "./platform/auth.js";
import { callCataloguePlugin } from "./platform/calls.js";
import { appVersion } from "./platform/config.js";
import { envelopeOf, loggableError, registerErrorHandler, sendEnvelope } from "./platform/errors.js";
import { idempotencyPlugin } from "./platform/idempotency.js";
import { drainHooks } from "./platform/lifecycle.js";
import { lazyChildLogger } from "./platform/logging.js";
import { metricsPlugin } from "./platform/metrics.js";
import { documentOfUsedSchemas } from "./platform/openapi.js";
import { pathOf, requestLogPlugin } from "./platform/request-log.js";

/** The headers a helmet middleware sets, read by running it once on a stand-in answer. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, answer as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

/** Hashed build output never changes under its name; everything else is asked for again. */
function webCacheControl(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return path.basename(file).startsWith("index.html") ? "no-store" : "no-cache";
}

export async function buildApp(
  ctx: AppContext,
  options: {
    logger?: FastifyServerOptions["logger"];
    /** The test suite: every answer is checked against its call's schemas. */
    checkAnswers?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The request log plugin writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  drainHooks(app);
  await app.register(requestLogPlugin);
  // Answers of 1 KB or more (the OpenAPI document, lists, exports) in br or gzip when the client takes them; a
  // route-level hook, so it runs after the idempotency store has kept the plain text. Built files come pre-compressed.
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024, globalDecompression: false });

  // Helmet's headers depend on nothing in the request: worked out once, then set on every answer.
  const securityHeaders = Object.entries(
    headersOf(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            // the camera's QR decoder is WebAssembly served by the app itself
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            frameSrc: ["'self'", "blob:"],
            objectSrc: ["'self'", "blob:"],
            workerSrc: ["'self'", "blob:"],
            upgradeInsecureRequests: null,
          },
        },
      }),
    ),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Warehouse Management System API",
        version: appVersion,
        license: { name: "MIT", identifier: "MIT" },
        description:
          "Every call answers HTTP 200 with { ResponseCode, ResponseMessage, ResponseData } for business outcomes; other HTTP statuses are transport failures.",
      },
      servers: [{ url: "/", description: "This server" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: documentOfUsedSchemas,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, { config: ctx.config, database: ctx.database });
  await app.register(idempotencyPlugin, { db: ctx.db });
  if (ctx.config.metrics) {
    await app.register(metricsPlugin, {
      database: ctx.database,
      token: ctx.config.metricsToken,
      allow: ctx.config.metricsAllow,
    });
  }

  ctx.database.onConnectionError((err) =>
    app.log.warn({ err: loggableError(err) }, "database connection lost"),
  );
  /** Whether the database answers a trivial statement; any other failure is a bug and thrown. */
  const databaseAnswers = async () => {
    try {
      await ctx.db.execute("select 1");
      return true;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return false;
    }
  };
  app.get(
    "/api/health",
    { schema: { summary: "Ready when the database answers" }, config: { public: true } },
    async (_request, reply) => {
      if (!(await databaseAnswers())) return reply.status(503).send({ status: "database unavailable" });
      return { status: "ok" };
    },
  );
  const healthAnswer = z.object({ status: z.string() });
  app.get(
    "/api/health/live",
    {
      schema: {
        operationId: "Health_Live",
        tags: ["Health"],
        summary: "Liveness: the process answers (200 even while the database is down); for restarts only",
        security: [],
        response: { 200: healthAnswer },
      },
      config: { public: true },
    },
    async () => ({ status: "ok" }),
  );
  app.get(
    "/api/health/ready",
    {
      schema: {
        operationId: "Health_Ready",
        tags: ["Health"],
        summary:
          "Readiness: 200 when the database answers, 503 while it does not or the instance is stopping",
        security: [],
        response: { 200: healthAnswer, 503: healthAnswer },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers())) return reply.status(503).send({ status: "database unavailable" });
      return { status: "ok" };
    },
  );

  await app.register(callCataloguePlugin, {
    calls: callCatalogue,
    checkAnswers: options.checkAnswers ?? false,
  });
  // A keyed command's statements on ctx.db run in its transaction (platform/idempotency.ts).
  const modulesCtx: AppContext = { ...ctx, db: scopedDb(ctx.db) };
  for (const register of modules) {
    await app.register(register(modulesCtx), { prefix: "/api/api" });
  }

  const uploads = path.join(ctx.config.dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: "/uploads/", decorateReply: false });
  if (ctx.config.webDist) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDist,
      prefix: "/",
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header("cache-control", webCacheControl(file)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !/^\/(api|uploads)\//i.test(request.url);
    if (isPage && ctx.config.webDist) return reply.type("text/html").sendFile("index.html");
    return sendEnvelope(
      reply,
      404,
      envelopeOf("404", `No such call: ${request.method} ${pathOf(request.url)}`),
    );
  });

  return app;
}
