import { z } from "zod";
import { count, id, quantity as quantityUpTo, text, wholeNumber } from "./bounds.js";
import { fgPacket } from "./fg-stock.js";
import { instant } from "./instant.js";
import { consumptionMessages as m } from "./messages/consumption.js";
import { decimalsProblem, milliOf, qtyNumber, subtractQty, typedMilli } from "./quantity.js";
import { requiredText } from "./text-rules.js";

/** Stage of an activity report (spec 2 section 9). */
export const stages = ["Start", "End"] as const;
export type Stage = (typeof stages)[number];

/** Return type codes (spec 2 section 9): 1 RM, 2 FG. */
export const returnTypes = { rm: 1, fg: 2 } as const;
export type ReturnTypeCode = (typeof returnTypes)[keyof typeof returnTypes];

/** The two activity reporting screens: FG requisitions (assembly) and intermediate ones. */
export const activityKinds = ["assembly", "intermediate"] as const;
export type ActivityKind = (typeof activityKinds)[number];

const quantity = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? undefined : v),
    quantityUpTo(message, 1e9),
  );

export const activityItem = z.object({
  ProductCode: requiredText(m.enterProductCode, 100),
  Quantity: quantity(m.enterQuantity),
});

/** CreateActivityReportingAssembly / CreateActivityReportingIntermediate. */
export const activityReportRequest = z.object({
  RequisitionNo: requiredText(m.selectOrder, 60),
  ShiftId: id(m.enterShift),
  Operator: requiredText(m.enterOperator, 100),
  Stage: z.enum(stages, { error: m.enterStage }),
  storeItems: z.array(activityItem).max(500),
});
export type ActivityReportRequest = z.input<typeof activityReportRequest>;
export type ActivityReport = z.output<typeof activityReportRequest>;

/** CreateFinalProduction: one FG serial range of one FG requisition. */
export const finalProductionRequest = z.object({
  FGMappingId: count().nullish(),
  RequisitionId: id(m.selectRequisition),
  RequisitionNo: text(60).nullish(),
  FromNo: id(m.enterFromNo),
  ToNo: id(m.enterToNo),
  Qty: id(m.enterQuantity),
  CreatedDt: text(40).nullish(),
});
export type FinalProductionRequest = z.input<typeof finalProductionRequest>;

/**
 * FinalProduction/GetFGRequisitions' query string: the FG requisitions still to map whose order or
 * requisition number contains SearchValue, newest first, at most `lookupRowsMax` of them.
 */
export const fgRequisitionsQuery = z.object({ SearchValue: text(60).trim().nullish() });
export type FinalProduction = z.output<typeof finalProductionRequest>;

export const returnRow = z.object({
  RequisitionIssueId: id(m.nothingToReturn),
  Quantity: quantity(m.insertPacketQty)
    .default(0)
    .refine((q) => q > 0, { error: m.insertPacketQty }),
});

/** SubmitFGReturn: ReturnType 1 RM (selected rows) or 2 FG (the whole requisition). */
export const returnRequest = z.object({
  ReturnType: wholeNumber(1, 2).pipe(z.union([z.literal(1), z.literal(2)])),
  ReturnList: z.array(returnRow).min(1, { error: m.nothingToReturn }).max(500),
  RandomSeqNo: count().nullish(),
});
export type ReturnRequest = z.input<typeof returnRequest>;
export type StockReturn = z.output<typeof returnRequest>;

/** Return/UpdateReturnRow: the quantity a return row will give back. */
export const updateReturnRowRequest = returnRow;
export type UpdateReturnRowRequest = z.input<typeof updateReturnRowRequest>;

/**
 * A row of the activity grid as typed: the quantity stays exactly as typed (never reset); the unused
 * shown drops by it while it fits in [0, original], and stays the original otherwise (`activityRowProblem`
 * refuses it). An entry of more than 3 decimals counts as 0 here (`decimalsProblem` refuses it).
 */
export function unusedAfter(original: number, entered: number): { quantity: number; unused: number } {
  const typed = typedMilli(entered);
  const fits = typed >= 0 && typed <= milliOf(original);
  return { quantity: entered, unused: fits ? qtyNumber(subtractQty(milliOf(original), typed)) : original };
}

/** Why one activity row cannot be sent as typed, naming its RM, or null: 0 or more, 3 decimals, at most unused. */
export function activityRowProblem(row: {
  RMCode: string;
  Quantity: number;
  OrginalUnUsedQuantity: number;
}): string | null {
  if (row.Quantity < 0) return m.belowZero(row.RMCode);
  const decimals = decimalsProblem(row.Quantity);
  if (decimals) return decimals;
  return milliOf(row.Quantity) > milliOf(row.OrginalUnUsedQuantity)
    ? m.beyondUnusedOf(row.RMCode, row.Quantity, row.OrginalUnUsedQuantity)
    : null;
}

/** ToNo of a serial range: FromNo + Qty - 1. */
export const toNoOf = (fromNo: number, qty: number) => fromNo + qty - 1;

/** FromNo of the next mapping: the highest ToNo + 1 (1 initially). */
export const nextFromNo = (maxToNo: number | null | undefined) => (maxToNo ?? 0) + 1;

/**
 * A return quantity typed by the user: blank or not a number becomes 0 (spec 2 section 5); anything else
 * is kept as typed, never raised or rounded (0 or below is refused: "Please insert packet qty").
 */
export function returnQuantityOf(raw: string | number | null | undefined): number {
  const n = typeof raw === "number" ? raw : Number(String(raw ?? "").trim() || 0);
  return Number.isFinite(n) ? n : 0;
}

/* ---------- Answers of activity reporting and final production ---------- */

/** ActivityReporting/GetOrderList (and the intermediate list) row: a requisition to report on. */
export const activityOrder = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderNo: z.string(),
  OrderRequisitionNo: z.string(),
  ProductCode: z.string(),
  ProductTypeId: z.number(),
  CreatedDate: instant,
});

/** ActivityReporting/getOrderDetailByRequisitionNo (and the intermediate one) row: issued, consumed, unused. */
export const activityRow = z.object({
  OrderNo: z.string(),
  RequisitionNo: z.string(),
  RMCode: z.string(),
  ProductCode: z.string(),
  IssuedQuantity: z.number(),
  Quantity: z.number(),
  UnUsedQuantity: z.number(),
  OrginalUnUsedQuantity: z.number(),
});

/** ActivityReporting/GetShifts row: an active shift. */
export const shiftOption = z.object({
  ShiftId: z.number(),
  ShiftName: z.string(),
  StartTime: z.string(),
  EndTime: z.string(),
});

/** FinalProduction/GetFinalProductions row: one FG serial range. */
export const fgMapping = z.object({
  FGMappingId: z.number(),
  OrderId: z.number(),
  OrderNo: z.string(),
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  FromNo: z.number(),
  ToNo: z.number(),
  Qty: z.number(),
  CreatedDt: instant,
  TotalRows: z.number(),
});

/** FinalProduction/CreateFinalProduction: the saved mapping's id and the FG packets its serials were packed into. */
export const fgMappingSaved = z.object({ FGMappingId: z.number(), Packets: z.array(fgPacket) });

/** FinalProduction/GetFGRequisitions row: an FG requisition still to map. */
export const fgRequisition = z.object({
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  OrderRequisitionNo: z.string(),
  ProductTypeId: z.number(),
  Qty: z.number(),
  MappedQty: z.number(),
  CreatedDate: instant,
});

/** Return/GetFGReturn/{x} (and UpdateReturnRow) row: an issue of the requisition and what it can give back. */
export const returnableRow = z.object({
  RequisitionIssueId: z.number(),
  RequisitionId: z.number(),
  RequisitionNo: z.string(),
  RMCode: z.string(),
  Type: z.string(),
  UOM: z.string(),
  InwardDate: instant.nullable(),
  QRCode: z.string(),
  SupplierCode: z.string(),
  SupplierName: z.string(),
  ProductCode: z.string(),
  ProductDscrptn: z.string(),
  ProductImg: z.string(),
  Quantity: z.number(),
});

/** Return/SubmitFGReturn's '400' data: material asked back more than once. */
export const returnedAgainRow = z.object({
  RequisitionIssueId: z.number(),
  RMCode: z.string(),
  Quantity: z.number(),
  SupplierCode: z.string(),
});
