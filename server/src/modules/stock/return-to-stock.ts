import {
  consumptionMessages,
  type MadePacket,
  milliOf,
  qtyNumber,
  qtyText,
  type returnedAgainRow,
  returnTypes,
  type StockReturn,
} from "@wms/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { packets, products, requisitionIssues, stockReturns } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { takeFromIssuedPacket } from "./consume.js";
import { appendLedger, type LedgerEntry } from "./ledger.js";
import { lockPacketsByCodes, lotKeyOf, reservePacketIds } from "./lots.js";
import { holdRecalledReturns } from "./recall-hold.js";
import { issueBalances, issueRows } from "./requisition-issues.js";
import { lockRequisitions } from "./requisition-lock.js";

/**
 * The `returnToStock` command (Return/SubmitFGReturn): each selected issue gives back its quantity
 * as a new packet of the same lot (code `<lot>-R<id>`, parent = the issued packet), Packed and in
 * no bin, to be put away again by scanning its MRN or producing requisition. Never more than
 * issued and not consumed or returned; rows asked for again (already returned, or twice in one
 * submission) are answered as a '400' with those rows. The requisitions are locked first (id
 * order), so parallel returns and consumption of one requisition serialize.
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
    const locked = await lockRequisitions(tx, requisitionIds);
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
      const asked = milliOf(row.Quantity);
      const unused = balance ? milliOf(balance.unused) : 0;
      if (!balance) beyond.push(row);
      else if (twice || (balance.hasReturns && asked > unused)) again.push(row);
      else if (asked > unused) beyond.push(row);
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
        again.map(
          (r): z.output<typeof returnedAgainRow> => ({
            RequisitionIssueId: r.RequisitionIssueId,
            RMCode: rows.get(r.RequisitionIssueId)?.RMCode ?? "",
            Quantity: r.Quantity,
            SupplierCode: rows.get(r.RequisitionIssueId)?.SupplierCode ?? "",
          }),
        ),
      );
    }
    if (beyond.length > 0) throw new BusinessRuleError(consumptionMessages.beyondReturnable);
    if (request.ReturnType === returnTypes.fg) {
      const asked = new Set(request.ReturnList.map((r) => r.RequisitionIssueId));
      const left = [...balances.values()].some((b) => b.unused > 0 && !asked.has(b.requisitionIssueId));
      if (left) throw new BusinessRuleError(consumptionMessages.fgReturnWhole);
    }

    const issued = await tx
      .select({ requisitionIssueId: requisitionIssues.requisitionIssueId, qrCode: packets.qrCode })
      .from(requisitionIssues)
      .innerJoin(packets, eq(packets.packetId, requisitionIssues.packetId))
      .where(inArray(requisitionIssues.requisitionIssueId, ids));
    const codeOf = new Map(issued.map((i) => [i.requisitionIssueId, i.qrCode]));
    const sources = new Map(
      (await lockPacketsByCodes(tx, [...new Set(codeOf.values())])).map((p) => [p.qrCode, p]),
    );
    const newIds = await reservePacketIds(tx, request.ReturnList.length);
    const productIds = [...new Set([...sources.values()].map((p) => p.productId))];
    const codeOfProduct = new Map(
      (
        await tx
          .select({ productId: products.productId, code: products.productCd })
          .from(products)
          .where(inArray(products.productId, productIds))
      ).map((p) => [p.productId, p.code]),
    );

    const ledger: LedgerEntry[] = [];
    const made: MadePacket[] = [];
    const sourceOf: Array<{ qrCode: string; sourcePacketId: number }> = [];
    for (const [n, row] of request.ReturnList.entries()) {
      const source = sources.get(codeOf.get(row.RequisitionIssueId)!)!;
      const requisitionNo = requisitionNoOf.get(balances.get(row.RequisitionIssueId)!.requisitionId) ?? "";
      const packetId = newIds[n];
      const milli = milliOf(row.Quantity);
      const qty = qtyText(milli);
      const qrCode = `${lotKeyOf(source)}-R${packetId}`;
      await takeFromIssuedPacket(tx, source.packetId, milli);
      await tx.insert(packets).values({
        packetId,
        qrCode,
        productId: source.productId,
        supplierId: source.supplierId,
        mrnLineId: source.mrnLineId,
        producedByRequisitionId: source.producedByRequisitionId,
        qty,
        status: "Packed",
        inwardAt: source.inwardAt,
        receivedOn: source.receivedOn,
        parentPacketId: source.packetId,
        supplierLot: sql`(select p.supplier_lot from ${packets} p where p.packet_id = ${source.packetId})`,
        supplierExpiry: sql`(select p.supplier_expiry from ${packets} p where p.packet_id = ${source.packetId})`,
      });
      await tx.insert(stockReturns).values({
        returnType: request.ReturnType,
        requisitionIssueId: row.RequisitionIssueId,
        newPacketId: packetId,
        qty,
        seqNo: request.RandomSeqNo ?? null,
        createdBy: userId,
      });
      const moved = {
        productId: source.productId,
        qty,
        reason: "returnToStock" as const,
        reference: requisitionNo,
        userId,
      };
      ledger.push({ ...moved, packetId: source.packetId, from: { status: "Issued" }, to: { status: null } });
      ledger.push({ ...moved, packetId, from: { status: null }, to: { status: "Packed" } });
      made.push({
        QRCode: qrCode,
        ProductCode: codeOfProduct.get(source.productId) ?? "",
        Qty: qtyNumber(milli),
      });
      sourceOf.push({ qrCode, sourcePacketId: source.packetId });
    }
    await appendLedger(tx, ledger);
    await holdRecalledReturns(tx, sourceOf, userId);
    return made;
  });
}
