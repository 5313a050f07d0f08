import fastifyJwt from "@fastify/jwt";
import type { PageRight } from "@wms/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.js";
import { type AccessCache, openAccessCache } from "./access-cache.js";
import type { Config } from "./config.js";
import { listOf } from "./list-of.js";

export interface SessionUser {
  UserId: number;
  RoleId: number;
  UserName: string;
  /** The user's session version when signed in; a newer one in the database ends this session. */
  SessionVersion: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: SessionUser;
    user: SessionUser;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, password reset, health). */
    public?: boolean;
    /** Any signed-in user, for their own data (menu, rights, password). */
    signedIn?: boolean;
    /** The page(s) whose permission gates this call: a right on any one of them lets it through. */
    page?: string | readonly string[];
    /** Which right of the page(s) (view by default); with several, any one of them. */
    right?: PageRight | readonly PageRight[];
    /** The call changes users, roles or rights: this instance's cache drops them before answering. */
    changesAccess?: boolean;
  }

  interface FastifyInstance {
    accessCache: AccessCache;
  }
}

/** The calls of the API; every one of them must say who may make it. */
const apiPrefix = "/api/api/";

/** Who may make a call, as the OpenAPI document shows it (`x-access`). */
export type RouteAccess =
  | { public: true }
  | { signedIn: true }
  | { pages: readonly string[]; rights: readonly PageRight[] };

export function declaredAccess(config: FastifyContextConfig | undefined): RouteAccess | null {
  if (config?.public) return { public: true };
  const pages = listOf(config?.page);
  if (pages.length > 0) return { pages, rights: listOf(config?.right ?? "view") };
  if (config?.signedIn) return { signedIn: true };
  return null;
}

function errorWithStatus(statusCode: 401 | 403) {
  return Object.assign(new Error(statusCode === 401 ? "Unauthorized" : "Forbidden"), { statusCode });
}

/**
 * Bearer-token sessions and the page-permission guard, deciding on the matched route's own
 * config, never on the URL's text. Deny by default: an API route declaring neither `public`,
 * `signedIn` nor a page is refused at start-up; a session ends once its user's session version moves.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; database: Database }) => {
  await app.register(fastifyJwt, {
    secret: opts.config.jwtSecret,
    sign: { expiresIn: opts.config.jwtExpiresIn },
  });
  // Authorization headers already verified, with their session and expiry: a repeat call skips decoding,
  // hashing and the signature check (expiry is still checked on every call).
  const verified = new Map<string, { user: SessionUser; expiresAt: number }>();
  const verifiedMax = 10_000;
  const verify = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const known = header === undefined ? undefined : verified.get(header);
    if (known && known.expiresAt > Date.now()) {
      request.user = known.user;
      return;
    }
    await request.jwtVerify();
    const expiresAt = ((request.user as { exp?: number }).exp ?? 0) * 1000;
    if (header === undefined || expiresAt === 0) return;
    if (verified.size >= verifiedMax) verified.clear();
    verified.set(header, { user: request.user, expiresAt });
  };
  const cache = await openAccessCache(opts.database);
  app.decorate("accessCache", cache);
  app.addHook("onClose", () => cache.close());

  app.addHook("onRoute", (route) => {
    if (!route.url.toLowerCase().startsWith(apiPrefix)) return;
    const access = declaredAccess(route.config);
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.public, config.signedIn or config.page`,
      );
    }
    route.schema = {
      ...route.schema,
      "x-access": access,
      ...("public" in access ? { security: [] } : {}),
    } as FastifySchema;
    // Only the calls that change access drop the cache: no other call runs a hook for it.
    if (route.config?.changesAccess) {
      route.onSend = [
        ...listOf(route.onSend),
        async () => {
          cache.invalidate();
        },
      ];
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const { config, url } = request.routeOptions;
    const access = declaredAccess(config);
    if (access && "public" in access) return;
    // Outside the API (the web app, its files, the API docs) only routes declaring a page need a token.
    if (!access && !url?.toLowerCase().startsWith(apiPrefix)) return;
    try {
      await verify(request);
    } catch {
      throw errorWithStatus(401);
    }
    const user = await cache.user(request.user.UserId);
    if (!user?.isActive || user.sessionVersion !== request.user.SessionVersion) throw errorWithStatus(401);
    if (!access || !("pages" in access)) return;
    const rights = await cache.rights(user.roleId);
    const allowed = access.pages.some((page) => access.rights.some((right) => rights.get(page)?.[right]));
    if (!allowed) throw errorWithStatus(403);
  });
});
