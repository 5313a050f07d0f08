import {
  binLookupQuery,
  binOption,
  cartonOption,
  inwardBinsLimit,
  productTypeOption,
  roleOption,
  userTypeOption,
} from "@wms/domain";
import { and, asc, eq, gte } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { bins, cartons, productTypes, roles, userTypes } from "../../db/schema/index.js";
import { envelope, ok } from "../../platform/envelope.js";
import { volumeM3 } from "./carton.js";

/** Drop-down lists several screens share: each readable with a right on any page that shows it. */
export function lookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/ProductType/GetProductTypes",
      {
        schema: {
          tags: ["ProductType"],
          response: envelope(z.array(productTypeOption)),
        },
        config: { page: "product-master" },
      },
      async () =>
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

    app.get(
      "/UserType/GetUserTypes",
      {
        schema: {
          tags: ["UserType"],
          response: envelope(z.array(userTypeOption)),
        },
        config: { page: "user-master" },
      },
      async () =>
        ok(
          await ctx.db
            .select({ UserTypeId: userTypes.userTypeId, UserTypeName: userTypes.userTypeName })
            .from(userTypes)
            .orderBy(asc(userTypes.userTypeId)),
        ),
    );

    app.get(
      "/Role/GetRolesDDL",
      {
        schema: {
          tags: ["Role"],
          response: envelope(z.array(roleOption)),
        },
        config: { page: ["user-master", "role-master"] },
      },
      async () =>
        ok(
          await ctx.db
            .select({ RoleId: roles.roleId, RoleName: roles.roleName })
            .from(roles)
            .where(eq(roles.isActive, true))
            .orderBy(asc(roles.roleName)),
        ),
    );

    app.get(
      "/CartonMaster/GetCartonDDl",
      {
        schema: { tags: ["CartonMaster"], response: envelope(z.array(cartonOption)) },
        config: { page: ["quality-check", "carton-size-master"] },
      },
      async () =>
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
    const binPages = { page: ["bin-master", "raw-material-inward"] };
    const binsSchema = {
      tags: ["BinMaster"],
      querystring: binLookupQuery,
      response: envelope(z.array(binOption)),
    };
    app.get("/BinMaster/GetBinDDl", { schema: binsSchema, config: binPages }, async (req) =>
      ok(await activeBins(req.query.RowName)),
    );
    app.get("/BinMaster/getAllBindata", { schema: binsSchema, config: binPages }, async (req) =>
      ok(await activeBins(req.query.RowName)),
    );
  };
}
