import { type ActivityReport, consumptionMessages, roundQty } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { type ActivityKind, activityReports, consumptions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger, type LedgerEntry } from "../stock/index.js";
import { issueBalances, requisitionOfKind, unusedByComponent } from "./activity-queries.js";

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

/**
 * The `consume` command (CreateActivityReportingAssembly / Intermediate): each entered quantity is
 * taken from the requisition's issued packets of that component, oldest first, never beyond
 * what is issued and not yet consumed or returned. The requisition row is locked first, so
 * parallel reports on one requisition serialize.
 */
export async function consume(db: Db, kind: ActivityKind, request: ActivityReport, userId: number | null) {
  const entered = new Map<string, { typed: string; qty: number }>();
  for (const item of request.storeItems) {
    if (item.Quantity <= 0) continue;
    const code = item.ProductCode.toLowerCase();
    entered.set(code, {
      typed: item.ProductCode,
      qty: roundQty((entered.get(code)?.qty ?? 0) + item.Quantity),
    });
  }
  if (entered.size === 0) throw new BusinessRuleError(consumptionMessages.nothingToReport);

  return inTransaction(db, async (tx) => {
    const requisition = await requisitionOfKind(tx, request.RequisitionNo, kind, true);
    if (!requisition) throw new BusinessRuleError(consumptionMessages.requisitionNotFound);
    const components = await unusedByComponent(tx, requisition.requisitionId);
    const byCode = new Map(components.map((c) => [c.productCode.toLowerCase(), c]));
    const beyond = [...entered].filter(([code, { qty }]) => qty > (byCode.get(code)?.unused ?? 0));
    if (beyond.length > 0) {
      throw new BusinessRuleError(
        consumptionMessages.beyondUnused,
        beyond.map(([code, { typed, qty }]) => ({
          ProductCode: byCode.get(code)?.productCode ?? typed,
          Quantity: qty,
          UnUsedQuantity: byCode.get(code)?.unused ?? 0,
        })),
      );
    }

    const balances = await issueBalances(tx, [requisition.requisitionId]);
    const ledger: LedgerEntry[] = [];
    for (const [code, { qty }] of entered) {
      const component = byCode.get(code) as (typeof components)[number];
      const [report] = await tx
        .insert(activityReports)
        .values({
          requisitionId: requisition.requisitionId,
          componentProductId: component.productId,
          qty: String(qty),
          stage: request.Stage,
          operator: request.Operator,
          shiftId: request.ShiftId,
          kind,
          createdBy: userId,
        })
        .returning({ activityReportId: activityReports.activityReportId });
      let left = qty;
      for (const issue of balances) {
        if (left <= 0) break;
        if (issue.productId !== component.productId || issue.unused <= 0) continue;
        const take = roundQty(Math.min(left, issue.unused));
        left = roundQty(left - take);
        await tx.insert(consumptions).values({
          activityReportId: report.activityReportId,
          requisitionIssueId: issue.requisitionIssueId,
          qty: String(take),
        });
        ledger.push({
          packetId: issue.packetId,
          productId: issue.productId,
          qty: take,
          from: { status: "Issued" },
          to: { status: null },
          reason: "consume",
          reference: requisition.requisitionNo,
          userId,
        });
      }
    }
    await appendLedger(tx, ledger);
    return { requisitionNo: requisition.requisitionNo };
  });
}
