import { z } from "zod";
import { quantity, text, wholeNumber } from "./bounds.js";
import { productionMessages as m } from "./messages/production.js";
import { approvedQtyProblem } from "./scan-matching.js";
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

/** StoreRequisitionIssue/IssueRMStore: the scanned packets; the server trusts only their QR codes. */
export const issueRmStoreRequest = z.object({
  RequisitionNo: requiredText(m.enterRequisitionNo, 60),
  storeItems: z
    .array(z.looseObject({ QRCode: requiredText(m.enterQr, 100) }), { error: m.enterQr })
    .min(1, { error: m.enterPacketQr })
    .max(500),
});
export type IssueRmStoreRequest = z.input<typeof issueRmStoreRequest>;

/** StoreRequisitionIssue/GetPacketToIssue: one scanned packet QR code. */
export const packetToIssueRequest = z.object({ QRCode: requiredText(m.enterPacketQr, 100) });

/** One production order as the ERP sends it (import kind Orders); dates MM/DD/YYYY. */
export const orderImportRow = z.object({
  OrderNo: requiredText("OrderNo is required.", 60),
  OrderDate: requiredText("OrderDate is required.", 30),
  ProductCode: requiredText("ProductCode is required.", 100),
  Qty: wholeNumber(1, 1e9, "Qty must be a whole number above 0."),
});
export type OrderImportRow = z.input<typeof orderImportRow>;
