import { type ActivityReport, consumptionMessages } from "@wms/domain";
import type { Db } from "../../db/client.js";
import type { ActivityKind } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { consume, unusedByComponent } from "../stock/index.js";
import { requisitionOfKind } from "./activity-queries.js";

/** getOrderDetailByRequisitionNo / GetIntermediateOrderDetailsByRequisitionNo: the grid of one requisition. */
export async function activityOrderDetail(db: Db, kind: ActivityKind, requisitionNo: string) {
  const requisition = await requisitionOfKind(db, requisitionNo, kind);
  if (!requisition) throw new BusinessRuleError(consumptionMessages.requisitionNotFound, []);
  const rows = await unusedByComponent(db, requisition.requisitionId);
  return rows.map((r) => ({
    OrderNo: requisition.orderNo,
    RequisitionNo: requisition.requisitionNo,
    RMCode: r.productCode,
    ProductCode: r.productCode,
    IssuedQuantity: r.issued,
    Quantity: 0,
    UnUsedQuantity: r.unused,
    OrginalUnUsedQuantity: r.unused,
  }));
}

/** CreateActivityReportingAssembly / Intermediate: the screen's requisition, then the stock kernel's `consume`. */
export async function reportActivity(
  db: Db,
  kind: ActivityKind,
  report: ActivityReport,
  userId: number | null,
  doneAt: string | null = null,
) {
  const requisition = await requisitionOfKind(db, report.RequisitionNo, kind);
  if (!requisition) throw new BusinessRuleError(consumptionMessages.requisitionNotFound);
  return consume(db, requisition, kind, report, userId, doneAt);
}
