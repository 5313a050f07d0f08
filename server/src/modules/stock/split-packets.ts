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

/** Inserts the split-off packets (InBin, in their parents' bins), in chunks; answers each with its parent's id. */
export function insertSplitChildren(tx: Db, children: SplitChild[]) {
  return inChunks(children, (chunk) =>
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
}
