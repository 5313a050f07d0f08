import { inwardBinsLimit, masterCalls } from "@wms/domain";
import { and, asc, eq, gte } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { bins, cartons, productTypes, roles, userTypes } from "../../db/schema/index.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { volumeM3 } from "./carton.js";

const calls = masterCalls.lookups;

/** Drop-down lists several screens share: each readable with a right on any page that shows it. */
export function lookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, calls.getProductTypes, async () =>
      ok(
        await ctx.db
          .select({
            ProductTypeId: productTypes.productTypeId,
            ProductTypeName: productTypes.productTypeName,
          })
          .from(productTypes)
          .orderBy(asc(productTypes.productTypeId)),
      ),
    );

    route(app, calls.getUserTypes, async () =>
      ok(
        await ctx.db
          .select({ UserTypeId: userTypes.userTypeId, UserTypeName: userTypes.userTypeName })
          .from(userTypes)
          .orderBy(asc(userTypes.userTypeId)),
      ),
    );

    route(app, calls.getRolesDDL, async () =>
      ok(
        await ctx.db
          .select({ RoleId: roles.roleId, RoleName: roles.roleName })
          .from(roles)
          .where(eq(roles.isActive, true))
          .orderBy(asc(roles.roleName)),
      ),
    );

    route(app, calls.getCartonDDl, async () =>
      ok(
        await ctx.db
          .select({
            CartonId: cartons.cartonId,
            CartonName: cartons.cartonName,
            Height: cartons.height,
            Width: cartons.width,
            Length: cartons.length,
            Volume: volumeM3(cartons),
          })
          .from(cartons)
          .where(eq(cartons.isActive, true))
          .orderBy(asc(cartons.cartonName)),
      ),
    );

    /** Active bins by row and column from `rowName` on (all rows by default), at most `inwardBinsLimit`. */
    const activeBins = (rowName: string | null | undefined) =>
      ctx.db
        .select({
          BinId: bins.binId,
          RowName: bins.rowName,
          ColNo: bins.colNo,
          ColAddress: bins.colAddress,
          ColStatus: bins.colStatus,
        })
        .from(bins)
        .where(and(eq(bins.isActive, true), rowName ? gte(bins.rowName, rowName) : undefined))
        .orderBy(asc(bins.rowName), asc(bins.colNo), asc(bins.binId))
        .limit(inwardBinsLimit);
    route(app, calls.getBinDDl, async (req) => ok(await activeBins(req.query.RowName)));
    route(app, calls.getAllBindata, async (req) => ok(await activeBins(req.query.RowName)));
  };
}
