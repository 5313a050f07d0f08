import fastifyJwt from "@fastify/jwt";
import type { PageRight } from "@wms/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { pages, rolePagePermissions, users } from "../db/schema/index.js";
import type { Config } from "./config.js";

export interface SessionUser {
  UserId: number;
  RoleId: number;
  UserName: string;
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
    /** The page whose permission gates this call, and which right of it. */
    page?: string;
    right?: PageRight;
  }
}

const rightColumn = {
  view: rolePagePermissions.isView,
  add: rolePagePermissions.isAdd,
  edit: rolePagePermissions.isEdit,
} as const;

/** Whether the user (still active) holds `right` on `page` through the role they have now. */
export async function hasPageRight(db: Db, userId: number, page: string, right: PageRight) {
  const rows = await db
    .select({ allowed: rightColumn[right] })
    .from(users)
    .innerJoin(rolePagePermissions, eq(rolePagePermissions.roleId, users.roleId))
    .innerJoin(pages, eq(pages.pageId, rolePagePermissions.pageId))
    .where(
      and(
        eq(users.userId, userId),
        eq(users.isActive, true),
        eq(pages.actionName, page),
        eq(rolePagePermissions.isActive, true),
      ),
    )
    .limit(1);
  return rows[0]?.allowed === true;
}

function errorWithStatus(statusCode: number) {
  return Object.assign(new Error(statusCode === 401 ? "Unauthorized" : "Forbidden"), { statusCode });
}

/**
 * Bearer-token sessions and the page-permission guard. Every /api/api call needs a valid token
 * unless its route says `public`; a route naming a `page` also needs that right on it (the
 * server enforces what the original only hid).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  await app.register(fastifyJwt, {
    secret: opts.config.jwtSecret,
    sign: { expiresIn: opts.config.jwtExpiresIn },
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const routeConfig = request.routeOptions.config;
    if (!request.url.toLowerCase().startsWith("/api/api/") || routeConfig.public) return;
    try {
      await request.jwtVerify();
    } catch {
      throw errorWithStatus(401);
    }
    if (routeConfig.page) {
      const allowed = await hasPageRight(
        opts.db,
        request.user.UserId,
        routeConfig.page,
        routeConfig.right ?? "view",
      );
      if (!allowed) throw errorWithStatus(403);
    }
  });
});
