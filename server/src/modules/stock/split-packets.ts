import type { PlantDay } from "@wms/domain";
import { sql } from "drizzle-orm";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { arrayParams, preparedStatement } from "../../db/prepared.js";
import { packets } from "../../db/schema/index.js";

/** A split-off packet: the rest of a packet larger than what leaves, staying in its bin. */
export interface SplitChild {
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
/**
 * The insert of the `splitParams` placeholders as a data-modifying WITH, `made`: of `insertSplitChildren`'s statement,
 * or of a command's own write statement, so the rests are made in the round trip of its other writes.
 */
export const splitInsert = (tx: Db) =>
  tx
    .$with("made", {
      packetId: packets.packetId,
      qrCode: packets.qrCode,
      parentPacketId: packets.parentPacketId,
      productId: packets.productId,
      qty: packets.qty,
      binId: packets.binId,
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
                  ["restLotKeys", "text"],
                  ["restProductIds", "integer"],
                  ["restSupplierIds", "integer"],
                  ["restMrnLineIds", "integer"],
                  ["restProducedBy", "integer"],
                  ["restQtys", "numeric"],
                  ["restBinIds", "integer"],
                  ["restInwardAts", "timestamptz"],
                  ["restReceivedOns", "date"],
                  ["restParentIds", "integer"],
                ])}) as u(lot_key, product_id, supplier_id, mrn_line_id, produced_by, qty, bin_id, inward_at,
                          received_on, parent_packet_id)) as e
          join ${packets} parent on parent.packet_id = e.parent_packet_id
          returning packet_id, qr_code, parent_packet_id, product_id, qty, bin_id`,
    );

/** The placeholders of `splitInsert` (named apart from the ledger's), filled from the rests, at most `chunkRows`. */
export const splitParams = (children: SplitChild[]) => ({
  restLotKeys: children.map((c) => c.lotKey),
  restProductIds: children.map((c) => c.productId),
  restSupplierIds: children.map((c) => c.supplierId),
  restMrnLineIds: children.map((c) => c.mrnLineId),
  restProducedBy: children.map((c) => c.producedByRequisitionId),
  restQtys: children.map((c) => c.qty),
  restBinIds: children.map((c) => c.binId),
  restInwardAts: children.map((c) => c.inwardAt?.toISOString() ?? null),
  restReceivedOns: children.map((c) => c.receivedOn),
  restParentIds: children.map((c) => c.parentPacketId),
});

const insertChildrenStatement = preparedStatement("issue_insert_split_packets", (tx, name) => {
  const made = splitInsert(tx);
  return tx
    .with(made)
    .select({ packetId: made.packetId, qrCode: made.qrCode, parentPacketId: made.parentPacketId })
    .from(made)
    .prepare(name);
});

/** Inserts the split-off packets (InBin, in their parents' bins), in chunks; answers each with its parent's id. */
export function insertSplitChildren(tx: Db, children: SplitChild[]) {
  return inChunks(children, (chunk) => insertChildrenStatement(tx).execute(splitParams(chunk)));
}
