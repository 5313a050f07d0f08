import { type ActivityReport, consumptionMessages, milliOf, qtyNumber, qtyText } from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type ActivityKind, activityReports, consumptions, packets } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { issueBalances, requisitionOfKind, unusedByComponent } from "../production/index.js";
import { appendLedger, type LedgerEntry } from "./ledger.js";

/**
 * The `consume` command (CreateActivityReportingAssembly / Intermediate): each entered quantity is
 * taken from the requisition's issued packets of that component, oldest first, never beyond what
 * is issued and not yet consumed or returned; each packet keeps what is left of it. The
 * requisition row is locked first, so parallel reports on one requisition serialize.
 */
export async function consume(db: Db, kind: ActivityKind, request: ActivityReport, userId: number | null) {
  const entered = new Map<string, { typed: string; qty: number }>();
  for (const item of request.storeItems) {
    const milli = milliOf(item.Quantity);
    if (milli <= 0) continue;
    const code = item.ProductCode.toLowerCase();
    entered.set(code, { typed: item.ProductCode, qty: (entered.get(code)?.qty ?? 0) + milli });
  }
  if (entered.size === 0) throw new BusinessRuleError(consumptionMessages.nothingToReport);

  return inTransaction(db, async (tx) => {
    const requisition = await requisitionOfKind(tx, request.RequisitionNo, kind, true);
    if (!requisition) throw new BusinessRuleError(consumptionMessages.requisitionNotFound);
    const components = await unusedByComponent(tx, requisition.requisitionId);
    const byCode = new Map(components.map((c) => [c.productCode.toLowerCase(), c]));
    const beyond = [...entered].filter(([code, { qty }]) => qty > milliOf(byCode.get(code)?.unused ?? 0));
    if (beyond.length > 0) {
      throw new BusinessRuleError(
        consumptionMessages.beyondUnused,
        beyond.map(([code, { typed, qty }]) => ({
          ProductCode: byCode.get(code)?.productCode ?? typed,
          Quantity: qtyNumber(qty),
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
          qty: qtyText(qty),
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
        const unused = milliOf(issue.unused);
        if (issue.productId !== component.productId || unused <= 0) continue;
        const take = Math.min(left, unused);
        left -= take;
        await tx.insert(consumptions).values({
          activityReportId: report.activityReportId,
          requisitionIssueId: issue.requisitionIssueId,
          qty: qtyText(take),
        });
        await takeFromIssuedPacket(tx, issue.packetId, take);
        ledger.push({
          packetId: issue.packetId,
          productId: issue.productId,
          qty: qtyText(take),
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

/** Takes `milli` from an issued packet's quantity, by a conditional update (the check constraint backs it). */
export async function takeFromIssuedPacket(tx: Db, packetId: number, milli: number) {
  const [taken] = await tx
    .update(packets)
    .set({ qty: sql`${packets.qty} - ${qtyText(milli)}::numeric` })
    .where(
      and(
        eq(packets.packetId, packetId),
        eq(packets.status, "Issued"),
        sql`${packets.qty} >= ${qtyText(milli)}::numeric`,
      ),
    )
    .returning({ packetId: packets.packetId });
  if (!taken) throw new BusinessRuleError(consumptionMessages.beyondUnused);
}
