import {
  type CloseRecallRequest,
  type CreateRecallRequest,
  commonMessages,
  recallMessages as m,
  type PreviewRecallRequest,
  type RecallAsk,
  type RecallClosed,
  type RecallOpened,
  type RecallPreview,
  reachTruncated,
  recallAskOf,
  recallLotText,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { closeRecall as closeRecallCommand, openRecall, type RecallLot } from "../stock/index.js";
import { lotExists, previewRows, scopeOf } from "./genealogy.js";

function unknownLot(ask: RecallAsk): string {
  switch (ask.kind) {
    case "MRNID":
      return m.mrnUnknown(ask.mrnId);
    case "PONumber":
      return m.poUnknown(ask.poNumber);
    case "QRCode":
      return commonMessages.scanMissing(ask.qrCode);
    case "Supplier":
      return m.supplierUnknown(ask.supplierCode);
  }
}

/** Recall/PreviewRecall: what recalling the lot would reach; a lot that does not exist is refused. */
export async function previewRecall(db: Db, request: PreviewRecallRequest): Promise<RecallPreview> {
  const ask = recallAskOf(request);
  const rows = await previewRows(db, ask);
  if (!rows.known) throw new BusinessRuleError(unknownLot(ask));
  const { counts } = rows;
  return {
    Lot: recallLotText(ask),
    Counts: counts,
    Serials: rows.serials,
    Requisitions: rows.requisitions,
    Packets: rows.packets,
    ToNotify: rows.toNotify,
    Truncated:
      reachTruncated(rows.toNotify) ||
      counts.SerialRanges > rows.serials.length ||
      counts.Requisitions > rows.requisitions.length ||
      counts.ToHold + counts.AlreadyHeld + counts.AtProduction > rows.packets.length,
  };
}

const lotOf = (ask: RecallAsk): RecallLot => ({
  mrnId: ask.kind === "MRNID" ? ask.mrnId : null,
  poNumber: ask.kind === "PONumber" ? ask.poNumber : null,
  qrCode: ask.kind === "QRCode" ? ask.qrCode : null,
  supplierCode: ask.kind === "Supplier" ? ask.supplierCode : null,
  fromDate: ask.kind === "Supplier" ? ask.fromDate : null,
  toDate: ask.kind === "Supplier" ? ask.toDate : null,
});

/** Recall/CreateRecall: the stock kernel's `openRecall` over the lot's genealogy, computed inside its transaction. */
export async function createRecall(
  db: Db,
  request: CreateRecallRequest,
  userId: number | null,
): Promise<RecallOpened> {
  const ask = recallAskOf(request);
  if (!(await lotExists(db, ask))) throw new BusinessRuleError(unknownLot(ask));
  const done = await openRecall(db, lotOf(ask), request.Reason, (tx) => scopeOf(tx, ask), userId);
  const [serials] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::integer as n from fg_mappings f
      join recall_requisitions x on x.requisition_id = f.requisition_id where x.recall_id = ${done.recallId}::integer`),
  );
  return {
    RecallId: done.recallId,
    Held: done.held,
    AlreadyHeld: done.alreadyHeld,
    AtProduction: done.atProduction,
    Requisitions: done.requisitions,
    SerialRanges: Number(serials.n),
  };
}

/** Recall/CloseRecall: the stock kernel's `closeRecall`. */
export async function closeRecall(
  db: Db,
  request: CloseRecallRequest,
  userId: number | null,
): Promise<RecallClosed> {
  const { changed } = await closeRecallCommand(db, request.RecallId, request.Disposition, userId);
  return { RecallId: request.RecallId, Disposition: request.Disposition, Changed: changed };
}
