import { z } from "zod";
import { id, text } from "../bounds.js";
import {
  binLocationRow,
  binsForInwardRequest,
  mrnIdRequest,
  mrnListRow,
  mrnRow,
  mrnSearchRequest,
  printByMrnRequest,
  qrByCodeRequest,
  qrByIdsRequest,
  qualityCheckRequest,
  slipListRow,
  slipRow,
} from "../inbound.js";
import { exportableListQuery, listQuery } from "../list-query.js";
import { addedDeliverySchema, addReceivedQtyRequest } from "../mrn-delivery.js";
import {
  binRowForInward,
  checkRmExistsRequest,
  inwardBin,
  madePacket,
  materialInwardRow,
  putAwayDone,
  putAwayLotRequest,
  putAwayPacketRow,
  putAwayRequest,
} from "../stock.js";
import { defineCall } from "./define.js";

const qc = "quality-check";
const qr = "rm-qr-code-generation";
const inward = "raw-material-inward";

const idParam = z.object({ id: id() });

/** A packet a put-away refuses (already inward or gone on), as read: the put-away row and its producing requisition's id. */
const refusedPacketRow = putAwayPacketRow.extend({ ProducedByRequisitionId: z.number().nullable() });

/** Quality check, QR slips, put-away and the material inward report (architecture section 4 steps 2-4). */
export const inboundCalls = {
  getAllPoDetails: defineCall({
    method: "POST",
    path: "PurchaseOrder/GetAllPoDetails",
    access: { page: qc, right: "view" },
    summary: "MRNs with their received quantity and whether every line is approved, a page at a time",
    body: listQuery,
    response: z.array(mrnListRow),
  }),
  updatePoDetails: defineCall({
    method: "POST",
    path: "PurchaseOrder/UpdatePoDetails",
    access: { page: qc, right: "add" },
    summary: "Quality check of an MRN's lines: approves quantities and packs the approved into packets",
    body: qualityCheckRequest,
    response: z.array(madePacket),
  }),
  addReceivedQty: defineCall({
    method: "POST",
    path: "PurchaseOrder/AddReceivedQty",
    access: { page: qc, right: "add" },
    summary: "A further delivery against an MRN line, as a new line to check",
    body: addReceivedQtyRequest,
    response: addedDeliverySchema,
  }),
  getMRN: defineCall({
    method: "POST",
    path: "PurchaseOrder/GetMRN",
    access: { page: [qc, qr, inward] },
    summary: "MRN ids starting with what was typed (newest first, at most 20)",
    body: mrnSearchRequest,
    response: z.array(z.object({ MRNID: z.number() })),
  }),
  getPoDetailsByMRNID: defineCall({
    method: "GET",
    path: "PurchaseOrder/GetPoDetailsByMRNID/:id",
    access: { page: [qc, inward] },
    summary: "An MRN's lines, for the quality-check dialog and put-away",
    params: idParam,
    response: z.array(mrnRow),
    errorData: z.array(mrnRow),
  }),
  getPoDForSlip: defineCall({
    method: "GET",
    path: "PurchaseOrder/GetPoDForSlip/:id",
    access: { page: qr, right: "view" },
    summary: "The QR slips of one MRN line's packets",
    params: idParam,
    response: z.array(slipRow),
  }),
  getProductBinLocation: defineCall({
    method: "GET",
    path: "PurchaseOrder/GetProductBinLocation",
    access: { page: ["store-requisition-issue", inward] },
    summary: "Packets of a product lying in bins, oldest inward first",
    query: z.object({ ProductCode: text(50).trim().default("") }),
    response: z.array(binLocationRow),
  }),
  getQrData: defineCall({
    method: "POST",
    path: "RmQrCodeGeneration/GetQrData",
    access: { page: qr, right: "view" },
    summary: "Approved MRN lines with their slips, of one MRN or all",
    body: mrnIdRequest.partial(),
    response: z.array(slipListRow),
  }),
  printQrByPo: defineCall({
    method: "POST",
    path: "RmQrCodeGeneration/PrintQrByPo",
    access: { page: qr, right: "view" },
    summary: "The QR slips of every packet of an MRN",
    body: printByMrnRequest,
    response: z.array(slipRow),
  }),
  getQrById: defineCall({
    method: "POST",
    path: "RmQrCodeGeneration/GetQrById",
    access: { page: qr, right: "view" },
    summary: "The QR slips of the ticked MRN lines' packets",
    body: qrByIdsRequest,
    response: z.array(slipRow),
  }),
  getQrDataByQrCode: defineCall({
    method: "POST",
    path: "RmQrCodeGeneration/GetQrDataByQrCode",
    access: { page: [qr, inward, "store-requisition-issue"] },
    summary: "The slip of a scanned packet, to print again",
    body: qrByCodeRequest,
    response: z.array(slipRow),
    errorData: z.array(slipRow),
  }),
  checkRMExists: defineCall({
    method: "POST",
    path: "RawMaterialInward/CheckRMExists",
    access: { page: inward, right: "view" },
    summary:
      "Whether a scanned packet of the lot may go into a bin; an already inward one comes back with the refusal",
    body: checkRmExistsRequest,
    response: z.array(putAwayPacketRow),
    errorData: z.array(refusedPacketRow),
  }),
  getPacketsToPutAway: defineCall({
    method: "POST",
    path: "RawMaterialInward/GetPacketsToPutAway",
    access: { page: inward, right: "view" },
    summary:
      "The lot's packets waiting for a bin (Packed), at most 2000: kept on the device so put-away scans are checked offline",
    body: putAwayLotRequest,
    response: z.array(putAwayPacketRow),
  }),
  getBinsForInward: defineCall({
    method: "POST",
    path: "RawMaterialInward/GetBinsForInward",
    access: { page: inward, right: "view" },
    summary: "Active bins from the row asked for (by default the first row with an empty bin) on",
    body: binsForInwardRequest.nullish(),
    response: z.array(inwardBin),
  }),
  getBinRowsForInward: defineCall({
    method: "POST",
    path: "RawMaterialInward/GetBinRowsForInward",
    access: { page: inward, right: "view" },
    summary: "The rows of active bins and how many of each are empty",
    response: z.array(binRowForInward),
  }),
  updateBinInwardMaterialStock: defineCall({
    method: "POST",
    path: "RawMaterialInward/UpdateBinInwardMaterialStock",
    access: { page: inward, right: "add" },
    summary:
      "Puts the scanned packets of one lot away into one empty bin; packets already inward come back with the refusal",
    body: putAwayRequest,
    response: putAwayDone,
    errorData: z.array(refusedPacketRow),
  }),
  getMaterialInwardReport: defineCall({
    method: "POST",
    path: "MaterialInwardReport/GetMaterialInwardReport",
    access: { page: "material-inward-report", right: "view" },
    summary:
      "Goods received and put away per product, supplier and plant day; PageSize -1 streams every row (the export, without TotalRows)",
    body: exportableListQuery,
    response: z.array(materialInwardRow.partial({ TotalRows: true })),
    errorData: z.array(materialInwardRow),
  }),
};
