import { z } from "zod";
import { quantity, text, wholeNumber } from "./bounds.js";
import { instant } from "./instant.js";
import { productionMessages as m } from "./messages/production.js";
import { approvedQtyProblem } from "./scan-matching.js";
import { fifoModes } from "./stock-on-hand.js";
import { requiredText } from "./text-rules.js";

/** Approved qty: a whole number above 0, refused in the spec's words (the remaining check is the server's). */
const approvedQty = z
  .union([z.number(), z.string(), z.null()], { error: m.onlyNumeric })
  .optional()
  .transform((v, ctx) => {
    const problem = approvedQtyProblem(v, 1e9);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return Number(v);
  });

/** RaiseRequisition/CreateRaiseRequisition: the approved quantity of one order. */
export const createRequisitionRequest = z.object({
  OrderNO: requiredText(m.selectOrder, 60),
  ProductCode: text(100).nullish(),
  Qty: approvedQty,
  RemainingQty: quantity().nullish(),
});
export type CreateRequisitionRequest = z.input<typeof createRequisitionRequest>;

/** JobSchedule/GetBomToIssue: a requisition number, or an order number (its first requisition still open). */
export const bomToIssueRequest = z
  .object({
    RequisitionNo: text(60).trim().nullish(),
    OrderNo: text(60).trim().nullish(),
  })
  .refine((v) => Boolean(v.RequisitionNo || v.OrderNo), { error: m.enterRequisitionNo });
export type BomToIssueRequest = z.input<typeof bomToIssueRequest>;

/**
 * Packets already picked for the requisition (in this pick list, or queued on the device to issue to it): FIFO never
 * names one of them as the older packet.
 */
const pickedQrCodes = z.array(z.string().max(100)).max(500).optional();

/** StoreRequisitionIssue/GetFifoRule: the plant's FIFO rule on issue (WMS_FIFO), kept so the device applies it offline. */
export const fifoRuleAnswer = z.object({ Fifo: z.enum(fifoModes) });

/**
 * IssueRMStore's refusal data: the packet its message names (QRCode) and every packet refused for that reason
 * (QRCodes), so an issue queued offline can be sent again without them.
 */
export const issueRefusal = z.object({ QRCode: z.string(), QRCodes: z.array(z.string()) });
export type IssueRefusal = z.infer<typeof issueRefusal>;

/** StoreRequisitionIssue/IssueRMStore: the scanned packets; the server trusts only their QR codes. */
export const issueRmStoreRequest = z.object({
  RequisitionNo: requiredText(m.enterRequisitionNo, 60),
  storeItems: z
    .array(
      z.looseObject({
        QRCode: requiredText(m.enterQr, 100),
        /** The bin the packet was scanned in (GetPacketToIssue's BinId): a packet moved since is refused. */
        BinId: z.number().int().positive().nullish(),
      }),
      { error: m.enterQr },
    )
    .min(1, { error: m.enterPacketQr })
    .max(500),
  PickedQRCodes: pickedQrCodes,
});
export type IssueRmStoreRequest = z.input<typeof issueRmStoreRequest>;

/** StoreRequisitionIssue/GetPacketToIssue: one scanned packet QR code, and the packets picked with it. */
export const packetToIssueRequest = z.object({
  QRCode: requiredText(m.enterPacketQr, 100),
  PickedQRCodes: pickedQrCodes,
});

/** One production order as the ERP sends it (import kind Orders); dates MM/DD/YYYY. */
export const orderImportRow = z.object({
  OrderNo: requiredText("OrderNo is required.", 60),
  OrderDate: requiredText("OrderDate is required.", 30),
  ProductCode: requiredText("ProductCode is required.", 100),
  Qty: wholeNumber(1, 1e9, "Qty must be a whole number above 0."),
});
export type OrderImportRow = z.input<typeof orderImportRow>;

/* ---------- Answers of the production calls ---------- */

/** RaiseRequisition/GetOrders row: an open production order. */
export const orderItem = z.object({
  Id: z.number(),
  OrderNO: z.string(),
  OrderDate: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductCategory: z.string(),
  ProductCategoryId: z.number(),
  Qty: z.number(),
  RemainingQty: z.number(),
  IsChecked: z.boolean(),
  IsDisabled: z.boolean(),
  IsActive: z.boolean(),
  ApprovedQty: z.number(),
  CreatedBy: z.number().nullable(),
  CreatedDate: instant,
  UpdatedBy: z.number().nullable(),
  UpdatedDate: instant.nullable(),
  TotalRows: z.number(),
});

/** RaiseRequisition/GetRequisitions and GetViewRequisitionData row. */
export const requisitionRow = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderRequisitionNo: z.string(),
  OrderId: z.number(),
  OrderNo: z.string(),
  OrderDate: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductTypeId: z.number(),
  Qty: z.number(),
  CreatedDate: instant,
  TotalRows: z.number(),
});

/** RaiseRequisition/CreateRaiseRequisition: the requisition raised and the order's remaining qty. */
export const raisedRequisition = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNO: z.string(),
  Qty: z.number(),
  RemainingQty: z.number(),
});

/** RaiseRequisition/GetStockDetailsAccordingBOM/{id} row: a component, its BOM qty and stock as "x - y". */
export const stockByBomRow = z.object({
  RMCode: z.string(),
  RMDescription: z.string(),
  BomQty: z.string(),
  Stock: z.string(),
});

/** RaiseRequisition/GetBOMDetails/{id} row. */
export const bomDetailRow = z.object({
  OrderNo: z.string(),
  RequisitionNo: z.string(),
  ProductName: z.string(),
  RMDescription: z.string(),
  Quantity: z.string(),
});

/** RaiseRequisition/GetProductDetails/{id} row. */
export const productDetailRow = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Quantity: z.number(),
});

/** JobSchedule/GetBomToIssue row: one BOM line of the requisition and what is left to issue. */
export const bomIssueLine = z.object({
  JobScheduleId: z.number(),
  OrderNo: z.string(),
  OrderNO: z.string(),
  RequisitionNo: z.string(),
  ProductCode: z.string(),
  RMCode: z.string(),
  ProductName: z.string(),
  RrBomQuantity: z.number(),
  Quantity: z.number(),
  ScannedQty: z.number(),
  RemainingQty: z.number(),
});

/** StoreRequisitionIssue/GetPacketToIssue row: the scanned packet and its bin. */
export const packetToIssueRow = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  SupplierCode: z.string(),
  Qty: z.number(),
  BinId: z.number(),
  ColAddress: z.string(),
  /** WMS_FIFO=warn: an older packet of the product is available (its code and bin named); else null. */
  FifoWarning: z.string().nullable(),
});

/** StoreRequisitionIssue/GetRequisitionsToIssue row: a requisition with something left to issue. */
export const requisitionToIssue = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Qty: z.number(),
  CreatedDate: instant,
  TotalRows: z.number(),
});
