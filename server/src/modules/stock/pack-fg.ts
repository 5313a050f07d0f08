import {
  type FgPacket,
  fgPacketRanges,
  milliOf,
  type PlantDay,
  qtyNumber,
  type SerialRange,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { makePackets } from "./make-packets.js";
import type { RequisitionToReceive } from "./production-receipt.js";
import { holdRecalledOutput } from "./recall-hold.js";

/**
 * The `packFg` command, inside Final Production's transaction (its requisition row locked, its mapping saved): the
 * mapped serials enter stock as Packed packets of the product's `perPacket` consecutive serials (the last holding the
 * rest), lot = that requisition, code `<requisition>-F<id>`, each with its serial range. While an open recall's lot
 * reached the requisition, they go OnHold for it, as a production receipt's do.
 */
export async function packFg(
  tx: Db,
  requisition: RequisitionToReceive,
  mapped: SerialRange,
  perPacket: number,
  userId: number | null,
  floor: { receivedOn: PlantDay; doneAt: string | null },
): Promise<FgPacket[]> {
  const ranges = fgPacketRanges(mapped, perPacket);
  const made = await makePackets(tx, {
    count: ranges.length,
    total: milliOf(mapped.ToNo - mapped.FromNo + 1),
    piecesPerPacket: milliOf(perPacket),
    code: sql`${`${requisition.requisitionNo}-F`} || id`,
    productId: requisition.productId,
    supplierId: null,
    lot: { producedByRequisitionId: requisition.requisitionId },
    reason: "packFg",
    status: "Packed",
    reference: requisition.requisitionNo,
    userId,
    ...floor,
  });
  await tx.execute(sql`
    insert into packet_serials (packet_id, from_no, to_no)
    select * from unnest(${sql.param(made.map((p) => p.packetId))}::integer[],
      ${sql.param(ranges.map((r) => r.FromNo))}::integer[], ${sql.param(ranges.map((r) => r.ToNo))}::integer[])`);
  await holdRecalledOutput(
    tx,
    requisition.requisitionId,
    made.map((p) => p.qrCode),
    userId,
  );
  return made.map((p, i) => ({
    QRCode: p.qrCode,
    ProductCode: requisition.productCode,
    Qty: qtyNumber(p.qty),
    FromNo: ranges[i].FromNo,
    ToNo: ranges[i].ToNo,
  }));
}
