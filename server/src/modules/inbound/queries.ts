import { inwardBinsLimit, pageSizeMax, type SlipRow } from "@wms/domain";
import { type PacketQrKind, packetQrData } from "@wms/domain/gs1";
import { and, asc, desc, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { asNumber as num } from "../../db/numbers.js";
import { allRowsOf } from "../../db/row-counts.js";
import {
  bins,
  cartons,
  mrnLines,
  mrns,
  packets,
  products,
  productTypes,
  suppliers,
} from "../../db/schema/index.js";
import {
  containsPattern,
  countOf,
  orderOf,
  type ParsedListQuery,
  pageOf,
  rowCount,
  withTotalRows,
} from "../../platform/paging.js";

/* ---------- Quality check ---------- */

/** Id, PO number and type in one expression, as the trigram index `mrns_search_trgm` holds it. */
const mrnSearchText = sql`(cast(${mrns.mrnId} as text) || ' ' || ${mrns.poNumber} || ' ' || ${mrns.type})`;

/**
 * The MRN list's search: the trigram index, or the MRNs of suppliers whose code matches. Those
 * suppliers are looked up first (a small table), so the planner sees how many there are.
 */
async function mrnSearch(db: Db, search: string): Promise<SQL | undefined> {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const supplierIds = (
    await db
      .select({ id: suppliers.supplierId })
      .from(suppliers)
      .where(ilike(suppliers.supplierCode, pattern))
  ).map((r) => r.id);
  const byText = sql`${mrnSearchText} ilike ${pattern}`;
  return supplierIds.length === 0 ? byText : or(byText, inArray(mrns.supplierId, supplierIds));
}

/**
 * PurchaseOrder/GetAllPoDetails: MRNs with their received quantity and whether every line is
 * approved. The page comes first through the (mrn_date, mrn_id) index; only its rows' lines are
 * summed, and the total is counted apart.
 */
export async function mrnList(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const where = await mrnSearch(db, page.search);
  const sortable = {
    MRNID: mrns.mrnId,
    PONumber: mrns.poNumber,
    SupplierCode: suppliers.supplierCode,
    Type: mrns.type,
    MRNDate: mrns.mrnDate,
  };
  const paged = db
    .select({
      mrnId: mrns.mrnId,
      poNumber: mrns.poNumber,
      supplierCode: suppliers.supplierCode,
      type: mrns.type,
      mrnDate: mrns.mrnDate,
    })
    .from(mrns)
    .innerJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
    .where(where)
    .orderBy(...orderOf(q, sortable, mrns.mrnDate, mrns.mrnId))
    .limit(page.limit)
    .offset(page.offset)
    .as("paged");
  const lines = db
    .select({
      quantity: sql<number>`cast(coalesce(sum(${mrnLines.receivedQty}), 0) as double precision)`.as(
        "quantity",
      ),
      approved: sql<boolean>`coalesce(bool_and(${mrnLines.isApprove}), true)`.as("approved"),
    })
    .from(mrnLines)
    .where(eq(mrnLines.mrnId, paged.mrnId))
    .as("lines");
  const pagedOrder = {
    MRNID: paged.mrnId,
    PONumber: paged.poNumber,
    SupplierCode: paged.supplierCode,
    Type: paged.type,
    MRNDate: paged.mrnDate,
  };
  const [rows, total] = await Promise.all([
    db
      .select({
        MRNID: paged.mrnId,
        PONumber: paged.poNumber,
        SupplierCode: paged.supplierCode,
        Type: paged.type,
        MRNDate: paged.mrnDate,
        Quantity: lines.quantity,
        IsApprove: lines.approved,
      })
      .from(paged)
      .leftJoinLateral(lines, sql`true`)
      .orderBy(...orderOf(q, pagedOrder, paged.mrnDate, paged.mrnId)),
    where === undefined ? allRowsOf(db, mrns) : countOf(db.select({ n: rowCount }).from(mrns).where(where)),
  ]);
  return withTotalRows(rows, total);
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
  Rejected: sql<boolean>`${packets.status} = 'Rejected'`,
  ReceivedOn: packets.receivedOn,
};

/** The slips (QR text and symbol, product code, qty) of packets chosen by `where`, in packet order. */
async function slips(db: Db, qr: PacketQrKind, where: SQL | undefined): Promise<SlipRow[]> {
  const rows = await db
    .select(slipColumns)
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
    .where(where)
    .orderBy(asc(packets.packetId));
  return rows.map(({ ReceivedOn, ...slip }) => ({
    ...slip,
    QRSymbol: packetQrData({ QRCode: slip.QRData, Qty: slip.Qty, ReceivedOn }, qr),
  }));
}

export const slipsOfLines = async (db: Db, qr: PacketQrKind, lineIds: number[]) =>
  lineIds.length === 0 ? [] : slips(db, qr, inArray(packets.mrnLineId, lineIds));
export const slipsOfMrn = (db: Db, qr: PacketQrKind, mrnId: number) =>
  slips(db, qr, eq(mrnLines.mrnId, mrnId));
export const slipsOfCodes = (db: Db, qr: PacketQrKind, codes: string[]) =>
  slips(db, qr, inArray(packets.qrCode, codes));

/* ---------- Put-away ---------- */

/**
 * RawMaterialInward/GetBinsForInward: active bins by row and column from the row asked for (by
 * default the first row holding an empty bin) on, at most `inwardBinsLimit`; ColStatus true means Full.
 */
export async function binsForInward(db: Db, rowName: string | null) {
  const firstRowWithRoom = sql`coalesce((select ${bins.rowName} from ${bins} where ${bins.isActive}
    and not ${bins.colStatus} order by ${bins.rowName}, ${bins.colNo} limit 1), '')`;
  return db
    .select({
      BinId: bins.binId,
      RowName: bins.rowName,
      ColAddress: bins.colAddress,
      ColStatus: bins.colStatus,
    })
    .from(bins)
    .where(and(eq(bins.isActive, true), gte(bins.rowName, rowName ?? firstRowWithRoom)))
    .orderBy(asc(bins.rowName), asc(bins.colNo), asc(bins.binId))
    .limit(inwardBinsLimit);
}

/** RawMaterialInward/GetBinRowsForInward: the rows of active bins and how many of each are empty. */
export async function binRowsForInward(db: Db) {
  return db
    .select({
      RowName: bins.rowName,
      EmptyBins: sql<number>`cast(count(*) filter (where not ${bins.colStatus}) as integer)`,
    })
    .from(bins)
    .where(eq(bins.isActive, true))
    .groupBy(bins.rowName)
    .orderBy(asc(bins.rowName));
}

/**
 * PurchaseOrder/GetProductBinLocation: packets of a product lying in bins (held ones too, with their state), oldest lot
 * receipt first (then inward, then packet), at most `pageSizeMax`; the first available (InBin) one is the one FIFO
 * suggests.
 */
export async function productBinLocation(db: Db, productCode: string) {
  const rows = await db
    .select({
      ProductCode: products.productCd,
      SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
      QTY: num(packets.qty),
      QRCode: packets.qrCode,
      ColAddress: bins.colAddress,
      BinId: bins.binId,
      CreatedDate: packets.inwardAt,
      ReceivedOn: packets.receivedOn,
      Status: packets.status,
      HoldReason: packets.holdReason,
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .innerJoin(bins, eq(bins.binId, packets.binId))
    .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
    .where(sql`lower(${products.productCd}) = lower(${productCode})`)
    .orderBy(asc(packets.receivedOn), asc(packets.inwardAt), asc(packets.packetId))
    .limit(pageSizeMax);
  const suggested = rows.find((row) => row.Status === "InBin");
  return rows.map((row) => ({ ...row, Suggested: row === suggested }));
}
