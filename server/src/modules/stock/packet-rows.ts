import type { PacketStatus } from "@wms/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { coalescedReads } from "../../db/coalesced-reads.js";
import { asNumber } from "../../db/numbers.js";
import { preparedStatement } from "../../db/prepared.js";
import {
  bins,
  mrnLines,
  packets,
  products,
  productTypes,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import type { LotRef } from "./lots.js";

/** The packet rows `where` chooses, with product, type, supplier, lot and bin. */
const packetRows = (db: Db, where: SQL) =>
  db
    .select({
      QRCode: packets.qrCode,
      MRNID: mrnLines.mrnId,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      ProductCategory: productTypes.productTypeName,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      Qty: asNumber(packets.qty),
      UOM: products.uom,
      Status: packets.status,
      HoldReason: packets.holdReason,
      ColAddress: bins.colAddress,
      /** The requisition that produced the packet (its lot when it has no MRN). */
      RequisitionNo: requisitions.requisitionNo,
      ProducedByRequisitionId: packets.producedByRequisitionId,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .innerJoin(productTypes, eq(productTypes.productTypeId, products.productTypeId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .leftJoin(requisitions, eq(requisitions.requisitionId, packets.producedByRequisitionId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .where(where)
    .orderBy(asc(packets.packetId));

const packetRowsStatement = preparedStatement("packet_rows_by_codes", (db, name) =>
  packetRows(db, sql`${packets.qrCode} = any(${sql.placeholder("codes")})`).prepare(name),
);
// One code (a scan) as an equality: PostgreSQL plans it once per connection, where an array of one is planned at every call.
const packetRowStatement = preparedStatement("packet_row_by_code", (db, name) =>
  packetRows(db, sql`${packets.qrCode} = ${sql.placeholder("code")}`).prepare(name),
);

/** Packet rows as the put-away grid and the already-submitted dialog show them (a scan's statement). */
export async function packetRowsByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  if (codes.length === 1) return packetRowStatement(db).execute({ code: codes[0] });
  return packetRowsStatement(db).execute({ codes });
}

/** A lot's packet rows in one state, oldest first, at most `limit` (packets_mrn_line and packets_produced_by index the lots). */
export function packetRowsOfLot(db: Db, lot: LotRef, status: PacketStatus, limit: number) {
  const ofLot =
    "mrnId" in lot
      ? sql`${packets.mrnLineId} in (select ${mrnLines.mrnLineId} from ${mrnLines} where ${mrnLines.mrnId} = ${lot.mrnId})`
      : sql`${packets.producedByRequisitionId} = ${lot.requisitionId}`;
  return packetRows(db, sql`${ofLot} and ${packets.status} = ${status}`).limit(limit);
}

/**
 * Scans read at once on a busy pool: two statements, the rest waiting to go together (db/coalesced-reads.ts). Each
 * statement's write wakes a backend, which costs the server more than the statement's rows; 2 gave more scans a
 * second than 4 at 64 clients.
 */
const scanStatementsInFlight = 2;
const scanReaders = new WeakMap<Db, (code: string) => Promise<PacketRow[]>>();
type PacketRow = Awaited<ReturnType<typeof packetRowsByCodes>>[number];

/** A scanned packet's rows outside a transaction: scans arriving together share one statement. */
export function packetRowsOfScan(db: Db, code: string) {
  let read = scanReaders.get(db);
  if (read === undefined) {
    read = coalescedReads(
      scanStatementsInFlight,
      (codes) => packetRowsByCodes(db, codes),
      (row) => row.QRCode,
    );
    scanReaders.set(db, read);
  }
  return read(code);
}
