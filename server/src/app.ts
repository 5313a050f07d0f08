import { mkdirSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Database, Db } from "./db/client.js";
import { modules } from "./modules/index.js";
import { authPlugin } from "./platform/auth.js";
import type { Config } from "./platform/config.js";
import { envelopeOf, registerErrorHandler, sendEnvelope } from "./platform/errors.js";
import { idempotencyPlugin } from "./platform/idempotency.js";
import { logRedaction } from "./platform/log-redaction.js";
import type { Mailer } from "./platform/mail.js";

/** What every module's routes and services are given. */
export interface AppContext {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
}

export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: ctx.config.logLevel,
          redact: logRedaction,
          ...(options.logStream && { stream: options.logStream }),
        }
      : false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'self'", "blob:"],
        workerSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Warehouse Management System API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, { config: ctx.config, database: ctx.database });
  await app.register(idempotencyPlugin, { db: ctx.db });

  app.get("/api/health", { config: { public: true } }, async () => {
    await ctx.db.execute("select 1");
    return { status: "ok" };
  });

  for (const register of modules) {
    await app.register(register(ctx), { prefix: "/api/api" });
  }

  const uploads = path.join(ctx.config.dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: "/uploads/", decorateReply: false });
  if (ctx.config.webDist) {
    await app.register(fastifyStatic, { root: ctx.config.webDist, prefix: "/", wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !/^\/(api|uploads)\//i.test(request.url);
    if (isPage && ctx.config.webDist) return reply.type("text/html").sendFile("index.html");
    return sendEnvelope(
      reply,
      404,
      envelopeOf("404", `No such call: ${request.method} ${request.url.split("?")[0]}`),
    );
  });

  return app;
}
