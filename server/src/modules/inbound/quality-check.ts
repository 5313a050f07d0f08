import {
  inboundMessages,
  packetQuantities,
  type QualityCheckRow,
  qualityCheckRowProblem,
  rejectedQty,
  roundQty,
  totalSlip,
} from "@wms/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cartons, mrnLines, mrns, packets, products } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger } from "../stock/index.js";

export interface PacketMade {
  QRCode: string;
  ProductCode: string;
  Qty: number;
}

/** A packet's QR code: MRN, MRN line and packet number; unique because a line is approved once. */
export const qrCodeOf = (mrnId: number, mrnLineId: number, n: number) =>
  `${mrnId}-${mrnLineId}-${String(n).padStart(3, "0")}`;

/**
 * The `qualityCheck` command (PurchaseOrder/UpdatePoDetails): approves the given lines of one MRN
 * (approved, rejected = received - approved, remark, pieces per packet, carton) and makes each
 * line's packets, the last holding the remainder. A line is approved once; everything or nothing.
 */
export async function qualityCheck(
  db: Db,
  rows: QualityCheckRow[],
  userId: number | null,
): Promise<PacketMade[]> {
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

    const made: PacketMade[] = [];
    const now = new Date();
    for (const { line, productCode } of lines) {
      const row = rows.find((r) => r.MrnLineId === line.mrnLineId)!;
      const received = Number(line.receivedQty);
      const approved = roundQty(row.ApprovedQty);
      const pieces = roundQty(row.PiecesPerPacket ?? 0);
      const problem = qualityCheckRowProblem({
        ReceivedQty: received,
        ApprovedQty: approved,
        PiecesPerPacket: pieces,
        RejectedRemark: row.RejectedRemark,
      });
      if (problem) throw new BusinessRuleError(problem);

      const quantities = packetQuantities(approved, pieces);
      await tx
        .update(mrnLines)
        .set({
          approvedQty: String(approved),
          rejectedQty: String(rejectedQty(received, approved)),
          rejectedRemark: row.RejectedRemark?.trim() ?? "",
          piecesPerPacket: String(pieces),
          totalSlip: totalSlip(approved, pieces),
          cartonId: row.CartonId ?? null,
          isApprove: true,
          approvedBy: userId,
          approvedAt: now,
        })
        .where(and(eq(mrnLines.mrnLineId, line.mrnLineId), eq(mrnLines.isApprove, false)));
      if (quantities.length === 0) continue;

      const inserted = await tx
        .insert(packets)
        .values(
          quantities.map((q, i) => ({
            qrCode: qrCodeOf(mrnId, line.mrnLineId, i + 1),
            productId: line.productId,
            supplierId: mrn.supplierId,
            mrnLineId: line.mrnLineId,
            qty: String(q),
            status: "Packed" as const,
          })),
        )
        .returning({ packetId: packets.packetId, qrCode: packets.qrCode, qty: packets.qty });
      await appendLedger(
        tx,
        inserted.map((p) => ({
          packetId: p.packetId,
          productId: line.productId,
          qty: p.qty,
          from: { status: null },
          to: { status: "Packed" },
          reason: "qualityCheck",
          reference: `MRN ${mrnId}`,
          userId,
        })),
      );
      made.push(...inserted.map((p) => ({ QRCode: p.qrCode, ProductCode: productCode, Qty: Number(p.qty) })));
    }
    return made;
  });
}
