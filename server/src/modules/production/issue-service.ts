import { type issueRmStoreRequest, productionMessages as m, planIssue, requiredQty } from "@wms/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { bins, packets, requisitionIssues } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger, type LedgerEntry } from "../stock/index.js";
import {
  bomWithIssued,
  findRequisitionByNo,
  lockBinsLeftEmpty,
  lockPacketsByCodes,
  nextPacketId,
  packetByCode,
  requisitionsOfOrder,
} from "./issue-queries.js";

type Requisition = NonNullable<Awaited<ReturnType<typeof findRequisitionByNo>>>;
const fixed = (qty: number) => qty.toFixed(3);

/** The BOM lines of a requisition: required = BOM qty x requisition qty, issued so far, remaining. */
async function issueLines(db: Db, requisition: Requisition) {
  const bom = await bomWithIssued(db, requisition.productId, requisition.requisitionId);
  return bom.map((b) => {
    const Quantity = requiredQty(b.perUnit, requisition.qty);
    return {
      JobScheduleId: b.bomId,
      OrderNo: requisition.orderNo,
      OrderNO: requisition.orderNo,
      RequisitionNo: requisition.requisitionNo,
      ProductCode: requisition.productCode,
      RMCode: b.RMCode,
      ProductName: b.ProductName,
      RrBomQuantity: b.perUnit,
      Quantity,
      ScannedQty: b.issued,
      RemainingQty: Math.max(0, Math.round((Quantity - b.issued) * 1000) / 1000),
    };
  });
}

export type IssueLineRow = Awaited<ReturnType<typeof issueLines>>[number];

const hasRemaining = (lines: IssueLineRow[]) => lines.some((l) => l.RemainingQty > 0);

/**
 * JobSchedule/GetBomToIssue: the BOM lines of a requisition, or of the first requisition of an
 * order that still needs material. A requisition already fully issued answers '400' with its lines.
 */
export async function bomToIssue(db: Db, by: { RequisitionNo?: string | null; OrderNo?: string | null }) {
  if (by.RequisitionNo) {
    const requisition = await findRequisitionByNo(db, by.RequisitionNo);
    if (!requisition) throw new BusinessRuleError(m.requisitionNotFound, []);
    const lines = await issueLines(db, requisition);
    if (lines.length === 0) throw new BusinessRuleError(m.bomMissing, []);
    if (!hasRemaining(lines)) throw new BusinessRuleError(m.allIssued, lines);
    return lines;
  }
  const ofOrder = await requisitionsOfOrder(db, by.OrderNo ?? "");
  if (ofOrder.length === 0) throw new BusinessRuleError(m.noOpenRequisition, []);
  let last: IssueLineRow[] = [];
  for (const requisition of ofOrder) {
    last = await issueLines(db, requisition);
    if (hasRemaining(last)) return last;
  }
  if (last.length === 0) throw new BusinessRuleError(m.bomMissing, []);
  throw new BusinessRuleError(m.allIssued, last);
}

/** StoreRequisitionIssue/GetPacketToIssue: a scanned packet in stock, with product, supplier, qty and bin. */
export async function packetToIssue(db: Db, qrCode: string) {
  const packet = await packetByCode(db, qrCode);
  if (!packet) throw new BusinessRuleError(m.qrCodeUnknown);
  const { status, BinId, ColAddress, ...shown } = packet;
  if (status !== "InBin" || BinId === null || ColAddress === null)
    throw new BusinessRuleError(m.packetNotInStock);
  return { ...shown, BinId, ColAddress };
}

/**
 * The `issueToProduction` command (StoreRequisitionIssue/IssueRMStore), one transaction: the
 * requisition row is locked so its issues serialize, then the scanned packets. Every packet must
 * be in a bin and match a BOM line that still needs it; nothing goes beyond the requirement. A
 * packet larger than the need is split: the issued part goes to production, the rest stays in
 * the bin as a new packet with a new QR code (answered, to reprint). A bin whose last packet
 * leaves becomes Empty. Every movement is in the ledger.
 */
export async function issueToProduction(
  db: Db,
  request: z.output<typeof issueRmStoreRequest>,
  userId: number | null,
) {
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
    const ledger: LedgerEntry[] = [];
    const broken: Array<{ QRCode: string; ProductCode: string; Qty: number }> = [];
    const reference = requisition.requisitionNo;
    for (const item of plan.items) {
      const p = byCode.get(item.QRCode)!;
      const bin = { status: "InBin" as const, binId: p.binId };
      if (item.IsBreak) {
        const packetId = await nextPacketId(tx);
        const qrCode = `${p.qrCode}-S${packetId}`;
        await tx.insert(packets).values({
          packetId,
          qrCode,
          productId: p.productId,
          supplierId: p.supplierId,
          qty: fixed(item.BreakQuantity),
          status: "InBin",
          binId: p.binId,
          inwardAt: p.inwardAt,
          parentPacketId: p.packetId,
        });
        const split = {
          productId: p.productId,
          qty: fixed(item.BreakQuantity),
          reason: "splitAtIssue",
          reference,
          userId,
        };
        ledger.push({ ...split, packetId: p.packetId, from: bin, to: { status: null } });
        ledger.push({ ...split, packetId, from: { status: null }, to: bin });
        broken.push({ QRCode: qrCode, ProductCode: p.productCode, Qty: item.BreakQuantity });
      }
      await tx
        .update(packets)
        .set({ qty: fixed(item.Quantity), status: "Issued", binId: null })
        .where(and(eq(packets.packetId, p.packetId), eq(packets.status, "InBin")));
      await tx.insert(requisitionIssues).values({
        requisitionId: requisition.requisitionId,
        packetId: p.packetId,
        productId: p.productId,
        supplierId: p.supplierId,
        fromBinId: p.binId!,
        qty: fixed(item.Quantity),
        issuedBy: userId,
        issuedAt: now,
      });
      ledger.push({
        packetId: p.packetId,
        productId: p.productId,
        qty: fixed(item.Quantity),
        from: bin,
        to: { status: "Issued" },
        reason: "issueToProduction",
        reference,
        userId,
      });
    }
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
