import {
  binAddressesMax,
  commonMessages,
  stockTransferMessages as m,
  movePacketsMax,
  packetInStateMessage,
} from "@wms/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import { preparedStatement } from "../../db/prepared.js";
import { bins, packets, products } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { openRecallOfCode } from "../stock/index.js";

/** Packets as the Stock Transfer screen lists them: product, qty, state, hold reason and bin. */
const transferRows = (db: Db, where: SQL) =>
  db
    .select({
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      Qty: asNumber(packets.qty),
      Status: packets.status,
      HoldReason: packets.holdReason,
      ColAddress: bins.colAddress,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(where)
    .orderBy(asc(packets.packetId));

const packetStatement = preparedStatement("transfer_packet_by_code", (db, name) =>
  transferRows(db, sql`${packets.qrCode} = ${sql.placeholder("code")}`).prepare(name),
);

/** StockTransfer/GetPacket: a scanned packet a move can take (in a bin, or on hold there); any other is refused by its state. */
export async function packetToMove(db: Db, qrCode: string) {
  const [packet] = await packetStatement(db).execute({ code: qrCode });
  if (!packet) throw new BusinessRuleError(commonMessages.scanMissing(qrCode));
  const recallId = await openRecallOfCode(db, qrCode);
  if (
    !(packet.Status === "InBin" || packet.Status === "OnHold") ||
    packet.ColAddress === null ||
    recallId !== null
  )
    throw new BusinessRuleError(
      packetInStateMessage(packet.QRCode, packet.Status, packet.HoldReason, recallId),
    );
  return [packet];
}

const binByAddressStatement = preparedStatement("transfer_bin_by_address", (db, name) =>
  db
    .select({ binId: bins.binId, colAddress: bins.colAddress })
    .from(bins)
    .where(sql`lower(${bins.colAddress}) = lower(${sql.placeholder("address")})`)
    .prepare(name),
);

// A bin holds at most what one move takes in practice; beyond that the rest is left for another scan.
const binPacketsStatement = preparedStatement("transfer_bin_packets", (db, name) =>
  transferRows(db, eq(packets.binId, sql.placeholder("binId")))
    .limit(movePacketsMax)
    .prepare(name),
);

/** StockTransfer/GetBinPackets: every packet of the bin a scanned label names, to move them all. */
export async function binPackets(db: Db, address: string) {
  const [bin] = await binByAddressStatement(db).execute({ address });
  if (!bin) throw new BusinessRuleError(commonMessages.binMissing(address));
  const rows = await binPacketsStatement(db).execute({ binId: bin.binId });
  if (rows.length === 0) throw new BusinessRuleError(m.binHasNoPackets(bin.colAddress));
  return rows;
}

/** StockTransfer/GetBinAddresses: every active bin's address and flag, bounded (the bins_col_address index orders them). */
export const binAddresses = (db: Db) =>
  db
    .select({ BinId: bins.binId, ColAddress: bins.colAddress, ColStatus: bins.colStatus })
    .from(bins)
    .where(eq(bins.isActive, true))
    .orderBy(asc(bins.colAddress), asc(bins.binId))
    .limit(binAddressesMax);
