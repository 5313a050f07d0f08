import { consumptionRangeProblem, exportPageSize, parseSentDate, plantDayOf, reportCalls } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { exportBatchRows, sendExport } from "../../platform/export-stream.js";
import type { ParsedListQuery } from "../../platform/paging.js";
import {
  consumptionReport,
  consumptionReportBatches,
  consumptionSummary,
  consumptionSummaryBatches,
  type ReportRange,
} from "./consumption-report.js";
import { stockAgeing, stockAgeingBatches } from "./stock-ageing.js";

/** Consumption & Yield and Stock Ageing (issue 23 items 4 and 5): one call each for the page and, with PageSize -1, the export. */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The request's plant days, or the spec's date refusal, or the range cap's. */
  const rangeOf = (q: ParsedListQuery): ReportRange => {
    const problem = consumptionRangeProblem(q.FromDate, q.ToDate);
    if (problem) throw new BusinessRuleError(problem, []);
    return {
      from: parseSentDate(q.FromDate!, ctx.config.timeZone)!,
      to: parseSentDate(q.ToDate!, ctx.config.timeZone)!,
      timeZone: ctx.config.timeZone,
    };
  };

  return async (app) => {
    route(app, reportCalls.getConsumption, async (req, reply) => {
      const range = rangeOf(req.body);
      if (req.body.PageSize === exportPageSize)
        return sendExport(reply, consumptionReportBatches(ctx.db, req.body, range, exportBatchRows));
      return ok(await consumptionReport(ctx.db, req.body, range));
    });
    route(app, reportCalls.getConsumptionSummary, async (req, reply) => {
      const range = rangeOf(req.body);
      const { GroupBy } = req.body;
      if (req.body.PageSize === exportPageSize)
        return sendExport(
          reply,
          consumptionSummaryBatches(ctx.db, req.body, range, GroupBy, exportBatchRows),
        );
      return ok(await consumptionSummary(ctx.db, req.body, range, GroupBy));
    });
    route(app, reportCalls.getStockAgeing, async (req, reply) => {
      const clock = { today: plantDayOf(new Date(), ctx.config.timeZone) };
      if (req.body.PageSize === exportPageSize)
        return sendExport(reply, stockAgeingBatches(ctx.db, req.body, clock, exportBatchRows));
      return ok(await stockAgeing(ctx.db, req.body, clock));
    });
  };
}
