import {
  auditCalls,
  auditEntityPage,
  auditMessages,
  authMessages,
  type PlantDay,
  parseSentDate,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { auditChanges } from "./queries.js";

/**
 * Audit/GetChanges. The Audit Trail page reads everything; anyone else (a master page's viewer opening
 * a row's History) reads one record's history, of an entity whose page they may view.
 */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, auditCalls.getChanges, async (req) => {
      const q = req.body;
      const rights = await app.accessCache.rights(req.user.RoleId);
      if (!rights.get("audit-trail")?.view) {
        if (!q.Entity || !q.RecordId) throw new BusinessRuleError(auditMessages.historyOnlyOfARecord);
        if (!rights.get(auditEntityPage[q.Entity])?.view)
          throw new BusinessRuleError(authMessages.forbidden, null, "403");
      }
      const day = (text: string | null | undefined): PlantDay | null => {
        if (!text?.trim()) return null;
        const parsed = parseSentDate(text, ctx.config.timeZone);
        if (!parsed) throw new BusinessRuleError(auditMessages.notADate);
        return parsed;
      };
      const range = { from: day(q.FromDate), to: day(q.ToDate), timeZone: ctx.config.timeZone };
      if (range.from && range.to && range.from > range.to)
        throw new BusinessRuleError(auditMessages.fromAfterTo);
      return ok(await auditChanges(ctx.db, q, range));
    });
  };
}
