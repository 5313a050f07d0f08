import {
  type ActivityReport,
  addQty,
  consumptionMessages,
  type Milli,
  milliOf,
  noQty,
  qtyNumber,
  qtyText,
  takeOldestIssueFirst,
} from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type ActivityKind, consumptionEvents, consumptions, packets } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger } from "./ledger.js";
import { issueBalances, unusedByComponent } from "./requisition-issues.js";
import { lockRequisitions, type RequisitionRef } from "./requisition-lock.js";

/**
 * The `consume` command (CreateActivityReportingAssembly / Intermediate): one event (the job, stage,
 * operator, shift, time and user) and the packets it used. Each entered quantity is taken from the
 * requisition's issued packets of that component oldest issue first (`takeOldestIssueFirst`), never
 * beyond what is issued and not yet consumed or returned; each packet keeps what is left of it. A
 * stage whose quantities are all 0 is an event that used nothing. The requisition (of the screen's
 * kind, resolved by the production area) is locked first, so parallel reports on it serialize.
 */
export async function consume(
  db: Db,
  requisition: RequisitionRef,
  kind: ActivityKind,
  report: Omit<ActivityReport, "RequisitionNo">,
  userId: number | null,
  /** When it was done on the floor, if queued offline (`X-Done-At`). */
  doneAt: string | null = null,
) {
  const entered = new Map<string, { typed: string; qty: Milli }>();
  for (const item of report.storeItems) {
    const milli = milliOf(item.Quantity);
    if (milli <= 0) continue;
    const code = item.ProductCode.toLowerCase();
    entered.set(code, { typed: item.ProductCode, qty: addQty(entered.get(code)?.qty ?? noQty, milli) });
  }

  return inTransaction(db, async (tx) => {
    await lockRequisitions(tx, [requisition.requisitionId]);
    const components = await unusedByComponent(tx, requisition.requisitionId);
    const byCode = new Map(components.map((c) => [c.productCode.toLowerCase(), c]));
    const beyond = [...entered].filter(([code, { qty }]) => qty > milliOf(byCode.get(code)?.unused ?? 0));
    if (beyond.length > 0) {
      const rows = beyond.map(([code, { typed, qty }]) => ({
        ProductCode: byCode.get(code)?.productCode ?? typed,
        Quantity: qtyNumber(qty),
        UnUsedQuantity: byCode.get(code)?.unused ?? 0,
      }));
      throw new BusinessRuleError(
        rows
          .map((r) => consumptionMessages.beyondUnusedOf(r.ProductCode, r.Quantity, r.UnUsedQuantity))
          .join(" "),
        rows,
      );
    }

    const [event] = await tx
      .insert(consumptionEvents)
      .values({
        requisitionId: requisition.requisitionId,
        stage: report.Stage,
        operator: report.Operator,
        shiftId: report.ShiftId,
        kind,
        createdBy: userId,
        doneAt: doneAt ?? sql`now()`,
      })
      .returning({ eventId: consumptionEvents.eventId });
    const wanted = new Map(
      [...entered].map(([code, { qty }]) => [
        (byCode.get(code) as (typeof components)[number]).productId,
        qty,
      ]),
    );
    const balances = wanted.size > 0 ? await issueBalances(tx, [requisition.requisitionId]) : [];
    const packetOf = new Map(balances.map((b) => [b.requisitionIssueId, b.packetId]));
    const takes = takeOldestIssueFirst(
      wanted,
      balances.map((b) => ({
        requisitionIssueId: b.requisitionIssueId,
        productId: b.productId,
        unused: milliOf(b.unused),
      })),
    );
    if (takes.length === 0) return { requisitionNo: requisition.requisitionNo, eventId: event.eventId };
    await tx.insert(consumptions).values(
      takes.map((take) => ({
        eventId: event.eventId,
        requisitionIssueId: take.requisitionIssueId,
        qty: qtyText(take.qty),
      })),
    );
    for (const take of takes)
      await takeFromIssuedPacket(tx, packetOf.get(take.requisitionIssueId) as number, take.qty);
    await appendLedger(
      tx,
      takes.map((take) => ({
        packetId: packetOf.get(take.requisitionIssueId) as number,
        productId: take.productId,
        qty: qtyText(take.qty),
        from: { status: "Issued" },
        to: { status: null },
        reason: "consume",
        reference: requisition.requisitionNo,
        userId,
        doneAt,
      })),
    );
    return { requisitionNo: requisition.requisitionNo, eventId: event.eventId };
  });
}

/** Takes `milli` from an issued packet's quantity, by a conditional update (the check constraint backs it). */
export async function takeFromIssuedPacket(tx: Db, packetId: number, milli: Milli) {
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
