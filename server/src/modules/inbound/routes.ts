import {
  addedDeliverySchema,
  addReceivedQtyRequest,
  binLocationRow,
  binRowForInward,
  binsForInwardRequest,
  checkRmExistsRequest,
  deliveryMessages,
  exportableListQuery,
  exportPageSize,
  id,
  inboundMessages,
  inwardBin,
  listQuery,
  madePacket,
  materialInwardRow,
  mrnIdRequest,
  mrnListRow,
  mrnRow,
  mrnSearchRequest,
  parseSentDate,
  printByMrnRequest,
  putAwayDone,
  putAwayPacketRow,
  putAwayRequest,
  qrByCodeRequest,
  qrByIdsRequest,
  qualityCheckRequest,
  reportRangeProblem,
  slipListRow,
  slipRow,
  text,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { BusinessRuleError, envelope, ok } from "../../platform/envelope.js";
import { exportBatchRows, sendExport } from "../../platform/export-stream.js";
import { checkRmExists, putAway, qualityCheck } from "../stock/index.js";
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

const idParam = z.object({ id: id() });

const qc = { page: "quality-check", right: "view" } as const;
const qr = { page: "rm-qr-code-generation", right: "view" } as const;
const inward = { page: "raw-material-inward", right: "view" } as const;

/** Quality check, QR slips, put-away and the material inward report (architecture section 4 steps 2-4). */
export function inboundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /* PurchaseOrder */
    app.post(
      "/PurchaseOrder/GetAllPoDetails",
      {
        schema: { tags: ["PurchaseOrder"], body: listQuery, response: envelope(z.array(mrnListRow)) },
        config: qc,
      },
      async (req) => ok(await mrnList(ctx.db, req.body)),
    );
    app.post(
      "/PurchaseOrder/UpdatePoDetails",
      {
        schema: {
          tags: ["PurchaseOrder"],
          body: qualityCheckRequest,
          response: envelope(z.array(madePacket)),
        },
        config: { page: qc.page, right: "add" },
      },
      async (req) =>
        ok(await qualityCheck(ctx.db, req.body, req.user.UserId), inboundMessages.qualityCheckSaved),
    );
    app.post(
      "/PurchaseOrder/AddReceivedQty",
      {
        schema: {
          tags: ["PurchaseOrder"],
          body: addReceivedQtyRequest,
          response: envelope(addedDeliverySchema),
        },
        config: { page: qc.page, right: "add" },
      },
      async (req) => ok(await addReceivedQty(ctx.db, req.body), deliveryMessages.added),
    );
    app.post(
      "/PurchaseOrder/GetMRN",
      {
        schema: {
          tags: ["PurchaseOrder"],
          body: mrnSearchRequest,
          response: envelope(z.array(z.object({ MRNID: z.number() }))),
        },
        config: { page: [qc.page, qr.page, inward.page] },
      },
      async (req) => ok(await mrnIdsMatching(ctx.db, req.body.SearchValue?.trim() ?? "")),
    );
    app.get(
      "/PurchaseOrder/GetPoDetailsByMRNID/:id",
      {
        schema: { tags: ["PurchaseOrder"], params: idParam, response: envelope(z.array(mrnRow)) },
        config: { page: [qc.page, inward.page] },
      },
      async (req) => {
        const rows = await mrnRows(ctx.db, req.params.id);
        if (rows.length === 0) throw new BusinessRuleError(inboundMessages.mrnNotFound, []);
        return ok(rows);
      },
    );
    app.get(
      "/PurchaseOrder/GetPoDForSlip/:id",
      {
        schema: { tags: ["PurchaseOrder"], params: idParam, response: envelope(z.array(slipRow)) },
        config: qr,
      },
      async (req) => ok(await slipsOfLines(ctx.db, [req.params.id])),
    );
    app.get(
      "/PurchaseOrder/GetProductBinLocation",
      {
        schema: {
          tags: ["PurchaseOrder"],
          querystring: z.object({ ProductCode: text(50).trim().default("") }),
          response: envelope(z.array(binLocationRow)),
        },
        config: { page: ["store-requisition-issue", inward.page] },
      },
      async (req) => ok(await productBinLocation(ctx.db, req.query.ProductCode)),
    );

    /* RmQrCodeGeneration */
    app.post(
      "/RmQrCodeGeneration/GetQrData",
      {
        schema: {
          tags: ["RmQrCodeGeneration"],
          body: mrnIdRequest.partial(),
          response: envelope(z.array(slipListRow)),
        },
        config: qr,
      },
      async (req) => ok(await slipList(ctx.db, req.body.MRNID ?? null)),
    );
    app.post(
      "/RmQrCodeGeneration/PrintQrByPo",
      {
        schema: {
          tags: ["RmQrCodeGeneration"],
          body: printByMrnRequest,
          response: envelope(z.array(slipRow)),
        },
        config: qr,
      },
      async (req) => ok(await slipsOfMrn(ctx.db, req.body.MRN_ID)),
    );
    app.post(
      "/RmQrCodeGeneration/GetQrById",
      {
        schema: { tags: ["RmQrCodeGeneration"], body: qrByIdsRequest, response: envelope(z.array(slipRow)) },
        config: qr,
      },
      async (req) => {
        if (req.body.storeItems.length === 0)
          throw new BusinessRuleError(inboundMessages.selectCheckboxToPrint);
        return ok(await slipsOfLines(ctx.db, req.body.storeItems));
      },
    );
    app.post(
      "/RmQrCodeGeneration/GetQrDataByQrCode",
      {
        schema: { tags: ["RmQrCodeGeneration"], body: qrByCodeRequest, response: envelope(z.array(slipRow)) },
        config: { page: [qr.page, inward.page, "store-requisition-issue"], scan: "qr-slip" },
      },
      async (req) => {
        const rows = await slipsOfCodes(ctx.db, [req.body.QRData]);
        if (rows.length === 0) throw new BusinessRuleError(inboundMessages.qrCodeUnknown, []);
        return ok(rows);
      },
    );

    /* RawMaterialInward */
    app.post(
      "/RawMaterialInward/CheckRMExists",
      {
        schema: {
          tags: ["RawMaterialInward"],
          body: checkRmExistsRequest,
          response: envelope(z.array(putAwayPacketRow)),
        },
        config: { ...inward, scan: "put-away" },
      },
      async (req) => ok(await checkRmExists(ctx.db, req.body, req.body.QRCode), inboundMessages.packetFresh),
    );
    app.post(
      "/RawMaterialInward/GetBinsForInward",
      {
        schema: {
          tags: ["RawMaterialInward"],
          body: binsForInwardRequest.nullish(),
          response: envelope(z.array(inwardBin)),
        },
        config: inward,
      },
      async (req) => ok(await binsForInward(ctx.db, req.body?.RowName || null)),
    );
    app.post(
      "/RawMaterialInward/GetBinRowsForInward",
      {
        schema: {
          tags: ["RawMaterialInward"],
          response: envelope(z.array(binRowForInward)),
        },
        config: inward,
      },
      async () => ok(await binRowsForInward(ctx.db)),
    );
    app.post(
      "/RawMaterialInward/UpdateBinInwardMaterialStock",
      {
        schema: {
          tags: ["RawMaterialInward"],
          body: putAwayRequest,
          response: envelope(putAwayDone),
        },
        config: { page: inward.page, right: "add" },
      },
      async (req) => ok(await putAway(ctx.db, req.body, req.user.UserId), inboundMessages.putAwayDone),
    );

    /* MaterialInwardReport: one call for the list and, with PageSize -1, the export (spec 2 section 7) */
    app.post(
      "/MaterialInwardReport/GetMaterialInwardReport",
      {
        schema: {
          tags: ["MaterialInwardReport"],
          description: "PageSize -1 exports every row (without TotalRows), streamed in batches.",
          body: exportableListQuery,
          response: envelope(z.array(materialInwardRow.partial({ TotalRows: true }))),
        },
        config: { page: "material-inward-report", right: "view" },
      },
      async (req, reply) => {
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
      },
    );
  };
}
