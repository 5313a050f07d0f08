import { daysFrom, onHandSortColumns, onHandStatuses, type PlantDay } from "@wms/domain";
import { type AnyColumn, and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import {
  bins,
  mrnLines,
  mrns,
  onHandAges,
  onHandLots,
  onHandProducts,
  packets,
  products,
  productTypes,
  requisitions,
  suppliers,
} from "../../db/schema/index.js";
import {
  containsPattern,
  countOf,
  type ParsedListQuery,
  pageOf,
  rowCount,
  withTotalRows,
} from "../../platform/paging.js";

/** One slice of a list in its order: `limit` rows from `offset`. */
type Slice = { limit: number; offset: number };

/** A list of the screen: a slice of its rows in the query's order, and how many rows match. */
export interface OnHandList<Row, Q extends ParsedListQuery = ParsedListQuery> {
  slice(db: Db, q: Q, at: Slice): Promise<Row[]>;
  count(db: Db, q: Q): Promise<number>;
}

/** One page of a list, each row carrying TotalRows. */
export async function pageOfList<Row extends object, Q extends ParsedListQuery>(
  db: Db,
  list: OnHandList<Row, Q>,
  q: Q,
) {
  const page = pageOf(q);
  const [rows, total] = await Promise.all([list.slice(db, q, page), list.count(db, q)]);
  return withTotalRows(rows, total);
}

/** The export (PageSize -1): every row in the list's order, `batchRows` at a time, the server holding one batch. */
export async function* batchesOfList<Row extends object, Q extends ParsedListQuery>(
  db: Db,
  list: OnHandList<Row, Q>,
  q: Q,
  batchRows: number,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batchRows) {
    const batch = await list.slice(db, q, { limit: batchRows, offset });
    if (batch.length > 0) yield batch;
    if (batch.length < batchRows) return;
  }
}

const direction = (q: ParsedListQuery) => (q.SortOrder === "ASC" ? asc : desc);
const sortColumnOf = <C extends string>(q: ParsedListQuery, allowed: readonly C[]): C =>
  allowed.find((c) => c === q.SortColumn) ?? allowed[0];
const searchOf = (q: ParsedListQuery) => pageOf(q).search;

/* ---------- By product: the kept sums per product (migration 0038), a row each ---------- */

const productTotal = sql`(${onHandProducts.packedQty} + ${onHandProducts.inBinQty} + ${onHandProducts.onHoldQty} + ${onHandProducts.rejectedQty})`;

const productSortable = {
  ProductCode: products.productCd,
  ProductName: products.productDscrptn,
  TotalQty: productTotal,
  AvailableQty: onHandProducts.inBinQty,
  OnHoldQty: onHandProducts.onHoldQty,
  RejectedQty: onHandProducts.rejectedQty,
  PackedQty: onHandProducts.packedQty,
  Packets: onHandProducts.packets,
} satisfies Record<(typeof onHandSortColumns.byProduct)[number], unknown>;

const productMatches = (q: ParsedListQuery) => {
  const search = searchOf(q);
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(products.productCd, pattern), ilike(products.productDscrptn, pattern));
};

/** The oldest inward of a product's lots in stock: one probe of a partial index per row of the page. */
const oldestLotOf = (productId: SQL | AnyColumn) =>
  sql<Date | null>`(select min(l.first_inward_at) from ${onHandLots} l where l.product_id = ${productId} and l.packets > 0)`;

/**
 * The oldest lot receipt day of a product's stock: its first kept row by receipt day still holding packets
 * (`on_hand_ages`, keyed by product and day, read in key order and stopped at the first).
 */
const oldestReceiptOf = (productId: SQL | AnyColumn) =>
  sql<PlantDay | null>`(select min(a.received_on)::text from ${onHandAges} a where a.product_id = ${productId} and a.packets > 0)`;

/**
 * StockOnHand/GetByProduct: products with stock on hand, a page of the kept sums with each product's oldest lot: when it
 * first came into a bin, and its receipt day, which its age counts from on the plant's clock (`today`).
 */
export const onHandByProduct = (today: () => PlantDay) => ({
  async slice(db: Db, q: ParsedListQuery, at: Slice) {
    const order = direction(q);
    const sortColumn = sortColumnOf(q, onHandSortColumns.byProduct);
    const sortBy = productSortable[sortColumn];
    // The page is chosen from the kept sums alone when neither the search nor the order needs the product's text.
    const keys = db
      .select({ productId: onHandProducts.productId, sortKey: sql`${sortBy}`.as("sort_key") })
      .from(onHandProducts)
      .$dynamic();
    const withText =
      searchOf(q) || sortColumn === "ProductCode" || sortColumn === "ProductName"
        ? keys.innerJoin(products, eq(products.productId, onHandProducts.productId))
        : keys;
    const page = withText
      .where(and(gt(onHandProducts.packets, 0), productMatches(q)))
      .orderBy(order(sortBy), order(onHandProducts.productId))
      .limit(at.limit)
      .offset(at.offset)
      .as("page");
    // The page's rows get their product, type and oldest lot after its order and limit.
    const rows = await db
      .select({
        ProductId: onHandProducts.productId,
        ProductCode: products.productCd,
        ProductName: products.productDscrptn,
        ProductTypeName: sql<string>`coalesce(${productTypes.productTypeName}, '')`,
        UOM: products.uom,
        TotalQty: asNumber(productTotal),
        AvailableQty: asNumber(onHandProducts.inBinQty),
        OnHoldQty: asNumber(onHandProducts.onHoldQty),
        RejectedQty: asNumber(onHandProducts.rejectedQty),
        PackedQty: asNumber(onHandProducts.packedQty),
        Packets: onHandProducts.packets,
        OldestInwardDate: oldestLotOf(onHandProducts.productId).mapWith(onHandLots.firstInwardAt),
        OldestReceivedOn: oldestReceiptOf(onHandProducts.productId),
      })
      .from(page)
      .innerJoin(onHandProducts, eq(onHandProducts.productId, page.productId))
      .innerJoin(products, eq(products.productId, page.productId))
      .leftJoin(productTypes, eq(productTypes.productTypeId, products.productTypeId))
      .orderBy(order(page.sortKey), order(page.productId));
    const day = today();
    return rows.map((r) => ({
      ...r,
      AgeDays: r.OldestReceivedOn ? daysFrom(r.OldestReceivedOn, day) : null,
    }));
  },
  count: (db: Db, q: ParsedListQuery) =>
    searchOf(q)
      ? countOf(
          db
            .select({ n: rowCount })
            .from(onHandProducts)
            .innerJoin(products, eq(products.productId, onHandProducts.productId))
            .where(and(gt(onHandProducts.packets, 0), productMatches(q))),
        )
      : countOf(db.select({ n: rowCount }).from(onHandProducts).where(gt(onHandProducts.packets, 0))),
});

/* ---------- By bin: the bins holding stock (Full), a page by address, each summed over its packets ---------- */

const binMatches = (q: ParsedListQuery) => {
  const search = searchOf(q);
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(bins.colAddress, pattern),
    sql`exists (select 1 from ${packets} p join ${products} pr on pr.product_id = p.product_id
                where p.bin_id = ${bins.binId} and pr.product_cd ilike ${pattern})`,
  );
};

/** StockOnHand/GetByBin: bins holding stock (a bin is Full exactly when a packet has it), by address. */
export const onHandByBin = {
  async slice(db: Db, q: ParsedListQuery, at: Slice) {
    const order = direction(q);
    const page = db
      .select({ BinId: bins.binId, ColAddress: bins.colAddress })
      .from(bins)
      .where(and(eq(bins.colStatus, true), binMatches(q)))
      .orderBy(order(bins.colAddress), order(bins.binId))
      .limit(at.limit)
      .offset(at.offset)
      .as("page");
    const inBin = db
      .select({
        ProductCodes: sql<string>`coalesce(string_agg(distinct ${products.productCd}, ', '), '')`.as(
          "product_codes",
        ),
        Qty: asNumber(sql`coalesce(sum(${packets.qty}), 0)`).as("qty"),
        Packets: sql<number>`cast(count(*) as integer)`.as("packets"),
        OldestInwardDate: sql<Date | null>`min(${packets.inwardAt})`
          .mapWith(packets.inwardAt)
          .as("oldest_inward"),
      })
      .from(packets)
      .innerJoin(products, eq(products.productId, packets.productId))
      .where(eq(packets.binId, page.BinId))
      .as("in_bin");
    return db
      .select({
        BinId: page.BinId,
        ColAddress: page.ColAddress,
        ProductCodes: inBin.ProductCodes,
        Qty: inBin.Qty,
        Packets: inBin.Packets,
        OldestInwardDate: inBin.OldestInwardDate,
      })
      .from(page)
      .innerJoinLateral(inBin, sql`true`)
      .orderBy(order(page.ColAddress), order(page.BinId));
  },
  count: (db: Db, q: ParsedListQuery) =>
    countOf(
      db
        .select({ n: rowCount })
        .from(bins)
        .where(and(eq(bins.colStatus, true), binMatches(q))),
    ),
};

/* ---------- By lot: the kept sums per lot, a page in inward order, with the MRN and supplier or requisition ---------- */

const lotMatches = (q: ParsedListQuery) => {
  const search = searchOf(q);
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(products.productCd, pattern),
    ilike(suppliers.supplierCode, pattern),
    ilike(requisitions.requisitionNo, pattern),
    ilike(sql`cast(${mrnLines.mrnId} as text)`, pattern),
  );
};

const lotTotal = sql`(${onHandLots.packedQty} + ${onHandLots.inBinQty} + ${onHandLots.onHoldQty} + ${onHandLots.rejectedQty})`;

/** The lots with stock, unordered; joined to what names them only when the search needs it. */
const lotsWithStock = (db: Db, q: ParsedListQuery) => {
  const lots = db
    .select({
      mrnLineId: onHandLots.mrnLineId,
      producedByRequisitionId: onHandLots.producedByRequisitionId,
      productId: onHandLots.productId,
      total: asNumber(lotTotal).as("lot_total_qty"),
      inBin: asNumber(onHandLots.inBinQty).as("lot_available_qty"),
      onHold: asNumber(onHandLots.onHoldQty).as("lot_on_hold_qty"),
      rejected: asNumber(onHandLots.rejectedQty).as("lot_rejected_qty"),
      packed: asNumber(onHandLots.packedQty).as("lot_packed_qty"),
      packets: onHandLots.packets,
      firstInwardAt: onHandLots.firstInwardAt,
    })
    .from(onHandLots)
    .$dynamic();
  const named = searchOf(q)
    ? lots
        .innerJoin(products, eq(products.productId, onHandLots.productId))
        .leftJoin(mrnLines, eq(mrnLines.mrnLineId, onHandLots.mrnLineId))
        .leftJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
        .leftJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
        .leftJoin(requisitions, eq(requisitions.requisitionId, onHandLots.producedByRequisitionId))
    : lots;
  return named.where(and(gt(onHandLots.packets, 0), lotMatches(q)));
};

/** StockOnHand/GetByLot: lots with stock on hand, by when they first came into a bin (not yet: newest). */
export const onHandByLot = {
  slice(db: Db, q: ParsedListQuery, at: Slice) {
    const order = direction(q);
    const page = lotsWithStock(db, q)
      .orderBy(
        order(onHandLots.firstInwardAt),
        order(onHandLots.mrnLineId),
        order(onHandLots.producedByRequisitionId),
      )
      .limit(at.limit)
      .offset(at.offset)
      .as("page");
    // The page's lots get their MRN and supplier, or requisition, and product after its order and limit.
    return db
      .select({
        MRNLineId: page.mrnLineId,
        MRNID: mrnLines.mrnId,
        SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
        RequisitionId: page.producedByRequisitionId,
        RequisitionNo: requisitions.requisitionNo,
        ProductId: page.productId,
        ProductCode: products.productCd,
        ProductName: products.productDscrptn,
        TotalQty: page.total,
        AvailableQty: page.inBin,
        OnHoldQty: page.onHold,
        RejectedQty: page.rejected,
        PackedQty: page.packed,
        Packets: page.packets,
        InwardDate: page.firstInwardAt,
      })
      .from(page)
      .innerJoin(products, eq(products.productId, page.productId))
      .leftJoin(mrnLines, eq(mrnLines.mrnLineId, page.mrnLineId))
      .leftJoin(mrns, eq(mrns.mrnId, mrnLines.mrnId))
      .leftJoin(suppliers, eq(suppliers.supplierId, mrns.supplierId))
      .leftJoin(requisitions, eq(requisitions.requisitionId, page.producedByRequisitionId))
      .orderBy(order(page.firstInwardAt), order(page.mrnLineId), order(page.producedByRequisitionId));
  },
  count: (db: Db, q: ParsedListQuery) =>
    countOf(db.select({ n: rowCount }).from(lotsWithStock(db, q).as("matching"))),
};

/* ---------- The packets behind a row ---------- */

export type PacketsFilter = {
  ProductId?: number | null;
  BinId?: number | null;
  MRNLineId?: number | null;
  RequisitionId?: number | null;
};

const packetSortable = {
  InwardDate: packets.inwardAt,
  QRCode: packets.qrCode,
  Qty: packets.qty,
} satisfies Record<(typeof onHandSortColumns.packets)[number], unknown>;

const packetsWhere = (q: ParsedListQuery & PacketsFilter) => {
  const search = searchOf(q);
  return and(
    inArray(packets.status, [...onHandStatuses]),
    q.ProductId ? eq(packets.productId, q.ProductId) : undefined,
    q.BinId ? eq(packets.binId, q.BinId) : undefined,
    q.MRNLineId ? eq(packets.mrnLineId, q.MRNLineId) : undefined,
    q.RequisitionId ? eq(packets.producedByRequisitionId, q.RequisitionId) : undefined,
    search ? ilike(packets.qrCode, containsPattern(search)) : undefined,
  );
};

/** StockOnHand/GetPackets: the packets in stock of one product, bin or lot (the request names exactly one). */
export const onHandPackets = {
  slice(db: Db, q: ParsedListQuery & PacketsFilter, at: Slice) {
    const order = direction(q);
    return db
      .select({
        QRCode: packets.qrCode,
        ProductCode: products.productCd,
        Qty: asNumber(packets.qty),
        Status: packets.status,
        HoldReason: packets.holdReason,
        ColAddress: bins.colAddress,
        InwardDate: packets.inwardAt,
        MRNID: mrnLines.mrnId,
        SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
        RequisitionNo: requisitions.requisitionNo,
      })
      .from(packets)
      .innerJoin(products, eq(products.productId, packets.productId))
      .leftJoin(bins, eq(bins.binId, packets.binId))
      .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
      .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
      .leftJoin(requisitions, eq(requisitions.requisitionId, packets.producedByRequisitionId))
      .where(packetsWhere(q))
      .orderBy(order(packetSortable[sortColumnOf(q, onHandSortColumns.packets)]), order(packets.packetId))
      .limit(at.limit)
      .offset(at.offset);
  },
  count: (db: Db, q: ParsedListQuery & PacketsFilter) =>
    countOf(db.select({ n: rowCount }).from(packets).where(packetsWhere(q))),
};
