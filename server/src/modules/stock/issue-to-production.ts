import {
  commonMessages,
  type IssueRefusal,
  isBlockedStatus,
  type MadePacket,
  productionMessages as m,
  milliOf,
  type PlantDay,
  packetInStateMessage,
  planIssue,
  qtyNumber,
  qtyText,
  stockMessages,
} from "@wms/domain";
import { and, eq, sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { arrayParams, preparedStatement } from "../../db/prepared.js";
import { packets, requisitionIssues } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { emptyBinsLeft } from "./bin-flags.js";
import { appendLedger, type LedgerEntry } from "./ledger.js";
import { lockBinsOf } from "./lock-order.js";
import { lockPacketsByCodes, lotKeyOf } from "./lots.js";
import { issueLines, type RequisitionToIssue } from "./requisition-issues.js";
import { lockRequisitions } from "./requisition-lock.js";

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
    const made = await inChunks(children, (chunk) =>
      insertChildrenStatement(tx).execute({
        lotKeys: chunk.map((c) => c.lotKey),
        productIds: chunk.map((c) => c.productId),
        supplierIds: chunk.map((c) => c.supplierId),
        mrnLineIds: chunk.map((c) => c.mrnLineId),
        producedBy: chunk.map((c) => c.producedByRequisitionId),
        qtys: chunk.map((c) => c.qty),
        binIds: chunk.map((c) => c.binId),
        inwardAts: chunk.map((c) => c.inwardAt?.toISOString() ?? null),
        receivedOns: chunk.map((c) => c.receivedOn),
        parentIds: chunk.map((c) => c.parentPacketId),
      }),
    );
    const madeOf = new Map(made.map((c) => [c.parentPacketId, c]));
    const ledger: LedgerEntry[] = [];
    const broken: MadePacket[] = [];
    for (const item of splits) {
      const p = byCode.get(item.QRCode)!;
      const child = madeOf.get(p.packetId)!;
      const qty = qtyText(milliOf(item.BreakQuantity));
      const bin = { status: "InBin" as const, binId: p.binId };
      const split = { productId: p.productId, qty, reason: "split" as const, reference, userId, doneAt };
      ledger.push({ ...split, packetId: p.packetId, from: bin, to: { status: null } });
      ledger.push({ ...split, packetId: child.packetId, from: { status: null }, to: bin });
      broken.push({
        QRCode: child.qrCode,
        ProductCode: p.productCode,
        Qty: qtyNumber(milliOf(item.BreakQuantity)),
      });
    }

    for (const item of plan.items) {
      const p = byCode.get(item.QRCode)!;
      const qty = qtyText(milliOf(item.Quantity));
      const [moved] = await issuePacketStatement(tx).execute({
        packetId: p.packetId,
        qty,
        requisitionId: requisition.requisitionId,
        fromBinId: p.binId,
        userId,
        now,
        doneAt: doneAt ?? now,
      });
      if (!moved) throw new BusinessRuleError(m.packetNotInStock, refused([p.qrCode]));
      ledger.push({
        packetId: p.packetId,
        productId: p.productId,
        qty,
        from: { status: "InBin", binId: p.binId },
        to: { status: "Issued" },
        reason: "issueToProduction",
        reference,
        userId,
        doneAt,
      });
    }
    await appendLedger(tx, ledger);

    const keptFull = new Set(children.map((c) => c.binId));
    const left = new Set(locked.map((p) => p.binId!).filter((binId) => !keptFull.has(binId)));
    await emptyBinsLeft(tx, [...left], userId, now);
    return broken;
  });
}

/** A split-off packet: the rest of a packet larger than the need, staying in its bin. */
interface SplitChild {
  /** The child's code is `<lotKey>-S<its id>`, both made by the insert. */
  lotKey: string;
  productId: number;
  supplierId: number | null;
  mrnLineId: number | null;
  producedByRequisitionId: number | null;
  qty: string;
  binId: number | null;
  inwardAt: Date | null;
  /** The lot's receipt day, kept from the parent. */
  receivedOn: PlantDay;
  parentPacketId: number;
}

// The inserts name their columns, in data-modifying WITHs (Drizzle's insert-select would list every column of the
// table and take the select's by position). A split packet's id is drawn per row in the subquery (volatile, so not
// flattened) for its code to carry it; created_at as its default gives it.
const insertChildrenStatement = preparedStatement("issue_insert_split_packets", (tx, name) => {
  const made = tx
    .$with("made", {
      packetId: packets.packetId,
      qrCode: packets.qrCode,
      parentPacketId: packets.parentPacketId,
    })
    .as(
      sql`insert into ${packets} (packet_id, qr_code, product_id, supplier_id, mrn_line_id, produced_by_requisition_id,
                                  qty, status, bin_id, inward_at, received_on, parent_packet_id, supplier_lot,
                                  supplier_expiry)
          select e.packet_id, e.lot_key || '-S' || e.packet_id, e.product_id, e.supplier_id, e.mrn_line_id,
                 e.produced_by, e.qty, 'InBin', e.bin_id, e.inward_at, e.received_on, e.parent_packet_id,
                 parent.supplier_lot, parent.supplier_expiry
          from (select nextval(pg_get_serial_sequence('packets', 'packet_id'))::integer as packet_id, u.*
                from unnest(${arrayParams([
                  ["lotKeys", "text"],
                  ["productIds", "integer"],
                  ["supplierIds", "integer"],
                  ["mrnLineIds", "integer"],
                  ["producedBy", "integer"],
                  ["qtys", "numeric"],
                  ["binIds", "integer"],
                  ["inwardAts", "timestamptz"],
                  ["receivedOns", "date"],
                  ["parentIds", "integer"],
                ])}) as u(lot_key, product_id, supplier_id, mrn_line_id, produced_by, qty, bin_id, inward_at,
                          received_on, parent_packet_id)) as e
          join ${packets} parent on parent.packet_id = e.parent_packet_id
          returning packet_id, qr_code, parent_packet_id`,
    );
  return tx.with(made).select().from(made).prepare(name);
});

// The packet leaves its bin (only if still in it) and its issue is recorded, in one statement.
const issuePacketStatement = preparedStatement("issue_packet", (tx, name) => {
  const moved = tx.$with("moved", { packetId: packets.packetId }).as(
    tx
      .update(packets)
      .set({ qty: sql`${sql.placeholder("qty")}`, status: "Issued", binId: null })
      .where(and(eq(packets.packetId, sql.placeholder("packetId")), eq(packets.status, "InBin")))
      .returning({ packetId: packets.packetId, productId: packets.productId, supplierId: packets.supplierId })
      .getSQL(),
  );
  const issued = tx.$with("issued", { packetId: requisitionIssues.packetId }).as(
    sql`insert into ${requisitionIssues} (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty,
                                          issued_by, issued_at, done_at)
        select ${sql.placeholder("requisitionId")}::integer, m.packet_id, m.product_id, m.supplier_id,
               ${sql.placeholder("fromBinId")}::integer, ${sql.placeholder("qty")}::numeric,
               ${sql.placeholder("userId")}::integer, ${sql.placeholder("now")}::timestamptz,
               ${sql.placeholder("doneAt")}::timestamptz
        from ${moved} m
        returning packet_id`,
  );
  return tx.with(moved, issued).select().from(issued).prepare(name);
});
