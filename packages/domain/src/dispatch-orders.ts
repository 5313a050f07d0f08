import { z } from "zod";
import { id, text, wholeNumber } from "./bounds.js";
import { instant } from "./instant.js";
import { listQuery } from "./list-query.js";
import { dispatchMessages as m } from "./messages/dispatch.js";
import { requiredText } from "./text-rules.js";

/** A dispatch order's state: Open until its lines are dispatched (issue 35 item 3), or Cancelled. */
export const dispatchOrderStatuses = ["Open", "Dispatched", "Cancelled"] as const;
export type DispatchOrderStatus = (typeof dispatchOrderStatuses)[number];

/** Most lines one dispatch order holds. */
export const dispatchOrderLinesMax = 500;

const erpOrderNo = requiredText(m.erpOrderNoRequired, 60);
const lineQty = wholeNumber(1, 1_000_000_000, m.qtyInvalid);

/** One line of a dispatch order as the ERP sends it (import kind DispatchOrders); rows of one order repeat its header. */
export const dispatchOrderImportRow = z.object({
  ErpOrderNo: erpOrderNo,
  CustomerCode: requiredText(m.customerCodeRequired, 50),
  PromisedDate: requiredText(m.promisedDateRequired, 30),
  ProductCode: requiredText(m.productCodeRequired, 100),
  Qty: lineQty,
});
export type DispatchOrderImportRow = z.input<typeof dispatchOrderImportRow>;

/** DispatchOrder/CreateDispatchOrder: one order from the ERP, idempotent on its number. */
export const createDispatchOrderRequest = z.object({
  ErpOrderNo: erpOrderNo,
  CustomerCode: requiredText(m.customerCodeRequired, 50),
  PromisedDate: requiredText(m.promisedDateRequired, 30),
  Lines: z
    .array(z.object({ ProductCode: requiredText(m.productCodeRequired, 100), Qty: lineQty }))
    .min(1, { error: m.linesRequired })
    .max(dispatchOrderLinesMax),
});
export type CreateDispatchOrderRequest = z.input<typeof createDispatchOrderRequest>;

/** The order saved, or found already there with the same content (nothing changed). */
export const dispatchOrderSaved = z.object({
  DispatchOrderId: z.number(),
  ErpOrderNo: z.string(),
  AlreadyThere: z.boolean(),
});

/** DispatchOrder/ImportDispatchOrders: the rows read, the orders saved and those already there, unchanged. */
export const dispatchOrdersImported = z.object({
  Rows: z.number(),
  Saved: z.array(z.string()),
  AlreadyThere: z.array(z.string()),
});
export type DispatchOrdersImported = z.infer<typeof dispatchOrdersImported>;

/** DispatchOrder/GetDispatchOrders: the list query and a status to narrow to. */
export const dispatchOrderListRequest = listQuery.extend({ Status: z.enum(dispatchOrderStatuses).nullish() });
export type DispatchOrderListRequest = z.input<typeof dispatchOrderListRequest>;

const dispatchOrderHead = {
  DispatchOrderId: z.number(),
  ErpOrderNo: z.string(),
  CustomerCode: z.string(),
  CustomerName: z.string(),
  /** A plant day, YYYY-MM-DD. */
  PromisedDate: z.string(),
  Status: z.enum(dispatchOrderStatuses),
  LineCount: z.number(),
  OrderedQty: z.number(),
  DispatchedQty: z.number(),
  CreatedBy: z.string().nullable(),
  CreatedAt: instant,
};

export const dispatchOrderListRow = z.object({ ...dispatchOrderHead, TotalRows: z.number() });
export type DispatchOrderListRow = z.infer<typeof dispatchOrderListRow>;

export const dispatchOrderLine = z.object({
  LineNo: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Qty: z.number(),
  DispatchedQty: z.number(),
});
export type DispatchOrderLine = z.infer<typeof dispatchOrderLine>;

/** DispatchOrder/GetDispatchOrder/{DispatchOrderId}: the order and its lines. */
export const dispatchOrderDetail = z.object({
  ...dispatchOrderHead,
  Address: z.string(),
  GSTNumber: z.string(),
  Lines: z.array(dispatchOrderLine),
});
export type DispatchOrderDetail = z.infer<typeof dispatchOrderDetail>;

export const dispatchOrderIdParams = z.object({ DispatchOrderId: id() });

/** The import as the screen sends it: a CSV file's text, or the rows of a JSON file. */
export const dispatchOrdersImportRequest = z.union([
  z.object({ Csv: text(10 * 1024 * 1024) }),
  z.object({ Rows: z.array(z.record(z.string(), z.unknown())).max(100_000) }),
]);
