import { type AnyColumn, and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  cartons,
  mrnLines,
  mrns,
  packets,
  products,
  productTypes,
  requisitions,
  stockLedger,
  suppliers,
} from "../../db/schema/index.js";
import { containsPattern, orderOf, type ParsedListQuery, pageOf, totalRows } from "../../platform/paging.js";

const num = (column: AnyColumn | SQL) => sql<number>`cast(${column} as double precision)`;

/* ---------- Quality check ---------- */

const mrnQuantity = sql<number>`(select cast(coalesce(sum(${mrnLines.receivedQty}), 0) as double precision) from ${mrnLines} where ${mrnLines.mrnId} = ${mrns.mrnId})`;
const mrnApproved = sql<boolean>`not exists (select 1 from ${mrnLines} where ${mrnLines.mrnId} = ${mrns.mrnId} and not ${mrnLines.isApprove})`;

/** PurchaseOrder/GetAllPoDetails: MRNs with their received quantity and whether every line is approved. */
export async function mrnList(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const search = page.search
    ? or(
        ilike(sql`cast(${mrns.mrnId} as text)`, containsPattern(page.search)),
        ilike(mrns.poNumber, containsPattern(page.search)),
        ilike(suppliers.supplierCode, containsPattern(page.search)),
        ilike(mrns.type, containsPattern(page.search)),
      )
    : undefined;
  const query = db
    .select({
      MRNID: mrns.mrnId,
      PONumber: mrns.poNumber,
      SupplierCode: suppliers.supplierCode,
      Type: mrns.type,
      MRNDate: mrns.mrnDate,
      Quantity: mrnQuantity,
      IsApprove: mrnApproved,
      TotalRows: totalRows,
    })
    .from(mrns)
    .innerJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
    .where(search)
    .orderBy(
      ...orderOf(
        q,
        {
          MRNID: mrns.mrnId,
          PONumber: mrns.poNumber,
          SupplierCode: suppliers.supplierCode,
          Type: mrns.type,
          MRNDate: mrns.mrnDate,
        },
        mrns.mrnDate,
        mrns.mrnId,
      ),
    )
    .offset(page.offset);
  return page.limit === null ? query : query.limit(page.limit);
}

/** PurchaseOrder/GetMRN: MRN ids starting with what was typed (newest first, at most 20). */
export async function mrnIdsMatching(db: Db, search: string) {
  return db
    .select({ MRNID: mrns.mrnId })
    .from(mrns)
    .where(
      search ? ilike(sql`cast(${mrns.mrnId} as text)`, `${search.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
    )
    .orderBy(desc(mrns.mrnId))
    .limit(20);
}

/** PurchaseOrder/GetPoDetailsByMRNID: an MRN's lines as the quality-check dialog and the put-away grid show them. */
export async function mrnRows(db: Db, mrnId: number) {
  const rows = await db
    .select({
      MrnLineId: mrnLines.mrnLineId,
      MRNID: mrns.mrnId,
      PONumber: mrns.poNumber,
      SupplierCode: suppliers.supplierCode,
      Type: mrns.type,
      MRNDate: mrns.mrnDate,
      ProductId: products.productId,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      ProductCategory: productTypes.productTypeName,
      UOM: mrnLines.uom,
      RequestedQty: num(mrnLines.requestedQty),
      ReceivedQty: num(mrnLines.receivedQty),
      ApprovedQty: num(sql`coalesce(${mrnLines.approvedQty}, ${mrnLines.receivedQty})`),
      RejectedQty: num(sql`coalesce(${mrnLines.rejectedQty}, 0)`),
      RejectedRemark: mrnLines.rejectedRemark,
      PiecesPerPacket: sql<number | null>`cast(${mrnLines.piecesPerPacket} as double precision)`,
      TotalSlip: sql<number>`coalesce(${mrnLines.totalSlip}, 0)`,
      CartonId: mrnLines.cartonId,
      CartonName: cartons.cartonName,
      IsApprove: mrnLines.isApprove,
    })
    .from(mrnLines)
    .innerJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
    .innerJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
    .innerJoin(products, eq(products.productId, mrnLines.productId))
    .innerJoin(productTypes, eq(productTypes.productTypeId, products.productTypeId))
    .leftJoin(cartons, eq(cartons.cartonId, mrnLines.cartonId))
    .where(eq(mrnLines.mrnId, mrnId))
    .orderBy(asc(mrnLines.mrnLineId));
  return rows.map((r) => ({ ...r, IntermediateMRNID: null, PacketError: null }));
}

/* ---------- QR slips ---------- */

/**
 * RmQrCodeGeneration/GetQrData: approved MRN lines with their slips (newest first); IsUsed once
 * none of the line's packets waits for a bin any more.
 */
export async function slipList(db: Db, mrnId: number | null) {
  return db
    .select({
      Id: mrnLines.mrnLineId,
      MRNID: mrns.mrnId,
      MRNDate: mrns.mrnDate,
      ProductCode: products.productCd,
      ApprovedQty: num(mrnLines.approvedQty),
      TotalSlip: sql<number>`coalesce(${mrnLines.totalSlip}, 0)`,
      IsUsed: sql<boolean>`not exists (select 1 from ${packets} where ${packets.mrnLineId} = ${mrnLines.mrnLineId} and ${packets.status} = 'Packed')`,
    })
    .from(mrnLines)
    .innerJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
    .innerJoin(products, eq(products.productId, mrnLines.productId))
    .where(and(eq(mrnLines.isApprove, true), mrnId ? eq(mrns.mrnId, mrnId) : undefined))
    .orderBy(desc(mrnLines.approvedAt), desc(mrnLines.mrnLineId))
    .limit(500);
}

const slipColumns = {
  QRData: packets.qrCode,
  ProductCode: products.productCd,
  Qty: num(packets.qty),
};

/** The slips (QR text, product code, qty) of packets chosen by `where`, in packet order. */
function slips(db: Db, where: SQL | undefined) {
  return db
    .select(slipColumns)
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .where(where)
    .orderBy(asc(packets.packetId));
}

export const slipsOfLines = (db: Db, lineIds: number[]) =>
  lineIds.length === 0 ? Promise.resolve([]) : slips(db, inArray(packets.mrnLineId, lineIds));
export const slipsOfMrn = (db: Db, mrnId: number) => slips(db, eq(mrnLines.mrnId, mrnId));
export const slipsOfCodes = (db: Db, codes: string[]) => slips(db, inArray(packets.qrCode, codes));

/* ---------- Put-away ---------- */

/** Packet rows as the put-away grid and the already-submitted dialog show them. */
export async function packetRowsByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      QRCode: packets.qrCode,
      MRNID: mrnLines.mrnId,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      ProductCategory: productTypes.productTypeName,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      Qty: num(packets.qty),
      UOM: products.uom,
      Status: packets.status,
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
    .where(inArray(packets.qrCode, codes))
    .orderBy(asc(packets.packetId));
}

/** RawMaterialInward/GetBinsForInward: active bins by address; ColStatus true means Full. */
export async function binsForInward(db: Db) {
  return db
    .select({
      BinId: bins.binId,
      RowName: bins.rowName,
      ColAddress: bins.colAddress,
      ColStatus: bins.colStatus,
    })
    .from(bins)
    .where(eq(bins.isActive, true))
    .orderBy(asc(bins.rowName), asc(bins.colNo), asc(bins.binId));
}

/** PurchaseOrder/GetProductBinLocation: packets of a product lying in bins, oldest inward first. */
export async function productBinLocation(db: Db, productCode: string) {
  return db
    .select({
      ProductCode: products.productCd,
      QTY: num(packets.qty),
      QRCode: packets.qrCode,
      ColAddress: bins.colAddress,
      BinId: bins.binId,
      CreatedDate: packets.inwardAt,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .innerJoin(bins, eq(bins.binId, packets.binId))
    .where(and(sql`lower(${products.productCd}) = lower(${productCode})`, eq(packets.status, "InBin")))
    .orderBy(asc(packets.inwardAt), asc(packets.packetId));
}

/* ---------- Material inward report ---------- */

/**
 * MaterialInwardReport/GetMaterialInwardReport: goods received and put away (not returns, not
 * production output) per product, supplier and day
 * in [from, to) (to is the day after the last day asked for), from the stock ledger.
 */
export async function materialInwardReport(db: Db, q: ParsedListQuery, from: Date, to: Date) {
  const page = pageOf(q);
  const day = sql<string>`date_trunc('day', ${stockLedger.at})`;
  const search = page.search
    ? or(
        ilike(products.productCd, containsPattern(page.search)),
        ilike(suppliers.supplierCode, containsPattern(page.search)),
      )
    : undefined;
  const totalQty = sql<number>`cast(sum(${stockLedger.qty}) as double precision)`;
  const query = db
    .select({
      ProductId: products.productId,
      ProductCode: products.productCd,
      SupplierCode: suppliers.supplierCode,
      TotalQty: totalQty,
      CreatedDate: sql<Date>`${day}`.mapWith((v: string | Date) => new Date(v)),
      TotalRows: totalRows,
    })
    .from(stockLedger)
    .innerJoin(packets, eq(packets.packetId, stockLedger.packetId))
    .innerJoin(products, eq(products.productId, stockLedger.productId))
    .innerJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .where(
      and(
        eq(stockLedger.reason, "putAway"),
        // Receipts only: a returned packet (it has a parent) or produced output is not inward material.
        sql`${packets.parentPacketId} is null and ${packets.mrnLineId} is not null`,
        sql`${stockLedger.at} >= ${from.toISOString()} and ${stockLedger.at} < ${to.toISOString()}`,
        search,
      ),
    )
    .groupBy(products.productId, products.productCd, suppliers.supplierCode, day)
    .orderBy(
      ...orderOf(
        q,
        {
          ProductCode: products.productCd,
          SupplierCode: suppliers.supplierCode,
          TotalQty: totalQty,
          CreatedDate: day,
        },
        day,
        products.productId,
      ),
    )
    .offset(page.offset);
  return page.limit === null ? query : query.limit(page.limit);
}
