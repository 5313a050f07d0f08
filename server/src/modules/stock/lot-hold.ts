import {
  addQty,
  type HoldReason,
  type LotHoldDone,
  type LotHoldPreview,
  type LotHoldRequest,
  type LotScope,
  stockHoldMessages as m,
  milliOf,
  noQty,
  normalRequisitionNo,
  type PacketStatus,
  qtyNumber,
} from "@wms/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mrnLines, mrns, packets, products, requisitions } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { holdChange, releaseChange } from "./hold.js";
import { lockPacketsByIds } from "./lots.js";
import { changeLockedPackets } from "./state-change.js";

/** A scope's keys, each checked to exist (refused by name when not). */
interface ScopeKeys {
  mrnId: number | null;
  requisitionId: number | null;
  productId: number | null;
}

async function keysOf(db: Db, scope: LotScope): Promise<ScopeKeys> {
  const keys: ScopeKeys = { mrnId: null, requisitionId: null, productId: null };
  if (scope.MRNID) {
    const [mrn] = await db.select({ mrnId: mrns.mrnId }).from(mrns).where(eq(mrns.mrnId, scope.MRNID));
    if (!mrn) throw new BusinessRuleError(m.mrnUnknown(scope.MRNID));
    keys.mrnId = mrn.mrnId;
  }
  const requisitionNo = normalRequisitionNo(scope.RequisitionNo ?? "");
  if (requisitionNo) {
    const [requisition] = await db
      .select({ requisitionId: requisitions.requisitionId })
      .from(requisitions)
      .where(eq(requisitions.requisitionNo, requisitionNo));
    if (!requisition) throw new BusinessRuleError(m.requisitionUnknown(requisitionNo));
    keys.requisitionId = requisition.requisitionId;
  }
  const productCode = scope.ProductCode?.trim() ?? "";
  if (productCode) {
    const [product] = await db
      .select({ productId: products.productId })
      .from(products)
      .where(sql`lower(${products.productCd}) = lower(${productCode})`);
    if (!product) throw new BusinessRuleError(m.productUnknown(productCode));
    keys.productId = product.productId;
  }
  return keys;
}

/** The packets of the scope (a lot survives splits and returns: children keep their MRN line or producer). */
function inScope(keys: ScopeKeys): SQL {
  const where: SQL[] = [];
  if (keys.mrnId !== null)
    where.push(
      sql`${packets.mrnLineId} in (select ${mrnLines.mrnLineId} from ${mrnLines} where ${mrnLines.mrnId} = ${keys.mrnId})`,
    );
  if (keys.requisitionId !== null) where.push(eq(packets.producedByRequisitionId, keys.requisitionId));
  if (keys.productId !== null) where.push(eq(packets.productId, keys.productId));
  return and(...where) as SQL;
}

const holdable: PacketStatus[] = ["InBin", "Packed"];

/** StockHold/PreviewLotHold: how many packets a hold would take, and those already held by reason. */
export async function previewLotHold(db: Db, scope: LotScope): Promise<LotHoldPreview> {
  const keys = await keysOf(db, scope);
  const rows = await db
    .select({
      status: packets.status,
      holdReason: packets.holdReason,
      packets: sql<number>`count(*)::int`,
      qty: sql<string>`sum(${packets.qty})::text`,
    })
    .from(packets)
    .where(and(inScope(keys), inArray(packets.status, [...holdable, "OnHold"])))
    .groupBy(packets.status, packets.holdReason);
  const toHold = rows.filter((r) => r.status !== "OnHold");
  const codes = await db
    .selectDistinct({ code: products.productCd })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .where(and(inScope(keys), inArray(packets.status, [...holdable, "OnHold"])))
    .orderBy(asc(products.productCd))
    .limit(20);
  return {
    ToHold: toHold.reduce((n, r) => n + r.packets, 0),
    ToHoldQty: qtyNumber(toHold.reduce((n, r) => addQty(n, milliOf(r.qty)), noQty)),
    Held: rows
      .filter((r) => r.status === "OnHold" && r.holdReason !== null)
      .map((r) => ({
        HoldReason: r.holdReason as HoldReason,
        Packets: r.packets,
        Qty: qtyNumber(milliOf(r.qty)),
      })),
    ProductCodes: codes.map((c) => c.code),
  };
}

/** The scope's packet ids in the given states (and hold reason), in id order: the candidates the command locks. */
async function candidateIds(db: Db, keys: ScopeKeys, statuses: PacketStatus[], reason?: HoldReason) {
  const rows = await db
    .select({ packetId: packets.packetId })
    .from(packets)
    .where(
      and(
        inScope(keys),
        inArray(packets.status, statuses),
        reason ? eq(packets.holdReason, reason) : undefined,
      ),
    )
    .orderBy(asc(packets.packetId));
  return rows.map((r) => r.packetId);
}

/**
 * The `holdLot` command (StockHold/HoldLot): every packet of the scope in a bin or packed goes OnHold with the
 * reason and remark, in one transaction; packets locked in id order, those that left the holdable states while
 * waiting for their lock skipped (they are no longer what a hold takes).
 */
export async function holdLot(db: Db, request: LotHoldRequest, userId: number | null): Promise<LotHoldDone> {
  return inTransaction(db, async (tx) => {
    const keys = await keysOf(tx, request.Scope);
    const locked = (await lockPacketsByIds(tx, await candidateIds(tx, keys, holdable))).filter((p) =>
      holdable.includes(p.status),
    );
    if (locked.length === 0) throw new BusinessRuleError(m.nothingToHold);
    const done = await changeLockedPackets(tx, locked, holdChange(request.Reason, request.Remark), userId);
    return { Changed: done.Changed };
  });
}

/**
 * The `releaseLot` command (StockHold/ReleaseLot): every packet of the scope held for the reason goes back to
 * its bin (or Packed), in one transaction; a packet an open recall holds is never released this way.
 */
export async function releaseLot(
  db: Db,
  request: LotHoldRequest,
  userId: number | null,
): Promise<LotHoldDone> {
  return inTransaction(db, async (tx) => {
    const keys = await keysOf(tx, request.Scope);
    const ids = await candidateIds(tx, keys, ["OnHold"], request.Reason);
    const locked = (await lockPacketsByIds(tx, ids)).filter(
      (p) => p.status === "OnHold" && p.holdReason === request.Reason && p.recallId === null,
    );
    if (locked.length === 0) throw new BusinessRuleError(m.nothingToRelease(request.Reason));
    const done = await changeLockedPackets(tx, locked, releaseChange(request.Remark), userId);
    return { Changed: done.Changed };
  });
}
