import {
  commonMessages,
  deliveryMessages,
  exportPageSize,
  inboundCalls,
  inboundMessages,
  parseSentDate,
  reportRangeProblem,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { doneAtOf } from "../../platform/done-at.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";
import { exportBatchRows, sendExport } from "../../platform/export-stream.js";
import { checkRmExists, packetsToPutAway, putAway, qualityCheck } from "../stock/index.js";
import { addReceivedQty } from "./add-received.js";
import { materialInwardReport, materialInwardReportBatches } from "./inward-report.js";
import {
  binRowsForInward,
  binsForInward,
  mrnIdsMatching,
  mrnList,
  mrnRows,
  productBinLocation,
  slipList,
  slipsOfCodes,
  slipsOfLines,
  slipsOfMrn,
} from "./queries.js";

/** Quality check, QR slips, put-away and the material inward report (architecture section 4 steps 2-4). */
export function inboundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /* PurchaseOrder */
    route(app, inboundCalls.getAllPoDetails, async (req) => ok(await mrnList(ctx.db, req.body)));
    route(app, inboundCalls.updatePoDetails, async (req) =>
      ok(await qualityCheck(ctx.db, req.body, req.user.UserId), inboundMessages.qualityCheckSaved),
    );
    route(app, inboundCalls.addReceivedQty, async (req) =>
      ok(await addReceivedQty(ctx.db, req.body), deliveryMessages.added),
    );
    route(app, inboundCalls.getMRN, async (req) =>
      ok(await mrnIdsMatching(ctx.db, req.body.SearchValue?.trim() ?? "")),
    );
    route(app, inboundCalls.getPoDetailsByMRNID, async (req) => {
      const rows = await mrnRows(ctx.db, req.params.id);
      if (rows.length === 0) throw new BusinessRuleError(inboundMessages.mrnNotFound, []);
      return ok(rows);
    });
    route(app, inboundCalls.getPoDForSlip, async (req) =>
      ok(await slipsOfLines(ctx.db, ctx.config.packetQr, [req.params.id])),
    );
    route(app, inboundCalls.getProductBinLocation, async (req) =>
      ok(await productBinLocation(ctx.db, req.query.ProductCode)),
    );

    /* RmQrCodeGeneration */
    route(app, inboundCalls.getQrData, async (req) => ok(await slipList(ctx.db, req.body.MRNID ?? null)));
    route(app, inboundCalls.printQrByPo, async (req) =>
      ok(await slipsOfMrn(ctx.db, ctx.config.packetQr, req.body.MRN_ID)),
    );
    route(app, inboundCalls.getQrById, async (req) => {
      if (req.body.storeItems.length === 0)
        throw new BusinessRuleError(inboundMessages.selectCheckboxToPrint);
      return ok(await slipsOfLines(ctx.db, ctx.config.packetQr, req.body.storeItems));
    });
    route(
      app,
      inboundCalls.getQrDataByQrCode,
      async (req) => {
        const rows = await slipsOfCodes(ctx.db, ctx.config.packetQr, [req.body.QRData]);
        if (rows.length === 0) throw new BusinessRuleError(commonMessages.scanMissing(req.body.QRData), []);
        return ok(rows);
      },
      { scan: "qr-slip" },
    );

    /* RawMaterialInward */
    route(
      app,
      inboundCalls.checkRMExists,
      async (req) => ok(await checkRmExists(ctx.db, req.body, req.body.QRCode), inboundMessages.packetFresh),
      { scan: "put-away" },
    );
    route(app, inboundCalls.getPacketsToPutAway, async (req) => ok(await packetsToPutAway(ctx.db, req.body)));
    route(app, inboundCalls.getBinsForInward, async (req) =>
      ok(await binsForInward(ctx.db, req.body?.RowName || null)),
    );
    route(app, inboundCalls.getBinRowsForInward, async () => ok(await binRowsForInward(ctx.db)));
    route(app, inboundCalls.updateBinInwardMaterialStock, async (req) =>
      ok(await putAway(ctx.db, req.body, req.user.UserId, doneAtOf(req)), inboundMessages.putAwayDone),
    );

    /* MaterialInwardReport: one call for the list and, with PageSize -1, the export (spec 2 section 7) */
    route(app, inboundCalls.getMaterialInwardReport, async (req, reply) => {
      const problem = reportRangeProblem(req.body.FromDate, req.body.ToDate);
      if (problem) throw new BusinessRuleError(problem, []);
      const range = {
        from: parseSentDate(req.body.FromDate!, ctx.config.timeZone)!,
        to: parseSentDate(req.body.ToDate!, ctx.config.timeZone)!,
        timeZone: ctx.config.timeZone,
      };
      if (req.body.PageSize === exportPageSize)
        return sendExport(reply, materialInwardReportBatches(ctx.db, req.body, range, exportBatchRows));
      return ok(await materialInwardReport(ctx.db, req.body, range));
    });
  };
}
