import { stockOnHandCalls as calls, exportPageSize, plantDayOf } from "@wms/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { ok } from "../../platform/envelope.js";
import { exportBatchRows, sendExport } from "../../platform/export-stream.js";
import type { ParsedListQuery } from "../../platform/paging.js";
import { checkStockEvery } from "../stock/index.js";
import {
  batchesOfList,
  type OnHandList,
  onHandByBin,
  onHandByLot,
  onHandByProduct,
  onHandPackets,
  pageOfList,
} from "./on-hand-queries.js";

/** Stock on Hand (issue 22 item 7): by product, bin and lot, the packets behind a row; and the provable-stock check. */
export function onHandRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const stopChecking = checkStockEvery(
      ctx.db,
      ctx.config.stockCheckMinutes,
      (result) => {
        if (result.discrepancies > 0)
          app.log.error(
            { discrepancies: result.discrepancies, packets: result.sample, full: result.full },
            "Provable-stock check: packets disagree with the stock ledger",
          );
        for (const [table, found] of Object.entries(result.keptSums ?? {}))
          if (found.discrepancies > 0)
            app.log.error(
              { table, discrepancies: found.discrepancies, keys: found.sample },
              "Provable-stock check: kept sums disagree with the records they sum",
            );
      },
      (err) => app.log.warn({ err }, "The provable-stock check failed; the next one retries"),
    );
    app.addHook("onClose", stopChecking);

    // One call answers a page, or with PageSize -1 streams every row (the CSV export).
    const listOrExport =
      <Row extends object, Q extends ParsedListQuery>(list: OnHandList<Row, Q>) =>
      async (req: { body: Q }, reply: FastifyReply) =>
        req.body.PageSize === exportPageSize
          ? sendExport(reply, batchesOfList(ctx.db, list, req.body, exportBatchRows))
          : ok(await pageOfList(ctx.db, list, req.body));

    route(
      app,
      calls.getByProduct,
      listOrExport(onHandByProduct(() => plantDayOf(new Date(), ctx.config.timeZone))),
    );
    route(app, calls.getByBin, listOrExport(onHandByBin));
    route(app, calls.getByLot, listOrExport(onHandByLot));
    route(app, calls.getPackets, listOrExport(onHandPackets));
  };
}
