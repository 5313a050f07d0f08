import type { PacketHistory, PacketSummary } from "@wms/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import {
  bins,
  mrnLines,
  packets,
  products,
  requisitions,
  stockLedger,
  suppliers,
  users,
} from "../../db/schema/index.js";

const producer = alias(requisitions, "producer");
const fromBin = alias(bins, "from_bin");
const toBin = alias(bins, "to_bin");

/** Packets chosen by `where` as the history dialog shows them. */
function summaries(db: Db, where: SQL) {
  return db
    .select({
      packetId: packets.packetId,
      parentPacketId: packets.parentPacketId,
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      Qty: asNumber(packets.qty),
      Status: packets.status,
      HoldReason: packets.holdReason,
      ColAddress: bins.colAddress,
      MRNID: mrnLines.mrnId,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      ProducedByRequisitionNo: producer.requisitionNo,
      InwardDate: packets.inwardAt,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .leftJoin(producer, eq(producer.requisitionId, packets.producedByRequisitionId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(where)
    .orderBy(asc(packets.packetId));
}

const shown = ({
  packetId: _id,
  parentPacketId: _parent,
  ...s
}: Awaited<ReturnType<typeof summaries>>[number]) => s as PacketSummary;

/** Stock/GetPacketHistory/{QRCode}: the packet, its parent and children, and its ledger rows in order. */
export async function packetHistoryOf(db: Db, qrCode: string): Promise<PacketHistory | null> {
  const [packet] = await summaries(db, eq(packets.qrCode, qrCode));
  if (!packet) return null;
  const [parent] = packet.parentPacketId
    ? await summaries(db, eq(packets.packetId, packet.parentPacketId))
    : [];
  const children = await summaries(db, eq(packets.parentPacketId, packet.packetId));
  const ledger = await db
    .select({
      LedgerId: stockLedger.ledgerId,
      Reason: stockLedger.reason,
      Qty: asNumber(stockLedger.qty),
      FromStatus: stockLedger.fromStatus,
      FromBin: fromBin.colAddress,
      ToStatus: stockLedger.toStatus,
      ToBin: toBin.colAddress,
      Reference: stockLedger.reference,
      UserName: users.userName,
      At: stockLedger.at,
      DoneAt: stockLedger.doneAt,
    })
    .from(stockLedger)
    .leftJoin(fromBin, eq(fromBin.binId, stockLedger.fromBinId))
    .leftJoin(toBin, eq(toBin.binId, stockLedger.toBinId))
    .leftJoin(users, eq(users.userId, stockLedger.userId))
    .where(eq(stockLedger.packetId, packet.packetId))
    .orderBy(asc(stockLedger.ledgerId));
  return {
    Packet: shown(packet),
    Parent: parent ? shown(parent) : null,
    Children: children.map(shown),
    Ledger: ledger,
  };
}
