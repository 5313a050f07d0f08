import { consumptionMessages } from "@wms/domain";
import type { Db } from "../../db/client.js";
import type { ActivityKind } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { requisitionOfKind, unusedByComponent } from "./activity-queries.js";

/** getOrderDetailByRequisitionNo / GetIntermediateOrderDetailsByRequisitionNo: the grid of one requisition. */
export async function activityOrderDetail(db: Db, kind: ActivityKind, requisitionNo: string) {
  const requisition = await requisitionOfKind(db, requisitionNo, kind, false);
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
