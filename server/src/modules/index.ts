import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../app.js";
import { authRoutes } from "./auth/routes.js";

/** Every business area's routes, mounted under /api/api. */
export const modules: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [authRoutes];
