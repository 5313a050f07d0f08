import {
  commonMessages,
  type IssueRefusal,
  isBlockedStatus,
  type MadePacket,
  productionMessages as m,
  milliOf,
  packetInStateMessage,
  planIssue,
  qtyNumber,
  qtyText,
  stockMessages,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { arrayParams, preparedStatement } from "../../db/prepared.js";
import { packets, requisitionIssues } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { emptyBinsLeft } from "./bin-flags.js";
import { type LedgerEntry, ledgerInsert, ledgerParams } from "./ledger.js";
import { lockBinsOf } from "./lock-order.js";
import { lockPacketsByCodes, lotKeyOf } from "./lots.js";
import { issueLines, type RequisitionToIssue } from "./requisition-issues.js";
import { lockRequisitions } from "./requisition-lock.js";
import { type SplitChild, splitInsert, splitParams } from "./split-packets.js";

/** A refusal's data: every packet refused for the same reason, so a queued issue can be sent again without them. */
const refused = (codes: string[]): IssueRefusal => ({ QRCode: codes[0]!, QRCodes: codes });

/**
 * The `issueToProduction` command (StoreRequisitionIssue/IssueRMStore), one transaction: the
 * requisition (resolved by the production area) is locked so its issues serialize, then the scanned
 * packets (`codes`, in scan order) in id order. Every packet must be in a bin and match a line of
 * the requisition's frozen BOM that still needs it; nothing goes beyond the requirement. A packet larger than the need is split: the rest stays in
 * the bin as a new packet of the same lot, code `<lot>-S<id>`, its parent linked (answered, to
 * reprint). A bin whose last packet leaves becomes Empty; a bin the rest of a split stays in is not
 * checked (it holds that packet at commit), sparing its lock. Every movement is in the ledger.
 */
export async function issueToProduction(
  db: Db,
  requisition: RequisitionToIssue,
  codes: string[],
  userId: number | null,
  /** The bin each packet was scanned in, where the screen sent it: a packet in another bin now was moved meanwhile. */
  scannedIn: ReadonlyMap<string, number> = new Map(),
  /** When it was done on the floor, if queued offline (`X-Done-At`). */
  doneAt: string | null = null,
): Promise<MadePacket[]> {
  return inTransaction(db, async (tx) => {
    await lockRequisitions(tx, [requisition.requisitionId]);
    const lines = await issueLines(tx, requisition);

    const locked = await lockPacketsByCodes(tx, [...new Set(codes)]);
    const byCode = new Map(locked.map((p) => [p.qrCode, p]));
    const unknown = codes.filter((c) => !byCode.has(c));
    if (unknown.length > 0)
      throw new BusinessRuleError(commonMessages.scanMissing(unknown[0]), refused(unknown));
    const blocked = locked.filter((p) => isBlockedStatus(p.status));
    if (blocked[0]) {
      const first = blocked[0];
      throw new BusinessRuleError(
        packetInStateMessage(first.qrCode, first.status, first.holdReason, first.recallId),
        refused(blocked.map((p) => p.qrCode)),
      );
    }
    const outOfStock = locked.filter((p) => p.status !== "InBin" || p.binId === null);
    if (outOfStock.length > 0)
      throw new BusinessRuleError(m.packetNotInStock, refused(outOfStock.map((p) => p.qrCode)));
    const moved = locked.filter((p) => (scannedIn.get(p.qrCode) ?? p.binId) !== p.binId);
    if (moved[0])
      throw new BusinessRuleError(
        stockMessages.movedSinceScan(moved[0].qrCode),
        refused(moved.map((p) => p.qrCode)),
      );
    await lockBinsOf(tx, locked);

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
    if (!plan.ok) throw new BusinessRuleError(plan.message, refused([plan.packet.QRCode]));

    const now = new Date().toISOString();
    const reference = requisition.requisitionNo;
    const splits = plan.items.filter((i) => i.IsBreak);
    const children: SplitChild[] = splits.map((item) => {
      const p = byCode.get(item.QRCode)!;
      return {
        lotKey: lotKeyOf(p),
        productId: p.productId,
        supplierId: p.supplierId,
        mrnLineId: p.mrnLineId,
        producedByRequisitionId: p.producedByRequisitionId,
        qty: qtyText(milliOf(item.BreakQuantity)),
        binId: p.binId,
        inwardAt: p.inwardAt,
        receivedOn: p.receivedOn,
        parentPacketId: p.packetId,
      };
    });
    const issued = plan.items.map((item) => ({
      packet: byCode.get(item.QRCode)!,
      qty: qtyText(milliOf(item.Quantity)),
    }));
    const move = { reference, userId, doneAt };
    // The rests' own rows (into the bin) are made by the write statement, which draws their ids.
    const ledger: LedgerEntry[] = [
      ...children.map((c) => ({
        ...move,
        packetId: c.parentPacketId,
        productId: c.productId,
        qty: c.qty,
        from: { status: "InBin" as const, binId: c.binId },
        to: { status: null },
        reason: "split" as const,
      })),
      ...issued.map(({ packet: p, qty }) => ({
        ...move,
        packetId: p.packetId,
        productId: p.productId,
        qty,
        from: { status: "InBin" as const, binId: p.binId },
        to: { status: "Issued" as const },
        reason: "issueToProduction" as const,
      })),
    ];
    const written = await (children.length > 0 ? issueWithRestsStatement : issueStatement)(tx).execute({
      ...splitParams(children),
      issuedIds: issued.map((i) => i.packet.packetId),
      issuedQtys: issued.map((i) => i.qty),
      issuedFromBinIds: issued.map((i) => i.packet.binId),
      requisitionId: requisition.requisitionId,
      userId,
      now,
      doneAt: doneAt ?? now,
      reference,
      ledgerDoneAt: doneAt,
      ...ledgerParams(ledger),
    });
    const issuedIds = new Set(written.map((w) => w.packetId));
    const notIssued = issued.filter((i) => !issuedIds.has(i.packet.packetId));
    if (notIssued.length > 0)
      throw new BusinessRuleError(m.packetNotInStock, refused(notIssued.map((i) => i.packet.qrCode)));
    const restOf = new Map(written.map((w) => [w.packetId, w.restCode]));
    const broken: MadePacket[] = splits.map((item) => ({
      QRCode: restOf.get(byCode.get(item.QRCode)!.packetId)!,
      ProductCode: byCode.get(item.QRCode)!.productCode,
      Qty: qtyNumber(milliOf(item.BreakQuantity)),
    }));

    const keptFull = new Set(children.map((c) => c.binId));
    const left = new Set(locked.map((p) => p.binId!).filter((binId) => !keptFull.has(binId)));
    await emptyBinsLeft(tx, [...left], userId, now);
    return broken;
  });
}

/**
 * The issue's writes in one statement, WITHs that read nothing another writes (the rows are locked and checked): the
 * rests of split packets are made (`withRests`), the packets leave their bins (only if still in them) with their issue
 * records, and the ledger gets every movement, the rests' from the rows their insert made. Without rests there is no
 * insert, so the packets' insert triggers do not run for nothing. Answers each issued packet with its rest's code.
 */
const issueWrite = (tx: Db, name: string, withRests: boolean) => {
  const made = splitInsert(tx);
  const moved = tx.$with("moved", { packetId: packets.packetId }).as(
    sql`update ${packets} set qty = i.qty, status = 'Issued', bin_id = null
        from unnest(${arrayParams([
          ["issuedIds", "integer"],
          ["issuedQtys", "numeric"],
          ["issuedFromBinIds", "integer"],
        ])}) as i(packet_id, qty, from_bin_id)
        where ${packets.packetId} = i.packet_id and ${packets.status} = 'InBin'
        returning ${packets.packetId}, ${packets.productId}, ${packets.supplierId}, i.from_bin_id, i.qty`,
  );
  const recorded = tx.$with("recorded", { packetId: requisitionIssues.packetId }).as(
    sql`insert into ${requisitionIssues} (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty,
                                          issued_by, issued_at, done_at)
        select ${sql.placeholder("requisitionId")}::integer, m.packet_id, m.product_id, m.supplier_id, m.from_bin_id,
               m.qty, ${sql.placeholder("userId")}::integer, ${sql.placeholder("now")}::timestamptz,
               ${sql.placeholder("doneAt")}::timestamptz
        from ${moved} m
        returning packet_id`,
  );
  const rests = sql`select r.packet_id, r.product_id, r.qty, null::text, null::integer, 'InBin'::text, r.bin_id,
                           'split'::text, ${sql.placeholder("reference")}::text, ${sql.placeholder("userId")}::integer,
                           ${sql.placeholder("ledgerDoneAt")}::timestamptz, null::integer
                    from ${made} r`;
  const appended = ledgerInsert(tx, withRests ? rests : undefined);
  const columns = { packetId: moved.packetId };
  if (!withRests)
    return tx
      .with(moved, recorded, appended)
      .select({ ...columns, restCode: sql<string | null>`null::text` })
      .from(moved)
      .prepare(name);
  return tx
    .with(made, moved, recorded, appended)
    .select({ ...columns, restCode: sql<string | null>`${made.qrCode}` })
    .from(moved)
    .leftJoin(made, eq(made.parentPacketId, moved.packetId))
    .prepare(name);
};
const issueStatement = preparedStatement("issue_write", (tx, name) => issueWrite(tx, name, false));
const issueWithRestsStatement = preparedStatement("issue_write_rests", (tx, name) =>
  issueWrite(tx, name, true),
);
