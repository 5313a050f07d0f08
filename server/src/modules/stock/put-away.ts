import {
  commonMessages,
  inboundMessages,
  isBlockedStatus,
  normalRequisitionNo,
  type PutAwayRequest,
  packetInStateMessage,
  packetsToPutAwayMax,
  stockMessages,
} from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { bins, packets, requisitions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { ledgerInsert, ledgerParams } from "./ledger.js";
import { inLot, type LotRef, lockPacketsByCodes } from "./lots.js";
import { packetRowsByCodes, packetRowsOfLot, packetRowsOfScan } from "./packet-rows.js";
import { openRecallOfCode } from "./recall-lookup.js";

/** The lot a put-away names: its MRN, or the requisition that produced the packets. */
async function lotOf(db: Db, by: { MRNID?: number | null; RequisitionNo?: string | null }): Promise<LotRef> {
  if (by.MRNID) return { mrnId: by.MRNID };
  const [requisition] = await requisitionIdStatement(db).execute({
    requisitionNo: normalRequisitionNo(by.RequisitionNo ?? ""),
  });
  if (!requisition) throw new BusinessRuleError(stockMessages.requisitionNotFound);
  return requisition;
}

const requisitionIdStatement = preparedStatement("requisition_id_by_no", (db, name) =>
  db
    .select({ requisitionId: requisitions.requisitionId })
    .from(requisitions)
    .where(eq(requisitions.requisitionNo, sql.placeholder("requisitionNo")))
    .prepare(name),
);

const otherLot = (lot: LotRef) =>
  "mrnId" in lot ? inboundMessages.packetOfOtherMrn : stockMessages.packetOfOtherRequisition;

/**
 * RawMaterialInward/CheckRMExists: whether a scanned packet may go into a bin with this lot (MRN
 * or producing requisition; split and returned packets keep their lot). Fresh: '200' with the
 * packet row. Already inward (or gone on): '400' with it. Unknown or another lot's: '400'.
 */
export async function checkRmExists(
  db: Db,
  by: { MRNID?: number | null; RequisitionNo?: string | null },
  qrCode: string,
) {
  const lot = await lotOf(db, by);
  const [packet] = await packetRowsOfScan(db, qrCode);
  if (!packet) throw new BusinessRuleError(commonMessages.scanMissing(qrCode));
  if (!inLot({ mrnId: packet.MRNID, producedByRequisitionId: packet.ProducedByRequisitionId }, lot))
    throw new BusinessRuleError(otherLot(lot));
  if (isBlockedStatus(packet.Status))
    throw new BusinessRuleError(
      packetInStateMessage(
        packet.QRCode,
        packet.Status,
        packet.HoldReason,
        await openRecallOfCode(db, packet.QRCode),
      ),
    );
  if (packet.Status !== "Packed") throw new BusinessRuleError(inboundMessages.packetAlreadyInward, [packet]);
  return [packet];
}

/** RawMaterialInward/GetPacketsToPutAway: the lot's packets waiting for a bin, oldest first, at most `packetsToPutAwayMax`. */
export async function packetsToPutAway(db: Db, by: { MRNID?: number | null; RequisitionNo?: string | null }) {
  return packetRowsOfLot(db, await lotOf(db, by), "Packed", packetsToPutAwayMax);
}

/**
 * The `putAway` command (RawMaterialInward/UpdateBinInwardMaterialStock): the scanned Packed
 * packets of one lot go into one empty, active bin, which becomes Full. The bin row and then the
 * packet rows (in id order) are locked, so of two operators racing for one bin or packet exactly one wins.
 */
export async function putAway(
  db: Db,
  request: PutAwayRequest,
  userId: number | null,
  /** When it was done on the floor, if queued offline (`X-Done-At`). */
  doneAt: string | null = null,
) {
  const codes = [...new Set(request.storeItems.map((s) => s.QRCode))];
  return inTransaction(db, async (tx) => {
    const lot = await lotOf(tx, request);
    // The lock order (lock-order.ts): packets, then the bin.
    const locked = await lockPacketsByCodes(tx, codes);
    const [bin] = await lockBinStatement(tx).execute({ binId: request.BinId });
    if (!bin) throw new BusinessRuleError(inboundMessages.binUnknown);
    if (!bin.isActive) throw new BusinessRuleError(inboundMessages.binInactive);
    if (bin.colStatus) throw new BusinessRuleError(inboundMessages.binNotEmpty);

    const found = new Set(locked.map((p) => p.qrCode));
    const unknown = codes.find((c) => !found.has(c));
    if (unknown) throw new BusinessRuleError(commonMessages.scanMissing(unknown));
    if (locked.some((p) => !inLot(p, lot))) throw new BusinessRuleError(otherLot(lot));
    const blocked = locked.find((p) => isBlockedStatus(p.status));
    if (blocked)
      throw new BusinessRuleError(
        packetInStateMessage(blocked.qrCode, blocked.status, blocked.holdReason, blocked.recallId),
      );
    const taken = locked.filter((p) => p.status !== "Packed");
    if (taken.length > 0) {
      throw new BusinessRuleError(
        inboundMessages.packetAlreadyInward,
        await packetRowsByCodes(
          tx,
          taken.map((p) => p.qrCode),
        ),
      );
    }

    const now = new Date().toISOString();
    // In receipt-total key order (product, supplier): a put-away of more than one ledger statement then still
    // locks its totals in the order every other put-away does (migration 0025), so two never deadlock.
    const byTotal = [...locked].sort(
      (a, b) => a.productId - b.productId || (a.supplierId ?? 0) - (b.supplierId ?? 0),
    );
    // The packets, the bin and the ledger in one statement (at most packetsToPutAwayMax = chunkRows rows).
    await putAwayWriteStatement(tx).execute({
      binId: bin.binId,
      movedIds: locked.map((p) => p.packetId),
      inwardAt: doneAt ?? now,
      userId,
      now,
      ...ledgerParams(
        byTotal.map((p) => ({
          packetId: p.packetId,
          productId: p.productId,
          qty: p.qty,
          from: { status: "Packed" },
          to: { status: "InBin", binId: bin.binId },
          reason: "putAway",
          reference: "mrnId" in lot ? `MRN ${lot.mrnId}` : (p.producedBy ?? ""),
          userId,
          doneAt,
          // Goods received: a packet of an MRN line that was neither returned nor split off (those have a parent).
          receiptSupplierId: p.mrnLineId !== null && p.parentPacketId === null ? p.supplierId : null,
        })),
      ),
    });
    return { BinId: bin.binId, ColAddress: bin.colAddress, Packets: locked.length };
  });
}

const lockBinStatement = preparedStatement("put_away_lock_bin", (tx, name) =>
  tx
    .select({
      binId: bins.binId,
      isActive: bins.isActive,
      colStatus: bins.colStatus,
      colAddress: bins.colAddress,
    })
    .from(bins)
    .where(eq(bins.binId, sql.placeholder("binId")))
    .for("update")
    .prepare(name),
);

// The packets go into the bin, the bin turns Full and the ledger gets their rows: three data-modifying WITHs that read
// nothing another writes (the rows are locked and checked), so one round trip does what three did.
const putAwayWriteStatement = preparedStatement("put_away_write", (tx, name) => {
  const moved = tx.$with("moved", { packetId: packets.packetId }).as(
    tx
      .update(packets)
      .set({
        status: "InBin",
        binId: sql`${sql.placeholder("binId")}::integer`,
        // Bin Inward Date: when it went into the bin on the floor (a returned packet keeps its first).
        inwardAt: sql`coalesce(${packets.inwardAt}, ${sql.placeholder("inwardAt")}::timestamptz)`,
      })
      .where(
        and(
          sql`${packets.packetId} = any(${sql.placeholder("packetIds")}::integer[])`,
          eq(packets.status, "Packed"),
        ),
      )
      .returning({ packetId: packets.packetId })
      .getSQL(),
  );
  const filled = tx.$with("filled", { binId: bins.binId }).as(
    tx
      .update(bins)
      .set({
        colStatus: true,
        updatedBy: sql`${sql.placeholder("userId")}::integer`,
        updatedDate: sql`${sql.placeholder("now")}::timestamptz`,
      })
      .where(and(eq(bins.binId, sql`${sql.placeholder("binId")}::integer`), sql`not ${bins.colStatus}`))
      .returning({ binId: bins.binId })
      .getSQL(),
  );
  const appended = ledgerInsert(tx);
  return tx
    .with(moved, filled, appended)
    .select({ rows: sql<number>`count(*)::integer` })
    .from(appended)
    .prepare(name);
});
