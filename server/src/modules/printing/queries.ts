import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  mrnLines,
  mrns,
  packets,
  printers,
  printJobs,
  products,
  suppliers,
} from "../../db/schema/index.js";

/** Printing/GetPrinters: the active printers by name. */
export const activePrinters = (db: Db) =>
  db
    .select({
      PrinterId: printers.printerId,
      PrinterName: printers.printerName,
      Kind: printers.kind,
      Station: printers.station,
    })
    .from(printers)
    .where(eq(printers.isActive, true))
    .orderBy(printers.printerName, printers.printerId)
    .limit(500);

export async function activePrinter(db: Db, printerId: number) {
  const [printer] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.printerId, printerId), eq(printers.isActive, true)));
  return printer ?? null;
}

/** What the slips of `codes` show, and whether each was printed on a ZPL printer before. */
export function slipsToPrint(db: Db, codes: string[]) {
  return db
    .select({
      packetId: packets.packetId,
      QRCode: packets.qrCode,
      MRN: mrns.mrnId,
      Supplier: sql<string>`coalesce(${suppliers.supplierName}, '')`,
      ReceivedOn: packets.receivedOn,
      ProductCode: products.productCd,
      Qty: sql<number>`${packets.qty}::float8`,
      UOM: sql<string>`coalesce(${mrnLines.uom}, ${products.uom})`,
      Rejected: sql<boolean>`${packets.status} = 'Rejected'`,
      printedBefore: sql<boolean>`exists (select 1 from ${printJobs} where ${printJobs.packetId} = ${packets.packetId})`,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .leftJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .where(inArray(packets.qrCode, codes));
}

/** What the labels of the bins at `addresses` show (an address in any case). */
export function binLabelsToPrint(db: Db, addresses: string[]) {
  return db
    .select({ ColAddress: bins.colAddress, RowName: bins.rowName })
    .from(bins)
    .where(
      inArray(
        sql`lower(${bins.colAddress})`,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
}
