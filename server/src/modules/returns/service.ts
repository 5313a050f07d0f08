import { consumptionMessages, returnTypes, roundQty, type StockReturn } from "@wms/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { packets, products, requisitionIssues, requisitions, stockReturns } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { issueBalances } from "../production/activity-queries.js";
import { nextPacketId } from "../production/issue-queries.js";
import { appendLedger, type LedgerEntry } from "../stock/ledger.js";
import { requisitionOfScan } from "../traceability/scan-lookup.js";
import { issueRows, returnableRows } from "./queries.js";

/** Return/GetFGReturn/{x}: the returnable rows of the requisition a scanned QR code (or number) stands for. */
export async function returnLookup(db: Db, scanned: string) {
  const requisitionId = await requisitionOfScan(db, scanned);
  const rows = requisitionId ? await returnableRows(db, requisitionId) : [];
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/** Return/UpdateReturnRow: checks an edited quantity against what the row can still give back. */
export async function checkReturnRow(db: Db, requisitionIssueId: number, quantity: number) {
  const [issue] = await db
    .select({ requisitionId: requisitionIssues.requisitionId })
    .from(requisitionIssues)
    .where(eq(requisitionIssues.requisitionIssueId, requisitionIssueId));
  if (!issue) throw new BusinessRuleError(consumptionMessages.noData);
  const balance = (await issueBalances(db, [issue.requisitionId])).find(
    (b) => b.requisitionIssueId === requisitionIssueId,
  );
  if (!balance || quantity > balance.unused)
    throw new BusinessRuleError(consumptionMessages.beyondReturnable);
  const [row] = await issueRows(db, [requisitionIssueId]);
  return { ...row, Quantity: quantity };
}

const issuedPacket = alias(packets, "issued_packet");
const parentPacket = alias(packets, "parent_packet");

/**
 * The `returnToStock` command (Return/SubmitFGReturn): each selected issue gives back its quantity
 * as a new packet, Packed and in no bin, under the MRN of the issued packet, to be put away again.
 * Never more than issued and not consumed or returned; rows asked for again (already returned, or
 * twice in one submission) are answered as a '400' with those rows. The requisitions are locked
 * first, so parallel returns and consumption of one requisition serialize.
 */
export async function returnToStock(db: Db, request: StockReturn, userId: number | null) {
  return inTransaction(db, async (tx) => {
    const ids = [...new Set(request.ReturnList.map((r) => r.RequisitionIssueId))];
    const owners = await tx
      .select({ requisitionId: requisitionIssues.requisitionId })
      .from(requisitionIssues)
      .where(inArray(requisitionIssues.requisitionIssueId, ids));
    const requisitionIds = [...new Set(owners.map((o) => o.requisitionId))].sort((a, b) => a - b);
    if (requisitionIds.length === 0) throw new BusinessRuleError(consumptionMessages.noData);
    const locked = await tx
      .select({ requisitionId: requisitions.requisitionId, requisitionNo: requisitions.requisitionNo })
      .from(requisitions)
      .where(inArray(requisitions.requisitionId, requisitionIds))
      .orderBy(asc(requisitions.requisitionId))
      .for("update");
    const requisitionNoOf = new Map(locked.map((r) => [r.requisitionId, r.requisitionNo]));
    const balances = new Map((await issueBalances(tx, requisitionIds)).map((b) => [b.requisitionIssueId, b]));

    const seen = new Set<number>();
    if (request.RandomSeqNo != null) {
      const sameSubmission = await tx
        .select({ requisitionIssueId: stockReturns.requisitionIssueId })
        .from(stockReturns)
        .where(
          and(eq(stockReturns.seqNo, request.RandomSeqNo), inArray(stockReturns.requisitionIssueId, ids)),
        );
      for (const r of sameSubmission) seen.add(r.requisitionIssueId);
    }
    const again: typeof request.ReturnList = [];
    const beyond: typeof request.ReturnList = [];
    for (const row of request.ReturnList) {
      const balance = balances.get(row.RequisitionIssueId);
      const twice = seen.has(row.RequisitionIssueId);
      seen.add(row.RequisitionIssueId);
      if (!balance) beyond.push(row);
      else if (twice || (balance.hasReturns && row.Quantity > balance.unused)) again.push(row);
      else if (row.Quantity > balance.unused) beyond.push(row);
    }
    if (again.length > 0) {
      const rows = new Map(
        (
          await issueRows(
            tx,
            again.map((r) => r.RequisitionIssueId),
          )
        ).map((r) => [r.RequisitionIssueId, r]),
      );
      throw new BusinessRuleError(
        consumptionMessages.returnedMoreThanOnce,
        again.map((r) => ({
          RequisitionIssueId: r.RequisitionIssueId,
          RMCode: rows.get(r.RequisitionIssueId)?.RMCode ?? "",
          Quantity: r.Quantity,
          SupplierCode: rows.get(r.RequisitionIssueId)?.SupplierCode ?? "",
        })),
      );
    }
    if (beyond.length > 0) throw new BusinessRuleError(consumptionMessages.beyondReturnable);
    if (request.ReturnType === returnTypes.fg) {
      const asked = new Set(request.ReturnList.map((r) => r.RequisitionIssueId));
      const left = [...balances.values()].some((b) => b.unused > 0 && !asked.has(b.requisitionIssueId));
      if (left) throw new BusinessRuleError(consumptionMessages.fgReturnWhole);
    }

    const sources = await tx
      .select({
        requisitionIssueId: requisitionIssues.requisitionIssueId,
        requisitionId: requisitionIssues.requisitionId,
        qrCode: issuedPacket.qrCode,
        packetId: issuedPacket.packetId,
        productId: issuedPacket.productId,
        productCode: products.productCd,
        supplierId: issuedPacket.supplierId,
        inwardAt: issuedPacket.inwardAt,
        mrnLineId: issuedPacket.mrnLineId,
        parentMrnLineId: parentPacket.mrnLineId,
      })
      .from(requisitionIssues)
      .innerJoin(issuedPacket, eq(issuedPacket.packetId, requisitionIssues.packetId))
      .innerJoin(products, eq(products.productId, issuedPacket.productId))
      .leftJoin(parentPacket, eq(parentPacket.packetId, issuedPacket.parentPacketId))
      .where(inArray(requisitionIssues.requisitionIssueId, ids));
    const sourceOf = new Map(sources.map((s) => [s.requisitionIssueId, s]));

    const ledger: LedgerEntry[] = [];
    const made: Array<{ QRCode: string; ProductCode: string; Qty: number }> = [];
    for (const row of request.ReturnList) {
      const source = sourceOf.get(row.RequisitionIssueId) as (typeof sources)[number];
      const packetId = await nextPacketId(tx);
      const qrCode = `${source.qrCode}-R${packetId}`;
      const qty = String(roundQty(row.Quantity));
      await tx.insert(packets).values({
        packetId,
        qrCode,
        productId: source.productId,
        supplierId: source.supplierId,
        mrnLineId: source.mrnLineId ?? source.parentMrnLineId,
        qty,
        status: "Packed",
        inwardAt: source.inwardAt,
        parentPacketId: source.packetId,
      });
      await tx.insert(stockReturns).values({
        returnType: request.ReturnType,
        requisitionIssueId: row.RequisitionIssueId,
        newPacketId: packetId,
        qty,
        seqNo: request.RandomSeqNo ?? null,
        createdBy: userId,
      });
      ledger.push({
        packetId,
        productId: source.productId,
        qty,
        from: { status: "Issued" },
        to: { status: "Packed" },
        reason: "returnToStock",
        reference: requisitionNoOf.get(source.requisitionId) ?? "",
        userId,
      });
      made.push({ QRCode: qrCode, ProductCode: source.productCode, Qty: Number(qty) });
    }
    await appendLedger(tx, ledger);
    return made;
  });
}
