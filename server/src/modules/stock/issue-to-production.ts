import {
  type issueRmStoreRequest,
  type MadePacket,
  productionMessages as m,
  milliOf,
  planIssue,
  qtyNumber,
  qtyText,
} from "@wms/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { bins, packets, requisitionIssues } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { findRequisitionByNo, issueLines } from "../production/index.js";
import { appendLedger, type LedgerEntry } from "./ledger.js";
import { lockPacketsByCodes, lotKeyOf, reservePacketIds } from "./lots.js";

/**
 * The `issueToProduction` command (StoreRequisitionIssue/IssueRMStore), one transaction: the
 * requisition row is locked so its issues serialize, then the scanned packets in id order. Every
 * packet must be in a bin and match a line of the requisition's frozen BOM that still needs it;
 * nothing goes beyond the requirement. A packet larger than the need is split: the rest stays in
 * the bin as a new packet of the same lot, code `<lot>-S<id>`, its parent linked (answered, to
 * reprint). A bin whose last packet leaves becomes Empty. Every movement is in the ledger.
 */
export async function issueToProduction(
  db: Db,
  request: z.output<typeof issueRmStoreRequest>,
  userId: number | null,
): Promise<MadePacket[]> {
  const codes = request.storeItems.map((s) => s.QRCode);
  return inTransaction(db, async (tx) => {
    const requisition = await findRequisitionByNo(tx, request.RequisitionNo, true);
    if (!requisition) throw new BusinessRuleError(m.requisitionNotFound);
    const lines = await issueLines(tx, requisition);

    const locked = await lockPacketsByCodes(tx, [...new Set(codes)]);
    const byCode = new Map(locked.map((p) => [p.qrCode, p]));
    const unknown = codes.find((c) => !byCode.has(c));
    if (unknown) throw new BusinessRuleError(m.qrCodeUnknown, { QRCode: unknown });
    const outOfStock = locked.find((p) => p.status !== "InBin" || p.binId === null);
    if (outOfStock) throw new BusinessRuleError(m.packetNotInStock, { QRCode: outOfStock.qrCode });

    const plan = planIssue(
      lines,
      codes.map((c) => {
        const p = byCode.get(c)!;
        return {
          QRCode: p.qrCode,
          ProductCode: p.productCode,
          SupplierCode: p.supplierCode,
          Qty: Number(p.qty),
        };
      }),
    );
    if (!plan.ok) throw new BusinessRuleError(plan.message, { QRCode: plan.packet.QRCode });

    const now = new Date();
    const reference = requisition.requisitionNo;
    const splits = plan.items.filter((i) => i.IsBreak);
    const ids = await reservePacketIds(tx, splits.length);
    const ledger: LedgerEntry[] = [];
    const broken: MadePacket[] = [];
    const children: Array<typeof packets.$inferInsert> = [];
    for (const [n, item] of splits.entries()) {
      const p = byCode.get(item.QRCode)!;
      const packetId = ids[n];
      const qty = qtyText(milliOf(item.BreakQuantity));
      const qrCode = `${lotKeyOf(p)}-S${packetId}`;
      children.push({
        packetId,
        qrCode,
        productId: p.productId,
        supplierId: p.supplierId,
        mrnLineId: p.mrnLineId,
        producedByRequisitionId: p.producedByRequisitionId,
        qty,
        status: "InBin",
        binId: p.binId,
        inwardAt: p.inwardAt,
        parentPacketId: p.packetId,
      });
      const bin = { status: "InBin" as const, binId: p.binId };
      const split = { productId: p.productId, qty, reason: "split" as const, reference, userId };
      ledger.push({ ...split, packetId: p.packetId, from: bin, to: { status: null } });
      ledger.push({ ...split, packetId, from: { status: null }, to: bin });
      broken.push({
        QRCode: qrCode,
        ProductCode: p.productCode,
        Qty: qtyNumber(milliOf(item.BreakQuantity)),
      });
    }
    await inChunks(children, async (chunk) => {
      await tx.insert(packets).values(chunk);
      return [];
    });

    const issues: Array<typeof requisitionIssues.$inferInsert> = [];
    for (const item of plan.items) {
      const p = byCode.get(item.QRCode)!;
      const qty = qtyText(milliOf(item.Quantity));
      const [moved] = await tx
        .update(packets)
        .set({ qty, status: "Issued", binId: null })
        .where(and(eq(packets.packetId, p.packetId), eq(packets.status, "InBin")))
        .returning({ packetId: packets.packetId });
      if (!moved) throw new BusinessRuleError(m.packetNotInStock, { QRCode: p.qrCode });
      issues.push({
        requisitionId: requisition.requisitionId,
        packetId: p.packetId,
        productId: p.productId,
        supplierId: p.supplierId,
        fromBinId: p.binId!,
        qty,
        issuedBy: userId,
        issuedAt: now,
      });
      ledger.push({
        packetId: p.packetId,
        productId: p.productId,
        qty,
        from: { status: "InBin", binId: p.binId },
        to: { status: "Issued" },
        reason: "issueToProduction",
        reference,
        userId,
      });
    }
    await inChunks(issues, async (chunk) => {
      await tx.insert(requisitionIssues).values(chunk);
      return [];
    });
    await appendLedger(tx, ledger);

    const emptied = await lockBinsLeftEmpty(tx, [...new Set(locked.map((p) => p.binId!))]);
    if (emptied.length > 0) {
      await tx
        .update(bins)
        .set({ colStatus: false, updatedBy: userId, updatedDate: now })
        .where(inArray(bins.binId, emptied));
    }
    return broken;
  });
}

/** Bins of `binIds` that no longer hold any packet, after locking them in id order. */
async function lockBinsLeftEmpty(tx: Db, binIds: number[]): Promise<number[]> {
  if (binIds.length === 0) return [];
  await tx.execute(sql`select bin_id from bins where bin_id in ${binIds} order by bin_id for update`);
  const held = await tx
    .selectDistinct({ binId: packets.binId })
    .from(packets)
    .where(and(inArray(packets.binId, binIds), eq(packets.status, "InBin")));
  const stillHeld = new Set(held.map((h) => h.binId));
  return binIds.filter((id) => !stillHeld.has(id));
}
