import {
  inboundMessages,
  type MadePacket,
  milliOf,
  type QualityCheckRow,
  qtyNumber,
  qtyText,
  qualityCheckRowProblem,
  subtractQty,
} from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cartons, mrnLines, mrns, products } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { makePackets } from "./make-packets.js";
import { referenceOf } from "./state-change.js";

/**
 * The `qualityCheck` command (PurchaseOrder/UpdatePoDetails): approves the given lines of one MRN
 * (approved, rejected = received - approved, remark, pieces per packet, carton) and makes each
 * line's packets (QR code `<MRN>-<line>-<n>`), the last holding the remainder, and of its rejected quantity
 * Rejected packets of the same size (`<MRN>-<line>-R<n>`), set-based so a line of any size is a few
 * statements. Answers both (the rejects marked). A line is approved once; everything or nothing.
 */
export async function qualityCheck(
  db: Db,
  rows: QualityCheckRow[],
  userId: number | null,
): Promise<MadePacket[]> {
  const mrnId = rows[0]?.MRNID;
  if (rows.length === 0) throw new BusinessRuleError(inboundMessages.noData);
  if (!mrnId) throw new BusinessRuleError(inboundMessages.mrnRequired);

  return inTransaction(db, async (tx) => {
    const [mrn] = await tx.select().from(mrns).where(eq(mrns.mrnId, mrnId)).for("update");
    if (!mrn) throw new BusinessRuleError(inboundMessages.mrnNotFound);
    const lineIds = [...new Set(rows.map((r) => r.MrnLineId))];
    const lines = await tx
      .select({ line: mrnLines, productCode: products.productCd })
      .from(mrnLines)
      .innerJoin(products, eq(products.productId, mrnLines.productId))
      .where(and(eq(mrnLines.mrnId, mrnId), inArray(mrnLines.mrnLineId, lineIds)))
      .orderBy(asc(mrnLines.mrnLineId))
      .for("update", { of: mrnLines });
    if (lines.length !== lineIds.length || lineIds.length !== rows.length) {
      throw new BusinessRuleError(inboundMessages.lineNotInMrn);
    }
    if (lines.some((l) => l.line.isApprove)) throw new BusinessRuleError(inboundMessages.alreadyApproved);

    const cartonIds = [...new Set(rows.flatMap((r) => (r.CartonId ? [r.CartonId] : [])))];
    if (cartonIds.length > 0) {
      const found = await tx
        .select({ id: cartons.cartonId })
        .from(cartons)
        .where(and(inArray(cartons.cartonId, cartonIds), eq(cartons.isActive, true)));
      if (found.length !== cartonIds.length) throw new BusinessRuleError(inboundMessages.cartonUnknown);
    }

    const made: MadePacket[] = [];
    const now = new Date();
    for (const { line, productCode } of lines) {
      const row = rows.find((r) => r.MrnLineId === line.mrnLineId)!;
      const received = milliOf(line.receivedQty);
      const approved = milliOf(row.ApprovedQty);
      const pieces = milliOf(row.PiecesPerPacket ?? 0);
      const problem = qualityCheckRowProblem({
        ReceivedQty: qtyNumber(received),
        ApprovedQty: qtyNumber(approved),
        PiecesPerPacket: qtyNumber(pieces),
        RejectedRemark: row.RejectedRemark,
      });
      if (problem) throw new BusinessRuleError(problem);
      const count = approved > 0 ? Math.ceil(approved / pieces) : 0;
      const rejected = subtractQty(received, approved);

      await tx
        .update(mrnLines)
        .set({
          approvedQty: qtyText(approved),
          rejectedQty: qtyText(rejected),
          rejectedRemark: row.RejectedRemark?.trim() ?? "",
          piecesPerPacket: qtyText(pieces),
          totalSlip: count,
          cartonId: row.CartonId ?? null,
          isApprove: true,
          approvedBy: userId,
          approvedAt: now,
        })
        .where(and(eq(mrnLines.mrnLineId, line.mrnLineId), eq(mrnLines.isApprove, false)));
      const batch = {
        piecesPerPacket: pieces,
        productId: line.productId,
        supplierId: mrn.supplierId,
        lot: { mrnLineId: line.mrnLineId },
        receivedOn: mrn.mrnDate,
        supplierLot: row.SupplierLot ?? "",
        supplierExpiry: row.SupplierExpiry ?? null,
        reason: "qualityCheck" as const,
        userId,
      };
      const packets = await makePackets(tx, {
        ...batch,
        count,
        total: approved,
        code: sql`${`${mrnId}-${line.mrnLineId}-`} || lpad(n::text, greatest(3, length(n::text)), '0')`,
        status: "Packed",
        reference: `MRN ${mrnId}`,
      });
      for (const p of packets)
        made.push({ QRCode: p.qrCode, ProductCode: productCode, Qty: qtyNumber(p.qty) });
      // The rejected quantity is stock too: Rejected packets of the line (codes `<MRN>-<line>-R<n>`) await disposition.
      const rejects = await makePackets(tx, {
        ...batch,
        count: rejected > 0 ? Math.ceil(rejected / pieces) : 0,
        total: rejected,
        code: sql`${`${mrnId}-${line.mrnLineId}-R`} || lpad(n::text, greatest(3, length(n::text)), '0')`,
        status: "Rejected",
        reference: referenceOf(`MRN ${mrnId} rejected`, row.RejectedRemark ?? ""),
      });
      for (const p of rejects)
        made.push({ QRCode: p.qrCode, ProductCode: productCode, Qty: qtyNumber(p.qty), Rejected: true });
    }
    return made;
  });
}
