import {
  activityOrder,
  activityReportRequest,
  activityRow,
  consumptionMessages,
  shiftOption,
  text,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { ActivityKind } from "../../db/schema/index.js";
import { envelope, ok } from "../../platform/envelope.js";
import { consume } from "../stock/index.js";
import { activeShifts, activityOrderList } from "./activity-queries.js";
import { activityOrderDetail } from "./activity-service.js";

const searchParam = z.object({ x: text(100) });
const requisitionParam = z.object({ no: text(60).trim().min(1) });

/** ActivityReporting: the assembly (FG requisitions) and intermediate screens, one set of calls each. */
export function activityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const screens: Array<{ kind: ActivityKind; page: string; list: string; detail: string; create: string }> =
      [
        {
          kind: "assembly",
          page: "activity-reporting-assembly",
          list: "GetOrderList",
          detail: "getOrderDetailByRequisitionNo",
          create: "CreateActivityReportingAssembly",
        },
        {
          kind: "intermediate",
          page: "activity-reporting-intermediate",
          list: "GetIntermediateOrderList",
          detail: "GetIntermediateOrderDetailsByRequisitionNo",
          create: "CreateActivityReportingIntermediate",
        },
      ];
    app.get(
      "/ActivityReporting/GetShifts",
      {
        schema: { tags: ["ActivityReporting"], response: envelope(z.array(shiftOption)) },
        config: { page: screens.map((s) => s.page), right: "view" },
      },
      async () => ok(await activeShifts(ctx.db)),
    );
    for (const s of screens) {
      app.get(
        `/ActivityReporting/${s.list}/:x`,
        {
          schema: {
            tags: ["ActivityReporting"],
            params: searchParam,
            response: envelope(z.array(activityOrder)),
          },
          config: { page: s.page, right: "view" },
        },
        async (req) => ok(await activityOrderList(ctx.db, s.kind, req.params.x)),
      );
      app.get(
        `/ActivityReporting/${s.detail}/:no`,
        {
          schema: {
            tags: ["ActivityReporting"],
            params: requisitionParam,
            response: envelope(z.array(activityRow)),
          },
          config: { page: s.page, right: "view" },
        },
        async (req) => ok(await activityOrderDetail(ctx.db, s.kind, req.params.no)),
      );
      app.post(
        `/ActivityReporting/${s.create}`,
        {
          schema: { tags: ["ActivityReporting"], body: activityReportRequest, response: envelope(z.null()) },
          config: { page: s.page, right: "add" },
        },
        async (req) => {
          await consume(ctx.db, s.kind, req.body, req.user.UserId);
          return ok(null, consumptionMessages.activitySaved);
        },
      );
    }
  };
}
