import type { PrintedLabel, SerialRange } from "@wms/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  mrnLines,
  mrns,
  packets,
  printers,
  printJobs,
  productionOrders,
  products,
  requisitions,
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

/** What the labels of `codes` show (a produced packet's: its job and serials), and whether each was printed before. */
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
      JobNo: requisitions.requisitionNo,
      Serials: sql<
        SerialRange[]
      >`coalesce((select json_agg(json_build_object('FromNo', s.from_no, 'ToNo', s.to_no)
        order by s.from_no) from packet_serials s where s.packet_id = ${packets.packetId}), '[]'::json)`,
      printedBefore: sql<boolean>`exists (select 1 from ${printJobs} where ${printJobs.packetId} = ${packets.packetId})`,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .leftJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .leftJoin(requisitions, eq(requisitions.requisitionId, packets.producedByRequisitionId))
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

/** What the BOM slip of requisition `requisitionNo` (in any case) shows; null when there is none. */
export async function bomSlipToPrint(db: Db, requisitionNo: string) {
  const [slip] = await db
    .select({
      RequisitionNo: requisitions.requisitionNo,
      OrderNo: productionOrders.orderNo,
      OrderDate: productionOrders.orderDate,
      ProductCode: products.productCd,
      Qty: requisitions.qty,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(eq(requisitions.requisitionNo, requisitionNo.trim().toUpperCase()));
  return slip ?? null;
}

/** Whether a document's label (a BOM slip, a delivery label) was printed on a ZPL printer before. */
export async function documentPrintedBefore(db: Db, label: PrintedLabel, document: string) {
  const [job] = await db
    .select({ id: printJobs.printJobId })
    .from(printJobs)
    .where(and(isNull(printJobs.packetId), eq(printJobs.label, label), eq(printJobs.document, document)))
    .limit(1);
  return job !== undefined;
}

/**
 * Holds the labels `label` of `subjects` (packet codes, or a document's key) until the transaction ends, so whether
 * each was printed before is read, sent and logged by one print at a time. Advisory locks, taken in one order so two
 * prints never deadlock: no stock row is held while a printer takes a job.
 */
export async function lockLabels(tx: Db, label: PrintedLabel, subjects: string[]) {
  await tx.execute(sql`select count(pg_advisory_xact_lock(hashtext('print_jobs'), held.key))
    from (select distinct hashtext(${label} || ' ' || subject) as key
          from unnest(${sql.param(subjects)}::text[]) as subject order by key) as held`);
}
